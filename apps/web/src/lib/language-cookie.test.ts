import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from './i18n';
import { LANGUAGE_COOKIE } from './language-cookie';

const cookie = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; path=/gl/; max-age=0`;
});

describe('the language the next page load preloads strings for (issue 16)', () => {
  it('follows the interface language from the start and on every change', async () => {
    window.history.replaceState(null, '', '/gl/learn');
    const i18n = await initI18n('ru-RU', ['common']);
    expect(cookie()).toBe('ru-RU');
    await i18n.changeLanguage('id-ID');
    expect(cookie()).toBe('id-ID');
  });
});
