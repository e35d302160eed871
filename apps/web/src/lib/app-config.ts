import type { AppConfig } from '@gp/api';
import { MARKET_REGION } from '@gp/domain';

// The first page reads these settings before anything else, so they are
// checked here without the wire contract's zod schemas (issue 16, decision
// 017); app-config.test.ts holds this check and these defaults to packages/api
// AppConfig and DEFAULT_APP_CONFIG.

/** packages/api DEFAULT_APP_CONFIG: the settings when none are embedded (vite dev). */
export const DEFAULT_APP_CONFIG: AppConfig = {
  FixedMarketRegion: null,
  IsChinaDomain: false,
  FilingNumber: '',
  PortalLoginUrl: '',
  HelpCenterUrl: '/help/',
  ChinaBusinessUnit: 'GP-CN',
  Maintenance: false,
  Version: '0.1.0',
};

const REGIONS: readonly unknown[] = Object.values(MARKET_REGION);

/** The settings as packages/api AppConfig reads them (unknown fields dropped), or null when they do not match it. */
export function checkAppConfig(value: unknown): AppConfig | null {
  if (!value || typeof value !== 'object') return null;
  const fields = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, byDefault] of Object.entries(DEFAULT_APP_CONFIG)) {
    const field = fields[key];
    const valid =
      key === 'FixedMarketRegion'
        ? field === null || REGIONS.includes(field)
        : typeof field === typeof byDefault;
    if (!valid) return null;
    out[key] = field;
  }
  return out as AppConfig;
}

/**
 * The deployment settings the server embeds in index.html as
 * <script type="application/json" id="gp-config">; the defaults when absent
 * (vite dev) or unreadable.
 */
export function readAppConfig(doc: Document = document): AppConfig {
  const text = doc.getElementById('gp-config')?.textContent;
  if (!text) return DEFAULT_APP_CONFIG;
  try {
    const config = checkAppConfig(JSON.parse(text));
    if (config) return config;
    console.warn('gp-config is not a valid AppConfig; using the defaults');
  } catch {
    console.warn('gp-config is not JSON; using the defaults');
  }
  return DEFAULT_APP_CONFIG;
}
