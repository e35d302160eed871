import { useMemo } from 'react';
import { useTranslation } from '../use-translation';
import type { MarketRegion } from '@gp/api';
import { marketLanguage } from '@gp/domain';
import { useAvailableGrades } from '../api/get-available-grades';
import { currentLanguage } from '../i18n';
import { buildCatalogue, type Catalogue } from './catalogue';

/**
 * The city's grades with modules in English and, for a local market, in the
 * local language (spec 01 §7), joined into one catalogue.
 */
export function useCourseCatalogue(
  regionKey: string,
  marketRegion: MarketRegion,
  enabled = true,
) {
  const { i18n } = useTranslation();
  const local = marketLanguage(marketRegion);
  const hasLocal = local !== 'en-US';
  const english = useAvailableGrades(regionKey, 'en-US', enabled);
  const localGrades = useAvailableGrades(regionKey, local, enabled && hasLocal);
  const showLocal = hasLocal && currentLanguage(i18n.language) === local;
  const catalogue = useMemo<Catalogue | undefined>(() => {
    if (!english.data) return undefined;
    if (hasLocal && !localGrades.data) return undefined;
    return buildCatalogue(english.data, localGrades.data ?? null, showLocal);
  }, [english.data, localGrades.data, hasLocal, showLocal]);
  return {
    queries: hasLocal ? [english, localGrades] : [english],
    catalogue,
  };
}
