import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fillLogin, openLoginForm } from './support/app';
import {
  assertAccessible,
  hidden,
  newPage,
  screenshot,
  SIZES,
  visible,
  DESKTOP,
  PHONE,
} from './support/browser';
import { useServerAndBrowser } from './support/app-under-test';

const app = useServerAndBrowser();

for (const [size, options] of SIZES) {
  describe(`the login screen on a ${size}`, () => {
    it('asks for the region, then shows the form, with no accessibility violations', async () => {
      const { context, page, errors } = await newPage(app.browser, options);
      await page.goto(`${app.url}/gl/login`);
      await visible(
        page.getByRole('heading', { level: 1, name: 'Where do you study?' }),
      );
      assert.equal(await page.locator('html').getAttribute('lang'), 'en-US');
      for (const name of [/Indonesia/, /Russia/, /International/])
        await visible(page.getByRole('button', { name }));
      await visible(page.getByRole('link', { name: /China site/ }));
      await assertAccessible(page, `region page, ${size}`);
      await screenshot(page, `region-en-${size}`);

      await page.getByRole('button', { name: /International/ }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Log in' }));
      await visible(
        page
          .getByRole('contentinfo')
          .getByRole('link', { name: /Privacy Policy/ }),
      );
      await assertAccessible(page, `login form, ${size}`);
      await screenshot(page, `login-en-${size}`);

      // Held for the session: a reload goes straight to the form.
      await page.reload();
      await visible(page.getByRole('heading', { level: 1, name: 'Log in' }));
      assert.deepEqual(errors, []);
      await context.close();
    });

    it('keeps the button disabled until both fields are filled, and says when they do not match', async () => {
      const { context, page, errors } = await newPage(app.browser, options);
      await openLoginForm(page, app.url);
      const button = page.getByRole('button', { name: 'Log in' });
      assert.equal(await button.isDisabled(), true);
      await page.getByLabel('Username').fill('regular-id');
      await page.getByLabel('Username').press('Enter');
      assert.equal(await button.isDisabled(), true);
      await page.getByLabel('Password', { exact: true }).fill('   ');
      assert.equal(await button.isDisabled(), true);
      await page
        .getByLabel('Password', { exact: true })
        .fill('not-the-password');
      assert.equal(await button.isEnabled(), true);
      await page.getByLabel('Password', { exact: true }).press('Enter');
      await visible(
        page.getByText(
          'Your username and password do not match, please try again.',
        ),
      );
      assert.equal(await button.isEnabled(), true);
      await assertAccessible(page, `wrong password, ${size}`);
      await screenshot(page, `login-failed-en-${size}`);
      assert.deepEqual(errors, []);
      await context.close();
    });

    it('opens the four-step login-trouble guide, which closes on Escape', async () => {
      const { context, page, errors } = await newPage(app.browser, options);
      await openLoginForm(page, app.url);
      const trigger = page.getByRole('button', {
        name: 'Having trouble logging in?',
      });
      await trigger.click();
      const dialog = await visible(
        page.getByRole('dialog', { name: 'Trouble logging in?' }),
      );
      assert.equal(await dialog.getByRole('listitem').count(), 4);
      await assertAccessible(page, `login-trouble guide, ${size}`);
      await screenshot(page, `trouble-en-${size}`);
      await page.keyboard.press('Escape');
      await hidden(dialog);
      assert.equal(
        await trigger.evaluate((el) => el === document.activeElement),
        true,
      );
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}

describe('the forgot-password hint', () => {
  const hintText =
    'You can find your username and default password in your Parent Guide Kit.';

  it('shows on hover after 500 ms on a desktop', async () => {
    const { context, page } = await newPage(app.browser, DESKTOP);
    await openLoginForm(page, app.url);
    const hint = page.getByText(hintText);
    await page.getByRole('button', { name: 'Forgot your password?' }).hover();
    await page.waitForTimeout(250);
    assert.equal(await hint.isVisible(), false, 'not before 500 ms');
    await visible(hint, 2000);
    await assertAccessible(page, 'forgot-password hint');
    await page.mouse.move(0, 0);
    await hidden(hint);
    await context.close();
  });

  it('shows on a tap on a phone', async () => {
    const { context, page } = await newPage(app.browser, PHONE);
    await openLoginForm(page, app.url);
    await page.getByRole('button', { name: 'Forgot your password?' }).tap();
    await visible(page.getByText(hintText));
    await screenshot(page, 'forgot-en-phone');
    await context.close();
  });

  it('shows on keyboard focus and hides with Escape', async () => {
    const { context, page } = await newPage(app.browser, DESKTOP);
    await openLoginForm(page, app.url);
    await fillLogin(page, 'someone', 'pw');
    await page.getByLabel('Password', { exact: true }).focus();
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      if (
        await page
          .getByRole('button', { name: 'Forgot your password?' })
          .evaluate((el) => el === document.activeElement)
      )
        break;
    }
    await visible(page.getByText(hintText));
    await page.keyboard.press('Escape');
    await hidden(page.getByText(hintText));
    await context.close();
  });
});
