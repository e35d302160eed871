import { formatGpCookie, GP_COOKIE, parseGpCookie } from '@gp/domain';

/** The object in the gp_cookie cookie (spec 02 §3); anything unreadable counts as empty. */
export function readGpCookie(
  doc: Document = document,
): Record<string, unknown> {
  return parseGpCookie(doc.cookie);
}

/** Merges values into the gp_cookie object, kept for a year on this site. */
export function writeGpCookie(
  values: Record<string, unknown>,
  doc: Document = document,
): void {
  const next = formatGpCookie({ ...readGpCookie(doc), ...values });
  doc.cookie = `${GP_COOKIE}=${next}; path=/; max-age=31536000; SameSite=Lax`;
}

/**
 * Keeps the interface language in the gp_cookie object for the next page
 * load: the server reads it for one purpose, naming that language's strings
 * files among a signed-in screen's preloads (issue 16, decision 017).
 */
export function rememberLanguage(language: string, doc: Document = document) {
  if (readGpCookie(doc).language !== language) writeGpCookie({ language }, doc);
}
