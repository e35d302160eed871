import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { TEXT } from './flows/onboarding';
import { seedStudentWithResult, signInToLearn } from './flows/study';
import {
  assertAccessible,
  hidden,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  visible,
} from './support/browser';
import { REPO_ROOT, startServer, type TestServer } from './support/server';

// Issue 13 study report: opened from learn's report area on a 360 px phone in
// Chinese, checked with axe, and printed to an A4 PDF.
let server: TestServer;
let browser: Browser;

before(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Pages in a PDF: its page objects (`/Type /Page`, not `/Pages`). */
const pdfPages = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

describe('the monthly study report (issue 13)', () => {
  it('opens from learn on a phone in Chinese, is marked read, passes axe and prints on A4', async () => {
    await seedStudentWithResult(server.url, 'regular-cn', {
      culture: 'zh-CN',
      marketRegion: 1,
    });
    const { context, page, errors } = await newPage(browser, PHONE);
    await signInToLearn(page, server.url, 'regular-cn', TEXT.zh.agree);
    await page.getByRole('tab', { name: '全部模块' }).click();
    const area = await visible(
      page.getByRole('region', { name: '学习报告' }),
      20_000,
    );
    const link = await visible(area.getByRole('link', { name: '用中文打开' }));
    await visible(area.getByRole('link', { name: '用英语打开' }));
    await visible(area.getByText('新', { exact: true }));
    await assertAccessible(page, 'zh phone learn study report area');

    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/v2/StudentReport/Save/') &&
        r.request().method() === 'PUT',
    );
    const [report] = await Promise.all([
      context.waitForEvent('page'),
      link.click(),
    ]);
    assert.equal((await saved).status(), 200);
    // Marked read: the New badge goes.
    await hidden(area.getByText('新', { exact: true }));

    await report.waitForLoadState('load');
    assert.match(report.url(), /\/report\/[A-Za-z0-9_-]{43}\/zh-CN$/);
    assert.equal(await report.getAttribute('html', 'lang'), 'zh-CN');
    await visible(
      report.getByRole('heading', { level: 1, name: '月度学习报告' }),
    );
    await visible(
      report.getByRole('heading', { name: '每天的有效学习分钟数' }),
    );
    assert.ok((await report.locator('figure svg[role="img"]').count()) >= 2);
    assert.ok((await report.locator('figure table').count()) >= 2);
    // Readable at 360 px: nothing wider than the screen.
    const width = await report.evaluate(
      () => document.documentElement.scrollWidth,
    );
    assert.ok(width <= 360, `the report is ${width}px wide on a 360 px phone`);
    await assertAccessible(report, 'zh phone study report page');
    await screenshot(report, 'study-report-zh-phone');
    const print = await visible(report.getByRole('button', { name: '打印' }));

    // Print CSS: the Print button and the language link leave the printout.
    await report.emulateMedia({ media: 'print' });
    assert.equal(await print.isVisible(), false);
    const pdf = await report.pdf({ format: 'A4', printBackground: true });
    const pages = pdfPages(pdf);
    assert.ok(pdf.subarray(0, 5).toString() === '%PDF-', 'a PDF is produced');
    assert.ok(
      pages >= 1 && pages <= 6,
      `the report prints on 1 to 6 A4 pages, not ${pages}`,
    );
    const dir = join(REPO_ROOT, 'apps/web/test-results');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'study-report-zh.pdf'), pdf);
    console.log(`study report PDF: ${pages} A4 page(s), ${pdf.length} bytes`);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
