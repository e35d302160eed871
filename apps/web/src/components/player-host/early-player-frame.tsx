import {
  useCallback,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import styles from './player-test-host.module.css';

/**
 * The player's frame of the testing page, kept at one place in the tree from
 * the page's start (issue 16: the frame's address waited for the test's
 * start, and the player's boot then came after it). While the start is on
 * its way, the frame opens hidden at the address without a lesson, and the
 * player boots in the wait; the test's host (PlayerTestHost `earlyFrame`)
 * then shows it and names the lesson with `openLesson` once it has loaded.
 * When no start was on its way before the test came, the host opens the
 * frame at the lesson's own address.
 *
 * The frame opens at once, not once the page is idle, as it first did: at a
 * phone's speed (4x CPU) the page was never idle before the test came, so
 * the player booted only after it. Opened at once, the first question of a
 * cold load came 46 and 74 ms sooner in two sets of interleaved cold loads
 * (16 and 20 of each, 27 November).
 */
export interface EarlyPlayerFrame {
  ref: RefObject<HTMLIFrameElement | null>;
  /** Opened at the address without a lesson: the host names it (openLesson). */
  pending: boolean;
  /** The frame's page has loaded: its script listens for openLesson. */
  loaded: boolean;
  /** Opens the frame at the lesson's address, unless it is open already. */
  open: (src: string) => void;
  /** The host is on screen and shows the frame as its own. */
  setShown: (shown: boolean) => void;
}

/**
 * The page's content, then the frame: moving or re-creating an iframe
 * reloads it. Until the host shows it, the frame is hidden and the wrapper
 * adds no box; then the wrapper lays out the host's header, notices and the
 * frame as PlayerTestHost's own frame would be.
 */
export function EarlyPlayerFrameSlot({
  pendingSrc,
  waiting,
  title,
  children,
}: {
  /** The address without a lesson (lib/player pendingPlayerAddress). */
  pendingSrc: string | null;
  /** The page's start is on its way: the frame opens at `pendingSrc`. */
  waiting: boolean;
  title: string;
  children: (frame: EarlyPlayerFrame) => ReactNode;
}) {
  const ref = useRef<HTMLIFrameElement>(null);
  // The first address wins: a new one would reload the frame. With the start
  // on its way the frame opens at once: in the page's first render, or in the
  // render in which the start is sent (once the profile has answered).
  const [src, setSrc] = useState<string | null>(() =>
    waiting && pendingSrc ? pendingSrc : null,
  );
  const [wasWaiting, setWasWaiting] = useState(waiting);
  if (waiting !== wasWaiting) {
    setWasWaiting(waiting);
    if (waiting && pendingSrc && src === null) setSrc(pendingSrc);
  }
  const [loaded, setLoaded] = useState(false);
  const [shown, setShown] = useState(false);
  const open = useCallback(
    (address: string) => setSrc((opened) => opened ?? address),
    [],
  );
  const frame = useMemo(
    () => ({
      ref,
      pending: src !== null && src === pendingSrc,
      loaded,
      open,
      setShown,
    }),
    [loaded, open, pendingSrc, src],
  );
  return (
    <div className={shown ? styles.testing : styles.contents}>
      {children(frame)}
      {src !== null && (
        <iframe
          ref={ref}
          className={styles.frame}
          src={src}
          title={title}
          hidden={!shown}
          onLoad={() => setLoaded(true)}
        />
      )}
    </div>
  );
}
