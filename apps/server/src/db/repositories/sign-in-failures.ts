import { and, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { signInFailures } from '../schema';

/** The throttling window of DESIGN.md §4 Brute force. */
export const SIGN_IN_WINDOW_MINUTES = 15;
/**
 * How long a failure is kept after the window: a day lets an operator look at
 * an attack the morning after, well inside the policy's 90 days for security
 * logs (privacy policy §6).
 */
export const SIGN_IN_FAILURE_KEEP_HOURS = 24;

const WINDOW = sql`make_interval(mins => ${SIGN_IN_WINDOW_MINUTES})`;

const normalize = (userName: string) => userName.trim().toLowerCase();

export type SignInAttempt =
  { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function signInFailuresRepository(db: Db) {
  return {
    /**
     * Starts a sign-in attempt: when the account and the address are under
     * their limits, the attempt is recorded as a failure straight away (a
     * successful sign-in then clears it). Counting and recording happen under
     * a per-account lock, so parallel guesses cannot all read "9 failures" and
     * all go on to try a password: at most `limits.account` attempts per
     * window reach the password check.
     */
    async begin(
      userName: string,
      address: string,
      limits: { account: number; address: number },
    ): Promise<SignInAttempt> {
      const name = normalize(userName);
      return db.transaction(async (tx) => {
        // Each statement below takes a fresh snapshot (READ COMMITTED), so
        // after the lock the count sees the previous holder's row.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in:${name}`}, 0))`,
        );
        const ofAccount = eq(signInFailures.userName, name);
        const ofAddress = eq(signInFailures.address, address);
        // Seconds until the oldest failure of the filter leaves the window.
        const wait = (filter: SQL) =>
          sql<
            number | null
          >`extract(epoch from min(${signInFailures.at}) filter (where ${filter}) + ${WINDOW} - now())::float8`;
        const [row] = await tx
          .select({
            account: sql<number>`count(*) filter (where ${ofAccount})::int`,
            address: sql<number>`count(*) filter (where ${ofAddress})::int`,
            accountWait: wait(ofAccount),
            addressWait: wait(ofAddress),
          })
          .from(signInFailures)
          .where(
            and(
              or(ofAccount, ofAddress),
              gt(signInFailures.at, sql`now() - ${WINDOW}`),
            ),
          );
        const overAccount = (row?.account ?? 0) >= limits.account;
        const overAddress = (row?.address ?? 0) >= limits.address;
        if (overAccount || overAddress) {
          const seconds = Math.max(
            overAccount ? (row?.accountWait ?? 0) : 0,
            overAddress ? (row?.addressWait ?? 0) : 0,
          );
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil(seconds)),
          } as const;
        }
        await tx.insert(signInFailures).values({ userName: name, address });
        return { allowed: true } as const;
      });
    },
    /** A successful sign-in clears the account's failures, its own attempt included. */
    async clear(userName: string): Promise<void> {
      await db
        .delete(signInFailures)
        .where(eq(signInFailures.userName, normalize(userName)));
    },
    /** Deletes failures too old to matter; answers how many went. */
    async prune(now: Date): Promise<number> {
      const before = new Date(
        now.getTime() - SIGN_IN_FAILURE_KEEP_HOURS * 3600_000,
      );
      const rows = await db
        .delete(signInFailures)
        .where(lt(signInFailures.at, before))
        .returning({ id: signInFailures.id });
      return rows.length;
    },
  };
}
