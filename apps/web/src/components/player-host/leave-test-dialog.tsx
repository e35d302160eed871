import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import type { PlayerTestText } from './player-test-host';

/**
 * spec 01 §2 testing, spec 02 §2 ct_testing / §8: "If you leave the page
 * now, your progress will be lost." with Continue test / Quit test. Escape
 * and the close button mean Continue test; Continue takes the focus, so
 * Enter never quits by accident.
 */
export function LeaveTestDialog({
  progress,
  text,
  onContinue,
  onQuit,
}: {
  /** Answered so far, as the player last reported it. */
  progress: { answered: number; total: number } | null;
  text: PlayerTestText;
  onContinue: () => void;
  onQuit: () => void;
}) {
  return (
    <Dialog
      title={text('leaveTitle')}
      onClose={onContinue}
      closeLabel={text('continue')}
      footer={
        <>
          <Button variant="secondary" onClick={onQuit}>
            {text('quit')}
          </Button>
          <Button onClick={onContinue}>{text('continue')}</Button>
        </>
      }
    >
      <p>{text('leaveText')}</p>
      {progress && <p>{text('answered', progress)}</p>}
    </Dialog>
  );
}
