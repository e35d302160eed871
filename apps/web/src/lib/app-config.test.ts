import { DEFAULT_APP_CONFIG } from '@gp/api';
import { afterEach, expect, it, vi } from 'vitest';
import { readAppConfig } from './app-config';

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
