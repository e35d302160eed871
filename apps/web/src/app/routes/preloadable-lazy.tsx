import { lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code is fetched when it first renders (React.lazy), or
 * sooner through `start` (main.tsx starts the code of the address being
 * opened). Once that code has arrived, a new instance renders it at once: a
 * lazy component suspends on its first render even then, and commits its
 * fallback first (issue 16: the learn page's first contentful paint came
 * after a spinner, and on React a further 300 ms of its throttled reveal).
 */
export function preloadableLazy(load: () => Promise<ComponentType>): {
  Component: ComponentType;
  start: () => Promise<ComponentType>;
} {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const start = () =>
    (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() =>
    start().then((component) => ({ default: component })),
  );
  function Preloadable() {
    // Fixed for the instance's life: a change of type would remount the page.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return { Component: Preloadable, start };
}
