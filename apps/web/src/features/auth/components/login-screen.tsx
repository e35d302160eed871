import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { MarketRegion } from '@gp/api';
import { marketLanguage } from '@gp/domain';
import { ErrorState } from '../../../components/ui/error-state';
import { useAppConfig } from '../../../lib/app-config-context';
import { clearLocalData } from '../../../lib/auth/logout';
import { currentLanguage } from '../../../lib/i18n';
import {
  getSessionRegion,
  setSessionRegion,
} from '../../../lib/storage/session-region';
import {
  prepareLogin,
  useLoginFlow,
  type LoginState,
} from '../hooks/use-login-flow';
import { readExternalEntry } from '../lib/external-entry';
import { LoginForm } from './login-form';
import { LoginLayout } from './login-layout';
import { RegionSelect } from './region-select';
import { TooManyDevices } from './too-many-devices';

// Shown only after signing in, so its code and its request (zod) are not
// part of the first page (issue 16).
const PrivacyPolicyOverlay = lazy(() =>
  import('./privacy-policy-overlay').then((m) => ({
    default: m.PrivacyPolicyOverlay,
  })),
);

const REGION_NAME = {
  0: 'region.international',
  1: 'region.chinaName',
  2: 'region.russia',
  4: 'region.indonesia',
} as const;
const ERROR_DETAIL = {
  1: 'errors.status1',
  2: 'errors.status2',
  3: 'errors.status3',
  4: 'errors.status4',
} as const;

function viewOf(state: LoginState, region: MarketRegion | undefined): string {
  if (
    state.step === 'tooManyDevices' ||
    state.step === 'failed' ||
    state.step === 'privacy'
  )
    return state.step;
  return region === undefined && state.step === 'form' ? 'region' : 'form';
}

/** The whole login screen (spec 01 §2 login, §4 Login flow). */
export function LoginScreen() {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const config = useAppConfig();
  const flow = useLoginFlow();
  const { state } = flow;
  const [searchParams, setSearchParams] = useSearchParams();
  // Entry from another website (spec 01 §4), read once on arrival.
  const [entry] = useState(() => readExternalEntry(searchParams));
  // DESIGN.md §4: the page is skipped when the deployment fixes the region or one is held for the session.
  const [region, setRegion] = useState<MarketRegion | undefined>(
    () =>
      config.FixedMarketRegion ??
      getSessionRegion() ??
      (entry.kind === 'valid'
        ? entry.studentInfo.UserInfo.MarketRegion
        : undefined),
  );
  const contentRef = useRef<HTMLDivElement>(null);
  const entryHandled = useRef(false);

  // The entry's token leaves the address at once, before the first paint
  // (a layout effect: Preact runs plain effects a frame later, decision 019);
  // the student continues, or stays logged out.
  useLayoutEffect(() => {
    if (entryHandled.current || entry.kind === 'none') return;
    entryHandled.current = true;
    setSearchParams({}, { replace: true });
    if (entry.kind === 'valid') flow.enterWith(entry.studentInfo);
    else void clearLocalData();
  }, [entry, setSearchParams, flow]);

  // After a change of view, move focus to its heading so keyboard and
  // screen-reader users follow, before the view paints (decision 019).
  const view = viewOf(state, region);
  const previousView = useRef(view);
  useLayoutEffect(() => {
    if (previousView.current === view) return;
    previousView.current = view;
    if (view === 'privacy') return;
    const heading = contentRef.current?.querySelector<HTMLElement>('h1, h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [view]);

  const chooseRegion = (r: MarketRegion) => {
    setSessionRegion(r);
    setRegion(r);
    void i18n.changeLanguage(marketLanguage(r));
  };

  let content;
  if (state.step === 'failed') {
    content = (
      <ErrorState
        headingLevel={1}
        detail={t(ERROR_DETAIL[state.errorStatus])}
        error={state.error}
        onRetry={flow.retry}
      />
    );
  } else if (state.step === 'tooManyDevices') {
    content = (
      <TooManyDevices
        sessions={state.sessions}
        busy={state.busy}
        message={state.message}
        onSignOutOthers={(password) => void flow.signOutOtherDevices(password)}
        onBack={flow.backToForm}
      />
    );
  } else if (view === 'region') {
    content = <RegionSelect onSelect={chooseRegion} />;
  } else {
    content = (
      <LoginForm
        busy={state.step !== 'form'}
        message={state.step === 'form' ? state.message : undefined}
        onSubmit={(u, p) => void flow.submit(u, p)}
        onEdit={flow.clearMessage}
        onFocus={prepareLogin}
        regionName={region === undefined ? undefined : t(REGION_NAME[region])}
        onChangeRegion={
          config.FixedMarketRegion === null
            ? () => setRegion(undefined)
            : undefined
        }
      />
    );
  }

  return (
    <LoginLayout>
      <title>{t('common:pageTitle', { page: t('common:pages.login') })}</title>
      <div ref={contentRef}>{content}</div>
      {state.step === 'privacy' && (
        <Suspense>
          <PrivacyPolicyOverlay
            language={state.pending.language ?? currentLanguage(i18n.language)}
            busy={state.busy}
            onAgree={() => void flow.agree()}
            onClose={flow.closePrivacy}
          />
        </Suspense>
      )}
    </LoginLayout>
  );
}
