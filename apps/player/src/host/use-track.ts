import { useCallback } from 'react';
import type { HostChannel, OutgoingMessage } from './host-channel';

export type TrackEvent = Extract<OutgoingMessage, { type: 'track' }>['event'];

/** Posts a `track` message stamped with the student's clock (spec 01 §7 tracking calls from the frame). */
export function useTrack(host: HostChannel) {
  return useCallback(
    (event: TrackEvent, extra: { page?: string; durationMs?: number } = {}) =>
      host.post({
        type: 'track',
        event,
        at: new Date().toISOString(),
        ...extra,
      }),
    [host],
  );
}
