import {
  createContext,
  useContext,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { PlayerI18n } from './i18n';

const I18nContext = createContext<PlayerI18n | null>(null);

/** Gives the components below it the translator initI18n made. */
export function I18nProvider({
  i18n,
  children,
}: {
  i18n: PlayerI18n;
  children: ReactNode;
}) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** `t` in the current language and the translator; a language change re-renders the component. */
export function useTranslation() {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  // `t` is a new function for each language, so it is the snapshot that changes.
  const t = useSyncExternalStore(i18n.subscribe, () => i18n.t);
  return { t, i18n };
}
