import { configureApiClient } from '../lib/api-client';
import { simpleLogout } from '../lib/auth/logout';
import { reportFailedRequest } from '../lib/client-log';
import { maintenanceStore } from '../lib/maintenance';
import { getLocalRecord } from '../lib/storage/local-record';

/** Connects the API client to the stored token, the log-out, the maintenance message and the error log. */
export function wireApiClient(): void {
  configureApiClient({
    getToken: () => getLocalRecord().studentInfo?.Token,
    onLogout: () => void simpleLogout(),
    onMaintenance: () => maintenanceStore.set(true),
    onFailure: reportFailedRequest,
  });
}
