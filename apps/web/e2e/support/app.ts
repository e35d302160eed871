import type { Page } from 'playwright-core';
import { visible } from './browser';

export const PASSWORD = 'grammar';

interface SignInAnswer {
  Token: string;
  UserInfo: { UserId: string; EnglishFirstName: string; MarketRegion: number };
  SessionList: unknown[];
}

/** Signs in through the API (what another device or another website does). */
export async function apiSignIn(
  baseUrl: string,
  userName: string,
  password = PASSWORD,
  userAgent?: string,
) {
  const res = await fetch(`${baseUrl}/api/v2/Authentication/GP/`, {
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
