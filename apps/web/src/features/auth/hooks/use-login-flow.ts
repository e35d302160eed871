import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CultureCode, SignInResponse, StudentProfile } from '@gp/api';
import {
  afterLoginPage,
  interfaceLanguageFor,
  isProfileComplete,
  loginRetry,
} from '@gp/domain';
import {
  endsQuietly,
  messageFor,
  tooManyDevices,
  type ErrorStatus,
  type LoginState,
  type PendingLogin,
} from '../lib/login-flow-state';
import { studentProfileQueryOptions } from '../../../lib/api/get-student-profile';
import { logoutRequest } from '../../../lib/auth/logout';
import { pathOf } from '../../../lib/paths';
import { updateLocalRecord } from '../../../lib/storage/local-record';
import { useEndSessions } from '../api/end-sessions';
import { privacyAgreementQueryOptions } from '../api/get-privacy-agreement';
import { useSavePrivacyAgreement } from '../api/save-privacy-agreement';
import { useSignIn } from '../api/sign-in';

export type {
  ErrorStatus,
  LoginMessage,
  LoginState,
  PendingLogin,
} from '../lib/login-flow-state';

export function useLoginFlow() {
  const [state, setState] = useState<LoginState>({ step: 'form' });
  const run = useRef(0);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const signIn = useSignIn();
  const endSessions = useEndSessions();
  const saveAgreement = useSavePrivacyAgreement();

  const finish = useCallback(
    async (
      pending: PendingLogin & {
        profile: StudentProfile;
        language: CultureCode;
      },
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
    async (studentInfo: SignInResponse, id: number) => {
      const stale = () => run.current !== id;
      const fail = (
        error: unknown,
        status: ErrorStatus,
        pending: PendingLogin,
      ) => {
        if (stale()) return;
        setState(
          endsQuietly(error)
            ? { step: 'form' }
            : { step: 'error', status, pending },
        );
      };
      setState({ step: 'loading' });
      const { Token: token, UserInfo: user } = studentInfo;
      let profile: StudentProfile;
      try {
        // Signing in reads the profile afresh (spec 01 §4 Login flow 3).
        profile = await queryClient.fetchQuery({
          ...studentProfileQueryOptions(user.UserId, token),
          staleTime: 0,
        });
      } catch (error) {
        return fail(error, 2, { studentInfo });
      }
      if (stale()) return;
      // The saved preference when it is English or the market language, else the market language.
      const language = interfaceLanguageFor(
        profile.PreferLanguageCode,
        user.MarketRegion,
      );
      if (i18n.language !== language) await i18n.changeLanguage(language);
      const pending = { studentInfo, profile, language };
      try {
        const agreement = await queryClient.fetchQuery(
          privacyAgreementQueryOptions(user.UserId, language, token),
        );
        if (stale()) return;
        const latest = agreement.LatestPrivacyPolicyDocumentResult;
        if (latest.Signed) return await finish(pending);
        setState({
          step: 'privacy',
          pending: { ...pending, documentId: latest.Id },
          busy: false,
        });
      } catch (error) {
        return fail(error, 3, pending);
      }
    },
    [queryClient, i18n, finish],
  );

  const submit = useCallback(
    async (userName: string, password: string) => {
      const id = ++run.current;
      setState({ step: 'signing-in' });
      try {
        const info = await signIn.mutateAsync({
          UserName: userName,
          Password: password,
        });
        if (run.current !== id) return;
        if (tooManyDevices(info))
          return setState({
            step: 'devices',
            userName,
            sessions: info.SessionList,
            busy: false,
          });
        await continueWith(info, id);
      } catch (error) {
        if (run.current !== id) return;
        const message = messageFor(error);
        setState(
          message || endsQuietly(error)
            ? { step: 'form', message }
            : { step: 'error', status: 1 },
        );
      }
    },
    [signIn, continueWith],
  );

  const signOutOtherDevices = useCallback(
    async (password: string) => {
      if (state.step !== 'devices') return;
      const id = ++run.current;
      const { userName } = state;
      setState({ ...state, busy: true, message: undefined });
      try {
        const info = await endSessions.mutateAsync({
          UserName: userName,
          Password: password,
        });
        if (run.current !== id) return;
        if (tooManyDevices(info))
          return setState({
            step: 'devices',
            userName,
            sessions: info.SessionList,
            busy: false,
          });
        await continueWith(info, id);
      } catch (error) {
        if (run.current !== id) return;
        const message = messageFor(error);
        if (message) setState({ ...state, busy: false, message });
        else
          setState(
            endsQuietly(error)
              ? { step: 'form' }
              : { step: 'error', status: 1 },
          );
      }
    },
    [state, endSessions, continueWith],
  );

  const agree = useCallback(async () => {
    if (state.step !== 'privacy') return;
    const id = ++run.current;
    const { pending } = state;
    setState({ ...state, busy: true });
    try {
      await saveAgreement.mutateAsync({
        documentId: pending.documentId,
        token: pending.studentInfo.Token,
      });
      if (run.current !== id) return;
      await finish(pending);
    } catch (error) {
      if (run.current !== id) return;
      setState(
        endsQuietly(error)
          ? { step: 'form' }
          : { step: 'error', status: 4, pending },
      );
    }
  }, [state, saveAgreement, finish]);

  /** The session opened by this sign-in ends on the server; nothing was stored yet. */
  const abandon = useCallback((pending: PendingLogin | undefined) => {
    run.current += 1;
    if (pending) void logoutRequest(pending.studentInfo.Token).catch(() => {});
    setState({ step: 'form' });
  }, []);

  /** spec 01 §2: closing the privacy policy logs the student out. */
  const closePrivacy = useCallback(() => {
    if (state.step === 'privacy') abandon(state.pending);
  }, [state, abandon]);

  /** spec 01 §4 step 5: retry logs out unless the error was 4, then clears the error. */
  const retry = useCallback(() => {
    if (state.step !== 'error') return;
    const { status, pending } = state;
    if (
      !loginRetry(status).logout &&
      pending?.profile &&
      pending.language &&
      pending.documentId
    ) {
      const { profile, language, documentId } = pending;
      setState({
        step: 'privacy',
        pending: { ...pending, profile, language, documentId },
        busy: false,
      });
      return;
    }
    abandon(pending);
  }, [state, abandon]);

  const backToForm = useCallback(() => {
    run.current += 1;
    setState({ step: 'form' });
  }, []);

  /** Entry from another website with a token already held. */
  const enterWith = useCallback(
    (studentInfo: SignInResponse) => {
      const id = ++run.current;
      void continueWith(studentInfo, id);
    },
    [continueWith],
  );

  const clearMessage = useCallback(() => {
    setState((s) => (s.step === 'form' && s.message ? { step: 'form' } : s));
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
