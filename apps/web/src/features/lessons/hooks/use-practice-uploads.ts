import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LessonActivityAnswer } from '@gp/api';
import { isUploadFinished, uploadOutcome, type UploadStatus } from '@gp/domain';
import { practiceProgressKey } from '../../../lib/api/get-practice-progress';
import { isLogoutError } from '../../../lib/api-error';
import { randomId } from '../../../lib/random-id';
import { savePracticeRequest } from '../api/save-practice';

export interface UploadItem {
  id: string;
  activityKey: string;
  status: UploadStatus;
}

/**
 * spec 02 §4 Remediation page flow: practice result upload items (1 pending,
 * 2 uploading, 3 saved, 4 failed), each tried once, one save per finished
 * activity with its own idempotency key (the lessons contract).
 */
export function usePracticeUploads(studentId: string) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const live = useRef<UploadItem[]>([]);

  const set = (id: string, status: UploadStatus) => {
    live.current = live.current.map((i) =>
      i.id === id ? { ...i, status } : i,
    );
    setItems(live.current);
  };

  const upload = useCallback(
    async (startKey: string, answer: LessonActivityAnswer) => {
      const item: UploadItem = {
        id: randomId(),
        activityKey: answer.ActivityKey,
        status: 1,
      };
      live.current = [...live.current, item];
      setItems(live.current);
      set(item.id, 2);
      let ok = false;
      try {
        await savePracticeRequest({
          StudentRemediationKey: startKey,
          StudentId: studentId,
          IdempotencyKey: item.id,
          StudentModuleLessonAnswer: [answer],
        });
        ok = true;
        void queryClient.invalidateQueries({
          queryKey: practiceProgressKey(studentId),
        });
      } catch (error) {
        if (!isLogoutError(error))
          console.warn(`The practice of ${answer.ActivityKey} was not saved.`);
      }
      set(item.id, uploadOutcome(2, ok));
    },
    [queryClient, studentId],
  );

  return {
    items,
    upload,
    /** Read at the moment of leaving. */
    isFinished: () => isUploadFinished(live.current.map((i) => i.status)),
    hasFailed: () => live.current.some((i) => i.status === 4),
  };
}
