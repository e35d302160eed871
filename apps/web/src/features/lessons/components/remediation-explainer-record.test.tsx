import { waitFor } from '../../../testing/testing-library';
import { beforeEach, describe, expect, it } from 'vitest';
import { XAPI_EXTENSIONS, XAPI_VERBS, xapiActivityIds } from '@gp/domain';
import { openLearningRecordStore } from '../../../lib/learning-records/queue-store';
import {
  loadLocalRecord,
  updateLocalRecord,
} from '../../../lib/storage/local-record';
import { studentInfo } from '../../../testing/fixtures';
import { lessonKey, MODULE } from '../../../testing/lesson-fixtures';
import { api, player, renderLesson } from './remediation-lesson-harness';

// DESIGN.md §4 Learning records: the explainer watched to its end is recorded by the browser.
beforeEach(async () => {
  await loadLocalRecord();
  await updateLocalRecord({ studentInfo: studentInfo() });
});

const done = (ActivityKey: string) => ({
  type: 'activityDone',
  answer: { ModuleKey: MODULE, ActivityKey, QuestionAnswer: [] },
});

describe('explainer watched in the remediation lesson', () => {
  it('queues an experienced statement when the player reports the explainer played to its end, and none for practice', async () => {
    api();
    await renderLesson(1);
    const { send } = await player();
    send({ type: 'requestLessonData' });
    send(done('articles.l1-p1'));
    send(done('articles.l1.explainer'));
    const store = await openLearningRecordStore();
    await waitFor(async () => expect(await store.count('u1')).toBe(1));
    const row = await store.head('u1');
    expect(row?.statement).toMatchObject({
      actor: { account: { name: 'u1' } },
      verb: { id: XAPI_VERBS.experienced.id },
      object: { id: xapiActivityIds.activity('articles.l1.explainer') },
      context: {
        extensions: {
          [XAPI_EXTENSIONS.lessonKey]: lessonKey(1),
          [XAPI_EXTENSIONS.moduleKey]: MODULE,
        },
      },
    });
  });
});
