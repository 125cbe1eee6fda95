import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { holdsFocus } from '../../helpers/focus';
import { renderInAdmin, stubViewport } from './shellTestUtils';

function deferred() {
    let resolve: () => void = () => undefined;
    let reject: (error: unknown) => void = () => undefined;
    const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
    });
    return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
    beforeEach(() => stubViewport(1440));
    afterEach(() => vi.unstubAllGlobals());

    it('shows the spec texts and gives Cancel the initial focus', () => {
        renderInAdmin(<ConfirmDialog open onClose={() => undefined} onConfirm={async () => undefined} />);
        const dialog = screen.getByRole('dialog', { name: 'Are you sure ?' });
        expect(dialog.textContent).toContain('performing above action can affect the features of this asset');
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
        expect(screen.getByRole('button', { name: 'Confirm' })).not.toBeNull();
    });

    it('names what the action applies to on a line of its own, read with the text', () => {
        renderInAdmin(<ConfirmDialog open onClose={() => undefined} onConfirm={async () => undefined} subject="Priya Sharma · %{name}" />);
        const dialog = screen.getByRole('dialog', { name: 'Are you sure ?' });
        const described = (dialog.getAttribute('aria-describedby') ?? '').split(' ').map(id => document.getElementById(id)?.textContent);
        // As given: a name is never read as a message key or a placeholder.
        expect(described).toEqual(['Priya Sharma · %{name}', 'performing above action can affect the features of this asset']);
    });

    it('shows progress while running, then closes on success', async () => {
        const action = deferred();
        const onClose = vi.fn();
        const onSuccess = vi.fn();
        renderInAdmin(<ConfirmDialog open onClose={onClose} onSuccess={onSuccess} onConfirm={() => action.promise} />);
        fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
        const confirm = screen.getByRole('button', { name: 'Confirm' });
        expect(confirm.getAttribute('aria-busy')).toBe('true');
        expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
        action.resolve();
        await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
        expect(onSuccess).toHaveBeenCalledTimes(1);
    });

    it('keeps the focus on Confirm while the action runs, and runs it once', async () => {
        const user = userEvent.setup();
        const action = deferred();
        const onConfirm = vi.fn(() => action.promise);
        const onClose = vi.fn();
        renderInAdmin(<ConfirmDialog open onClose={onClose} onConfirm={onConfirm} />);
        const confirm = screen.getByRole('button', { name: 'Confirm' });
        await user.click(confirm);
        // A disabled Confirm dropped the focus to the dialog's frame: a keyboard user lost their place.
        expect(holdsFocus(confirm)).toBe(true);
        expect(confirm.getAttribute('aria-disabled')).toBe('true');
        await user.keyboard('{Enter}');
        await user.click(confirm);
        expect(onConfirm).toHaveBeenCalledTimes(1);
        expect(holdsFocus(confirm)).toBe(true);
        // Refused: the message shows and Confirm, still focused, can be pressed again.
        action.reject(new Error('Record changed meanwhile'));
        expect((await screen.findByRole('alert')).textContent).toBe('Record changed meanwhile');
        expect(confirm.getAttribute('aria-disabled')).toBeNull();
        expect(holdsFocus(confirm)).toBe(true);
        expect(onClose).not.toHaveBeenCalled();
    });

    it.each([
        ['the server message from error.body.message', { status: 409, message: 'x', body: { status: false, message: 'Department is in use' } }, 'Department is in use'],
        ['error.message when there is no body', new Error('Record changed meanwhile'), 'Record changed meanwhile'],
        ['the default failure text otherwise', {}, 'Something went wrong! Please try again later'],
    ])('on failure shows %s and stays open', async (_label, error, expected) => {
        const onClose = vi.fn();
        renderInAdmin(<ConfirmDialog open onClose={onClose} onConfirm={() => Promise.reject(error)} />);
        fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toBe(expected);
        expect(onClose).not.toHaveBeenCalled();
        expect(screen.getByRole('button', { name: 'Confirm' }).hasAttribute('disabled')).toBe(false);
    });

    it('closes with Escape when idle', () => {
        const onClose = vi.fn();
        renderInAdmin(<ConfirmDialog open onClose={onClose} onConfirm={async () => undefined} />);
        fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
        expect(onClose).toHaveBeenCalledTimes(1);
    });
});
