import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MobileGuard } from '../../../custom/shell/MobileGuard';
import { renderInAdmin, stubViewport } from './shellTestUtils';

const notice = 'Oops! We do not support mobile browsers yet. Please use your desktop.';

/** A page with something typed in it, and a count of how often it was mounted. */
let mounts = 0;
function TypedPage() {
    const [text, setText] = useState(() => {
        mounts += 1;
        return '';
    });
    return <input aria-label="Note" value={text} onChange={event => setText(event.target.value)} />;
}

describe('MobileGuard', () => {
    afterEach(() => {
        vi.unstubAllGlobals();
        mounts = 0;
    });

    it('keeps a shown page, and what was typed in it, while the window is narrowed for a moment', () => {
        const viewport = stubViewport(1440);
        renderInAdmin(
            <MobileGuard>
                <TypedPage />
            </MobileGuard>,
        );
        fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Strong answer on ownership' } });

        act(() => viewport.resize(700));
        expect(screen.getByText(notice)).not.toBeNull();
        expect(screen.queryByRole('textbox', { name: 'Note' })).toBeNull(); // hidden, so out of the accessibility tree

        act(() => viewport.resize(1440));
        expect(screen.queryByText(notice)).toBeNull();
        expect((screen.getByRole('textbox', { name: 'Note' }) as HTMLInputElement).value).toBe('Strong answer on ownership');
        expect(mounts).toBe(1);
    });

    it('does not load the page at all when opened on a narrow screen, and shows it once the window is wide enough', () => {
        const viewport = stubViewport(700);
        renderInAdmin(
            <MobileGuard>
                <TypedPage />
            </MobileGuard>,
        );
        expect(screen.getByText(notice)).not.toBeNull();
        expect(mounts).toBe(0);

        act(() => viewport.resize(1280));
        expect(screen.queryByText(notice)).toBeNull();
        expect(screen.getByRole('textbox', { name: 'Note' })).not.toBeNull();
        expect(mounts).toBe(1);
    });
});
