import { AppConfig, DEFAULT_APP_CONFIG } from '@gp/api';
import { afterEach, expect, it, vi } from 'vitest';
import {
  checkAppConfig,
  DEFAULT_APP_CONFIG as WEB_DEFAULTS,
  readAppConfig,
} from './app-config';

afterEach(() => {
  document.getElementById('gp-config')?.remove();
});

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'gp-config';
  script.textContent = text;
  document.head.append(script);
}

it('reads the deployment settings the server embeds in index.html', () => {
  embed(
    JSON.stringify({
      ...DEFAULT_APP_CONFIG,
      FixedMarketRegion: 1,
      IsChinaDomain: true,
      FilingNumber: '沪ICP备1号',
    }),
  );
  expect(readAppConfig()).toMatchObject({
    FixedMarketRegion: 1,
    IsChinaDomain: true,
    FilingNumber: '沪ICP备1号',
  });
});

it('falls back to the defaults without embedded settings (vite dev)', () => {
  expect(readAppConfig()).toEqual(DEFAULT_APP_CONFIG);
});

it('falls back to the defaults when the settings are invalid', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  embed('{"FixedMarketRegion": 9}');
  expect(readAppConfig()).toEqual(DEFAULT_APP_CONFIG);
  embed('not json');
  expect(readAppConfig()).toEqual(DEFAULT_APP_CONFIG);
});

it('has the defaults of packages/api', () => {
  expect(WEB_DEFAULTS).toEqual(DEFAULT_APP_CONFIG);
});

it('accepts and refuses the settings packages/api AppConfig does', () => {
  const samples: unknown[] = [
    DEFAULT_APP_CONFIG,
    { ...DEFAULT_APP_CONFIG, FixedMarketRegion: 4, Extra: 'dropped' },
    { ...DEFAULT_APP_CONFIG, FixedMarketRegion: 3 },
    { ...DEFAULT_APP_CONFIG, FixedMarketRegion: '1' },
    { ...DEFAULT_APP_CONFIG, IsChinaDomain: 'yes' },
    { ...DEFAULT_APP_CONFIG, Version: undefined },
    { ...DEFAULT_APP_CONFIG, Maintenance: null },
    [],
    null,
    'config',
  ];
  for (const sample of samples) {
    const parsed = AppConfig.safeParse(sample);
    expect(checkAppConfig(sample)).toEqual(parsed.success ? parsed.data : null);
  }
});
