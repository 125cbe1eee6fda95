/**
 * ui/ProfileImageUpload.tsx: the picture's file button (a button that clicks a hidden file input) keeps
 * the keyboard focus while the picture uploads (a disabled one dropped it to the page's top), says
 * it is busy and unavailable, and opens no file chooser meanwhile, by click, Enter or Space.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../custom/i18nProvider';
import { ProfileImageUpload } from '../../../ui/ProfileImageUpload';
import { holdsFocus } from '../../helpers/focus';

function renderUpload(progress: number, onFile = vi.fn()) {
    const element = (value: number) => (
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
            <ProfileImageUpload label="ats.interviewer.upload_image" hint="ats.interviewer.upload_image_hint" progress={value} onFile={onFile} />
        </AdminContext>
    );
    const view = render(element(progress));
    return { ...view, setProgress: (value: number) => view.rerender(element(value)) };
}

const button = () => screen.getByRole('button', { name: 'Upload image' });
const input = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;

describe('ProfileImageUpload', () => {
    it('keeps the focus on its button while the picture uploads, says so, and opens no chooser', async () => {
        const user = userEvent.setup();
        const onFile = vi.fn();
        const { container, setProgress } = renderUpload(0, onFile);
        // Choosing: the button's click goes to its file input (the browser's file chooser).
        const chooser = vi.fn();
        input(container).addEventListener('click', chooser);
        await user.click(button());
        expect(chooser).toHaveBeenCalledTimes(1);
        fireEvent.change(input(container), { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
        expect(onFile).toHaveBeenCalledTimes(1);

        // Uploading: focused and able to stay so, announced busy and unavailable.
        button().focus();
        setProgress(40);
        expect(holdsFocus(button())).toBe(true);
        expect(button().getAttribute('aria-disabled')).toBe('true');
        expect(button().getAttribute('aria-busy')).toBe('true');
        // Presses open nothing meanwhile.
        await user.click(button());
        await user.keyboard('{Enter}');
        await user.keyboard(' ');
        expect(chooser).toHaveBeenCalledTimes(1);
        expect(holdsFocus(button())).toBe(true);

        // Done: a plain button again, still focused, and a press opens the chooser.
        setProgress(100);
        expect(button().getAttribute('aria-disabled')).toBeNull();
        expect(button().getAttribute('aria-busy')).toBeNull();
        expect(holdsFocus(button())).toBe(true);
        await user.keyboard('{Enter}');
        expect(chooser).toHaveBeenCalledTimes(2);
    });
});
