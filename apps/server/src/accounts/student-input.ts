import { z } from 'zod';

export const STATUS_NAMES = { regular: 1, expired: 2, demo: 4 } as const;

const date = z
  .string()
  .trim()
  .refine(
    (s) => !Number.isNaN(Date.parse(s)),
    'must be a date such as 2027-06-30',
  )
  .transform((s) => new Date(s));

/** One student as the school provides it (a CSV row or the create command). */
export const StudentInput = z
  .object({
    username: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(100, 'is at most 100 characters')
      .regex(/^[A-Za-z0-9._@-]+$/, 'may hold letters, digits and . _ @ - only'),
    password: z
      .string()
      .min(6, 'needs at least 6 characters')
      .max(200, 'is at most 200 characters'),
    english_first_name: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(60, 'is at most 60 characters'),
    market_region: z
      .string()
      .trim()
      .default('0')
      .refine(
        (s) => ['0', '1', '2', '4', ''].includes(s),
        'must be 0, 1 (China), 2 (Russia) or 4 (Indonesia)',
      )
      .transform((s) => Number(s || '0')),
    status: z
      .string()
      .trim()
      .toLowerCase()
      .default('regular')
      .refine(
        (s) => s === '' || s in STATUS_NAMES,
        'must be regular, demo or expired',
      )
      .transform(
        (s) => STATUS_NAMES[(s || 'regular') as keyof typeof STATUS_NAMES],
      ),
    start_time: date.optional(),
    expire_time: date,
  })
  .refine((s) => !s.start_time || s.start_time < s.expire_time, {
    message: 'must be after start_time',
    path: ['expire_time'],
  });
export type StudentInput = z.infer<typeof StudentInput>;

export const CSV_COLUMNS = [
  'username',
  'password',
  'english_first_name',
  'market_region',
  'status',
  'start_time',
  'expire_time',
] as const;
