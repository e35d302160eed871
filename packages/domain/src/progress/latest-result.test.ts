import { describe, expect, it } from 'vitest';
import { latestModuleResult } from './latest-result';

describe("a module's latest result (spec 02 §2 Module lesson, View mistakes)", () => {
  it('is the custom test when it was taken after the diagnostic test', () => {
    expect(
      latestModuleResult({
        diagnosticEndStamp: '2026-11-01T10:00:00.000Z',
        customTestStamp: '2026-11-03T09:00:00.000Z',
      }),
    ).toBe('customTest');
  });

  it('stays the diagnostic test when that is newer', () => {
    expect(
      latestModuleResult({
        diagnosticEndStamp: '2026-11-05T10:00:00.000Z',
        customTestStamp: '2026-11-03T09:00:00.000Z',
      }),
    ).toBe('diagnostic');
  });

  it('uses whichever test exists, and none when the module was never tested', () => {
    expect(
      latestModuleResult({
        diagnosticEndStamp: '2026-11-05T10:00:00.000Z',
        customTestStamp: null,
      }),
    ).toBe('diagnostic');
    expect(
      latestModuleResult({
        diagnosticEndStamp: null,
        customTestStamp: '2026-11-05T10:00:00.000Z',
      }),
    ).toBe('customTest');
    expect(
      latestModuleResult({ diagnosticEndStamp: null, customTestStamp: null }),
    ).toBeNull();
  });
});
