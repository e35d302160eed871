import { memo } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '../testing/testing-library';
import { initI18n } from './i18n';
import { I18nProvider, useTranslation } from './use-translation';

/** Re-renders only when useTranslation makes it: memo, and nothing above it changes. */
const Landmark = memo(function Landmark() {
  const { t, i18n } = useTranslation();
  return <p lang={i18n.language}>{t('app.landmark')}</p>;
});

describe('the player’s language', () => {
  it('starts with <html lang> and the title in the language it is given', () => {
    initI18n('ru-RU');
    expect(document.documentElement.lang).toBe('ru-RU');
    expect(document.title).toBe('Тест Grammar Pro');
  });

  it('re-renders what it translates when the language changes, and moves <html lang> and the title with it', async () => {
    const i18n = initI18n('en-US');
    render(
      <I18nProvider i18n={i18n}>
        <Landmark />
      </I18nProvider>,
    );
    expect(screen.getByText('Questions')).toHaveAttribute('lang', 'en-US');
    expect(document.title).toBe('Grammar Pro test');

    await act(() => i18n.changeLanguage('ru-RU'));
    expect(screen.getByText('Вопросы')).toHaveAttribute('lang', 'ru-RU');
    expect(i18n.language).toBe('ru-RU');
    expect(document.documentElement.lang).toBe('ru-RU');
    expect(document.title).toBe('Тест Grammar Pro');
  });
});
