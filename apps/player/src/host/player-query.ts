import { PlayerQuery } from '@gp/api';
import type { z } from 'zod';

export type PlayerQueryValue = z.infer<typeof PlayerQuery>;

/** The player's address parameters (spec 01 §7), or null when any is missing or malformed. */
export function readPlayerQuery(search: string): PlayerQueryValue | null {
  const params = new URLSearchParams(search);
  const raw = Object.fromEntries(
    ['lessonId', 'studentId', 'type', 'lang', 'getNewData'].flatMap((name) => {
      const value = params.get(name);
      return value === null || value === '' ? [] : [[name, value]];
    }),
  );
  const parsed = PlayerQuery.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
