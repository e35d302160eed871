import { z } from 'zod';
import { PARSES_JITLESS, lazySchema } from './lazy-schema';

/** Market regions (spec 01 §1): 1 China, 2 Russia, 4 Indonesia, 0 the default English region. */
export const MarketRegion = lazySchema(() =>
  z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4)]),
);
export type MarketRegion = z.infer<typeof MarketRegion>;

/**
 * A market region in a query string: exactly "0", "1", "2" or "4". A
 * coercing number schema would also read "" as 0 and accept "0x4", "4e0",
 * "0.0" and " 4" (issue 14); the only numeric query of the API.
 */
export const MarketRegionQuery = lazySchema(() =>
  z.union(
    [
      z.enum(['0', '1', '2', '4']).transform((v) => Number(v) as MarketRegion),
      // What the typed web client hands over before it writes the query.
      MarketRegion,
    ],
    { error: 'marketRegion must be 0, 1, 2 or 4' },
  ),
);

/** Interface languages and culture codes (spec 01 §9). */
export const CultureCode = lazySchema(() =>
  z.enum(['en-US', 'zh-CN', 'ru-RU', 'id-ID']),
);
export type CultureCode = z.infer<typeof CultureCode>;

/** The product id of DESIGN.md §3. */
export const PRODUCT_ID = 'GrammarPro';
export const Product = lazySchema(() => z.literal(PRODUCT_ID));

/** Sign-in platform value (spec 01 §9). */
export const PLATFORM = 16;

export const IsoDateTime = lazySchema(() =>
  z.string().datetime({ offset: true }),
);
export const Success = lazySchema(() => z.object({ Success: z.literal(true) }));

/**
 * Every string the API reads: PostgreSQL cannot store the NUL character, so
 * the server refuses it as bad input (400) instead of failing in the database
 * (500). In a browser page the check guards nothing (the server checks every
 * request, and no browser stores into PostgreSQL) and is a plain string: the
 * refinement cost a clone of the schema for each of the contract's strings
 * and a check of each string the web app and the player parse, some 10 ms at
 * 4x CPU on the way to the first question (issue 16).
 */
export const text = () =>
  PARSES_JITLESS
    ? z.string()
    : z.string().refine((s) => !s.includes('\u0000'), {
        message: 'must not contain the NUL character',
      });
