import { AppConfig, DEFAULT_APP_CONFIG } from '@gp/api';

/**
 * The deployment settings the server embeds in index.html as
 * <script type="application/json" id="gp-config">; the defaults when absent
 * (vite dev) or unreadable.
 */
export function readAppConfig(doc: Document = document): AppConfig {
  const text = doc.getElementById('gp-config')?.textContent;
  if (!text) return DEFAULT_APP_CONFIG;
  try {
    const parsed = AppConfig.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    console.warn(
      'gp-config is not a valid AppConfig; using the defaults',
      parsed.error.issues,
    );
  } catch {
    console.warn('gp-config is not JSON; using the defaults');
  }
  return DEFAULT_APP_CONFIG;
}
