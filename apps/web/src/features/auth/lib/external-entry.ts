import type { SignInResponse } from '@gp/api';
import { externalEntryDecision, normalizeMarketRegion } from '@gp/domain';

/**
 * Entry from another website (spec 01 §4): /gl/login?external=1&token=...&userId=...
 * &englishFirstName=...&marketRegion=... Whether the student is taken as
 * signed in or as logged out is packages/domain externalEntryDecision.
 */
export const EXTERNAL_ENTRY_FLAG = 'external';

export type ExternalEntry =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'valid'; studentInfo: SignInResponse };

/** A query value, trimmed; absent or blank is null. */
const valueOf = (search: URLSearchParams, name: string): string | null =>
  search.get(name)?.trim() || null;

export function readExternalEntry(search: URLSearchParams): ExternalEntry {
  const flag = valueOf(search, EXTERNAL_ENTRY_FLAG)?.toLowerCase();
  const region = valueOf(search, 'marketRegion');
  const decision = externalEntryDecision({
    fromOtherSite: flag === '1' || flag === 'true',
    token: valueOf(search, 'token'),
    userId: valueOf(search, 'userId'),
    englishFirstName: valueOf(search, 'englishFirstName'),
    marketRegion: region === null ? null : Number(region),
  });
  if (decision.type === 'none') return { kind: 'none' };
  if (decision.type === 'logout') return { kind: 'invalid' };
  return {
    kind: 'valid',
    studentInfo: {
      Token: decision.token,
      UserInfo: {
        UserId: decision.userId,
        EnglishFirstName: decision.englishFirstName,
        // spec 01 §1: any code but 1, 2 and 4 is the default English region.
        MarketRegion: normalizeMarketRegion(decision.marketRegion),
      },
      SessionList: [],
    },
  };
}
