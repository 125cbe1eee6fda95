/**
 * ui/BusyButton.tsx: the button that started a request keeps the keyboard focus while it runs
 * (a disabled button drops it to the page's top), says it is busy and unavailable, and ignores
 * presses: no second onClick, no second submit of its form (Enter in a field included). A file
 * button (`component="label"`, `FileButton`) is a real button that opens its hidden input's chooser.
 */
import { useState, type FormEvent } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BusyButton, FileButton } from '../../../ui/BusyButton';
import { deferred } from '../../helpers/deferred';
import { holdsFocus } from '../../helpers/focus';

/** A form whose Save starts a request that stays pending until the test ends it. */
function SavingForm({ onSubmit, onClick }: { onSubmit: () => Promise<void>; onClick?: () => void }) {
    const [saving, setSaving] = useState(false);
    const submit = async (event: FormEvent) => {
        event.preventDefault();
        setSaving(true);
        await onSubmit();
        setSaving(false);
    };
    return (
        <form onSubmit={event => void submit(event)}>
            <input aria-label="Name" />
            <BusyButton type="submit" variant="contained" busy={saving} onClick={onClick}>
                Save
            </BusyButton>
        </form>
    );
}

const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });

describe('BusyButton', () => {
    it('keeps the focus while busy, says so, and ignores clicks, keys and Enter in a field', async () => {
        const user = userEvent.setup();
        const request = deferred<void>();
        const onSubmit = vi.fn(() => request.promise);
        const onClick = vi.fn();
        render(<SavingForm onSubmit={onSubmit} onClick={onClick} />);

        await user.click(save());
        await waitFor(() => expect(save().getAttribute('aria-busy')).toBe('true'));
        expect(onSubmit).toHaveBeenCalledTimes(1);
        expect(onClick).toHaveBeenCalledTimes(1);

        // Focused and able to stay so, announced as unavailable, drawn as MUI's disabled button.
        expect(holdsFocus(save())).toBe(true);
        expect(save().hasAttribute('disabled')).toBe(false);
        expect(save().getAttribute('aria-disabled')).toBe('true');
        expect(save().classList.contains('Mui-disabled')).toBe(true);

        // Presses while busy do nothing, and the focus stays.
        await user.click(save());
        await user.keyboard('{Enter}');
        await user.keyboard(' ');
        await user.click(screen.getByRole('textbox', { name: 'Name' }));
        await user.keyboard('{Enter}');
        expect(onSubmit).toHaveBeenCalledTimes(1);
        expect(onClick).toHaveBeenCalledTimes(1);
        await user.tab();
        expect(holdsFocus(save())).toBe(true);
        await user.keyboard('{Enter}');
        expect(holdsFocus(save())).toBe(true);
        expect(onSubmit).toHaveBeenCalledTimes(1);
        expect(onClick).toHaveBeenCalledTimes(1);

        // Done: a plain button again, still focused, and a press works.
        request.resolve();
        await waitFor(() => expect(save().getAttribute('aria-busy')).toBeNull());
        expect(save().getAttribute('aria-disabled')).toBeNull();
        expect(save().classList.contains('Mui-disabled')).toBe(false);
        expect(holdsFocus(save())).toBe(true);
        await user.keyboard('{Enter}');
        expect(onSubmit).toHaveBeenCalledTimes(2);
        expect(onClick).toHaveBeenCalledTimes(2);
    });

    it('works as a button when not busy', async () => {
        const user = userEvent.setup();
        const onClick = vi.fn();
        render(
            <BusyButton busy={false} onClick={onClick}>
                Save
            </BusyButton>,
        );
        expect(save().getAttribute('aria-disabled')).toBeNull();
        expect(save().getAttribute('aria-busy')).toBeNull();
        await user.click(save());
        expect(onClick).toHaveBeenCalledTimes(1);
        expect(holdsFocus(save())).toBe(true);
    });

    it('is really disabled when disabled for another reason, busy or not', () => {
        const { rerender } = render(
            <BusyButton busy={false} disabled>
                Save
            </BusyButton>,
        );
        expect(save().disabled).toBe(true);
        rerender(
            <BusyButton busy disabled>
                Save
            </BusyButton>,
        );
        expect(save().disabled).toBe(true);
        expect(save().getAttribute('aria-disabled')).toBeNull();
    });

    // A label drawn as a button said role="button", which axe refuses on a label (aria-allowed-role),
    // and in Chromium Enter on it opened no chooser.
    const asLabel = (busy: boolean) => (
        <BusyButton component="label" variant="outlined" busy={busy}>
            Upload CV
            <input type="file" hidden data-testid="file" />
        </BusyButton>
    );
    const asFileButton = (busy: boolean) => (
        <FileButton variant="outlined" busy={busy}>
            Upload CV
            <input type="file" hidden data-testid="file" />
        </FileButton>
    );
    it.each([
        ['BusyButton component="label"', asLabel],
        ['FileButton', asFileButton],
    ])('%s is a real button beside its hidden input, whose chooser a click, Enter and Space open, and none while busy', async (_name, element) => {
        const user = userEvent.setup();
        const { container, rerender } = render(element(false));
        const upload = screen.getByRole<HTMLButtonElement>('button', { name: 'Upload CV' });
        expect(upload.tagName).toBe('BUTTON');
        expect(upload.type).toBe('button');
        expect(container.querySelector('label, [role="button"]')).toBeNull();
        const input = screen.getByTestId('file');
        expect(upload.contains(input)).toBe(false);
        const chooser = vi.fn();
        input.addEventListener('click', chooser);
        await user.click(upload);
        await user.keyboard('{Enter}');
        await user.keyboard(' ');
        expect(chooser).toHaveBeenCalledTimes(3);

        rerender(element(true));
        expect(holdsFocus(upload)).toBe(true);
        expect(upload.getAttribute('aria-busy')).toBe('true');
        await user.click(upload);
        await user.keyboard('{Enter}');
        await user.keyboard(' ');
        expect(chooser).toHaveBeenCalledTimes(3);
    });
});
