import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Leaving a running quiz or test warns first: in-app navigation (the
 * browser's back button included) is held by the router's blocker for the
 * page's own dialog; closing or reloading the tab gets the browser's
 * warning. `running` is read at the moment of leaving.
 */
export function useLeaveGuard(running: () => boolean) {
  const latest = useRef(running);
  useEffect(() => {
    latest.current = running;
  });

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current()) return;
      event.preventDefault();
      // Older browsers show the warning only with a return value.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      latest.current() && currentLocation.pathname !== nextLocation.pathname,
  );
}
