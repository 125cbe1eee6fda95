/**
 * Toasts. Everything goes through react-admin's notification queue (so
 * react-admin's own messages and `useNotify` calls land here too), and
 * <ToastHost> is the one Snackbar that shows them: passed to <Admin
 * notification>. Unlike react-admin's default host it does not queue: a new
 * toast replaces the current one at once (SPEC.md section 9). Durations come
 * from config/constants.json toastMs.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
    CloseNotificationContext,
    useNotificationContext,
    useNotify,
    useTakeUndoableMutation,
    useTranslate,
    type NotificationPayload,
} from 'react-admin';
import { constants } from '../config';

export type ToastKind = 'success' | 'error' | 'warning' | 'info' | 'loading';

export interface ToastOptions {
    /** Second line under the title; an i18n key or plain text. */
    description?: string;
    /** Overrides the duration of the kind (ms); null keeps it open. */
    autoHideDuration?: number | null;
    messageArgs?: Record<string, unknown>;
}

/** The duration of a kind of toast: success 2 s, loading 2 s, everything else 4 s. */
export function toastDuration(kind: ToastKind): number {
    const { toastMs } = constants;
    if (kind === 'success') return toastMs.success;
    if (kind === 'error') return toastMs.error;
    if (kind === 'loading') return toastMs.loading;
    return toastMs.default;
}

export type ShowToast = (message: string, options?: ToastOptions) => void;
export type ToastApi = Record<ToastKind, ShowToast>;

/** `toast.success('ats.auth.logged_out')`, `toast.warning(title, { description })`, ... */
export function useToast(): ToastApi {
    const notify = useNotify();
    return useMemo(() => {
        const show =
            (kind: ToastKind): ShowToast =>
            (message, options = {}) =>
                notify(message, {
                    // react-admin knows no 'loading' type: it travels as info with our own marker.
                    type: kind === 'loading' ? 'info' : kind,
                    toastKind: kind,
                    description: options.description,
                    messageArgs: options.messageArgs,
                    autoHideDuration: options.autoHideDuration === undefined ? toastDuration(kind) : options.autoHideDuration,
                });
        return { success: show('success'), error: show('error'), warning: show('warning'), info: show('info'), loading: show('loading') };
    }, [notify]);
}

/**
 * Where a toast shows: at the top centre. On a desktop it lies over the bar's empty middle (its
 * title is on the left, its actions on the right); on a phone or a small tablet (the shell's mobile
 * width) the bar is full, so it lies just below the bar (`--ats-page-top`, the bar's height, set by
 * custom/shell/AreaBar.tsx; 8 px from the top where no bar sets it, the public pages). Each other
 * place covered a control for the toast's 2 to 4 s, and MUI keeps a toast while the pointer rests on
 * it, so one that appears under the button just clicked stays: at the top right, the bar's primary
 * action, the account menu and a drawer's close button; at the bottom centre, a dialog's
 * right-aligned buttons ("Send again" after sending an offer) and, on a phone, a portal form's Save
 * at the form's end (the vendor's profile at 390 px), which could not be pressed again nor the
 * form's end seen; at the bottom left, a portal form's Save (the vendor's profile). The offline
 * notice keeps the bottom left.
 */
export const TOAST_PLACEMENT = { vertical: 'top', horizontal: 'center' } as const;

/**
 * How far from the top a desktop toast sits, a CSS custom property on the document: a bar with a row
 * of area links over its title row (vendor, interviewer, employee, candidate) sets it below that row
 * (custom/shell/AreaBar.tsx), so the toast lies over the title row's empty middle and not over the
 * links, whose middle is not empty (at 1280 px a toast hid the vendor's "Applicants"). Unset, MUI's 24 px.
 */
export const TOAST_TOP_PROPERTY = '--ats-toast-top';

/** The toast's top: over the bar's middle on a desktop, below the whole bar on a phone. */
export function toastTop(phone: boolean): string {
    return phone ? 'calc(var(--ats-page-top, 0px) + 8px)' : `var(${TOAST_TOP_PROPERTY}, 24px)`;
}

interface ShownToast {
    id: number;
    payload: NotificationPayload;
}

function kindOf(payload: NotificationPayload): ToastKind {
    const marker: unknown = payload.notificationOptions?.toastKind;
    return marker === 'loading' ? 'loading' : payload.type;
}

