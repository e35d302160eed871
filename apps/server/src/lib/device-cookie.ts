import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (OWASP "Slow brute force: device cookies"): a successful
 * sign-in leaves a signed cookie for that username in the browser; a later
 * attempt for the same username that carries it comes from a device the
 * owner used, and is not held by the lockout of untrusted clients.
 * One cookie per account, so a computer a class shares keeps each student's.
 */
const PREFIX = 'gp_device_';
/** A year: a student keeps the device across the school year. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

const mac = (key: string, data: string) =>
  createHmac('sha256', key).update(data).digest('base64url');

/** The cookie's name for a username: it does not show the username. */
export const deviceCookieName = (key: string, userName: string) =>
  PREFIX + mac(key, `name:${userName}`).slice(0, 16);

/** A new cookie value for a username: a random device id and its signature. */
export function newDeviceCookieValue(key: string, userName: string): string {
  const id = randomBytes(12).toString('base64url');
  return `${id}.${mac(key, `device:${userName}:${id}`)}`;
}

/** The device id of a cookie value signed for this username, or null. */
export function verifyDeviceCookie(
  key: string,
  userName: string,
  value: string | undefined,
): string | null {
  if (!value || value.length > 100) return null;
  const [id, sig, extra] = value.split('.');
  if (!id || !sig || extra !== undefined) return null;
  const expected = Buffer.from(mac(key, `device:${userName}:${id}`));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? id
    : null;
}

/** One cookie of a Cookie header, by name. */
export function cookieOf(
  header: string | undefined,
  name: string,
): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name)
      return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The Set-Cookie value that keeps a device for a year, sent only to sign-in. */
export function deviceSetCookie(
  name: string,
  value: string,
  secure: boolean,
): string {
  return [
    `${name}=${value}`,
    'Path=/api/v2/Authentication',
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
