import { useId, type SelectHTMLAttributes } from 'react';
import styles from './select-field.module.css';
import { Icon } from './icon';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'onChange' | 'value'
> {
  label: string;
  value: string;
  options: readonly SelectOption[];
  /** Shown first with the value ''; the field counts as not chosen while it is selected. */
  placeholder?: string;
  onValueChange: (value: string) => void;
  hint?: string;
}

/** A labelled native select: the phone's own picker, and the keyboard works as everywhere else. */
export function SelectField({
  label,
  value,
  options,
  placeholder,
  onValueChange,
  hint,
  className,
  ...rest
}: SelectFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          className={styles.select}
          value={value}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => onValueChange(e.target.value)}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={20} className={styles.chevron} />
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
