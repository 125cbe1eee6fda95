import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BoardPage } from '../../../custom/board/BoardPage';
import { edgesOf } from '../../../custom/board/BoardScroller';
import { boardStages, deferred, fakeJobs, renderPage, stubBrowserApis } from './boardTestUtils';

beforeEach(() => stubBrowserApis());
afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
});

/** jsdom lays nothing out: give the board's viewport a width, its content a wider one, and a scrollBy that moves. */
function layOut(node: HTMLElement, { clientWidth, scrollWidth }: { clientWidth: number; scrollWidth: number }) {
    Object.defineProperty(node, 'clientWidth', { configurable: true, value: clientWidth });
    Object.defineProperty(node, 'scrollWidth', { configurable: true, value: scrollWidth });
    const scrollBy = vi.fn((options: ScrollToOptions) => {
        node.scrollLeft = Math.max(0, Math.min(scrollWidth - clientWidth, node.scrollLeft + (options.left ?? 0)));
        fireEvent.scroll(node);
    });
    Object.defineProperty(node, 'scrollBy', { configurable: true, value: scrollBy });
    return scrollBy;
}

function renderBoard() {
    return renderPage(<BoardPage />, { path: '/corporate/total-applications/j1', route: '/corporate/total-applications/:id' }, fakeJobs());
}

describe('board scroll cues', () => {
    it('edgesOf says which sides hide columns', () => {
        expect(edgesOf({ scrollLeft: 0, clientWidth: 1000, scrollWidth: 1000 })).toEqual({ left: false, right: false });
        expect(edgesOf({ scrollLeft: 0, clientWidth: 1000, scrollWidth: 1600 })).toEqual({ left: false, right: true });
        expect(edgesOf({ scrollLeft: 300, clientWidth: 1000, scrollWidth: 1600 })).toEqual({ left: true, right: true });
        expect(edgesOf({ scrollLeft: 600, clientWidth: 1000, scrollWidth: 1600 })).toEqual({ left: true, right: false });
    });

    it('shows a right arrow while columns hide on the right, scrolls by a column, then shows the left one', async () => {
        const user = userEvent.setup();
        renderBoard();
        await screen.findByText('Person A1');
        const board = screen.getByTestId('board');
        const scroller = screen.getByTestId('board-scroller');
        expect(screen.queryByRole('button', { name: 'Scroll the board right' })).toBeNull();

        const scrollBy = layOut(board, { clientWidth: 600, scrollWidth: 1400 });
        fireEvent.scroll(board);
        await waitFor(() => expect(scroller.getAttribute('data-more-right')).toBe('true'));
        expect(scroller.getAttribute('data-more-left')).toBe('false');
        expect(screen.queryByRole('button', { name: 'Scroll the board left' })).toBeNull();

        await user.click(screen.getByRole('button', { name: 'Scroll the board right' }));
        expect(scrollBy).toHaveBeenCalledWith({ left: 264, behavior: 'smooth' });
        await waitFor(() => expect(scroller.getAttribute('data-more-left')).toBe('true'));
        expect(screen.getByRole('button', { name: 'Scroll the board left' })).toBeTruthy();

        await user.click(screen.getByRole('button', { name: 'Scroll the board right' }));
        await user.click(screen.getByRole('button', { name: 'Scroll the board right' }));
        await user.click(screen.getByRole('button', { name: 'Scroll the board right' }));
        await waitFor(() => expect(screen.queryByRole('button', { name: 'Scroll the board right' })).toBeNull());
        expect(scroller.getAttribute('data-more-right')).toBe('false');
    });

    it('shows column skeletons while the board loads, and the toolbar sits above the board', async () => {
        const stages = deferred<ReturnType<typeof boardStages>>();
        renderPage(<BoardPage />, { path: '/corporate/total-applications/j1', route: '/corporate/total-applications/:id' }, fakeJobs({ getUserApplications: vi.fn(() => stages.promise) }));
        expect(await screen.findByRole('progressbar', { name: 'Loading the board' })).toBeTruthy();
        stages.resolve(boardStages());
        await screen.findByText('Person A1');
        expect(screen.queryByRole('progressbar', { name: 'Loading the board' })).toBeNull();
        const toolbar = screen.getByTestId('board-toolbar');
        expect(getComputedStyle(toolbar).position).toBe('sticky');
        expect(toolbar.contains(screen.getByRole('searchbox', { name: 'Search applicants' }))).toBe(true);
    });
});
