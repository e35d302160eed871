import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiSignIn, fillLogin, openLoginForm, PASSWORD } from './support/app';
import {
  assertAccessible,
  DESKTOP,
  newPage,
  PHONE,
  screenshot,
  visible,
} from './support/browser';
import { useServerAndBrowser } from './support/app-under-test';

const app = useServerAndBrowser();

describe('sign-in limits (DESIGN.md §4)', () => {
  it('tells a student who failed too often how many minutes to wait', async () => {
    for (let i = 0; i < 10; i++)
      await apiSignIn(app.url, 'expired', 'wrong-password');
    const { context, page, errors } = await newPage(app.browser, PHONE);
    await openLoginForm(page, app.url);
    await fillLogin(page, 'expired', 'wrong-again');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const message = await visible(
      page.getByText(
        /^Too many attempts\. Please try again in \d+ minutes?\.$/,
      ),
    );
    const minutes = Number(
      /(\d+)/.exec((await message.textContent()) ?? '')?.[1],
    );
    assert.ok(minutes >= 1 && minutes <= 15, `${minutes} minutes`);
    await assertAccessible(page, 'too many attempts');
    await screenshot(page, 'throttled-en-phone');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the too-many-devices view with the sessions, goes back, and signs the other devices out', async () => {
    // Five fresh browsers sign in first (DESIGN.md §4: at most 5 active sessions).
    const others: string[] = [];
    for (let i = 0; i < 5; i++) {
      const ctx = await app.browser.newContext(i % 2 ? PHONE : DESKTOP);
      const res = await ctx.request.post(
        `${app.url}/api/v2/Authentication/GP/`,
        {
          data: { UserName: 'demo', Password: PASSWORD, Platform: 16 },
        },
      );
      assert.equal(res.status(), 200);
      others.push(((await res.json()) as { Token: string }).Token);
      await ctx.close();
    }

    for (const [size, options] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const { context, page, errors } = await newPage(app.browser, options);
      await openLoginForm(page, app.url);
      await fillLogin(page, 'demo');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await visible(
        page.getByRole('heading', {
          level: 1,
          name: 'Your account is in use on too many devices!',
        }),
      );
      const sessions = page
        .getByRole('heading', { name: 'Where you are logged in' })
        .locator('xpath=following-sibling::ul[1]');
      assert.equal(await sessions.getByRole('listitem').count(), 5);
      await visible(sessions.getByText(/Chrome on Android/).first());
      await visible(sessions.getByText(/Last used/).first());
      await assertAccessible(page, `too many devices, ${size}`);
      await screenshot(page, `devices-en-${size}`);

      if (size === 'phone') {
        await page.getByRole('button', { name: 'Back to log in' }).click();
        await visible(page.getByRole('heading', { level: 1, name: 'Log in' }));
      } else {
        await page
          .getByRole('button', { name: 'Sign the other devices out' })
          .click();
        await page.getByLabel('Enter your password again').fill('not-it');
        await page
          .getByRole('button', { name: 'Sign out other devices and log in' })
          .click();
        await visible(
          page.getByText('That password is not right. Please try again.'),
        );
        await page.getByLabel('Enter your password again').fill(PASSWORD);
        await page
          .getByRole('button', { name: 'Sign out other devices and log in' })
          .click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: 'I agree' })
          .click();
        await page.waitForURL('**/gl/gp-intro');
        // The other devices' sessions are over.
        const res = await fetch(`${app.url}/api/v2/StudentProfile/`, {
          headers: { Authorization: `Bearer ${others[0]}` },
        });
        assert.equal(res.status, 401);
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
});
