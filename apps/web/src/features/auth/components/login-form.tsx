import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { canSubmitLogin } from '@gp/domain';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { LoginMessage } from '../hooks/use-login-flow';
import { ForgotPasswordHint } from './forgot-password-hint';
import { LoginTroubleGuide } from './login-trouble-guide';
import styles from './login-form.module.css';

export interface LoginFormProps {
  busy: boolean;
  message?: LoginMessage;
  onSubmit: (userName: string, password: string) => void;
  /** Typing again clears a shown message. */
  onEdit: () => void;
  /** The region's name, and how to change it (absent when the deployment fixes the region). */
  regionName?: string;
  onChangeRegion?: () => void;
  /** The student reached the form (a field took focus): time to fetch what signing in needs. */
  onFocus?: () => void;
}

/** The username and password form (spec 01 §2 login, §5 validation). */
export function LoginForm({
  busy,
  message,
  onSubmit,
  onEdit,
  regionName,
  onChangeRegion,
  onFocus,
}: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const messageId = useId();

  // spec 01 §2 login, §5: when the button and the Enter shortcut may submit (packages/domain).
  const fields = { userName, password, loading: busy };
  const canSubmit = canSubmitLogin(fields);

  const submit = () => onSubmit(userName.trim(), password);
  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) submit();
  };
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (canSubmitLogin({ ...fields, viaEnter: true, hasError: !!message }))
      submit();
  };

  const messageText =
    message?.type === 'failed'
      ? t('form.failed')
      : message?.type === 'throttled'
        ? t('form.tooManyAttempts', { count: message.minutes })
        : message?.type === 'privacyNeeded'
          ? t('form.privacyNeeded')
          : undefined;
  const invalid = message?.type === 'failed';

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={onFormSubmit}
      onFocus={onFocus}
      aria-labelledby={`${messageId}-title`}
    >
      <div className={styles.heading}>
        <h1 id={`${messageId}-title`} className={styles.title}>
          {t('form.title')}
        </h1>
        <p className={styles.intro}>{t('form.intro')}</p>
      </div>
      <TextField
        label={t('form.userName')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        value={userName}
        onChange={(e) => {
          setUserName(e.target.value);
          onEdit();
        }}
        onKeyDown={onEnter}
        aria-invalid={invalid || undefined}
        aria-describedby={messageText ? messageId : undefined}
      />
      <TextField
        label={t('form.password')}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          onEdit();
        }}
        onKeyDown={onEnter}
        aria-invalid={invalid || undefined}
        aria-describedby={messageText ? messageId : undefined}
        trailing={
          <button
            type="button"
            className={styles.reveal}
            aria-pressed={showPassword}
            aria-label={t('form.showPassword')}
            onClick={() => setShowPassword((v) => !v)}
          >
            <svg
              viewBox="0 0 24 24"
              width="22"
              height="22"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
              <circle cx="12" cy="12" r="3" fill="currentColor" />
              {showPassword && (
                <path
                  d="M4 4l16 16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              )}
            </svg>
          </button>
        }
      />
      <div className={styles.message} aria-live="polite">
        {messageText && (
          <p id={messageId} className={styles.error}>
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              aria-hidden="true"
              focusable="false"
            >
              <circle cx="12" cy="12" r="10" fill="currentColor" />
              <path
                d="M12 7v6M12 16.5v.5"
                stroke="#fff"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
            <span>{messageText}</span>
          </p>
        )}
      </div>
      <Button type="submit" block disabled={!canSubmit} loading={busy}>
        {busy ? t('form.submitting') : t('form.submit')}
      </Button>
      <div className={styles.help}>
        <ForgotPasswordHint />
        <LoginTroubleGuide />
      </div>
      {onChangeRegion && regionName && (
        <p className={styles.region}>
          <span>{t('region.current', { region: regionName })}</span>
          <Button variant="link" onClick={onChangeRegion}>
            {t('region.change')}
          </Button>
        </p>
      )}
    </form>
  );
}
