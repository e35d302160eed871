import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import type { CustomTest, ModuleActivityAnswer } from '@gp/api';
import { afterLeavingTest } from '@gp/domain';
import { PlayerTestHost } from '../../../components/player-host/player-test-host';
import { progressQueryOptions } from '../../../lib/api/get-progress';
import { currentLanguage } from '../../../lib/i18n';
import type { LearnEntryState } from '../../../lib/learn-entry';
import { pathOfPage } from '../../../lib/page-path';
import { pathOf } from '../../../lib/paths';
import { playerAddress, testLessonId } from '../../../lib/player/player-frame';
import { randomId } from '../../../lib/random-id';
import {
  getLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import {
  customTestScoresQueryOptions,
  startCustomTestQueryOptions,
  useSaveCustomTest,
} from '../api/custom-test-api';

/** The submission's idempotency key: the stored one for the same test (a reload), else a new one. */
function idempotencyKeyFor(testKey: string): string {
  const stored = getLocalRecord().studentCustomTest as
    { CustomTestKey?: unknown; IdempotencyKey?: unknown } | undefined;
  return stored?.CustomTestKey === testKey &&
    typeof stored.IdempotencyKey === 'string'
    ? stored.IdempotencyKey
    : randomId();
}

/**
 * spec 02 §2 ct_testing in the shared player host: the custom test (type
 * diagnostic_test) kept in the local record with its idempotency key, learn
 * with the CT results overlay after the submission (spec 02 §4 Custom test
 * submit), and the custom test page after the leave warning.
 */
export function CtSession({
  test,
  studentId,
  moduleKeys,
  cameFromPage,
}: {
  test: CustomTest;
  studentId: string;
  moduleKeys: readonly string[];
  cameFromPage: boolean;
}) {
  const { t, i18n } = useTranslation('customTest');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const testKey = test.CustomTestKey;
  const lessonId = testLessonId(testKey, studentId);
  const [idempotencyKey] = useState(() => idempotencyKeyFor(testKey));
  const [src] = useState(() =>
    playerAddress({
      lessonId,
      studentId,
      type: 'diagnostic_test',
      lang: currentLanguage(i18n.language),
      getNewData: cameFromPage,
    }),
  );
  const { mutateAsync: saveTest } = useSaveCustomTest();

  const store = () =>
    updateLocalRecord({
      studentCustomTest: {
        CustomTestKey: testKey,
        IdempotencyKey: idempotencyKey,
      },
    });
  const save = (answers: ModuleActivityAnswer[]) =>
    saveTest({
      CustomTestKey: testKey,
      StudentId: studentId,
      IdempotencyKey: idempotencyKey,
      StudentModuleActivityAnswer: answers,
    });
  const onSaved = async (result: Awaited<ReturnType<typeof save>>) => {
    await updateLocalRecord({
      studentCustomTest: undefined,
      customTestModuleKeys: undefined,
    });
    for (const key of [
      progressQueryOptions(studentId).queryKey,
      customTestScoresQueryOptions(studentId).queryKey,
      startCustomTestQueryOptions(studentId, moduleKeys).queryKey,
    ])
      queryClient.removeQueries({ queryKey: key });
    const state: LearnEntryState = { overlay: 'ctResults', ctResult: result };
    void navigate(pathOf('learn'), { replace: true, state });
  };
  // spec 02 §2: confirming the leave warning sends the student back to the custom test page.
  const quit = () =>
    void navigate(pathOfPage(afterLeavingTest('ct_testing')), {
      replace: true,
    });

  return (
    <PlayerTestHost
      page="ct_testing"
      lessonId={lessonId}
      src={src}
      modules={test.Modules}
      text={(key, values) => t(`testing.${key}`, values)}
      store={store}
      save={save}
      onSaved={onSaved}
      onQuit={quit}
      onStartAgain={quit}
    />
  );
}
