import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

/** The status card the player shows while a part of it is on its way. */
export function LoadingCard() {
  const { t } = useTranslation();
  return (
    <div className="card status-card">
      <p role="status">{t('app.loading')}</p>
    </div>
  );
}

function FailedCard({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="card status-card">
      <p role="alert">{t('app.slow')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('app.tryAgain')}
      </button>
    </div>
  );
}

class Failure extends Component<
  { children: ReactNode; reload: () => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <FailedCard onRetry={this.props.reload} />
    ) : (
      this.props.children
    );
  }
}

/**
 * A part of the player whose code loads when first shown (React.lazy):
 * the loading card meanwhile, and when its file cannot be had (offline, or
 * a deploy replaced it), Try again, which opens the player anew; the saved
 * answers and the host's lesson come back as on any reload.
 */
export function LazyPart({
  children,
  reload = () => window.location.reload(),
}: {
  children: ReactNode;
  reload?: () => void;
}) {
  return (
    <Failure reload={reload}>
      <Suspense fallback={<LoadingCard />}>{children}</Suspense>
    </Failure>
  );
}
