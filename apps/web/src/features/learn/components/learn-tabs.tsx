import { useTranslation } from '../../../lib/use-translation';
import type { LearnTab } from '@gp/domain';
import { Tabs } from '../../../components/ui/tabs';
import { AllModulesTab, type AllModulesTabProps } from './all-modules-tab';
import { AttentionTab, type AttentionTabProps } from './attention-tab';
import { RecommendedTab, type RecommendedTabProps } from './recommended-tab';

export type LearnTabsProps = Omit<RecommendedTabProps, 'onShowTab'> &
  Pick<AllModulesTabProps, 'practice'> &
  Pick<AttentionTabProps, 'onRetest'> & {
    tab: LearnTab;
    onSelectTab: (tab: LearnTab) => void;
  };

/** spec 02 §2 Learn page: the three tabs (Recommended, All modules, Requires attention); only the selected one renders. */
export function LearnTabs({
  tab,
  onSelectTab,
  practice,
  onRetest,
  ...recommended
}: LearnTabsProps) {
  const { t } = useTranslation('learn');
  const { progress, catalogue, ctScores, localLanguage, onOpenModule } =
    recommended;
  return (
    <Tabs
      label={t('tabs.label')}
      selected={tab}
      onSelect={onSelectTab}
      tabs={[
        { key: 1, label: t('tabs.recommended') },
        { key: 2, label: t('tabs.allModules') },
        { key: 3, label: t('tabs.requiresAttention') },
      ]}
    >
      {tab === 1 ? (
        <RecommendedTab {...recommended} onShowTab={onSelectTab} />
      ) : tab === 2 ? (
        <AllModulesTab
          progress={progress}
          catalogue={catalogue}
          practice={practice}
          ctScores={ctScores}
          localLanguage={localLanguage}
          onOpenModule={onOpenModule}
        />
      ) : (
        <AttentionTab
          progress={progress}
          catalogue={catalogue}
          ctScores={ctScores}
          localLanguage={localLanguage}
          onOpenModule={onOpenModule}
          onRetest={onRetest}
        />
      )}
    </Tabs>
  );
}
