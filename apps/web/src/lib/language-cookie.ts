/**
 * The interface language, in a cookie the server reads for one purpose: a
 * signed-in screen's page names that language's strings files among the
 * files it preloads (issue 16: they were requested only once the app had run
 * and read the stored record). Only the web app's pages receive it.
 */
export const LANGUAGE_COOKIE = 'gp_lang';

/** Keeps the language for the next page load (a year, like gp_cookie). */
export function rememberLanguage(language: string, doc: Document = document) {
  doc.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/gl/; max-age=31536000; SameSite=Lax`;
}
