/**
 * The console on a host without a workspace (SPEC section 8): whatever path
 * was opened, the company-not-found page shows the server's message (or the
 * fallback) and the address becomes /company-not-found?inactive=...; no
 * sign-in form, and the title says why instead of a bare "ATS".
 */
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../app/App';
import { clearAllCookies, jsonResponse, mockFetch } from '../../unit/dataProvider/fetchMock';

let location = '';
function LocationProbe() {
    const current = useLocation();
    location = `${current.pathname}${current.search}`;
    return null;
}

function renderAt(path: string) {
    return render(
        <MemoryRouter initialEntries={[path]}>
            <App />
            <LocationProbe />
        </MemoryRouter>,
    );
}

beforeEach(() => {
    clearAllCookies();
    document.title = 'ATS';
});
afterEach(() => vi.unstubAllGlobals());

describe('workspace check failure', () => {
    it.each(['/', '/corporate-login', '/corporate/department-onboarding'])('an unknown host opened at %s shows the server message on company-not-found', async path => {
        mockFetch(jsonResponse(404, { status: false, message: 'Workspace not found!', companyDetails: null }));
        renderAt(path);
        expect(await screen.findByRole('heading', { name: 'Workspace unavailable' })).toBeTruthy();
        expect(screen.getByRole('alert').textContent).toBe('Workspace not found!');
        await waitFor(() => expect(location).toBe('/company-not-found?inactive=false'));
        expect(screen.queryByRole('button', { name: /sign in/i })).toBeNull();
        expect(screen.queryByLabelText(/password/i)).toBeNull();
        expect(document.title).toBe('Workspace unavailable - ATS');
    });

    it('an inactive workspace lands on inactive=true with its message', async () => {
        mockFetch(jsonResponse(403, { status: false, message: 'Workspace is inactive!', companyDetails: null }));
        renderAt('/corporate-login');
        await waitFor(() => expect(location).toBe('/company-not-found?inactive=true'));
        expect((await screen.findByRole('alert')).textContent).toBe('Workspace is inactive!');
    });

    it('a check that never gets an answer shows the fallback message', async () => {
        mockFetch(new TypeError('Failed to fetch'));
        renderAt('/');
        expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong! Please try again later');
        await waitFor(() => expect(location).toBe('/company-not-found?inactive=false'));
    });
});
