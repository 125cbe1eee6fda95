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
 *
 * A file button is `FileButton` (or a `BusyButton` with `component="label"`, which renders one):
 * its text and a hidden `<input type="file">` as children.
 */
import { Children, cloneElement, isValidElement, useRef, type InputHTMLAttributes, type MouseEvent, type ReactElement, type RefAttributes } from 'react';
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

export function BusyButton({ component, ...rest }: BusyButtonProps) {
    // A label drawn as a button (MUI's component="label") is a file button, which is a real button.
    return component === 'label' ? <FileButton {...rest} /> : <RequestButton {...rest} component={component} />;
}

function RequestButton({ busy, disabled = false, onClick, className, startIcon, disableRipple, sx, ...rest }: BusyButtonProps) {
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

export type FileButtonProps = Omit<BusyButtonProps, 'busy' | 'component'> & {
    /** Its file is uploading: the button holds the focus and opens no chooser (see BusyButton). */
    busy?: boolean;
};

type FileInput = ReactElement<InputHTMLAttributes<HTMLInputElement> & RefAttributes<HTMLInputElement>, 'input'>;

function isFileInput(node: unknown): node is FileInput {
    return isValidElement(node) && node.type === 'input';
}

/**
 * A button that opens its hidden file input's chooser: Upload CV, Upload image. It was a `label`
 * for the input drawn as a button, which said role="button", a role a label may not take (axe's
 * aria-allowed-role), and in Chromium Enter on it opened no chooser (MUI passes Enter on a
 * non-button to its onClick only, and a label opens its input on a real click). Now a real button clicks the
 * input, which sits beside it (an input inside a button is not allowed either): Enter, Space and
 * a screen reader's press open the chooser as a click does. The input stays hidden from sight and
 * from assistive tech; the button's text names the control.
 */
export function FileButton({ children, busy = false, onClick, ...rest }: FileButtonProps) {
    const input = useRef<HTMLInputElement | null>(null);
    const parts = Children.toArray(children);
    const fileInput = parts.find(isFileInput);
    const press = (event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) input.current?.click();
    };
    return (
        <>
            <RequestButton {...rest} busy={busy} onClick={press}>
                {parts.filter(part => !isFileInput(part))}
            </RequestButton>
            {fileInput && cloneElement(fileInput, { ref: input })}
        </>
    );
}
