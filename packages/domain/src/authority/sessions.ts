// DESIGN.md §4 Sessions and devices: at most 5 active sessions (the spec's NUMBER_OF_TOKEN, spec 02 §9).
export const MAX_ACTIVE_SESSIONS = 5;

// DESIGN.md §4 and spec 01 §4 Login flow 2: the server refuses a new session (and the
// login screen shows too many devices) when the active sessions already reach the limit.
// The comparison runs in the database function open_session (migration 0011), under a
// lock on the student, so that two sign-ins at once cannot both take the last place;
// the server passes this limit to it (db/repositories/sessions.ts).
