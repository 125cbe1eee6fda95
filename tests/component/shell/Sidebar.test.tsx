import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { allPermissions } from '../../../config';
import { session } from '../../../dataProvider/session';
import { CorporateSidebar } from '../../../custom/shell/Sidebar';
import { CorporateLayout, isSidebarHidden } from '../../../custom/shell/layouts';
import { clearResources, registerResources } from '../../../dataProvider/resourceRegistry';
import { ResourceMenuProvider } from '../../../resources/menuEntries';
import { PagePreloadContext } from '../../../ui/menuContext';
import { shippedResourceConfigs } from '../../helpers/shippedResources';
import { clearCookies, renderInAdmin, signIn, stubViewport } from './shellTestUtils';

/** The sidebar as the composition root renders it (app/App.tsx), with the shipped resources' entries. */
function renderSidebar(sidebar: ReactElement) {
    registerResources(shippedResourceConfigs());
    return renderInAdmin(<ResourceMenuProvider>{sidebar}</ResourceMenuProvider>);
}

const sidebar = () => within(screen.getByTestId('corporate-sidebar'));
const link = (name: string) => sidebar().queryByRole('link', { name });

describe('CorporateSidebar', () => {
    beforeEach(() => stubViewport(1440));
    afterEach(() => {
        vi.unstubAllGlobals();
        clearCookies();
        clearResources();
    });

    it("fetches an entry's page while the pointer or the focus is on it, before the click", () => {
        const preloadPageAt = vi.fn();
        renderSidebar(
            <PagePreloadContext.Provider value={preloadPageAt}>
                <CorporateSidebar permissions={allPermissions()} isRecruitAgency companyName="Acme" />
            </PagePreloadContext.Provider>,
        );
        fireEvent.pointerEnter(link('Job Postings') as HTMLElement);
        expect(preloadPageAt).toHaveBeenLastCalledWith('/corporate/active-jobs');
        fireEvent.focus(link('Dashboard') as HTMLElement);
        expect(preloadPageAt).toHaveBeenLastCalledWith('/corporate');
        expect(preloadPageAt).toHaveBeenCalledTimes(2);
    });

    it('opens one group at a time: Manage Talent closes Onboarding', async () => {
        renderSidebar(<CorporateSidebar permissions={allPermissions()} isRecruitAgency companyName="Acme" />);
        fireEvent.click(sidebar().getByRole('button', { name: 'Onboarding' }));
        expect(link('Teammates')).not.toBeNull();
        expect(link('Clients')?.getAttribute('href')).toBe('/corporate/client-onboarding');

        fireEvent.click(sidebar().getByRole('button', { name: 'Manage Talent' }));
        expect(link('Candidate Pool')?.getAttribute('href')).toBe('/corporate/talent-pool/candidate-pool');
        expect(sidebar().getByRole('button', { name: 'Onboarding' }).getAttribute('aria-expanded')).toBe('false');
        await waitFor(() => expect(link('Teammates')).toBeNull());
    });

    it('wraps a long label to a second line, at most two, with its full text on hover, and keeps the chevron beside it', () => {
        renderSidebar(<CorporateSidebar permissions={allPermissions()} isRecruitAgency companyName="Acme" />);
        fireEvent.click(sidebar().getByRole('button', { name: 'Onboarding' }));
        const labels = [...screen.getByTestId('corporate-sidebar').querySelectorAll('.MuiListItemText-primary')];
        expect(labels.length).toBeGreaterThan(5);
        for (const label of labels) {
            // Cut to one line, "Offer Letter Templates" read "Offer Letter Templ…" (tests/e2e/layout.test.ts sees it whole).
            expect(getComputedStyle(label).whiteSpace).not.toBe('nowrap');
            expect(getComputedStyle(label).overflow).toBe('hidden');
            expect(label.getAttribute('title')).toBe(label.textContent);
        }
        const chevron = sidebar().getByRole('button', { name: 'Manage Talent' }).querySelector('svg:last-of-type') as Element;
        expect(getComputedStyle(chevron).flexShrink).toBe('0');
    });

    it('keeps the Email and WhatsApp sub-groups mutually exclusive', async () => {
        renderSidebar(<CorporateSidebar permissions={{}} companyName="Acme" />);
        fireEvent.click(sidebar().getByRole('button', { name: 'Set Communication' }));
        fireEvent.click(sidebar().getByRole('button', { name: 'Email' }));
        expect(sidebar().getAllByRole('link', { name: 'Create Template' }).map(a => a.getAttribute('href'))).toEqual(['/corporate/email-template']);
        expect(link('Automation')?.getAttribute('href')).toBe('/corporate/mail-automation');

        fireEvent.click(sidebar().getByRole('button', { name: 'WhatsApp' }));
        await waitFor(() =>
            expect(sidebar().getAllByRole('link', { name: 'Create Template' }).map(a => a.getAttribute('href'))).toEqual([
                '/corporate/whatsapp-template',
            ]),
        );
        expect(link('Automation')?.getAttribute('href')).toBe('/corporate/whatsapp-automation');
        // The parent group stays open while switching sub-groups.
        expect(sidebar().getByRole('button', { name: 'Set Communication' }).getAttribute('aria-expanded')).toBe('true');
    });

    it('truncates the company name to 16 characters plus "..."', () => {
        renderSidebar(<CorporateSidebar permissions={allPermissions()} companyName="Acme Global Recruiting Ltd" />);
        expect(screen.getByTestId('sidebar-company-name').textContent).toBe('Acme Global Recr...');
    });

    it('names the company link by its visible, truncated text (label in name) and keeps the full name as its description', () => {
        renderSidebar(<CorporateSidebar permissions={allPermissions()} companyName="Acme Global Recruiting Ltd" />);
        const company = sidebar().getByRole('link', { name: 'Acme Global Recr...' });
        expect(company.getAttribute('href')).toBe('/corporate/company-profile');
        expect(company.getAttribute('aria-label')).toBeNull();
        expect(company.getAttribute('title')).toBe('Acme Global Recruiting Ltd');
    });

    it('names the collapsed company link, which shows only the logo, by the full name', () => {
        renderSidebar(<CorporateSidebar permissions={allPermissions()} companyName="Acme Global Recruiting Ltd" />);
        fireEvent.click(sidebar().getByRole('button', { name: 'Collapse sidebar' }));
        expect(sidebar().getByRole('link', { name: 'Acme Global Recruiting Ltd' }).getAttribute('href')).toBe('/corporate/company-profile');
    });

    it('shows the company without a link to its profile without COMPANY-PROFILE VIEW', () => {
        renderSidebar(<CorporateSidebar permissions={{ 'COMPANY-DASHBOARD': ['VIEW'] }} companyName="Acme Global Recruiting Ltd" />);
        expect(screen.getByTestId('sidebar-company-name').textContent).toBe('Acme Global Recr...');
        expect(sidebar().queryByRole('link', { name: /Acme/ })).toBeNull();
        expect(link('Dashboard')).not.toBeNull();
        fireEvent.click(sidebar().getByRole('button', { name: 'Collapse sidebar' }));
        expect(sidebar().getByRole('img', { name: 'Acme Global Recruiting Ltd' })).toBeTruthy();
        expect(sidebar().queryByRole('link', { name: /Acme/ })).toBeNull();
    });

    it('reads the permissions cookie when no map is supplied', () => {
        session.setPermissions({ 'ONBOARD-REPORT': ['VIEW'] });
        renderSidebar(<CorporateSidebar companyName="Acme" />);
        expect(link('Reports')).not.toBeNull();
        expect(link('Dashboard')).toBeNull();
    });

    it('is 240 px open and 90 px after collapsing', () => {
        renderSidebar(<CorporateSidebar permissions={allPermissions()} companyName="Acme" />);
        const nav = screen.getByTestId('corporate-sidebar');
        expect(nav.getAttribute('data-width')).toBe('240');
        fireEvent.click(sidebar().getByRole('button', { name: 'Collapse sidebar' }));
        expect(nav.getAttribute('data-width')).toBe('90');
        expect(screen.queryByTestId('sidebar-company-name')).toBeNull();
    });

    it('at or below 1024 px shows icons only, still named for assistive tech', () => {
        stubViewport(1024);
        renderSidebar(<CorporateSidebar permissions={allPermissions()} companyName="Acme" />);
        expect(screen.getByTestId('corporate-sidebar').getAttribute('data-width')).toBe('90');
        expect(sidebar().queryByText('Dashboard')).toBeNull();
        expect(link('Dashboard')).not.toBeNull();
        expect(sidebar().queryByRole('button', { name: 'Collapse sidebar' })).toBeNull();
    });
});

describe('CorporateLayout', () => {
    beforeEach(() => stubViewport(1440));
    afterEach(() => {
        vi.unstubAllGlobals();
        clearCookies();
    });

    it('hides the sidebar on pages whose path contains "success"', () => {
        expect(isSidebarHidden('/corporate/job-posted/success')).toBe(true);
        signIn({ role_name: 'CORPORATE' });
        renderInAdmin(<CorporateLayout>page</CorporateLayout>, { path: '/corporate/payment-success' });
        expect(screen.queryByTestId('corporate-sidebar')).toBeNull();
        expect(screen.getByText('page')).not.toBeNull();
    });

    it('shows the desktop-only notice instead of the page at or below 768 px', () => {
        stubViewport(768);
        signIn({ role_name: 'CORPORATE' });
        renderInAdmin(<CorporateLayout>page</CorporateLayout>);
        expect(screen.getByText('Oops! We do not support mobile browsers yet. Please use your desktop.')).not.toBeNull();
        expect(screen.queryByText('page')).toBeNull();
    });
});
