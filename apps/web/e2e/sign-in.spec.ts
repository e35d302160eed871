import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apiSignIn,
  externalEntryUrl,
  fillLogin,
  openLoginForm,
} from './support/app';
import {
  assertAccessible,
  assertFocusVisible,
  DESKTOP,
  hidden,
  newPage,
  PHONE,
  screenshot,
  tabTo,
  visible,
} from './support/browser';
import { useServerAndBrowser } from './support/app-under-test';

const app = useServerAndBrowser();

describe('signing in (spec 01 §4 Login flow)', () => {
  it('logs out when the privacy policy is closed, finishes on agreeing, sends a signed-in visitor on and logs out from the menu', async () => {
    const { context, page, errors } = await newPage(app.browser, DESKTOP);
    await openLoginForm(page, app.url);
    await fillLogin(page, 'regular');
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = await visible(page.getByRole('dialog'));
    await visible(dialog.getByRole('button', { name: 'I agree' }));
    await assertAccessible(page, 'privacy overlay');
    await screenshot(page, 'privacy-en-desktop');

    await dialog
      .getByRole('button', { name: 'Close and log out' })
      .last()
      .click();
    await hidden(dialog);
    await visible(page.getByRole('heading', { level: 1, name: 'Log in' }));

    await fillLogin(page, 'regular');
    await page.getByRole('button', { name: 'Log in' }).click();
    await visible(
      page.getByRole('dialog').getByRole('button', { name: 'I agree' }),
    );
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'I agree' })
      .click();
    await page.waitForURL('**/gl/gp-intro');
    await visible(
      page.getByRole('heading', { level: 1, name: 'Welcome to Grammar Pro' }),
    );
    await assertAccessible(page, 'gp-intro placeholder');

    // spec 01 §2: a student already logged in goes on to welcome when there is no profile.
    await page.goto(`${app.url}/gl/login`);
    await page.waitForURL('**/gl/welcome');
    const nav = await visible(page.getByRole('navigation', { name: 'Main' }));
    const help = new URL(
      (await nav
        .getByRole('link', { name: /Help center/ })
        .getAttribute('href')) ?? '',
      app.url,
    );
    assert.equal(help.pathname, '/help/');
    assert.equal(help.searchParams.get('appName'), 'GrammarPro');
    assert.equal(help.searchParams.get('language'), 'en-us');
    assert.ok(help.searchParams.get('token'));
    assert.equal(
      await nav.getByRole('button', { name: /Switch language/ }).count(),
      0,
      'no toggle in the English region',
    );
    await assertAccessible(page, 'welcome placeholder with the nav bar');

    // An unknown address goes to login, which sends the student on again.
    await page.goto(`${app.url}/gl/no-such-page`);
    await page.waitForURL('**/gl/welcome');

    await nav.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/gl/login');
    await visible(
      page.getByRole('heading', { level: 1, name: 'Where do you study?' }),
    );
    await page.goto(`${app.url}/gl/learn`);
    await page.waitForURL('**/gl/login');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('works by keyboard alone on a phone, in Russian for a Russian student', async () => {
    const { context, page, errors } = await newPage(app.browser, PHONE);
    await page.goto(`${app.url}/gl/login`);
    await visible(
      page.getByRole('heading', { level: 1, name: 'Where do you study?' }),
    );
    await tabTo(page, page.getByRole('button', { name: /Russia/ }));
    await assertFocusVisible(page);
    await page.keyboard.press('Enter');
    await visible(page.getByRole('heading', { level: 1, name: 'Вход' }));
    assert.equal(await page.locator('html').getAttribute('lang'), 'ru-RU');
    await tabTo(page, page.getByLabel('Логин'));
    await assertFocusVisible(page);
    await page.keyboard.type('regular-ru');
    await page.keyboard.press('Tab');
    await page.keyboard.type('grammar');
    await page.keyboard.press('Enter');
    const dialog = await visible(page.getByRole('dialog'));
    const agree = dialog.getByRole('button', { name: 'Принимаю' });
    await visible(agree);
    await assertAccessible(page, 'privacy overlay in Russian, phone');
    await screenshot(page, 'privacy-ru-phone');
    await tabTo(page, agree);
    await assertFocusVisible(page);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/gl/gp-intro');
    await visible(
      page.getByRole('heading', {
        level: 1,
        name: 'Добро пожаловать в Grammar Pro',
      }),
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows error states 1 to 4 with their retry rules', async () => {
    const { context, page, errors } = await newPage(app.browser, DESKTOP);
    await openLoginForm(page, app.url, 'Indonesia');
    const retry = page.getByRole('button', { name: 'Coba lagi' });
    // The next requests to the address fail with a server error (reads are retried once, so twice for them).
    const failOnce = (glob: string, times = 1) =>
      page.route(
        glob,
        (route) =>
          route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"Code":"InternalError","Message":"boom"}',
          }),
        { times },
      );
    const fillLoginId = async () => {
      await page.getByLabel('Nama pengguna').fill('regular-id');
      await page.getByLabel('Kata sandi', { exact: true }).fill('grammar');
      await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    };

    // 1: sign-in failure. Retry clears the error.
    await failOnce('**/api/v2/Authentication/GP/');
    await fillLoginId();
    await visible(page.getByText('Saat ini kamu belum bisa masuk.'));
    await visible(
      page.getByRole('heading', { level: 1, name: 'Ups! Terjadi kesalahan' }),
    );
    await assertAccessible(page, 'error state');
    await screenshot(page, 'error-id-desktop');
    await retry.click();

    // 2: profile failure. Retry logs out and clears the error.
    await failOnce('**/api/v2/StudentProfile/?*', 2);
    await fillLoginId();
    await visible(page.getByText('Profilmu tidak dapat dimuat.'));
    await retry.click();
    await visible(page.getByRole('heading', { level: 1, name: 'Masuk' }));

    // 3: privacy agreement read failure.
    await failOnce(
      '**/api/v2/PrivacyPolicy/StudentPrivacyPolicyAgreement/?*',
      2,
    );
    await fillLoginId();
    await visible(
      page.getByText('Persetujuan Kebijakan Privasimu tidak dapat diperiksa.'),
    );
    await retry.click();

    // 4: saving the agreement fails. Retry goes back to the policy, still signed in.
    await failOnce('**/api/v2/PrivacyPolicy/StudentPrivacyPolicyAgreement/');
    await fillLoginId();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Saya setuju' })
      .click();
    await visible(
      page.getByText('Persetujuanmu tidak dapat disimpan. Silakan coba lagi.'),
    );
    await retry.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Saya setuju' })
      .click();
    await page.waitForURL('**/gl/gp-intro');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('takes a student sent from another website with the URL flag, and stays logged out without all values', async () => {
    const { body } = await apiSignIn(app.url, 'regular-cn');
    const { context, page, errors } = await newPage(app.browser, DESKTOP);
    await page.goto(externalEntryUrl(app.url, body));
    const agree = await visible(
      page.getByRole('dialog').getByRole('button', { name: '我同意' }),
    );
    assert.equal(
      new URL(page.url()).search,
      '',
      'the token leaves the address',
    );
    await agree.click();
    await page.waitForURL('**/gl/gp-intro');
    await visible(
      page.getByRole('heading', { level: 1, name: '欢迎来到 Grammar Pro' }),
    );
    await context.close();

    const second = await newPage(app.browser, DESKTOP);
    await second.page.goto(
      `${app.url}/gl/login?external=1&token=${body.Token}`,
    );
    await visible(
      second.page.getByRole('heading', {
        level: 1,
        name: 'Where do you study?',
      }),
    );
    assert.equal(new URL(second.page.url()).search, '');
    assert.deepEqual([...errors, ...second.errors], []);
    await second.context.close();
  });

  it('shows an error state and takes an external entry on a 360 px phone too', async () => {
    const { context, page, errors } = await newPage(app.browser, PHONE);
    const fitsTheScreen = async (where: string) =>
      assert.ok(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= window.innerWidth,
        ),
        `${where}: no sideways scrolling at 360 px`,
      );
    await openLoginForm(page, app.url, 'Russia');
    await page.route(
      '**/api/v2/Authentication/GP/',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"Code":"InternalError","Message":"boom"}',
        }),
      { times: 1 },
    );
    await page.getByLabel('Логин').fill('regular-ru');
    await page.getByLabel('Пароль', { exact: true }).fill('grammar');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    const retry = await visible(
      page.getByRole('button', { name: 'Повторить' }),
    );
    await fitsTheScreen('error state');
    await assertAccessible(page, 'error state, phone');
    await screenshot(page, 'error-ru-phone');
    await retry.click();
    await visible(page.getByRole('heading', { level: 1, name: 'Вход' }));
    await context.close();

    const { body } = await apiSignIn(app.url, 'regular-id');
    const entry = await newPage(app.browser, PHONE);
    await entry.page.goto(externalEntryUrl(app.url, body));
    // regular-id agreed to the policy in an earlier test of this file; if not, agree now.
    const agree = entry.page
      .getByRole('dialog')
      .getByRole('button', { name: 'Saya setuju' });
    await Promise.race([
      agree.waitFor(),
      entry.page.waitForURL('**/gl/gp-intro'),
    ]);
    if (await agree.isVisible()) await agree.click();
    await entry.page.waitForURL('**/gl/gp-intro');
    assert.equal(new URL(entry.page.url()).search, '');
    await visible(entry.page.getByRole('heading', { level: 1 }));
    await assertAccessible(entry.page, 'external entry, phone');
    assert.deepEqual([...errors, ...entry.errors], []);
    await entry.context.close();
  });
});
