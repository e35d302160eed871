import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup } from './testing-library';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, vi } from 'vitest';
import { configureApiClient } from '../lib/api-error';
import { resetClientLogLimit } from '../lib/client-log';
import { learningRecords } from '../lib/learning-records/learning-records';
import { forgetLearningRecordStore } from '../lib/learning-records/queue-store';
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
  // The learning-record queue is one per page: no timer or database carries into the next test.
  learningRecords.stop();
  forgetLearningRecordStore();
  resetClientLogLimit();
  maintenanceStore.set(false);
  globalThis.indexedDB = new IDBFactory();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
