import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { appConfigOf } from './static-files';

describe('the deployment settings the page embeds (decision 007)', () => {
  it('fixes the region to China on the China domain, so the region page is skipped (spec 01 §2)', () => {
    expect(
      appConfigOf(loadConfig({ CHINA_DOMAIN: '1' })).FixedMarketRegion,
    ).toBe(1);
  });

  it('keeps an explicitly fixed region and leaves other deployments free', () => {
    expect(
      appConfigOf(loadConfig({ CHINA_DOMAIN: '1', FIXED_MARKET_REGION: '1' }))
        .FixedMarketRegion,
    ).toBe(1);
    expect(
      appConfigOf(loadConfig({ FIXED_MARKET_REGION: '2' })).FixedMarketRegion,
    ).toBe(2);
    expect(appConfigOf(loadConfig({})).FixedMarketRegion).toBeNull();
  });
});
