import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { lazySchema } from '../lazy-schema';

/** spec 02 §3 Home page ads: whether the ad is shown to this student and whether they read it. */
export const HomePageAds = lazySchema(() =>
  z.object({
    IsShown: z.boolean(),
    IsRead: z.boolean(),
  }),
);
export type HomePageAds = z.infer<typeof HomePageAds>;

/** The signed-in student's home-page ad (DESIGN.md §3b). */
export const getHomePageAds = defineEndpoint({
  method: 'GET',
  path: '/api/v2/HomePageAds/',
  auth: true,
  body: undefined,
  query: undefined,
  response: HomePageAds,
});

/**
 * Marks the student's home-page ad read (DESIGN.md §3b; spec 02 §7: no
 * payload). Idempotent: saving again changes nothing and answers the same.
 */
export const saveHomePageAds = defineEndpoint({
  method: 'PUT',
  path: '/api/v2/HomePageAds/Save/',
  auth: true,
  body: undefined,
  query: undefined,
  response: HomePageAds,
});
