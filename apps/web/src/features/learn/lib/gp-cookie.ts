import { GP_COOKIE } from '@gp/domain';

/** The object in the gp_cookie cookie (spec 02 §3); anything unreadable counts as empty. */
export function readGpCookie(
  doc: Document = document,
): Record<string, unknown> {
  const raw = doc.cookie
    .split('; ')
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

/** Merges values into the gp_cookie object, kept for a year on this site. */
export function writeGpCookie(
  values: Record<string, unknown>,
  doc: Document = document,
): void {
  const next = encodeURIComponent(
    JSON.stringify({ ...readGpCookie(doc), ...values }),
  );
  doc.cookie = `${GP_COOKIE}=${next}; path=/; max-age=31536000; SameSite=Lax`;
}
