import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { XAPI_VERBS, xapiActivityIds, xapiStudentActor } from '@gp/domain';
import { TEXT } from './flows/onboarding';
import { seedStudentWithResult } from './flows/tests-by-api';
import { signIn } from './support/app';
import {
  assertAccessible,
  DESKTOP,
  hidden,
  newPage,
  PHONE,
  screenshot,
  visible,
} from './support/browser';
import { useServerAndBrowser } from './support/app-under-test';

// Issue 13: the home-page ad (spec 02 §4) and the browser's learning records
// (DESIGN.md §4: page time queued in IndexedDB until stored, through a lost
// connection and a closed tab), against the built server and its statement store.
const app = useServerAndBrowser();

const AD = 'Welcome to Grammar Pro!';

/** Dismisses learn's coach marks (they come first: the ad has the lowest priority). */
async function dismissCoachMarks(page: Page) {
  for (let i = 0; i < 2; i++) {
    const gotIt = page.getByRole('button', { name: 'Got it' });
    await visible(gotIt);
    // The ad waits while a tip shows.
    assert.equal(await page.getByRole('dialog', { name: AD }).count(), 0);
    await gotIt.click();
  }
}

/** Statements in the browser's IndexedDB queue, not yet stored. */
const queuedInBrowser = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((ok, fail) => {
        const open = indexedDB.open('gp-learning-records');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const count = open.result
            .transaction('statements')
            .objectStore('statements')
            .count();
          count.onsuccess = () => ok(count.result);
          count.onerror = () => fail(count.error);
        };
      }),
  );

describe('the home-page ad in a browser (spec 02 §4)', () => {
  it('opens after the coach marks, reads by keyboard, closes with OK, and stays read after a reload', async () => {
    const student = await seedStudentWithResult(app.url, 'regular');
    const { context, page, errors } = await newPage(app.browser, PHONE);
    await signIn(page, app.url, 'regular', TEXT.en.agree);
    await dismissCoachMarks(page);
    const ad = await visible(page.getByRole('dialog', { name: AD }));
    await visible(ad.getByText(/exclusive starter pack/));
    await assertAccessible(page, 'home-page ad on a phone');
    await screenshot(page, 'home-ad-en-phone');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await hidden(ad);
    const state = (await student.call('GET', '/api/v2/HomePageAds/')) as {
      IsShown: boolean;
      IsRead: boolean;
    };
    assert.deepEqual(state, { IsShown: true, IsRead: true });
    await page.reload();
    await visible(page.getByRole('tab', { name: 'Recommended' }));
    await page.waitForTimeout(1000);
    assert.equal(await page.getByRole('dialog').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('learning records from the browser (DESIGN.md §4)', () => {
  it('keeps page time in IndexedDB through a lost connection and a closed tab, and stores it when back', async () => {
    const student = await seedStudentWithResult(app.url, 'demo');
    const { context, page, errors } = await newPage(app.browser, DESKTOP);
    await signIn(page, app.url, 'demo', TEXT.en.agree);
    await visible(page.getByRole('tab', { name: 'Recommended' }));
    await page.waitForTimeout(2500);

    // The connection drops, then the student leaves learn: its time is queued, not lost.
    await context.setOffline(true);
    await page.evaluate(() => {
      history.pushState(null, '', '/gl/profile');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForFunction(
      () =>
        new Promise<boolean>((ok) => {
          const open = indexedDB.open('gp-learning-records');
          open.onsuccess = () => {
            const count = open.result
              .transaction('statements')
              .objectStore('statements')
              .count();
            count.onsuccess = () => ok(count.result > 0);
          };
        }),
    );
    // The tab is closed while still offline.
    await page.close();
    await context.setOffline(false);

    // The student comes back: the next page load sends what was queued.
    const again = await context.newPage();
    again.on('pageerror', (e) => errors.push(e.message));
    await again.goto(`${app.url}/gl/learn`);
    await visible(again.getByRole('tab', { name: 'Recommended' }));

    const { Token } = (await student.call(
      'POST',
      '/api/v2/xAPI/AccessToken/',
    )) as { Token: string };
    const query = new URLSearchParams({
      agent: JSON.stringify(xapiStudentActor(student.userId)),
      verb: XAPI_VERBS.spentTime.id,
      activity: xapiActivityIds.page('learn'),
    });
    let found: { result?: { duration?: string } }[] = [];
    for (let i = 0; i < 40 && found.length === 0; i++) {
      const res = await fetch(`${app.url}/xapi/statements?${query}`, {
        headers: {
          Authorization: `Basic ${Token}`,
          'X-Experience-API-Version': '1.0.3',
        },
      });
      assert.equal(res.status, 200);
      found = ((await res.json()) as { statements: typeof found }).statements;
      if (found.length === 0) await again.waitForTimeout(250);
    }
    assert.ok(found.length >= 1, 'the page time of learn is in the store');
    const seconds = Number(
      /^PT([\d.]+)S$/.exec(found[0]?.result?.duration ?? '')?.[1],
    );
    assert.ok(seconds >= 2.5, `learn lasted ${seconds} s`);
    await again.waitForFunction(
      () =>
        new Promise<boolean>((ok) => {
          const open = indexedDB.open('gp-learning-records');
          open.onsuccess = () => {
            const count = open.result
              .transaction('statements')
              .objectStore('statements')
              .count();
            count.onsuccess = () => ok(count.result === 0);
          };
        }),
    );
    assert.equal(await queuedInBrowser(again), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
