import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  assertAccessible,
  newPage,
  screenshot,
  SIZES,
  visible,
} from './support/browser';
import { useBrowser, useServer } from './support/app-under-test';

const app = useBrowser();

describe('a deployment in maintenance (spec 01 §8)', () => {
  const server = useServer({ MAINTENANCE: '1' });

  it('shows "We\'re making some repairs." and "Please come back later."', async () => {
    for (const [size, options] of SIZES) {
      const { context, page, errors } = await newPage(app.browser, options);
      await page.goto(`${server.url}/gl/login`);
      await visible(
        page.getByRole('heading', {
          level: 1,
          name: "We're making some repairs.",
        }),
      );
      await visible(page.getByText('Please come back later.'));
      assert.equal(await page.getByLabel('Username').count(), 0);
      await assertAccessible(page, `maintenance, ${size}`);
      await screenshot(page, `maintenance-en-${size}`);
      assert.deepEqual(errors, []);
      await context.close();
    }
    const res = await fetch(`${server.url}/api/v2/Authentication/GP/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        UserName: 'regular',
        Password: 'grammar',
        Platform: 16,
      }),
    });
    assert.equal(res.status, 503);
    assert.equal(((await res.json()) as { Code: string }).Code, 'Maintenance');
  });
});

describe('the China deployment: a fixed region and the filing notice', () => {
  const FILING = '沪ICP备00000000号-1';
  const server = useServer({
    FIXED_MARKET_REGION: '1',
    CHINA_DOMAIN: '1',
    FILING_NUMBER: FILING,
  });

  it('skips the region page, speaks Chinese and shows the filing number', async () => {
    for (const [size, options] of SIZES) {
      const { context, page, errors } = await newPage(app.browser, {
        ...options,
        locale: 'zh-CN',
      });
      await page.goto(`${server.url}/gl/login`);
      await visible(page.getByRole('heading', { level: 1, name: '登录' }));
      assert.equal(await page.locator('html').getAttribute('lang'), 'zh-CN');
      assert.equal(
        await page.getByRole('button', { name: '更换地区' }).count(),
        0,
      );
      await visible(
        page
          .getByRole('contentinfo')
          .getByRole('link', { name: new RegExp(FILING) }),
      );
      await assertAccessible(page, `China login, ${size}`);
      await screenshot(page, `login-zh-${size}`);
      await page.getByRole('button', { name: '忘记密码？' }).focus();
      await visible(
        page.getByText('你的用户名和初始密码可以在《家长指南手册》里找到。'),
      );
      await screenshot(page, `forgot-zh-${size}`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it('signs a Chinese student in, in Chinese', async () => {
    const { context, page, errors } = await newPage(app.browser, {
      ...SIZES[0][1],
      locale: 'zh-CN',
    });
    await page.goto(`${server.url}/gl/login`);
    await page.getByLabel('用户名').fill('regular-cn');
    await page.getByLabel('密码', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await visible(page.getByText('用户名和密码不匹配，请重试。'));
    await screenshot(page, 'login-failed-zh-phone');
    await page.getByLabel('密码', { exact: true }).fill('grammar');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const dialog = await visible(page.getByRole('dialog'));
    await visible(dialog.getByRole('button', { name: '我同意' }));
    await assertAccessible(page, 'privacy overlay in Chinese');
    await screenshot(page, 'privacy-zh-phone');
    await dialog.getByRole('button', { name: '我同意' }).click();
    await page.waitForURL('**/gl/gp-intro');
    await visible(
      page.getByRole('heading', { level: 1, name: '欢迎来到 Grammar Pro' }),
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});
