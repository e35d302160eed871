import { describe, expect, it } from 'vitest';
import {
  formatGpCookie,
  GP_COOKIE,
  gpCookieLanguage,
  parseGpCookie,
} from './gp-cookie';

const header = (values: Record<string, unknown>) =>
  `theme=dark; ${GP_COOKIE}=${formatGpCookie(values)}; other=1`;

describe('the gp_cookie object (spec 02 §3, §9)', () => {
  it('spec 02 §9: the cookie is named gp_cookie and holds an object read back as written', () => {
    expect(GP_COOKIE).toBe('gp_cookie');
    expect(parseGpCookie(header({ coachMarks: 1, language: 'ru-RU' }))).toEqual(
      {
        coachMarks: 1,
        language: 'ru-RU',
      },
    );
  });

  it('spec 02 §3: an absent or unreadable cookie counts as an empty object', () => {
    expect(parseGpCookie(undefined)).toEqual({});
    expect(parseGpCookie('a=1')).toEqual({});
    expect(parseGpCookie(`${GP_COOKIE}=%7Bnot-json`)).toEqual({});
    expect(
      parseGpCookie(`${GP_COOKIE}=${formatGpCookie([1] as never)}`),
    ).toEqual({});
    expect(parseGpCookie(`${GP_COOKIE}=%E0%A4%A`)).toEqual({});
  });

  it('issue 16: the language it keeps counts only when it is an interface language', () => {
    expect(gpCookieLanguage(header({ language: 'zh-CN' }))).toBe('zh-CN');
    expect(gpCookieLanguage(header({ language: '../../etc' }))).toBeUndefined();
    expect(gpCookieLanguage(header({ language: 7 }))).toBeUndefined();
    expect(gpCookieLanguage(header({ coachMarks: 2 }))).toBeUndefined();
  });
});
