import { z } from 'zod';
import { MarketRegion } from './common';
import { lazySchema } from './lazy-schema';

/**
 * Deployment settings the web app needs before sign-in. The server embeds
 * them in index.html as <script type="application/json" id="gp-config">,
 * so no extra unauthenticated call is needed (DESIGN.md §3).
 */
export const AppConfig = lazySchema(() =>
  z.object({
    /** A deployment that fixes its region skips the region page (the China domain does). */
    FixedMarketRegion: MarketRegion.nullable(),
    /** China-domain visitors see the registration filing notice in the footer. */
    IsChinaDomain: z.boolean(),
    FilingNumber: z.string(),
    /** The study portal login to go to after a full logout; '' means /gl/login. */
    PortalLoginUrl: z.string(),
    /** Base address of the help center (default /help/). */
    HelpCenterUrl: z.string(),
    /** The China business-unit value added to help-center links for China (spec 01 §2). */
    ChinaBusinessUnit: z.string(),
    Maintenance: z.boolean(),
    /** The product's version, shown nowhere but sent with logs. */
    Version: z.string(),
  }),
);
export type AppConfig = z.infer<typeof AppConfig>;

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
