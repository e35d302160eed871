import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id'
> {
  label: string;
  /** Something placed inside the field's right edge, e.g. a show-password button. */
  trailing?: ReactNode;
}

export function TextField({
  label,
  trailing,
  className,
  ...rest
}: TextFieldProps) {
  const id = useId();
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <input id={id} className={styles.input} {...rest} />
        {trailing && <div className={styles.trailing}>{trailing}</div>}
      </div>
    </div>
  );
}
