import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { signInFailures } from '../schema';

/** The throttling window of DESIGN.md §4 Brute force. */
export const SIGN_IN_WINDOW_MINUTES = 15;

const windowStart = () =>
  sql`now() - make_interval(mins => ${SIGN_IN_WINDOW_MINUTES})`;

export function signInFailuresRepository(db: Db) {
  return {
    async record(userName: string, address: string): Promise<void> {
      await db
        .insert(signInFailures)
        .values({ userName: userName.trim().toLowerCase(), address });
    },
    /** Failures in the window for the account and for the address, and when the oldest leaves it. */
    async recent(userName: string, address: string) {
      const [account] = await db
        .select({
          n: sql<number>`count(*)::int`,
          oldestEpoch: sql<
            number | null
          >`extract(epoch from min(${signInFailures.at}))::float8`,
        })
        .from(signInFailures)
        .where(
          and(
            eq(signInFailures.userName, userName.trim().toLowerCase()),
            gt(signInFailures.at, windowStart()),
          ),
        );
      const [byAddress] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(signInFailures)
        .where(
          and(
            eq(signInFailures.address, address),
            gt(signInFailures.at, windowStart()),
          ),
        );
      return {
        account: account?.n ?? 0,
        oldestEpoch: account?.oldestEpoch ?? null,
        address: byAddress?.n ?? 0,
      };
    },
    /** A successful sign-in clears the account's failures. */
    async clear(userName: string): Promise<void> {
      await db
        .delete(signInFailures)
        .where(eq(signInFailures.userName, userName.trim().toLowerCase()));
    },
    async prune(): Promise<void> {
      await db
        .delete(signInFailures)
        .where(lt(signInFailures.at, sql`now() - interval '1 day'`));
    },
  };
}
