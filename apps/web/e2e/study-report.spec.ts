import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { seedStudentWithResult } from './flows/tests-by-api';
import { signIn } from './support/app';
import {
  assertAccessible,
  hidden,
  newPage,
  PHONE,
  screenshot,
  visible,
} from './support/browser';
import { useServerAndBrowser } from './support/app-under-test';
import { REPO_ROOT } from './support/server';

// Issue 13 study report: opened from learn's report area on a 360 px phone in
// Russian, checked with axe, and printed to an A4 PDF.
const app = useServerAndBrowser();

/** Pages in a PDF: its page objects (`/Type /Page`, not `/Pages`). */
const pdfPages = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

describe('the monthly study report (issue 13)', () => {
  it('opens from learn on a phone in Russian, is marked read, passes axe and prints on A4', async () => {
    await seedStudentWithResult(app.url, 'regular-ru', {
      culture: 'ru-RU',
      marketRegion: 2,
    });
    const { context, page, errors } = await newPage(app.browser, PHONE);
    await signIn(page, app.url, 'regular-ru', 'Принимаю');
    await page.getByRole('tab', { name: 'Все модули' }).click();
    const area = await visible(
      page.getByRole('region', { name: 'Отчёт об учёбе' }),
      20_000,
    );
    const link = await visible(
      area.getByRole('link', { name: 'Открыть версию: русский' }),
    );
    await visible(
      area.getByRole('link', { name: 'Открыть версию: английский' }),
    );
    await visible(area.getByText('Новый', { exact: true }));
    await assertAccessible(page, 'ru phone learn study report area');

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
    await hidden(area.getByText('Новый', { exact: true }));

    await report.waitForLoadState('load');
    assert.match(report.url(), /\/report\/[A-Za-z0-9_-]{43}\/ru-RU$/);
    assert.equal(await report.getAttribute('html', 'lang'), 'ru-RU');
    await visible(
      report.getByRole('heading', {
        level: 1,
        name: 'Ежемесячный отчёт об учёбе',
      }),
    );
    await visible(
      report.getByRole('heading', { name: 'Активные минуты по дням' }),
    );
    assert.ok((await report.locator('figure svg[role="img"]').count()) >= 2);
    assert.ok((await report.locator('figure table').count()) >= 2);
    // Readable at 360 px: nothing wider than the screen.
    const width = await report.evaluate(
      () => document.documentElement.scrollWidth,
    );
    assert.ok(width <= 360, `the report is ${width}px wide on a 360 px phone`);
    await assertAccessible(report, 'ru phone study report page');
    await screenshot(report, 'study-report-ru-phone');
    const print = await visible(report.getByRole('button', { name: 'Печать' }));

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
    await writeFile(join(dir, 'study-report-ru.pdf'), pdf);
    console.log(`study report PDF: ${pages} A4 page(s), ${pdf.length} bytes`);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
