/**
 * A dialog form that holds unsaved entries asks before Escape or a click beside it closes it: either
 * had thrown away everything typed into a long form, with no warning. `requestClose` goes in the
 * dialog's `onClose`: an unchanged form closes at once, a changed one shows `confirmation`
 * (ui/ConfirmDialog.tsx: "Discard your changes?", react-admin's own unsaved-changes sentence, Keep
 * editing focused first so Enter or Escape keeps the work) and closes on Discard. The form's Cancel
 * button, the explicit choice to drop it, still closes at once.
 * docs/accessibility.md, "Other rules the pages follow".
 */
import { useState, type ReactElement } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export interface DiscardGuard {
    requestClose: () => void;
    /** Rendered beside the form's dialog. */
    confirmation: ReactElement;
}

export function useDiscardGuard(changed: boolean, close: () => void): DiscardGuard {
    const [asking, setAsking] = useState(false);
    const requestClose = () => {
        if (changed) setAsking(true);
        else close();
    };
    const confirmation = (
        <ConfirmDialog
            open={asking}
            onClose={() => setAsking(false)}
            onConfirm={async () => undefined}
            onSuccess={close}
            title="ats.confirm.discard_title"
            content="ra.message.unsaved_changes"
            confirmLabel="ats.confirm.discard"
            cancelLabel="ats.confirm.keep_editing"
        />
    );
    return { requestClose, confirmation };
}
