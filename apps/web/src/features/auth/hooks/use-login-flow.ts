import { useCallback, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { SignInResponse } from '@gp/api';
import {
  afterLoginPage,
  interfaceLanguageFor,
  isProfileComplete,
} from '@gp/domain';
import {
  INITIAL_LOGIN_STATE,
  loginFlow,
  tooManyDevices,
  type AgreementPending,
  type LoginMessage,
  type PendingLogin,
} from '../lib/login-flow-state';
import { logoutRequest } from '../../../lib/auth/logout';
import { pathOf } from '../../../lib/paths';
import { useLoadQueryClient } from '../../../lib/query-client-context';
import { updateLocalRecord } from '../../../lib/storage/local-record';

/**
 * The flow's requests, with the wire contract's zod schemas, load when the
 * student starts to sign in (prepareLogin) instead of with the page (issue 16).
 */
const loadRequests = () => import('../api/login-requests');

/** Starts fetching the login requests and the query client early (the form calls it on first focus). */
export function prepareLogin(): void {
  for (const load of [loadRequests, () => import('../../../lib/query-client')])
    load().catch(() => {
      // Offline: the sign-in itself reports it.
    });
}

export type {
  LoginMessage,
  LoginState,
  PendingLogin,
} from '../lib/login-flow-state';

/**
 * The login flow of spec 01 §4: the states and their moves are the reducer
 * `loginFlow`; this hook runs the requests. Each sign-in attempt owns an
 * AbortController: a new attempt, Back or closing the policy aborts the one
 * before, so an answer that arrives late changes nothing.
 */
export function useLoginFlow() {
  const [state, dispatch] = useReducer(loginFlow, INITIAL_LOGIN_STATE);
  const attempt = useRef<AbortController | null>(null);
  const navigate = useNavigate();
  // Loaded with the requests: TanStack Query is not on the login's first page (issue 16).
  const loadQueryClient = useLoadQueryClient();
  const { i18n } = useTranslation();

  /** Ends the attempt in progress and starts a new one. */
  const newAttempt = useCallback(() => {
    attempt.current?.abort();
    attempt.current = new AbortController();
    return attempt.current.signal;
  }, []);

  const finish = useCallback(
    async (
      pending: AgreementPending | Omit<AgreementPending, 'documentId'>,
    ) => {
      const { studentInfo, profile, language } = pending;
      await updateLocalRecord({
        studentInfo,
        studentProfile: profile,
        marketRegion: studentInfo.UserInfo.MarketRegion,
        language,
      });
      navigate(pathOf(afterLoginPage(isProfileComplete(profile))), {
        replace: true,
      });
    },
    [navigate],
  );

  /** Steps 3 and 4 of spec 01 §4, after a token is held. */
  const continueWith = useCallback(
    async (studentInfo: SignInResponse, signal: AbortSignal) => {
      const { Token: token, UserInfo: user } = studentInfo;
      let pending: PendingLogin = { studentInfo };
      try {
        const [
          { studentProfileQueryOptions, privacyAgreementQueryOptions },
          queryClient,
        ] = await Promise.all([loadRequests(), loadQueryClient()]);
        // Signing in reads the profile afresh (spec 01 §4 Login flow 3).
        const profile = await queryClient.fetchQuery({
          ...studentProfileQueryOptions(user.UserId, token),
          staleTime: 0,
        });
        if (signal.aborted) return;
        // The saved preference when it is English or the market language, else the market language.
        const language = interfaceLanguageFor(
          profile.PreferLanguageCode,
          user.MarketRegion,
        );
        if (i18n.language !== language) await i18n.changeLanguage(language);
        pending = { studentInfo, profile, language };
        const agreement = await queryClient.fetchQuery(
          privacyAgreementQueryOptions(user.UserId, language, token),
        );
        if (signal.aborted) return;
        const latest = agreement.LatestPrivacyPolicyDocumentResult;
        if (latest.Signed)
          return await finish({ studentInfo, profile, language });
        dispatch({
          type: 'agreementNeeded',
          pending: { studentInfo, profile, language, documentId: latest.Id },
        });
      } catch (error) {
        if (signal.aborted) return;
        const failure = pending.profile ? 'agreementRead' : 'profile';
        dispatch({ type: 'failed', failure, error, pending });
      }
    },
    [loadQueryClient, i18n, finish],
  );

  /** Signs in (or ends the other sessions and signs in), then continues. */
  const signInWith = useCallback(
    async (request: () => Promise<SignInResponse>) => {
      const signal = newAttempt();
      try {
        const info = await request();
        if (signal.aborted) return;
        dispatch({ type: 'signedIn', info });
        // Too many devices: the reducer shows them; there is no session to continue with.
        if (!tooManyDevices(info)) await continueWith(info, signal);
      } catch (error) {
        if (!signal.aborted)
          dispatch({ type: 'failed', failure: 'signIn', error });
      }
    },
    [newAttempt, continueWith],
  );

  const submit = useCallback(
    async (userName: string, password: string) => {
      dispatch({ type: 'signIn', userName });
      await signInWith(async () =>
        (await loadRequests()).signInRequest({
          UserName: userName,
          Password: password,
        }),
      );
    },
    [signInWith],
  );

  const signOutOtherDevices = useCallback(
    async (password: string) => {
      if (state.step !== 'tooManyDevices') return;
      const { userName } = state;
      dispatch({ type: 'endSessions' });
      await signInWith(async () =>
        (await loadRequests()).endSessionsRequest({
          UserName: userName,
          Password: password,
        }),
      );
    },
    [state, signInWith],
  );

  const agree = useCallback(async () => {
    if (state.step !== 'privacy') return;
    const signal = newAttempt();
    const { pending } = state;
    dispatch({ type: 'agree' });
    try {
      const { savePrivacyAgreementRequest } = await loadRequests();
      await savePrivacyAgreementRequest(
        pending.documentId,
        pending.studentInfo.Token,
      );
      if (signal.aborted) return;
      await finish(pending);
    } catch (error) {
      if (!signal.aborted)
        dispatch({ type: 'failed', failure: 'agreementSave', error, pending });
    }
  }, [state, newAttempt, finish]);

  /** The session opened by this sign-in ends on the server; nothing was stored yet. */
  const abandon = useCallback(
    (pending: PendingLogin | undefined, message?: LoginMessage) => {
      attempt.current?.abort();
      if (pending)
        void logoutRequest(pending.studentInfo.Token).catch(() => {});
      dispatch(message ? { type: 'reset', message } : { type: 'reset' });
    },
    [],
  );

  /** spec 01 §2: closing the privacy policy logs the student out; the form says agreeing is needed (issue 15). */
  const closePrivacy = useCallback(() => {
    if (state.step === 'privacy')
      abandon(state.pending, { type: 'privacyNeeded' });
  }, [state, abandon]);

  /** spec 01 §4 step 5: retry logs out unless the error was 4, then clears the error. */
  const retry = useCallback(() => {
    if (state.step !== 'failed') return;
    if (loginFlow(state, { type: 'retry' }).step === 'privacy')
      dispatch({ type: 'retry' });
    else abandon(state.pending);
  }, [state, abandon]);

  const backToForm = useCallback(() => {
    attempt.current?.abort();
    dispatch({ type: 'reset' });
  }, []);

  /** Entry from another website with a token already held. */
  const enterWith = useCallback(
    (studentInfo: SignInResponse) => {
      const signal = newAttempt();
      dispatch({ type: 'signedIn', info: studentInfo });
      void continueWith(studentInfo, signal);
    },
    [continueWith, newAttempt],
  );

  const clearMessage = useCallback(() => {
    dispatch({ type: 'clearMessage' });
  }, []);

  return {
    state,
    submit,
    signOutOtherDevices,
    agree,
    closePrivacy,
    retry,
    backToForm,
    enterWith,
    clearMessage,
  };
}
