import type { Page } from 'playwright-core';
import { visible } from './browser';

export const PASSWORD = 'grammar';

interface SignInAnswer {
  Token: string;
  UserInfo: { UserId: string; EnglishFirstName: string; MarketRegion: number };
  SessionList: unknown[];
}

/** Signs in through the API (what another device or another website does). */
export function apiSignIn(
  baseUrl: string,
  userName: string,
  password = PASSWORD,
  userAgent?: string,
) {
  return postSignIn(
    `${baseUrl}/api/v2/Authentication/GP/`,
    userName,
    password,
    userAgent,
  );
}

/** Signs in through the API and ends every other session (another device taking over). */
export function apiEndSessionsAndSignIn(baseUrl: string, userName: string) {
  return postSignIn(
    `${baseUrl}/api/v2/Authentication/GP/EndSessions/`,
    userName,
    PASSWORD,
  );
}

async function postSignIn(
  url: string,
  userName: string,
  password: string,
  userAgent?: string,
) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(userAgent ? { 'User-Agent': userAgent } : {}),
    },
    body: JSON.stringify({
      UserName: userName,
      Password: password,
      Platform: 16,
    }),
  });
  return { status: res.status, body: (await res.json()) as SignInAnswer };
}

/** The login address another website sends a signed-in student to (spec 01 §4 external entry). */
export function externalEntryUrl(baseUrl: string, body: SignInAnswer): string {
  const params = new URLSearchParams({
    external: '1',
    token: body.Token,
    userId: body.UserInfo.UserId,
    englishFirstName: body.UserInfo.EnglishFirstName,
    marketRegion: String(body.UserInfo.MarketRegion),
  });
  return `${baseUrl}/gl/login?${params}`;
}

/** Opens the login page and chooses a region when the region page shows. */
export async function openLoginForm(
  page: Page,
  baseUrl: string,
  region: 'International' | 'Indonesia' | 'Russia' = 'International',
) {
  await page.goto(`${baseUrl}/gl/login`);
  await visible(page.getByRole('heading', { level: 1 }));
  const regionButton = page.getByRole('button', { name: new RegExp(region) });
  if (await regionButton.isVisible()) await regionButton.click();
}

export async function fillLogin(
  page: Page,
  userName: string,
  password = PASSWORD,
) {
  await page.getByLabel('Username').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/**
 * Signs in through the login page, agreeing to the privacy policy when it
 * asks (`agree` names its button, in the student's language), and waits for
 * the page the student lands on (/gl/<to>).
 */
export async function signIn(
  page: Page,
  baseUrl: string,
  userName: string,
  agree: string,
  to = 'learn',
) {
  await openLoginForm(page, baseUrl);
  await fillLogin(page, userName);
  await page.getByRole('button', { name: 'Log in' }).click();
  const agreeButton = page
    .getByRole('dialog')
    .getByRole('button', { name: agree });
  await Promise.race([
    agreeButton.waitFor({ timeout: 20_000 }),
    page.waitForURL(`**/gl/${to}`, { timeout: 20_000 }),
  ]);
  if (await agreeButton.isVisible()) await agreeButton.click();
  await page.waitForURL(`**/gl/${to}`, { timeout: 20_000 });
}
