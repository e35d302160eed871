import { postClientLog, type BodyOf } from '@gp/api';
import { apiRequest } from '../api-client';

export type ClientLogEntry = BodyOf<typeof postClientLog>;

/** POST the error log (spec 01 §7); a failure here is never reported again. */
export function postClientLogRequest(body: ClientLogEntry) {
  return apiRequest(postClientLog, {
    body,
    withToken: true,
    report: false,
    logoutOnInvalidToken: false,
  });
}
