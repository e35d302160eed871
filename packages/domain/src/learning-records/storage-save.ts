// spec 02 §4 Storage save: save inserts if the key is not found, otherwise reports EXIST;
// update saves if not found, else updates. Result types: success, not found, error, exist.

export type StorageResult = 'success' | 'notFound' | 'error' | 'exist';
export type StorageWrite = 'insert' | 'update' | 'none';

export function storageWritePlan(
  operation: 'save' | 'update',
  keyExists: boolean,
): { write: StorageWrite; result: StorageResult } {
  if (operation === 'save')
    return keyExists
      ? { write: 'none', result: 'exist' }
      : { write: 'insert', result: 'success' };
  return keyExists
    ? { write: 'update', result: 'success' }
    : { write: 'insert', result: 'success' };
}

/** spec 02 §8 storage messages. */
export const STORAGE_MESSAGES = {
  exist: 'the data already exist!',
  saveError: 'Error when saving the data!',
  updateError: 'Error when updating the data!',
  missingInLocalStorage: "Can't find the data from local storage.",
} as const;
