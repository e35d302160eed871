import { afterEach, describe, expect, it } from 'vitest';
import { GP_COOKIE } from '@gp/domain';
import { readGpCookie, writeGpCookie } from './gp-cookie';
import { initI18n } from './i18n';

afterEach(() => {
  document.cookie = `${GP_COOKIE}=; path=/; max-age=0`;
});

describe('the gp_cookie object (spec 02 §3)', () => {
  it('merges what it is given into what it holds', () => {
    writeGpCookie({ coachMarks: 1 });
    writeGpCookie({ language: 'zh-CN' });
    expect(readGpCookie()).toEqual({ coachMarks: 1, language: 'zh-CN' });
  });

  it('issue 16: keeps the interface language from the start and on every change, for the next page load', async () => {
    writeGpCookie({ coachMarks: 2 });
    window.history.replaceState(null, '', '/gl/learn');
    const i18n = await initI18n('ru-RU', ['common']);
    expect(readGpCookie()).toEqual({ coachMarks: 2, language: 'ru-RU' });
    await i18n.changeLanguage('id-ID');
    expect(readGpCookie().language).toBe('id-ID');
  });
});
