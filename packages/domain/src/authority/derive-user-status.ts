/**
 * UserStatus from the stored status and ExpireTime (DESIGN.md §4 Accounts):
 * a regular account past its expiry is expired; unknown values are regular
 * (spec 01 §3).
 */
export function deriveUserStatus(
  stored: number,
  expireTime: Date,
  now: Date,
): 1 | 2 | 4 {
  if (stored === 4) return 4;
  if (stored === 2) return 2;
  return expireTime.getTime() <= now.getTime() ? 2 : 1;
}
