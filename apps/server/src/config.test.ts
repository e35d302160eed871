import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults, DATA_DIR relative to where npm was run', () => {
    const c = loadConfig({ INIT_CWD: '/srv/gp' });
    expect(c).toMatchObject({
      port: 8080,
      dataDir: '/srv/gp/data',
      maintenance: false,
      fixedMarketRegion: null,
      logLevel: 'info',
    });
  });

  it('names every bad variable in one message', () => {
    expect(() =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        FIXED_MARKET_REGION: '3',
      }),
    ).toThrow(ConfigError);
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        FIXED_MARKET_REGION: '3',
      });
    } catch (e) {
      expect(String(e)).toMatch(/PORT/);
      expect(String(e)).toMatch(/DATABASE_URL: must be a postgres/);
      expect(String(e)).toMatch(/FIXED_MARKET_REGION: must be 0, 1, 2 or 4/);
    }
  });

  it('reads a fixed China deployment', () => {
    expect(
      loadConfig({
        FIXED_MARKET_REGION: '1',
        CHINA_DOMAIN: 'true',
        FILING_NUMBER: 'ICP 123',
      }),
    ).toMatchObject({
      fixedMarketRegion: 1,
      chinaDomain: true,
      filingNumber: 'ICP 123',
    });
  });
});
