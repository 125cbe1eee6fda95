/**
 * The page frame (docs/ui.md): a page gives its title, breadcrumbs and primary action
 * through <PageHeader>, and the bar shows them; a page that gives none shows its place
 * in the menu; the account menu switches light and dark and remembers it.
 */
import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import Button from '@mui/material/Button';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from '../../../custom/pages/NotFoundPage';
import { CorporateBar } from '../../../custom/shell/bars';
import { session, type CompanyDetails } from '../../../dataProvider/session';
import { ColorSchemeProvider, useColorSchemeState } from '../../../custom/shell/colorScheme';
import { PageFrameProvider, PageHeader } from '../../../ui/pageFrame';
import { clearCookies, renderInAdmin, signIn, stubViewport } from './shellTestUtils';

function JobsPage() {
    const [clicks, setClicks] = useState(0);
    return (
        <>
            <PageHeader
                title="Job Postings"
                breadcrumbs={[{ label: 'Workspace', to: '/corporate' }]}
                action={<Button onClick={() => setClicks(clicks + 1)}>Post a Job ({clicks})</Button>}
            />
            <Link to="/corporate/mail-automation">elsewhere</Link>
        </>
    );
}

function Frame() {
    const colorScheme = useColorSchemeState();
    return (
        <ColorSchemeProvider value={colorScheme}>
            <PageFrameProvider>
                <output data-testid="scheme">{colorScheme.scheme}</output>
                <CorporateBar />
                <Routes>
                    <Route path="/corporate/active-jobs" element={<JobsPage />} />
                    <Route path="/corporate/no-such-page" element={<NotFoundPage />} />
                    <Route path="*" element={<p>no header</p>} />
                </Routes>
            </PageFrameProvider>
        </ColorSchemeProvider>
    );
}

const bar = () => screen.getByRole('banner');

describe('the page frame', () => {
    beforeEach(() => {
        stubViewport(1366);
        window.localStorage.clear();
        signIn({ role_name: 'CORPORATE' });
    });
    afterEach(() => {
        vi.unstubAllGlobals();
        clearCookies();
    });

    it("shows the page's title as the one h1, its breadcrumbs and its primary action in the bar, and drops them when the page goes", () => {
        renderInAdmin(<Frame />, { path: '/corporate/active-jobs' });
        expect(within(bar()).getByRole('heading', { level: 1 }).textContent).toBe('Job Postings');
        expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
        const crumbs = within(bar()).getByRole('navigation', { name: 'Breadcrumbs' });
        expect(within(crumbs).getByRole('link', { name: 'Workspace' }).getAttribute('href')).toBe('/corporate');
        // The action is the page's own element: its state and handlers stay the page's.
        fireEvent.click(within(bar()).getByRole('button', { name: 'Post a Job (0)' }));
        expect(within(bar()).getByRole('button', { name: 'Post a Job (1)' })).toBeTruthy();

        fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
        expect(within(bar()).queryByRole('heading', { level: 1 })).toBeNull();
        expect(within(bar()).queryByRole('button', { name: /Post a Job/ })).toBeNull();
    });

    it('names the browser tab after the page and its workspace, and gives the tab back on leaving', () => {
        session.setCompany({ company_name: 'Acme Talent Partners', brand_name: 'Acme Careers' } as CompanyDetails);
        document.title = 'Acme Careers ATS';
        const { unmount } = renderInAdmin(<Frame />, { path: '/corporate/active-jobs' });
        expect(document.title).toBe('Job Postings | Acme Careers ATS');
        // A page without a header is named by its menu entry.
        fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
        expect(document.title).toBe('Automation | Acme Careers ATS');
        unmount();
        expect(document.title).toBe('Acme Careers ATS');
    });

    it('titles a page that is not there in the bar and the tab, with one h1', async () => {
        session.setCompany({ company_name: 'Acme Talent Partners', brand_name: 'Acme Careers' } as CompanyDetails);
        renderInAdmin(<Frame />, { path: '/corporate/no-such-page' });
        expect((await within(bar()).findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
        expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
        expect(screen.getByText('The page you opened does not exist in this workspace.')).toBeTruthy();
        expect(document.title).toBe('Page not found | Acme Careers ATS');
    });

    it('without a header, names the page by its place in the menu', () => {
        renderInAdmin(<Frame />, { path: '/corporate/mail-automation' });
        const crumbs = within(bar()).getByRole('navigation', { name: 'Breadcrumbs' });
        expect(within(crumbs).getAllByRole('listitem').map(item => item.textContent?.replace('/', ''))).toEqual(['Set Communication', 'Email', 'Automation']);
        expect(within(crumbs).getByText('Automation').getAttribute('aria-current')).toBe('page');
    });

    it('switches to dark and back from the account menu, remembering the choice that differs from the system', () => {
        renderInAdmin(<Frame />, { path: '/corporate/active-jobs' });
        expect(screen.getByTestId('scheme').textContent).toBe('light');
        fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
        const items = screen.getAllByRole('menuitem').map(item => item.textContent);
        // Log Out stays last.
        expect(items.at(-1)).toBe('Log Out');
        fireEvent.click(screen.getByRole('menuitem', { name: 'Dark mode' }));
        expect(screen.getByTestId('scheme').textContent).toBe('dark');
        expect(window.localStorage.getItem('ats.colorScheme')).toBe('dark');

        fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
        fireEvent.click(screen.getByRole('menuitem', { name: 'Light mode' }));
        expect(screen.getByTestId('scheme').textContent).toBe('light');
        // Light is what this system says: the console follows the system again.
        expect(window.localStorage.getItem('ats.colorScheme')).toBeNull();
    });
});
