import type { ReactNode } from 'react';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusFirstInvalid } from '../../../ui/focusFirstInvalid';

function form(children: ReactNode) {
    const { container } = render(<form>{children}</form>);
    return container.querySelector('form') as HTMLFormElement;
}

describe('focusFirstInvalid', () => {
    it('focuses the first field in error, skipping a select’s hidden input for its combobox', async () => {
        const root = form(
            <>
                <input aria-label="fine" aria-invalid="false" />
                <input aria-hidden="true" tabIndex={-1} aria-invalid="true" aria-label="hidden" />
                <div role="combobox" tabIndex={0} aria-invalid="true" aria-label="Job" />
                <input aria-label="Email" aria-invalid="true" />
            </>,
        );
        focusFirstInvalid(root);
        await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Job'));
    });

    it("focuses a radio group's Tab stop, not a radio taken out of the Tab order", async () => {
        const root = form(
            <div role="radiogroup" aria-invalid="true">
                <input type="radio" name="g" tabIndex={-1} aria-label="first" />
                <input type="radio" name="g" tabIndex={0} aria-label="stop" />
            </div>,
        );
        focusFirstInvalid(root);
        await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('stop'));
    });

    it('leaves the focus where it is when nothing is in error', async () => {
        const root = form(<input aria-label="fine" />);
        const before = document.activeElement;
        focusFirstInvalid(root);
        await new Promise(resolve => setTimeout(resolve, 10));
        expect(document.activeElement).toBe(before);
    });
});
