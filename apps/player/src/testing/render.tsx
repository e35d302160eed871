import type { CultureCode } from '@gp/api';
import { render } from './testing-library';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../i18n/i18n';

/** Renders with the player's i18n in a language. */
export async function renderWithI18n(
  ui: ReactNode,
  language: CultureCode = 'en-US',
) {
  const i18n = await initI18n(language);
  return {
    ...render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>),
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
