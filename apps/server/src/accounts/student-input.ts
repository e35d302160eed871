import { z } from 'zod';

export const STATUS_NAMES = { regular: 1, expired: 2, demo: 4 } as const;

const required = { error: 'is required' };

const date = z
  .string(required)
  .trim()
  // abort: an unreadable date must not also be compared with start_time.
  .refine((s) => !Number.isNaN(Date.parse(s)), {
    message: 'must be a date such as 2027-06-30',
    abort: true,
  })
  .transform((s) => new Date(s));

/** One student as the school provides it (a CSV row or the create command). */
export const StudentInput = z
  .object({
    username: z
      .string(required)
      .trim()
      .min(1, 'is required')
      .max(100, 'is at most 100 characters')
      .regex(/^[A-Za-z0-9._@-]+$/, 'may hold letters, digits and . _ @ - only'),
    password: z
      .string(required)
      .min(6, 'needs at least 6 characters')
      .max(200, 'is at most 200 characters'),
    english_first_name: z
      .string(required)
      .trim()
      .min(1, 'is required')
      .max(60, 'is at most 60 characters'),
    market_region: z
      .string(required)
      .trim()
      .default('0')
      .refine(
        (s) => ['0', '1', '2', '4', ''].includes(s),
        'must be 0, 1 (China), 2 (Russia) or 4 (Indonesia)',
      )
      .transform((s) => Number(s || '0')),
    status: z
      .string(required)
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
    // {start_time} is replaced by the caller's name for it (a column or a flag).
    message: 'must be after {start_time}',
    path: ['expire_time'],
  });
export type StudentInput = z.infer<typeof StudentInput>;

export type StudentField = keyof z.input<typeof StudentInput>;

export const CSV_COLUMNS = [
  'username',
  'password',
  'english_first_name',
  'market_region',
  'status',
  'start_time',
  'expire_time',
] as const satisfies readonly StudentField[];

/** The create command's flag for each field (see cli/accounts.ts). */
export const CREATE_FLAGS: Record<StudentField, string> = {
  username: '--username',
  password: '--password',
  english_first_name: '--name',
  market_region: '--region',
  status: '--status',
  start_time: '--start',
  expire_time: '--expire',
};

/**
 * One line per problem, naming each field as the user knows it: its CSV
 * column or its command-line flag.
 */
export function describeIssues(
  issues: readonly z.core.$ZodIssue[],
  nameOf: (field: StudentField) => string,
): string[] {
  const name = (f: PropertyKey) =>
    Object.hasOwn(CREATE_FLAGS, f) ? nameOf(f as StudentField) : String(f);
  return issues.map((i) => {
    const message = i.message.replace(/\{(\w+)\}/g, (_, f: string) => name(f));
    return i.path.length ? `${i.path.map(name).join('.')} ${message}` : message;
  });
}
