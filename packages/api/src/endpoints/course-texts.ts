import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { CultureCode, text } from '../common';
import { lazySchema } from '../lazy-schema';

const Slide = lazySchema(() => z.object({ Title: text(), Body: text() }));

/** The intro and welcome explainers and the purchase-guide texts, in one language. */
export const CourseTexts = lazySchema(() =>
  z.object({
    Intro: z.array(Slide),
    Welcome: z.array(Slide),
    Marketing: z.array(Slide.extend({ Key: text() })),
  }),
);
export type CourseTexts = z.infer<typeof CourseTexts>;

export const getCourseTexts = defineEndpoint({
  method: 'GET',
  path: '/api/v2/CourseTexts/',
  auth: true,
  body: undefined,
  query: lazySchema(() => z.object({ cultureCode: CultureCode })),
  response: CourseTexts,
});
