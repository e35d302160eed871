import { useTranslation } from '../../../lib/use-translation';
import { scoreColour } from '@gp/domain';
import { Button } from '../../../components/ui/button';
import type { CatalogueModule } from '../../../lib/course/catalogue';
import styles from './custom-test.module.css';

const BAND = { 2: 'green', 3: 'orange', 4: 'red' } as const;

/** A module of the custom test page: its name (opens the module lesson), score and one action. */
export function ModuleRow({
  moduleKey,
  module,
  score,
  action,
  onOpen,
  onAction,
}: {
  moduleKey: string;
  module: CatalogueModule | undefined;
  score: number;
  action: 'add' | 'remove' | 'review';
  onOpen: (moduleKey: string) => void;
  onAction: (moduleKey: string) => void;
}) {
  const { t } = useTranslation('customTest');
  const name = module?.name ?? moduleKey;
  return (
    <li className={styles.row}>
      <button
        type="button"
        className={styles.rowName}
        onClick={() => onOpen(moduleKey)}
      >
        <span lang="en">{name}</span>
        {module?.localName && (
          <span className={styles.localName}>{module.localName}</span>
        )}
      </button>
      <span className={styles.score} data-band={BAND[scoreColour(score)]}>
        {t('score', { score })}
      </span>
      <Button
        variant={action === 'add' ? 'primary' : 'secondary'}
        onClick={() => onAction(moduleKey)}
        aria-label={t(`actionOf.${action}`, { module: name })}
      >
        {t(`action.${action}`)}
      </Button>
    </li>
  );
}
