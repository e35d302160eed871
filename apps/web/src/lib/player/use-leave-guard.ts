import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Leaving a running quiz or test warns first: in-app navigation (the
 * browser's back button included) is held by the router's blocker for the
 * page's own dialog; closing or reloading the tab gets the browser's
 * warning (after `onUnload`, e.g. flushing what must not be lost).
 * `running` is read at the moment of leaving.
 */
export function useLeaveGuard(running: () => boolean, onUnload?: () => void) {
  const latest = useRef({ running, onUnload });
  useEffect(() => {
    latest.current = { running, onUnload };
  });

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current.running()) return;
      latest.current.onUnload?.();
      event.preventDefault();
      // Older browsers show the warning only with a return value.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      latest.current.running() &&
      currentLocation.pathname !== nextLocation.pathname,
  );
}
