/**
 * Hand-written pages refuse like generated ones: react-admin's access-denied
 * page, not a bare red line. /corporate/company-profile needs COMPANY-PROFILE
 * VIEW: without it (session permissions) nothing is fetched; a 403 from the
 * page's own load shows the same page; other failures keep their message.
 */
import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../custom/i18nProvider';
import { corporateRoutes } from '../../../custom/routes/appRoutes';
import { AccessDenied } from '../../../ui/AccessDenied';
import { NotFoundPage } from '../../../custom/pages/NotFoundPage';
import { ToastHost } from '../../../ui/toast';
import { session, type SessionUser } from '../../../dataProvider/session';
import { stubViewport } from '../../helpers/browserStubs';
import { companyProfile as profile } from '../company/companyProfileFixture';
import { clearAllCookies, jsonResponse, mockFetch } from '../../unit/dataProvider/fetchMock';

const recruiter: SessionUser = {
    id: 'u2',
    first_name: 'Rita',
    last_name: 'Recruiter',
    role_name: 'RECRUITER',
    secondary_role: null,
    company_name: 'Acme',
    company_profile_image: null,
};

/** `element` in the console's admin context at `path`. */
function renderAt(path: string, element: ReactNode) {
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                {element}
            </AdminContext>
        </MemoryRouter>,
    );
}

const openCompanyProfile = () =>
    renderAt(
        '/corporate/company-profile',
        <>
            <Routes>{corporateRoutes()}</Routes>
            <ToastHost />
        </>,
    );

const slow = { timeout: 10_000 };

beforeEach(() => {
    stubViewport(1280);
    clearAllCookies();
    session.setToken('token');
});
afterEach(() => {
    vi.unstubAllGlobals();
    clearAllCookies();
});

describe('the access-denied page', () => {
    it('leaves out the way home when the page refused is the home page itself', async () => {
        session.setUser(recruiter);
        renderAt('/corporate', <AccessDenied />);
        expect(await screen.findByRole('heading', { name: 'Access denied', level: 1 }, slow)).toBeTruthy();
        expect(screen.queryByRole('link', { name: 'Go to your home page' })).toBeNull();
    });
});

describe('the page-not-found page', () => {
    it('offers the way back to the home page of the signed-in user', async () => {
        session.setUser(recruiter);
        renderAt('/corporate/no-such-page', <NotFoundPage />);
        expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 }, slow)).toBeTruthy();
        expect(screen.getByRole('link', { name: 'Go to your home page' }).getAttribute('href')).toBe('/corporate');
    });
});

describe('company profile access', () => {
    it('a user without COMPANY-PROFILE VIEW sees the access-denied page, and nothing is fetched', async () => {
        session.setUser(recruiter);
        session.setPermissions({ 'MANAGE-EDIT-JOBS': ['VIEW'] });
        const fetchMock = mockFetch(jsonResponse(200, { status: true, data: profile }));
        openCompanyProfile();
        expect(await screen.findByRole('heading', { name: 'Access denied', level: 1 }, slow)).toBeTruthy();
        expect(screen.getByText("You don't have the right permissions to access this page")).toBeTruthy();
        // Who can help, and the way back to the user's own home page.
        expect(screen.getByText('Ask an admin of your workspace to give your role this permission.')).toBeTruthy();
        expect(screen.getByRole('link', { name: 'Go to your home page' }).getAttribute('href')).toBe('/corporate');
        expect(fetchMock).not.toHaveBeenCalled();
    });

    it('a 403 from the page load shows the same page, not the bare server message', async () => {
        session.setUser(recruiter);
        session.setPermissions({ 'COMPANY-PROFILE': ['VIEW'] }); // stale: revoked since sign-in
        const refusal = 'You do not have permission to perform this action.';
        mockFetch(jsonResponse(403, { status: false, message: refusal }));
        openCompanyProfile();
        expect(await screen.findByRole('heading', { name: 'Access denied' }, slow)).toBeTruthy();
        expect(screen.queryByText(refusal)).toBeNull();
    });

    it("other load failures keep the server message under the page's heading, and Try again loads it", async () => {
        session.setUser(recruiter);
        session.setPermissions({ 'COMPANY-PROFILE': ['VIEW'] });
        mockFetch(jsonResponse(500, { status: false, message: 'The database is resting.' }), jsonResponse(200, { status: true, data: profile }));
        openCompanyProfile();
        const alert = await screen.findByRole('alert', undefined, slow);
        expect(alert.textContent).toContain('The database is resting.');
        expect(screen.getByRole('heading', { name: 'Company Profile', level: 1 })).toBeTruthy();
        expect(screen.queryByRole('heading', { name: 'Access denied' })).toBeNull();
        fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
        await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    });

    it('a permitted user gets the profile form', async () => {
        session.setUser(recruiter);
        session.setPermissions({ 'COMPANY-PROFILE': ['VIEW'] });
        mockFetch(jsonResponse(200, { status: true, data: profile }));
        openCompanyProfile();
        expect(await screen.findByRole('heading', { name: 'Company Profile' }, slow)).toBeTruthy();
    });
});
