import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, vi } from 'vitest';
import { configureApiClient } from '../lib/api-client';
import { resetClientLogLimit } from '../lib/client-log';
import { maintenanceStore } from '../lib/maintenance';
import { resetLocalRecordForTests } from '../lib/storage/local-record';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  configureApiClient({
    getToken: () => undefined,
    onLogout: () => {},
    onMaintenance: () => {},
    onFailure: () => {},
  });
  resetLocalRecordForTests();
  resetClientLogLimit();
  maintenanceStore.set(false);
  globalThis.indexedDB = new IDBFactory();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
