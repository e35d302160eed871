import { useSyncExternalStore } from 'react';
import { createExternalStore } from './external-store';

/** Set when the API answers 503 Maintenance; the app then shows the maintenance message. */
export const maintenanceStore = createExternalStore(false);

export function useMaintenance(): boolean {
  return useSyncExternalStore(
    maintenanceStore.subscribe,
    maintenanceStore.get,
    maintenanceStore.get,
  );
}