function durationOf(payload: NotificationPayload): number | undefined {
    const requested: unknown = payload.notificationOptions?.autoHideDuration;
    if (requested === null) return undefined; // stays until closed
    return typeof requested === 'number' ? requested : toastDuration(kindOf(payload));
}

export function ToastHost() {
    const { notifications, setNotifications } = useNotificationContext();
    // At or below the shell's mobile width (SPEC.md section 9), as custom/shell/useShellBreakpoints.ts reads it.
    const phone = useMediaQuery(`(max-width:${constants.breakpoints.mobile}px)`, { noSsr: true });
    const takeMutation = useTakeUndoableMutation();
    const [shown, setShown] = useState<ShownToast | null>(null);
    const [open, setOpen] = useState(false);
    const nextId = useRef(1);
    // An undoable mutation runs only when its toast goes away without Undo.
    const pendingUndoable = useRef(false);

    const settleUndoable = useCallback(
        (isUndo: boolean) => {
            if (!pendingUndoable.current) return;
            pendingUndoable.current = false;
            takeMutation()?.({ isUndo });
        },
        [takeMutation],
    );

    useEffect(() => {
        if (notifications.length === 0) return;
        const newest = notifications[notifications.length - 1];
        // Anything skipped (or being replaced) that was undoable is committed, never lost.
        settleUndoable(false);
        for (const skipped of notifications.slice(0, -1)) {
            if (skipped.notificationOptions?.undoable) takeMutation()?.({ isUndo: false });
        }
        setNotifications([]);
        pendingUndoable.current = Boolean(newest.notificationOptions?.undoable);
        setShown({ id: nextId.current++, payload: newest });
        setOpen(true);
    }, [notifications, setNotifications, settleUndoable, takeMutation]);

    const close = useCallback(() => setOpen(false), []);
    const onClose = (_event: unknown, reason?: SnackbarCloseReason) => {
        // A click elsewhere on the page must not swallow the message.
        if (reason !== 'clickaway') close();
    };
    const onExited = () => {
        settleUndoable(false);
        setShown(null);
    };
    const undo = () => {
        settleUndoable(true);
        close();
    };

    if (!shown) return null;
    return (
        <CloseNotificationContext.Provider value={close}>
            <Snackbar
                key={shown.id}
                open={open}
                autoHideDuration={durationOf(shown.payload)}
                onClose={onClose}
                anchorOrigin={TOAST_PLACEMENT}
                // Doubled class: MUI sets its 24 px in a media query emitted after a plain `top`.
                sx={{ '&&': { top: toastTop(phone) } }}
                slotProps={{ transition: { onExited } }}
            >
                <div>
                    <ToastBody payload={shown.payload} onClose={close} onUndo={shown.payload.notificationOptions?.undoable ? undo : undefined} />
                </div>
            </Snackbar>
        </CloseNotificationContext.Provider>
    );
}

interface ToastBodyProps {
    payload: NotificationPayload;
    onClose: () => void;
    onUndo?: () => void;
}

function ToastBody({ payload, onClose, onUndo }: ToastBodyProps) {
    const translate = useTranslate();
    const kind = kindOf(payload);
    const options = payload.notificationOptions ?? {};
    const text = (value: ReactNode): ReactNode =>
        typeof value === 'string' ? translate(value, { _: value, ...(options.messageArgs ?? {}) }) : value;
    const description: unknown = options.description;
    const action = onUndo ? (
        <Button color="inherit" size="small" onClick={onUndo}>
            {translate('ra.action.undo')}
        </Button>
    ) : undefined;
    return (
        <Alert
            role={kind === 'error' || kind === 'warning' ? 'alert' : 'status'}
            severity={kind === 'loading' ? 'info' : kind}
            icon={kind === 'loading' ? <CircularProgress size={20} aria-hidden /> : undefined}
            variant="filled"
            onClose={onClose}
            action={action}
            data-testid="toast"
            data-kind={kind}
            sx={{ minWidth: 280 }}
        >
            {typeof description === 'string' ? (
                <>
                    <AlertTitle>{text(payload.message)}</AlertTitle>
                    {text(description)}
                </>
            ) : (
                text(payload.message)
            )}
        </Alert>
    );
}
