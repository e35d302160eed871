import { and, eq, gt, like, lt, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { signInFailures } from '../schema';

/** The throttling window (decision 015). */
export const SIGN_IN_WINDOW_MINUTES = 15;
/**
 * How long a failure is kept after the window: a day lets an operator look at
 * an attack the morning after, well inside the policy's 90 days for security
 * logs (privacy policy §6).
 */
export const SIGN_IN_FAILURE_KEEP_HOURS = 24;

const WINDOW = sql`make_interval(mins => ${SIGN_IN_WINDOW_MINUTES})`;

export const normalizeUserName = (userName: string) =>
  userName.trim().toLowerCase();

/**
 * A failure made with a valid device cookie is stored with this in place of
 * the address, so it counts against that device and never against the
 * account's untrusted clients or the address (decision 015).
 */
export const deviceAddress = (deviceId: string) => `device:${deviceId}`;

/** Failures in the window, and seconds until the oldest of each leaves it. */
export interface FailureCounts {
  /** This account from this address, without a device cookie. */
  pair: number;
  pairWait: number;
  /** This account from every address, without a device cookie. */
  account: number;
  accountWait: number;
  /** This account with this device cookie. */
  device: number;
  deviceWait: number;
  /** Every account from this address, without a device cookie. */
  address: number;
}

export function signInFailuresRepository(db: Db) {
  return {
    /**
     * Counts the failures that decide an attempt. Only failures are rows:
     * an attempt in progress or a success is never counted.
     */
    async counts(
      userName: string,
      address: string,
      deviceId: string | null,
    ): Promise<FailureCounts> {
      const name = normalizeUserName(userName);
      const device = deviceId ? deviceAddress(deviceId) : null;
      const untrusted = not(like(signInFailures.address, 'device:%'));
      const ofAccount = and(eq(signInFailures.userName, name), untrusted)!;
      const ofPair = and(
        eq(signInFailures.userName, name),
        eq(signInFailures.address, address),
      )!;
      const ofDevice = device
        ? and(
            eq(signInFailures.userName, name),
            eq(signInFailures.address, device),
          )!
        : sql`false`;
      const ofAddress = eq(signInFailures.address, address);
      const count = (f: SQL) => sql<number>`count(*) filter (where ${f})::int`;
      const wait = (f: SQL) =>
        sql<number>`coalesce(extract(epoch from min(${signInFailures.at}) filter (where ${f}) + ${WINDOW} - now())::float8, 0)`;
      const [row] = await db
        .select({
          pair: count(ofPair),
          pairWait: wait(ofPair),
          account: count(ofAccount),
          accountWait: wait(ofAccount),
          device: count(ofDevice),
          deviceWait: wait(ofDevice),
          address: count(ofAddress),
        })
        .from(signInFailures)
        .where(
          and(
            or(eq(signInFailures.userName, name), ofAddress),
            gt(signInFailures.at, sql`now() - ${WINDOW}`),
          ),
        );
      return (
        row ?? {
          pair: 0,
          pairWait: 0,
          account: 0,
          accountWait: 0,
          device: 0,
          deviceWait: 0,
          address: 0,
        }
      );
    },
    /** Records a wrong password or an unknown username, after the check. */
    async record(
      userName: string,
      address: string,
      deviceId: string | null,
    ): Promise<void> {
      await db.insert(signInFailures).values({
        userName: normalizeUserName(userName),
        address: deviceId ? deviceAddress(deviceId) : address,
      });
    },
    /**
     * A success clears the failures of where it came from: with a trusted
     * device cookie that device's, without one this address's for the
     * account. The owner signing in must not wipe an attacker's record
     * elsewhere, which would let the guessing start again.
     */
    async clear(
      userName: string,
      address: string,
      deviceId: string | null,
    ): Promise<void> {
      await db
        .delete(signInFailures)
        .where(
          and(
            eq(signInFailures.userName, normalizeUserName(userName)),
            eq(
              signInFailures.address,
              deviceId ? deviceAddress(deviceId) : address,
            ),
          ),
        );
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
