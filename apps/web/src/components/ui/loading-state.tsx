import { Spinner } from './spinner';
import styles from './loading-state.module.css';

/** A page or panel still loading: a spinner and the words for screen readers and everyone else. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status">
      <Spinner size={32} />
      <p className={styles.text}>{label}</p>
    </div>
  );
}
