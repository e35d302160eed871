import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { CultureCode } from '../common';

const Slide = z.object({ Title: z.string(), Body: z.string() });

/** The intro and welcome explainers and the purchase-guide texts, in one language. */
export const CourseTexts = z.object({
  Intro: z.array(Slide),
  Welcome: z.array(Slide),
  Marketing: z.array(Slide.extend({ Key: z.string() })),
});
export type CourseTexts = z.infer<typeof CourseTexts>;

export const getCourseTexts = defineEndpoint({
  method: 'GET',
  path: '/api/v2/CourseTexts/',
  auth: true,
  body: undefined,
  query: z.object({ cultureCode: CultureCode }),
  response: CourseTexts,
});
