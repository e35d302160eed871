import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { SessionSummary } from '@gp/api';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { LoginMessage } from '../hooks/use-login-flow';
import styles from './too-many-devices.module.css';

export interface TooManyDevicesProps {
  sessions: SessionSummary[];
  busy: boolean;
  message?: LoginMessage;
  onSignOutOthers: (password: string) => void;
  onBack: () => void;
}

/**
 * spec 01 §2 / §8 and DESIGN.md §4 Sessions and devices: the active
 * sessions, how to fix it, signing the others out with the password again,
 * and the way back to log in.
 */
export function TooManyDevices({
  sessions,
  busy,
  message,
  onSignOutOthers,
  onBack,
}: TooManyDevicesProps) {
  const { t, i18n } = useTranslation('auth');
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.trim() && !busy) onSignOutOthers(password);
  };
  const messageText =
    message?.type === 'failed'
      ? t('devices.wrongPassword')
      : message?.type === 'throttled'
        ? t('form.tooManyAttempts', { count: message.minutes })
        : undefined;

  return (
    <section className={styles.section} aria-labelledby="devices-title">
      <div className={styles.banner}>
        <svg
          viewBox="0 0 48 48"
          width="48"
          height="48"
          aria-hidden="true"
          focusable="false"
        >
          <rect
            x="4"
            y="10"
            width="26"
            height="18"
            rx="3"
            fill="var(--c-primary-tint-strong)"
          />
          <rect
            x="26"
            y="16"
            width="12"
            height="22"
            rx="3"
            fill="var(--c-accent)"
          />
          <rect
            x="12"
            y="30"
            width="10"
            height="3"
            rx="1.5"
            fill="var(--c-primary)"
          />
          <circle cx="38" cy="12" r="8" fill="var(--c-coral)" />
          <path
            d="M38 8v5M38 16v.5"
            stroke="#fff"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
        <h1 id="devices-title" className={styles.title}>
          {t('devices.title')}
        </h1>
      </div>
      <p className={styles.advice}>{t('devices.advice')}</p>

      <h2 className={styles.subtitle}>{t('devices.sessionsTitle')}</h2>
      <ul className={styles.sessions}>
        {sessions.map((s) => (
          <li key={s.SessionId} className={styles.session}>
            <span className={styles.device}>{s.Device}</span>
            <span className={styles.lastUsed}>
              {t('devices.lastUsed', {
                time: format.format(new Date(s.LastUsedStamp)),
              })}
            </span>
          </li>
        ))}
      </ul>

      <h2 className={styles.subtitle}>{t('devices.howTitle')}</h2>
      <ol className={styles.how}>
        <li>{t('devices.how1')}</li>
        <li>{t('devices.how2')}</li>
      </ol>

      {asking ? (
        <form className={styles.confirm} onSubmit={submit} noValidate>
          <TextField
            label={t('devices.passwordAgain')}
            type="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={message?.type === 'failed' || undefined}
          />
          <div aria-live="polite">
            {messageText && <p className={styles.error}>{messageText}</p>}
          </div>
          <Button
            type="submit"
            block
            disabled={!password.trim() || busy}
            loading={busy}
          >
            {busy ? t('devices.signingOut') : t('devices.confirm')}
          </Button>
        </form>
      ) : (
        <Button block onClick={() => setAsking(true)}>
          {t('devices.signOutOthers')}
        </Button>
      )}
      <Button
        variant="secondary"
        block
        onClick={onBack}
        className={styles.back}
      >
        {t('devices.back')}
      </Button>
    </section>
  );
}
