import type { CultureCode } from '@gp/api';
import { render } from './testing-library';
import { useState, type ReactNode } from 'react';
import { initI18n } from '../i18n/i18n';
import { I18nProvider } from '../i18n/use-translation';

/** Renders with the player's i18n in a language. */
export function renderWithI18n(ui: ReactNode, language: CultureCode = 'en-US') {
  const i18n = initI18n(language);
  return {
    ...render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>),
    i18n,
  };
}

/** A renderer under test with its response held in state, as the player holds it. */
export function Controlled<R>({
  initial,
  children,
  onResponse,
}: {
  initial: R;
  children: (response: R, onChange: (r: R) => void) => ReactNode;
  onResponse?: (r: R) => void;
}) {
  const [response, setResponse] = useState(initial);
  return children(response, (r) => {
    setResponse(r);
    onResponse?.(r);
  });
}
