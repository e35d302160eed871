import {
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import styles from './player-test-host.module.css';

/**
 * A player frame opened with the page, before the test is known (issue 16:
 * the frame's address waited for the test's start, and the player's boot
 * then came after it). It loads hidden at the pending address; the test's
 * host (PlayerTestHost `earlyFrame`) shows it and names the lesson with
 * `openLesson` once the frame has loaded.
 */
export interface EarlyPlayerFrame {
  ref: RefObject<HTMLIFrameElement | null>;
  /** The frame's page has loaded: its script listens for openLesson. */
  loaded: boolean;
  /** The host is on screen and shows the frame as its own. */
  setShown: (shown: boolean) => void;
}

/**
 * The page's content, then the early frame, at a place in the tree that
 * never changes while the page loads, decides and starts the test: moving
 * or re-creating an iframe reloads it. The frame opens once `src` is given:
 * a page gives it once its own start request is on its way, so that the
 * frame's boot takes the time the page waits rather than the time before it
 * asks. Until the host shows it, the frame is hidden and the wrapper adds no
 * box; then the wrapper lays out the host's header, notices and the frame as
 * PlayerTestHost's own frame would be.
 */
export function EarlyPlayerFrameSlot({
  src,
  title,
  children,
}: {
  /**
   * The pending address (lib/player pendingPlayerAddress); null until the
   * frame may open, then the same address: a new one would reload the frame.
   */
  src: string | null;
  title: string;
  children: (frame: EarlyPlayerFrame) => ReactNode;
}) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [shown, setShown] = useState(false);
  const frame = useMemo(() => ({ ref, loaded, setShown }), [loaded]);
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
