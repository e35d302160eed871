import type { CSSProperties } from 'react';
import { progressCircleRotation } from '@gp/domain';
import styles from './progress-circle.module.css';

/**
 * spec 02 §2 Progress views, circular: two halves turn 3.6 degrees per
 * percent, the left one only above 50 (packages/domain progressCircleRotation).
 * A drawing only: the screen says the same in words beside it.
 */
export function ProgressCircle({ percent }: { percent: number }) {
  const { right, left } = progressCircleRotation(percent);
  return (
    <div className={styles.circle} aria-hidden="true">
      <span className={`${styles.half} ${styles.right}`}>
        <span
          className={styles.fill}
          style={{ '--turn': `${right}deg` } as CSSProperties}
        />
      </span>
      <span className={`${styles.half} ${styles.left}`}>
        <span
          className={styles.fill}
          style={{ '--turn': `${left}deg` } as CSSProperties}
        />
      </span>
      <span className={styles.center}>{percent}%</span>
    </div>
  );
}
