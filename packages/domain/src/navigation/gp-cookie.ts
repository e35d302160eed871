import {
  INTERFACE_LANGUAGES,
  type InterfaceLanguage,
} from '../format/languages';

/** spec 02 §3, §9: the cookie that holds an object, among others the coach-marks counter. */
export const GP_COOKIE = 'gp_cookie';

/**
 * The object in the gp_cookie cookie of a `Cookie` header or of
 * `document.cookie` (the same `name=value; name=value` form): URL-encoded
 * JSON (spec 02 §3). Anything unreadable counts as empty.
 */
export function parseGpCookie(
  cookies: string | undefined,
): Record<string, unknown> {
  const raw = (cookies ?? '')
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${GP_COOKIE}=`))
    ?.slice(GP_COOKIE.length + 1);
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The value of gp_cookie holding this object. */
export function formatGpCookie(values: Record<string, unknown>): string {
  return encodeURIComponent(JSON.stringify(values));
}

/**
 * The interface language the gp_cookie object keeps (its `language`), when it
 * is one of ours: the server names that language's strings files among a
 * screen's preloads (issue 16, decision 017), so the first page load after
 * the language was set fetches them beside the app's entry.
 */
export function gpCookieLanguage(
  cookies: string | undefined,
): InterfaceLanguage | undefined {
  const { language } = parseGpCookie(cookies);
  return INTERFACE_LANGUAGES.find((l) => l === language);
}
