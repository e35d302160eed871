import { existsSync } from 'node:fs';
import { join } from 'node:path';
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

  it('treats an empty variable as unset, so PORT= still listens on 8080', () => {
    const env = Object.fromEntries(
      [
        'PORT',
        'HOST',
        'DATA_DIR',
        'DATABASE_URL',
        'LOG_LEVEL',
        'PUBLIC_ORIGIN',
        'FIXED_MARKET_REGION',
        'CHINA_DOMAIN',
        'FILING_NUMBER',
        'PORTAL_LOGIN_URL',
        'HELP_CENTER_URL',
        'CHINA_BUSINESS_UNIT',
        'MAINTENANCE',
        'TRUST_PROXY',
        'ERROR_LOG_ENDPOINT',
        'LRS_ENDPOINT',
        'SIGNIN_ACCOUNT_LIMIT',
        'SIGNIN_ADDRESS_LIMIT',
        'MAINTENANCE_RETRY_AFTER_SECONDS',
      ].map((name) => [name, '']),
    );
    expect(loadConfig({ ...env, INIT_CWD: '/srv/gp' })).toEqual(
      loadConfig({ INIT_CWD: '/srv/gp' }),
    );
    expect(loadConfig({ PORT: '  ' }).port).toBe(8080);
    expect(loadConfig({ PORT: '' }).port).toBe(8080);
  });

  it('reads whole numbers only: PORT=1e3 or 0x50 is refused, not read as 1000 or 80', () => {
    expect(loadConfig({ PORT: ' 3000 ' }).port).toBe(3000);
    for (const PORT of ['1e3', '0x50', '80.5', '-1', '70000'])
      expect(() => loadConfig({ PORT }), PORT).toThrow(
        /PORT: must be a whole number|PORT: Too (big|small)/,
      );
  });

  it('finds every served and loaded file under the checkout, or under ROOT_DIR', () => {
    const { rootDir, paths } = loadConfig({});
    expect(existsSync(join(paths.migrations, 'meta/_journal.json'))).toBe(true);
    expect(existsSync(join(paths.courseDir, 'curriculum.yaml'))).toBe(true);
    expect(existsSync(join(paths.helpDir, 'index.html'))).toBe(true);
    expect(paths.webDist).toBe(join(rootDir, 'apps/web/dist'));
    expect(
      loadConfig({ ROOT_DIR: 'release', INIT_CWD: '/srv' }).paths,
    ).toMatchObject({
      migrations: '/srv/release/apps/server/drizzle',
      courseArtifact: '/srv/release/apps/server/dist/course.json',
    });
  });
});
