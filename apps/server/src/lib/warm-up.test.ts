import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createWarmUp } from './warm-up';

// Issue 16: the first students after a start must not wait for what every later request reuses.
describe('the warm-up after listening', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, 'course');
  });
  afterAll(() => t.close());

  it("compiles every route's reply serializer and reads the course's bank and lessons once", async () => {
    const items = vi.spyOn(t.app.repos.course, 'allItems');
    const report = await t.app.warmUp();
    // Every route with a reply schema registered its serializer (about 470).
    expect(report.serializers).toBeGreaterThan(100);
    expect(items).toHaveBeenCalledTimes(1);
    const bank = await t.app.contentCache.bank();
    expect(bank.size).toBeGreaterThan(500);
    expect(items).toHaveBeenCalledTimes(1);
    // A second warm-up finds nothing left to compile.
    expect((await t.app.warmUp()).serializers).toBe(0);
  });

  it('compiles one serializer per event-loop turn, so requests are served in between', async () => {
    const warmUp = createWarmUp();
    const order: string[] = [];
    for (const name of ['a', 'b', 'c'])
      warmUp.ahead(() => {
        order.push(name);
        // A request that arrives meanwhile runs before the next compile.
        setImmediate(() => order.push(`request after ${name}`));
      });
    await warmUp.run(t.app);
    // The request after the last compile may come after run() has ended
    // (the content is cached by the test before): one more turn for it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([
      'a',
      'request after a',
      'b',
      'request after b',
      'c',
      'request after c',
    ]);
  });
});
