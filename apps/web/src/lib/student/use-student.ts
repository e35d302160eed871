import type { MarketRegion } from '@gp/api';
import { useLocalRecord } from '../storage/local-record';

export interface SignedInStudent {
  userId: string;
  firstName: string;
  marketRegion: MarketRegion;
}

/** The signed-in student from the local record; null while logging out (the guard then leaves the page). */
export function useStudent(): SignedInStudent | null {
  const { studentInfo } = useLocalRecord();
  if (!studentInfo) return null;
  const { UserId, EnglishFirstName, MarketRegion } = studentInfo.UserInfo;
  return {
    userId: UserId,
    firstName: EnglishFirstName,
    marketRegion: MarketRegion,
  };
}
