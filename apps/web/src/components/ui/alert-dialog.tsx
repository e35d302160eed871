import { Button } from './button';
import { Dialog } from './dialog';

export interface AlertDialogProps {
  title: string;
  message?: string;
  buttonLabel: string;
  onConfirm: () => void;
}

/**
 * A message the student must acknowledge before the app moves on (spec 01
 * §8: "alert then log out", "alert then dt_intro"). It has no close button,
 * so its one button takes the focus.
 */
export function AlertDialog({
  title,
  message,
  buttonLabel,
  onConfirm,
}: AlertDialogProps) {
  return (
    <Dialog
      title={title}
      footer={<Button onClick={onConfirm}>{buttonLabel}</Button>}
    >
      {message && <p>{message}</p>}
    </Dialog>
  );
}
