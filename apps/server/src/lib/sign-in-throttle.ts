import type { FailureCounts } from '../db/repositories/sign-in-failures';

export interface SignInLimits {
  /** Failures of one account from one address without a device cookie. */
  pair: number;
  /** Failures of one account from all addresses without a device cookie. */
  account: number;
  /** Failures with one device cookie before it stops being trusted. */
  device: number;
  /** Failures from one address (every account) before answers slow down. */
  address: number;
  /** The longest an attempt from a busy address is held back. */
  addressDelayMaxMs: number;
}

export type SignInVerdict =
  | { refuse: false; delayMs: number; trusted: boolean }
  | { refuse: true; retryAfterSeconds: number };

const seconds = (wait: number) => Math.max(1, Math.ceil(wait));

/**
 * What to do with a sign-in attempt before its password is checked
 * (decision 015). A valid device cookie that has not failed too often is
 * trusted: the lockouts of untrusted clients do not apply to it. Untrusted
 * attempts are refused after too many failures of this account from this
 * address, or of this account from everywhere. An address is never refused:
 * past its limit every attempt from it waits a little longer, so guessing
 * slows and a class behind one school address still gets in.
 */
export function judgeSignIn(
  counts: FailureCounts,
  hasDeviceCookie: boolean,
  limits: SignInLimits,
): SignInVerdict {
  const trusted = hasDeviceCookie && counts.device < limits.device;
  if (!trusted) {
    if (counts.pair >= limits.pair)
      return { refuse: true, retryAfterSeconds: seconds(counts.pairWait) };
    if (counts.account >= limits.account)
      return { refuse: true, retryAfterSeconds: seconds(counts.accountWait) };
  }
  const over = counts.address - limits.address + 1;
  const delayMs =
    trusted || over <= 0 ? 0 : Math.min(limits.addressDelayMaxMs, 100 * over);
  return { refuse: false, delayMs, trusted };
}
