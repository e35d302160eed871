// DESIGN.md §4 Sessions and devices: at most 5 active sessions (the spec's NUMBER_OF_TOKEN, spec 02 §9).
export const MAX_ACTIVE_SESSIONS = 5;

// spec 01 §4 Login flow 2: when the SessionList count reaches the limit, show too many devices.
export function isTooManyDevices(activeSessionCount: number): boolean {
  return activeSessionCount >= MAX_ACTIVE_SESSIONS;
}
