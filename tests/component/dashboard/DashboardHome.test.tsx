/**
 * /corporate is every corporate user's home: a teammate without the dashboard (COMPANY-DASHBOARD
 * VIEW) is taken to the first page their menu shows, not to a refusal.
 */
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import DashboardHome from '../../../custom/dashboard/DashboardHome';
import { session } from '../../../dataProvider/session';
import { clearCookies, renderInAdmin, signIn } from '../shell/shellTestUtils';

// The dashboard's own requests stay pending: this file is about where /corporate leads, not what it shows.
const pending = new Proxy({}, { get: () => () => new Promise(() => undefined) }) as DataProvider;

function renderHome() {
    renderInAdmin(
        <Routes>
            <Route path="/corporate" element={<DashboardHome />} />
            <Route path="*" element={<output data-testid="elsewhere" />} />
        </Routes>,
        { dataProvider: pending },
    );
}

describe('the corporate home without the dashboard', () => {
    afterEach(() => clearCookies());

    it('opens the first page the menu shows (job postings for a teammate who may view jobs)', async () => {
        signIn({ role_name: 'RECRUITER' });
        session.setPermissions({ 'MANAGE-EDIT-JOBS': ['VIEW'] });
        renderHome();
        await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/corporate/active-jobs'));
    });

    it('opens a page every teammate has (the menu always shows some) when they hold no permission at all', async () => {
        signIn({ role_name: 'RECRUITER' });
        session.setPermissions({});
        renderHome();
        await waitFor(() => expect(screen.getByTestId('location').textContent).not.toBe('/corporate'));
        expect(screen.getByTestId('location').textContent).toMatch(/^\/corporate\/./);
    });

    it('keeps the dashboard for a teammate who has it', async () => {
        signIn({ role_name: 'RECRUITER' });
        session.setPermissions({ 'COMPANY-DASHBOARD': ['VIEW'], 'MANAGE-EDIT-JOBS': ['VIEW'] });
        renderHome();
        await screen.findByRole('heading', { level: 1 });
        expect(screen.getByTestId('location').textContent).toBe('/corporate');
    });
});
