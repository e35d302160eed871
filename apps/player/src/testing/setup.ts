import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from './testing-library';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  // Files share one jsdom (isolate: false): what a test put in the page
  // outside React (an iframe from another window, the language and title the
  // i18n set) goes too, or axe-core and the next file would meet it.
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
  document.title = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Each test starts with empty storage: a new IndexedDB and a clear localStorage.
  globalThis.indexedDB = new IDBFactory();
  window.localStorage.clear();
});
