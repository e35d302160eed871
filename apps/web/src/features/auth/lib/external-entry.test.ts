import { describe, expect, it } from 'vitest';
import { chinaSiteUrl } from './china-site-url';
import { readExternalEntry } from './external-entry';

describe('entry from another website (spec 01 §4)', () => {
  const full =
    'external=1&token=t&userId=u&englishFirstName=Budi&marketRegion=4';

  it('takes the student when the flag carries token, user id, English first name and market region', () => {
    expect(readExternalEntry(new URLSearchParams(full))).toEqual({
      kind: 'valid',
      studentInfo: {
        Token: 't',
        UserInfo: { UserId: 'u', EnglishFirstName: 'Budi', MarketRegion: 4 },
        SessionList: [],
      },
    });
  });

  it.each(['token', 'userId', 'englishFirstName', 'marketRegion'])(
    'is a logged-out entry without %s',
    (field) => {
      const params = new URLSearchParams(full);
      params.delete(field);
      expect(readExternalEntry(params)).toEqual({ kind: 'invalid' });
    },
  );

  it('takes an unknown market region code as the default English region (spec 01 §1)', () => {
    const entry = readExternalEntry(
      new URLSearchParams(full.replace('marketRegion=4', 'marketRegion=3')),
    );
    expect(entry).toMatchObject({
      kind: 'valid',
      studentInfo: { UserInfo: { MarketRegion: 0 } },
    });
  });

  it.each([
    ['marketRegion', ''],
    ['marketRegion', 'x'],
    ['token', ' '],
  ])('is a logged-out entry with %s=%j', (field, value) => {
    const params = new URLSearchParams(full);
    params.set(field, value);
    expect(readExternalEntry(params)).toEqual({ kind: 'invalid' });
  });

  it('is no entry at all without the flag', () => {
    expect(readExternalEntry(new URLSearchParams('token=t'))).toEqual({
      kind: 'none',
    });
    expect(
      readExternalEntry(
        new URLSearchParams(full.replace('external=1', 'external=0')),
      ),
    ).toEqual({ kind: 'none' });
  });
});

describe('the China site link (spec 01 §2)', () => {
  it('swaps the .com part of the current address for .cn', () => {
    expect(chinaSiteUrl('https://grammar.example.com/gl/login?x=1')).toBe(
      'https://grammar.example.cn/gl/login?x=1',
    );
    expect(chinaSiteUrl('https://www.example.com.au/gl/login')).toBe(
      'https://www.example.cn.au/gl/login',
    );
  });

  it('leaves an address without .com as it is', () => {
    expect(chinaSiteUrl('http://localhost:8080/gl/login')).toBe(
      'http://localhost:8080/gl/login',
    );
  });
});
