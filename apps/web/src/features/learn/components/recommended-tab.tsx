import { useTranslation } from '../../../lib/use-translation';
import type { CustomTestModuleScores, StudentProgress } from '@gp/api';
import {
  can,
  isModuleLockedFor,
  noRecommendCard,
  progressFacts,
  recommendedTextType,
  showGrammarTestButton,
  type Authority,
} from '@gp/domain';
import { Button } from '../../../components/ui/button';
import type { Catalogue } from '../../../lib/course/catalogue';
import { recommendedView, type ModuleModel } from '../lib/module-models';
import type { StudyButton } from '../hooks/use-start-lesson';
import { ModuleCard, type TrialPrompt } from './module-card';
import styles from './learn.module.css';

export interface RecommendedTabProps {
  progress: StudentProgress;
  catalogue: Catalogue;
  /** spec 02 §4: passed if the diagnostic or the custom test says so; T1 arrows by the CT rule. */
  ctScores?: readonly CustomTestModuleScores[];
  authority: Authority;
  localLanguage?: string;
  onOpenModule: (moduleKey: string) => void;
  /** spec 02 §2 T2 on the modules to study: Start or Continue a lesson. */
  studyButton?: (moduleKey: string) => StudyButton | null;
  onStartLesson?: (moduleKey: string) => void;
  onTakeTest: () => void;
  onShowResults: () => void;
  onShowTab: (tab: 2 | 3) => void;
}

/**
 * spec 02 §2 Learn page, tab 1: the recommended modules (to study, then
 * finished) and the passed ones as T1 cards, the recommended-text type, the
 * no-recommend card, and the grammar test button by its rule.
 */
export function RecommendedTab({
  progress,
  catalogue,
  ctScores = [],
  authority,
  localLanguage,
  onOpenModule,
  studyButton,
  onStartLesson,
  onTakeTest,
  onShowResults,
  onShowTab,
}: RecommendedTabProps) {
  const { t } = useTranslation('learn');
  const view = recommendedView(progress, catalogue, ctScores);
  const facts = progressFacts(progress);
  const textType = recommendedTextType(view.counts);
  const upsell = can(authority, 'seeUpgradePrompts');
  // spec 02 §6 Demo: only canRemediationModules open; the others lead to the purchase guide.
  const trialPrompt = (moduleKey: string): TrialPrompt | undefined =>
    !upsell
      ? undefined
      : isModuleLockedFor(authority, moduleKey)
        ? 'getFullVersion'
        : 'haveATry';
  const testButton = showGrammarTestButton(facts);
  const hasRecommended = view.toStudy.length + view.finished.length > 0;
  const cards = (models: ModuleModel[], study = false) => (
    <div className={styles.cards}>
      {models.map((m) => (
        <ModuleCard
          key={m.key}
          model={m}
          localLanguage={localLanguage}
          trialPrompt={trialPrompt(m.key)}
          studyButton={study ? studyButton?.(m.key) : null}
          onOpen={onOpenModule}
          onStartLesson={onStartLesson}
        />
      ))}
    </div>
  );

  return (
    <div className={styles.tab}>
      <p className={styles.tabLead}>{t(`recommended.text.${textType}`)}</p>
      {testButton && (
        <div className={styles.testCard}>
          <div>
            <h2 className={styles.testCardTitle}>
              {t('recommended.testTitle')}
            </h2>
            <p>{t('recommended.testText')}</p>
          </div>
          <Button onClick={onTakeTest}>{t('recommended.testButton')}</Button>
        </div>
      )}
      {!hasRecommended && (
        <NoRecommendCard
          {...{
            progress,
            authority,
            view,
            onTakeTest,
            onShowResults,
            onShowTab,
            testButton,
          }}
        />
      )}
      {view.toStudy.length > 0 && (
        <section aria-labelledby="learn-to-study">
          <h2 id="learn-to-study" className={styles.sectionTitle}>
            {t('recommended.toStudy', { count: view.toStudy.length })}
          </h2>
          {cards(view.toStudy, true)}
        </section>
      )}
      {view.finished.length > 0 && (
        <section aria-labelledby="learn-finished">
          <h2 id="learn-finished" className={styles.sectionTitle}>
            {t('recommended.finished', { count: view.finished.length })}
          </h2>
          {cards(view.finished)}
        </section>
      )}
      {view.passed.length > 0 && (
        <section aria-labelledby="learn-passed">
          <h2 id="learn-passed" className={styles.sectionTitle}>
            {t('recommended.passed', { count: view.passed.length })}
          </h2>
          {cards(view.passed)}
        </section>
      )}
    </div>
  );
}

/** spec 02 §2 No-recommend cards: the variant's text and the actions it offers. */
function NoRecommendCard({
  progress,
  authority,
  view,
  testButton,
  onTakeTest,
  onShowResults,
  onShowTab,
}: {
  progress: StudentProgress;
  authority: Authority;
  view: ReturnType<typeof recommendedView>;
  testButton: boolean;
  onTakeTest: () => void;
  onShowResults: () => void;
  onShowTab: (tab: 2 | 3) => void;
}) {
  const { t } = useTranslation('learn');
  const card = noRecommendCard({
    authority,
    facts: progressFacts(progress),
    weaknessCount: view.counts.weakness,
    passedCount: view.counts.passed,
  });
  return (
    <div className={styles.noRecommend}>
      <h2 className={styles.testCardTitle}>
        {t(`noRecommend.${card.variant}.title`)}
      </h2>
      <p>
        {t(`noRecommend.${card.variant}.text`, {
          passed: card.passedCount,
          weak: card.weaknessCount,
          // The plural follows the modules the sentence counts first.
          count:
            card.variant === 'allFailed'
              ? card.weaknessCount
              : card.passedCount,
        })}
      </p>
      <div className={styles.cardActions}>
        {card.actions.includes('openDtResults') && (
          <Button variant="secondary" onClick={onShowResults}>
            {t('noRecommend.openDtResults')}
          </Button>
        )}
        {card.actions.includes('takeNextDt') && !testButton && (
          <Button onClick={onTakeTest}>{t('recommended.testButton')}</Button>
        )}
        {card.actions.includes('goToNeedsAttention') && (
          <Button variant="secondary" onClick={() => onShowTab(3)}>
            {t('noRecommend.goToNeedsAttention')}
          </Button>
        )}
        {card.actions.includes('goToAllModules') && (
          <Button variant="secondary" onClick={() => onShowTab(2)}>
            {t('noRecommend.goToAllModules')}
          </Button>
        )}
      </div>
    </div>
  );
}
