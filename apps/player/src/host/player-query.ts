import { PendingPlayerQuery, PlayerQuery } from '@gp/api';
import type { z } from 'zod';

export type PlayerQueryValue = z.infer<typeof PlayerQuery>;
export type PendingPlayerQueryValue = z.infer<typeof PendingPlayerQuery>;

const NAMES = ['lessonId', 'studentId', 'type', 'lang', 'getNewData'] as const;

/** The address's parameters that are present and not empty. */
function present(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  return Object.fromEntries(
    NAMES.flatMap((name) => {
      const value = params.get(name);
      return value === null || value === '' ? [] : [[name, value]];
    }),
  );
}

/** The player's address parameters (spec 01 §7), or null when any is missing or malformed. */
export function readPlayerQuery(search: string): PlayerQueryValue | null {
  const parsed = PlayerQuery.safeParse(present(search));
  return parsed.success ? parsed.data : null;
}

/**
 * The address of a frame opened before its lesson was known: student, type
 * and language, and no lesson id (or get-new-data flag) yet; null otherwise.
 * The host names the lesson with `openLesson` (issue 16).
 */
export function readPendingQuery(
  search: string,
): PendingPlayerQueryValue | null {
  const raw = present(search);
  if ('lessonId' in raw || 'getNewData' in raw) return null;
  const parsed = PendingPlayerQuery.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The address a pending frame takes once the host has named its lesson (spec 01 §7). */
export function playerSearch(query: PlayerQueryValue): string {
  const params = new URLSearchParams();
  for (const name of NAMES) params.set(name, query[name]);
  return `?${params.toString()}`;
}
