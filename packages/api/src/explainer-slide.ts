import { z } from 'zod';
import { LocalizedText } from './endpoints/activities';
import { lazySchema } from './lazy-schema';

/**
 * One explainer slide as packages/content writes it: the rule in the four
 * languages, English examples that are never translated, and optionally a
 * common mistake (the wrong sentence and the right one, in English). Its own
 * file so that both the lessons contract and the player protocol use it
 * without importing each other.
 */
export const ExplainerSlide = lazySchema(() =>
  z.object({
    Title: LocalizedText,
    Body: LocalizedText,
    Examples: z.array(z.string()).max(20).optional(),
    Wrong: z.string().optional(),
    Right: z.string().optional(),
  }),
);
export type ExplainerSlide = z.infer<typeof ExplainerSlide>;
