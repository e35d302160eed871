import { PlayerToHost, type CultureCode, type HostToPlayer } from '@gp/api';

/** The player's page (DESIGN.md §3: the player is at /player/). */
export const PLAYER_PAGE = '/player/';

/** spec 02 §7: homework for remediation lessons, diagnostic_test for tests. */
export type PlayerType = 'diagnostic_test' | 'homework';

/** spec 01 §2 testing, spec 02 §2 ct_testing: a test's frame lesson id, from its key and the student. */
export function testLessonId(testKey: string, studentId: string): string {
  return `${testKey}_${studentId}_diagnostic_test`;
}

/** The player's address (spec 02 §7; packages/api PlayerQuery). */
export function playerAddress(options: {
  lessonId: string;
  studentId: string;
  type: PlayerType;
  lang: CultureCode;
  getNewData: boolean;
}): string {
  const query = new URLSearchParams({
    lessonId: options.lessonId,
    studentId: options.studentId,
    type: options.type,
    lang: options.lang,
    getNewData: options.getNewData ? '1' : '0',
  });
  return `${PLAYER_PAGE}?${query.toString()}`;
}

/**
 * The address of a frame opened before the lesson is known (packages/api
 * PendingPlayerQuery): the player boots and waits for the host's
 * `openLesson`, which carries the lesson id and get-new-data flag (issue 16).
 */
export function pendingPlayerAddress(options: {
  studentId: string;
  type: PlayerType;
  lang: CultureCode;
}): string {
  const query = new URLSearchParams({
    studentId: options.studentId,
    type: options.type,
    lang: options.lang,
  });
  return `${PLAYER_PAGE}?${query.toString()}`;
}

/**
 * A message from our player frame, or null: it must come from our origin,
 * from the frame's own window, parse as PlayerToHost and be about our
 * lesson (STYLE.md rule 5).
 */
export function messageFromPlayer(
  event: MessageEvent,
  frameWindow: Window | null | undefined,
  lessonId: string,
  origin: string = window.location.origin,
): PlayerToHost | null {
  if (event.origin !== origin) return null;
  if (!frameWindow || event.source !== frameWindow) return null;
  const parsed = PlayerToHost.safeParse(event.data);
  if (!parsed.success || parsed.data.lessonId !== lessonId) return null;
  return parsed.data;
}

/**
 * Posts a message to the frame, to our own origin only. The player checks
 * every message it receives against HostToPlayer (STYLE.md rule 5), so the
 * typed message goes as it is: parsing it here too was a second zod pass over
 * the whole test, on the main thread the frame shares while it starts (issue 16).
 */
export function sendToPlayer(
  frameWindow: Window | null | undefined,
  message: HostToPlayer,
  origin: string = window.location.origin,
): void {
  frameWindow?.postMessage(message, origin);
}
