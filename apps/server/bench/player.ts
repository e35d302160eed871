/// <reference lib="dom" />
/**
 * Issue 5 benchmark: the player's time from iframe load to the first question
 * being interactive, in Chromium with 4x CPU slowdown. The player marks
 * `player:first-question` when the first question can be answered.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { startTest } from './diagnostic';

export async function measurePlayerFirstQuestion(
  url: string,
  token: string,
  userId: string,
  runs = 5,
): Promise<number[]> {
  const test = await startTest(url, { token, userId });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (process.env.BENCH_DEBUG)
        page.on(
          'response',
          (r) => r.status() >= 400 && console.log('http', r.status(), r.url()),
        );
      // A page of the same origin hosts the player, as the testing page does.
      await page.goto(`${url}/help/`);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const lessonId = `${test.DiagnosticTestKey}${userId}diagnostic_test`;
      const src = `/player/?lessonId=${encodeURIComponent(lessonId)}&studentId=${userId}&type=diagnostic_test&lang=en-US&getNewData=1`;
      await page.evaluate(
        ({ src, lessonId, modules }) => {
          const frame = document.createElement('iframe');
          frame.title = 'player';
          frame.style.width = '1000px';
          frame.style.height = '800px';
          window.addEventListener('message', (event) => {
            const data = event.data as { channel?: string; type?: string };
            if (
              event.source !== frame.contentWindow ||
              data?.type !== 'requestLessonData'
            )
              return;
            frame.contentWindow?.postMessage(
              {
                channel: data.channel,
                lessonId,
                type: 'lessonData',
                kind: 'diagnostic_test',
                modules,
                language: 'en-US',
              },
              location.origin,
            );
          });
          frame.src = src;
          document.body.append(frame);
        },
        { src, lessonId, modules: test.Modules },
      );
      const frame = await (await page.waitForSelector('iframe')).contentFrame();
      if (!frame) throw new Error('no player frame');
      const ms = await frame.waitForFunction(
        () =>
          performance.getEntriesByName('player:first-question')[0]?.startTime,
        undefined,
        { timeout: 30_000, polling: 50 },
      );
      times.push(Math.round((await ms.jsonValue()) as number));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}
