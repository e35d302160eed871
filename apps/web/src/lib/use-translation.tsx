import {
  createContext,
  useContext,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  defaultNS,
  type AppI18n,
  type Namespace,
  type TFunction,
} from './i18n';

const I18nContext = createContext<AppI18n | null>(null);

/** Gives the components below it the translator initI18n made (app/provider.tsx). */
export function I18nProvider({
  i18n,
  children,
}: {
  i18n: AppI18n;
  children: ReactNode;
}) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The namespace `t` looks in first: the one given, or the first of a list. */
type FirstNamespace<N> = N extends Namespace
  ? N
  : N extends readonly [infer F extends Namespace, ...unknown[]]
    ? F
    : N extends readonly (infer E extends Namespace)[]
      ? E
      : never;

/**
 * `t` in the current language, with keys of the first namespace given
 * (`common` by default) and `ns:key` for any, and the translator; a language
 * change re-renders the component. As react-i18next's hook (useSuspense): a
 * component whose namespaces have not all arrived in the language suspends
 * until they have, and the Suspense boundary above it (the route layouts',
 * route-fallback.tsx) shows its fallback meanwhile, never the keys.
 */
export function useTranslation<
  const N extends Namespace | readonly Namespace[] = typeof defaultNS,
>(ns?: N): { t: TFunction<FirstNamespace<N>>; i18n: AppI18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it');
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language);
  const namespaces: readonly Namespace[] =
    ns === undefined ? [defaultNS] : typeof ns === 'string' ? [ns] : ns;
  if (!namespaces.every((n) => i18n.hasLoadedNamespace(n)))
    throw i18n.loadNamespaces(namespaces);
  const t = i18n.getFixedT(language, namespaces[0] ?? defaultNS);
  return { t: t as TFunction<FirstNamespace<N>>, i18n };
}
