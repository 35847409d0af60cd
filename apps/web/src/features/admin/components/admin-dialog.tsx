import { Button } from '@/ui/button';

/** The back office's modal dialog: the shared one (dimmed backdrop, titled panel, Escape closes, focus kept). */
export { Dialog as AdminDialog } from '@/ui/dialog';

/** A dialog form's buttons: Close, and the submit that confirms (off while the change is being sent). */
export function DialogActions({ confirmLabel, pending, onClose }: { confirmLabel: string; pending: boolean; onClose: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
      <Button type="submit" variant="accent" disabled={pending}>
        {confirmLabel}
      </Button>
    </div>
  );
}
