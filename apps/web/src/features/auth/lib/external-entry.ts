import { z } from 'zod';
import { MarketRegion, type SignInResponse } from '@gp/api';

/**
 * Entry from another website (spec 01 §4): /gl/login?external=1&token=...&userId=...
 * &englishFirstName=...&marketRegion=... With all four values the student is
 * taken as signed in; with the flag but not all values, as logged out.
 */
export const EXTERNAL_ENTRY_FLAG = 'external';

const ExternalEntryParams = z.object({
  token: z.string().trim().min(1),
  userId: z.string().trim().min(1),
  englishFirstName: z.string().trim().min(1),
  marketRegion: z.coerce.number().pipe(MarketRegion),
});

export type ExternalEntry =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'valid'; studentInfo: SignInResponse };

export function readExternalEntry(search: URLSearchParams): ExternalEntry {
  const flag = search.get(EXTERNAL_ENTRY_FLAG);
  if (flag === null || !['1', 'true'].includes(flag.toLowerCase()))
    return { kind: 'none' };
  const parsed = ExternalEntryParams.safeParse({
    token: search.get('token') ?? undefined,
    userId: search.get('userId') ?? undefined,
    englishFirstName: search.get('englishFirstName') ?? undefined,
    marketRegion: search.get('marketRegion') ?? undefined,
  });
  if (!parsed.success) return { kind: 'invalid' };
  const p = parsed.data;
  return {
    kind: 'valid',
    studentInfo: {
      Token: p.token,
      UserInfo: {
        UserId: p.userId,
        EnglishFirstName: p.englishFirstName,
        MarketRegion: p.marketRegion,
      },
      SessionList: [],
    },
  };
}
