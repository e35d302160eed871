import { configureApiClient } from './api-error';
import { simpleLogout } from './auth/logout';
import { reportFailedRequest } from './client-log';
import { maintenanceStore } from './maintenance';
import { getLocalRecord } from './storage/local-record';

/** Connects the API client to the stored token, the log-out, the maintenance message and the error log. */
export function wireApiClient(): void {
  configureApiClient({
    getToken: () => getLocalRecord().studentInfo?.Token,
    onLogout: () => void simpleLogout(),
    onMaintenance: () => maintenanceStore.set(true),
    onFailure: reportFailedRequest,
  });
}
