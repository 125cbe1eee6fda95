/**
 * The button that starts a request (Save, Send, Sign in, Apply...), while that request runs.
 * A `disabled` button cannot hold the focus: the keyboard user who pressed it found the focus on
 * the page's top (or the dialog's frame) and a screen reader lost its place. While `busy` this
 * one stays focused and in the tab order, says so (`aria-disabled`, `aria-busy`), looks like
 * MUI's disabled button (its `Mui-disabled` class) with a spinner, and ignores presses: the click
 * is cancelled, which also stops a submit button's form, Enter in a text field included (the
 * browser's implicit submission clicks the default button). `disabled` still really disables it,
 * for reasons other than a running request (an invalid form, no permission).
 * docs/accessibility.md, "Other rules the pages follow".
 */
import type { MouseEvent } from 'react';
import Button, { buttonClasses, type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';

export type BusyButtonProps = ButtonProps & {
    /** The request this button started is running: presses are ignored, the focus stays. */
    busy: boolean;
};

const busyLook: SxProps<Theme> = {
    [`&.${buttonClasses.disabled}`]: {
        // MUI's disabled look lets clicks through to what is behind, which would take the focus.
        pointerEvents: 'auto',
        // No hover tint on a text or outlined button that does nothing.
        '--variant-textBg': 'transparent',
        '--variant-outlinedBg': 'transparent',
    },
    // The disabled look drops the contained button's focus shadow: the keyboard still has to see where it is.
    [`&.${buttonClasses.disabled}.${buttonClasses.focusVisible}`]: { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: 2 },
};

export function BusyButton({ busy, disabled = false, onClick, className, startIcon, disableRipple, sx, ...rest }: BusyButtonProps) {
    const holding = busy && !disabled;
    const click = (event: MouseEvent<HTMLButtonElement>) => {
        if (busy) {
            event.preventDefault();
            return;
        }
        onClick?.(event);
    };
    return (
        <Button
            {...rest}
            disabled={disabled}
            onClick={click}
            aria-disabled={holding || undefined}
            aria-busy={busy || undefined}
            className={holding ? [className, buttonClasses.disabled].filter(Boolean).join(' ') : className}
            // The spinner says it visually; aria-busy says it to assistive tech without changing the button's name.
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : startIcon}
            disableRipple={holding || disableRipple}
            sx={[busyLook, ...(Array.isArray(sx) ? sx : [sx])]}
        />
    );
}
