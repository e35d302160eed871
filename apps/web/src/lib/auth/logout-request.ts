import { logout } from '@gp/api';
import { apiRequest } from '../api-client';

/** DELETE /api/v1/Token/: ends the session on the server. */
export function logoutRequest(token?: string) {
  return apiRequest(logout, { token, logoutOnInvalidToken: false });
}
