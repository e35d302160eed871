import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveProfile, type BodyOf } from '@gp/api';
import { apiRequest } from '../api-client';
import { getLocalRecord, updateLocalRecord } from '../storage/local-record';
import { studentProfileQueryOptions } from './get-student-profile';
import { progressQueryOptions } from './get-progress';

export type ProfileSaveBody = BodyOf<typeof saveProfile>;

/** PUT /api/v2/StudentProfile/Save/ (spec 01 §7); set_level and dt_intro add StartPointGradeKey. */
export function saveProfileRequest(body: ProfileSaveBody) {
  return apiRequest(saveProfile, { body });
}

/**
 * Saves the profile, then keeps the answer in the query cache and the local
 * record; progress is refetched, since the start point decides the next test.
 */
export function useSaveProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfileRequest,
    onSuccess: async (profile) => {
      queryClient.setQueryData(
        studentProfileQueryOptions(userId).queryKey,
        profile,
      );
      await queryClient.invalidateQueries({
        queryKey: progressQueryOptions(userId).queryKey,
      });
      if (getLocalRecord().studentInfo?.UserInfo.UserId === userId)
        await updateLocalRecord({ studentProfile: profile });
    },
  });
}
