import styles from './spinner.module.css';

/** A decorative spinner; the control that shows it also says "loading" in words. */
export function Spinner({ size = 20 }: { size?: number }) {
  return (
    <span
      className={styles.spinner}
      style={{ width: size, height: size }}
      aria-hidden="true"
    />
  );
}
