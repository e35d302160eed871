import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { isLoggedIn, marketLanguage } from '@gp/domain';
import { AppProvider } from './app/provider';
import { createRouter } from './app/router';
import { screenDataAt } from './app/routes/screen-data';
import { preloadScreenAt } from './app/routes/screens';
import { preloadSignedIn } from './app/routes/signed-in';
import { wireApiClient } from './lib/wire-api-client';
import { readAppConfig } from './lib/app-config';
import { installGlobalErrorReporting } from './lib/client-log';
import { FIRST_NAMESPACES, NAMESPACES, initI18n } from './lib/i18n';
import { languageFromBrowser } from './lib/browser-language';
import { prefetchStrings } from './lib/locale-files';
import { getLocalRecord, loadLocalRecord } from './lib/storage/local-record';
import { getSessionRegion } from './lib/storage/session-region';
import { reloadOnStaleBuild } from './lib/stale-build';
import './app/global.css';

async function start() {
  installGlobalErrorReporting();
  reloadOnStaleBuild(window);
  // A signed-in student's screen: its stored record is checked with the
  // wire contract (zod), so that file downloads now, alongside the screen and
  // the record's read, instead of after the read (a serial round trip before
  // the first render). The login keeps the contract off its first page.
  // The signed-in shell (TanStack Query, the nav bar) likewise, and what
  // starts the screen's requests (screen-data.ts) once the record is read.
  const { pathname } = window.location;
  const screenCode = preloadScreenAt(pathname);
  const signedInScreen = screenCode !== undefined;
  const signedInCode = signedInScreen
    ? Promise.all([screenCode, preloadSignedIn()])
    : undefined;
  if (signedInScreen)
    import('./lib/storage/local-record-schema').catch(() => {
      // loadLocalRecord's own import reports a failed download.
    });
  const startScreenData = screenDataAt(pathname);
  const config = readAppConfig();
  await loadLocalRecord((stored) => {
    // A signed-in screen waits for every namespace: those of the language the
    // stored record names download while the record is checked (the wire
    // contract's file), not after it and the first namespaces in turn.
    if (signedInScreen && typeof stored === 'object' && stored !== null)
      prefetchStrings((stored as { language?: unknown }).language, NAMESPACES);
  });
  wireApiClient();
  startScreenData();

  // The student's language; before sign-in, the region's language, else the browser's.
  const region = config.FixedMarketRegion ?? getSessionRegion();
  const language =
    getLocalRecord().language ??
    (region === undefined
      ? languageFromBrowser(navigator.languages)
      : marketLanguage(region));
  const i18n = await initI18n(language, FIRST_NAMESPACES);
  // A signed student's screen renders once its code and every namespace
  // (screens.tsx) are in, so its first render is the screen itself, not a
  // spinner first (issue 16; on React the reveal after a fallback also waited
  // 300 ms). A failed download renders at once, and the route shows the error.
  if (signedInCode && isLoggedIn(getLocalRecord().studentInfo))
    await Promise.all([signedInCode, i18n.loadNamespaces(NAMESPACES)]).catch(
      () => {},
    );

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The app runs on Preact through preact/compat (decision 019), which
  // renders in one pass, without React's background rendering of a
  // transition: Lighthouse's total blocking time on learn went from 0-6 ms
  // to 73 ms, inside its budget, as the page's JavaScript halved (issue 16).
  createRoot(root).render(
    <StrictMode>
      <AppProvider config={config} i18n={i18n}>
        <RouterProvider router={createRouter()} />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
