/**
 * The global search (docs/ui.md): Ctrl K or "/" opens the lazy dialog from the corporate bar; typing
 * finds the menu's pages and the server's jobs, candidates and applications; arrows, Enter and Esc
 * alone drive it.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../custom/i18nProvider';
import { GlobalSearch } from '../../../custom/shell/GlobalSearch';
import type { GlobalSearchResult } from '../../../dataProvider/search';
import { session } from '../../../dataProvider/session';
import { clearCookies, LocationProbe, signIn, stubViewport } from './shellTestUtils';

const found: GlobalSearchResult = {
    jobs: [{ id: 'j1', title: 'Quasar Engineer', status: 'ACTIVE' }],
    candidates: [{ id: 'c1', name: 'Zephyrine Quill', email: 'zq@example.test', current_title: null, application: { id: 'a1', job_id: 'j1' } }],
    applications: [{ id: 'a1', job_id: 'j1', job_title: 'Quasar Engineer', candidate_name: 'Zephyrine Quill', stage_name: 'Screening' }],
};

function searchTree(dataProvider: DataProvider) {
    return (
        <MemoryRouter initialEntries={['/corporate']}>
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()} dataProvider={dataProvider}>
                <GlobalSearch />
                <input aria-label="a field" />
                <LocationProbe />
            </AdminContext>
        </MemoryRouter>
    );
}

function renderSearch(globalSearch = vi.fn(async (_query: string, _signal: AbortSignal) => found)) {
    render(searchTree({ globalSearch } as unknown as DataProvider));
    return globalSearch;
}

const field = () => screen.findByRole('combobox', { name: 'Search jobs, candidates, applications and pages' });

describe('the global search', () => {
    beforeEach(() => {
        stubViewport(1366);
        signIn({ role_name: 'CORPORATE' });
    });
    afterEach(() => {
        vi.unstubAllGlobals();
        clearCookies();
    });

    // First in the file: the dialog's chunk is not in yet (each component file has its own modules).
    it('keeps the keys typed until the dialog’s field is there for that field, not for the field that had focus', async () => {
        const globalSearch = renderSearch();
        const other = screen.getByRole('textbox', { name: 'a field' });
        other.focus();
        fireEvent.keyDown(other, { key: 'k', ctrlKey: true });
        expect(screen.queryByRole('combobox')).toBeNull(); // still downloading
        // fireEvent answers false when the event's default (typing into the field) was prevented.
        const typed = ['q', 'u', 'x', 'Backspace', 'a'].map(key => fireEvent.keyDown(other, { key }));
        expect(typed).toEqual([false, false, false, false, false]);
        // The chunk is in, but React shows the suspended dialog only later, in a task of its own (and
        // up to 300 ms after its fallback): a key typed in between is kept too, not lost to the page.
        // Microtasks only, so React cannot have rendered the dialog yet however slow the machine.
        await import('../../../custom/search/SearchDialog');
        for (let i = 0; i < 5; i++) await Promise.resolve();
        expect(screen.queryByRole('combobox')).toBeNull();
        expect(fireEvent.keyDown(other, { key: 'r' })).toBe(false);
        const input = await field();
        expect((input as HTMLInputElement).value).toBe('quar');
        await waitFor(() => expect(globalSearch).toHaveBeenCalledWith('quar', expect.any(AbortSignal)));
        // Loaded now: the next keys are the field's own again.
        expect(fireEvent.keyDown(other, { key: 'z' })).toBe(true);
    });

    it('opens with Ctrl K, asks the server, and opens the chosen job with the keyboard alone', async () => {
        const globalSearch = renderSearch();
        fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
        const input = await field();
        fireEvent.change(input, { target: { value: 'quasar' } });
        await waitFor(() => expect(screen.getAllByRole('option').map(o => o.textContent)).toEqual(['Quasar Engineer (Jobs)', 'Zephyrine Quill, zq@example.test (Candidates)', 'Zephyrine Quill · Quasar Engineer, Screening (Applications)']));
        expect(globalSearch).toHaveBeenCalledWith('quasar', expect.any(AbortSignal));
        expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0].id);
        fireEvent.keyDown(input, { key: 'ArrowDown' });
        fireEvent.keyDown(input, { key: 'ArrowUp' });
        fireEvent.keyDown(input, { key: 'Enter' });
        await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/corporate/total-applications/j1'));
        await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    });

    // axe: aria-dialog-name (the dialog pointed at a title that was not there) and
    // label-content-name-mismatch (an option's aria-label did not hold the text it shows).
    it('names the dialog by its title and each option by the text it shows, its kind read after it', async () => {
        renderSearch();
        fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
        const input = await field();
        expect(screen.getByRole('dialog', { name: 'Search the workspace' })).toBeTruthy();
        fireEvent.change(input, { target: { value: 'quasar' } });
        await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
        const options = screen.getAllByRole('option');
        expect(options.filter(option => option.hasAttribute('aria-label'))).toEqual([]);
        // jsdom's name computation trims each span's text (a browser keeps the hidden ", " and " ("), so spaces aside.
        const named = (wanted: string) => (name: string) => name.replaceAll(' ', '') === wanted.replaceAll(' ', '');
        const names = ['Quasar Engineer (Jobs)', 'Zephyrine Quill, zq@example.test (Candidates)', 'Zephyrine Quill · Quasar Engineer, Screening (Applications)'];
        expect(names.map(name => screen.getByRole('option', { name: named(name) }))).toEqual(options);
    });

    it('opens an application on its job’s board with its drawer, and shows an inactive job’s status in words', async () => {
        renderSearch(vi.fn(async () => ({ ...found, jobs: [{ id: 'j2', title: 'Quasar Lead', status: 'INACTIVE' }] })));
        fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
        const input = await field();
        fireEvent.change(input, { target: { value: 'quasar' } });
        await waitFor(() => expect(screen.getAllByRole('option')[0].textContent).toBe('Quasar Lead, Inactive (Jobs)'));
        fireEvent.keyDown(input, { key: 'ArrowUp' });
        fireEvent.keyDown(input, { key: 'Enter' });
        await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/corporate/total-applications/j1?application=a1'));
    });

    it('opens a candidate on the board of their newest application, and lists one without an application to open but opens nothing', async () => {
        const alone = { id: 'c2', name: 'Zephyrine Marsh', email: 'zm@example.test', current_title: 'Analyst', application: null };
        renderSearch(vi.fn(async () => ({ jobs: [], candidates: [...found.candidates, alone], applications: [] })));
        fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
        const input = await field();
        fireEvent.change(input, { target: { value: 'zephyrine' } });
        await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
        const [quill, marsh] = screen.getAllByRole('option');
        expect(quill.getAttribute('aria-disabled')).toBeNull();
        expect(marsh.textContent).toBe('Zephyrine Marsh, Analyst · no application you can open (Candidates)');
        expect(marsh.getAttribute('aria-disabled')).toBe('true');
        // Enter on the one without: nothing opens, the dialog stays.
        fireEvent.keyDown(input, { key: 'ArrowDown' });
        fireEvent.keyDown(input, { key: 'Enter' });
        expect(screen.getByTestId('location').textContent).toBe('/corporate');
        expect(screen.getByRole('combobox')).toBe(input);
        fireEvent.keyDown(input, { key: 'ArrowUp' });
        fireEvent.keyDown(input, { key: 'Enter' });
        await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/corporate/total-applications/j1?application=a1'));
    });

    it('goes where the chosen line leads once closed, and not at all when opened again before that', async () => {
        renderSearch();
        fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
        const input = await field();
        fireEvent.change(input, { target: { value: 'quasar' } });
        await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
        fireEvent.keyDown(input, { key: 'Enter' });
        // Ctrl K again while the dialog still closes (its exit transition), then Esc.
        fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
        fireEvent.keyDown(await field(), { key: 'Escape' });
        await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
        await new Promise(resolve => setTimeout(resolve, 300));
        expect(screen.getByTestId('location').textContent).toBe('/corporate');
    });

    it('finds the pages of the menu in the browser, and closes with Esc', async () => {
        // Only the pages this user's menu shows: the dashboard (COMPANY-DASHBOARD), not the reports.
        session.setPermissions({ 'COMPANY-DASHBOARD': ['VIEW'] });
        const globalSearch = renderSearch();
        fireEvent.keyDown(document.body, { key: '/' });
        const input = await field();
        fireEvent.change(input, { target: { value: 'dash' } });
        await waitFor(() => expect(screen.getAllByRole('option')[0].textContent).toBe('Dashboard (Pages)'));
        fireEvent.change(input, { target: { value: 'reports' } });
        await waitFor(() => expect(screen.getAllByRole('option').map(o => o.getAttribute('data-kind'))).not.toContain('pages'));
        fireEvent.keyDown(input, { key: 'Escape' });
        await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
        expect(screen.getByTestId('location').textContent).toBe('/corporate');
        // One letter is not searched on the server.
        fireEvent.keyDown(window, { key: 'k', metaKey: true });
        fireEvent.change(await field(), { target: { value: 'j' } });
        await new Promise(resolve => setTimeout(resolve, 300));
        // 'dash' and 'reports' may each have reached the server, by how fast the menu's pages were found.
        expect(globalSearch.mock.calls.map(([query]) => query)).not.toContain('j');
        expect(globalSearch.mock.calls.length).toBeGreaterThan(0);
    });

    it('leaves "/" typed in a field alone', async () => {
        renderSearch();
        const other = screen.getByRole('textbox', { name: 'a field' });
        fireEvent.keyDown(other, { key: '/' });
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(screen.queryByRole('combobox')).toBeNull();
    });

    it('answers Ctrl K pressed as soon as the bar is on the screen', async () => {
        // Rendered outside act, as in a browser: a passive effect would run in a later task, after the
        // button is painted, and a Ctrl K pressed in between (the e2e frame test on a busy machine) was lost.
        const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
        const actEnvironment = reactActEnvironment.IS_REACT_ACT_ENVIRONMENT;
        reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
        const container = document.body.appendChild(document.createElement('div'));
        const root = createRoot(container);
        try {
            // A mutation observer's callback is a microtask: it runs right after the commit that adds the button.
            const heardAtFirstPaint = new Promise<boolean>(resolve => {
                const observer = new MutationObserver(() => {
                    if (!container.querySelector('button')) return;
                    observer.disconnect();
                    const shortcut = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true });
                    resolve(!window.dispatchEvent(shortcut));
                });
                observer.observe(container, { childList: true, subtree: true });
            });
            root.render(searchTree({ globalSearch: async () => found } as unknown as DataProvider));
            expect(await heardAtFirstPaint).toBe(true);
        } finally {
            root.unmount();
            container.remove();
            reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
        }
    });
});
