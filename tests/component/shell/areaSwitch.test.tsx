/**
 * A corporate user who is an interviewer too (the demo's lead recruiter): "Switch To" both ways
 * (SPEC.md sections 2 and 4 give the interviewer bar's; the corporate bar offers the way back),
 * both areas open for them, and Log Out does not hand the page to whoever signs in next.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../custom/i18nProvider';
import { CorporateBar, InterviewerBar } from '../../../custom/shell/bars';
import { RequireArea } from '../../../custom/shell/RequireArea';
import { session } from '../../../dataProvider/session';
import { clearCookies, renderInAdmin, signIn, stubViewport } from './shellTestUtils';

const openAccountMenu = () => fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
const menuItems = () => screen.getAllByRole('menuitem').map(item => item.textContent);
const location = () => screen.getByTestId('location').textContent;

describe('Switch To, both ways', () => {
    beforeEach(() => stubViewport(1440));
    afterEach(() => {
        vi.unstubAllGlobals();
        clearCookies();
    });

    it('takes a lead recruiter from the interviewer area to the corporate one and back', () => {
        signIn({ role_name: 'LEAD_RECRUITER', secondary_role: 'INTERVIEWER' });
        const { unmount } = renderInAdmin(<InterviewerBar />, { path: '/interviewer/dashboard' });
        openAccountMenu();
        fireEvent.click(screen.getByRole('menuitem', { name: 'Switch To Lead Recruiter' }));
        // SPEC.md section 4: the secondary role leaves the stored user.
        expect(session.getUser()?.secondary_role).toBeNull();
        expect(location()).toBe('/corporate');
        unmount();

        renderInAdmin(<CorporateBar />, { path: '/corporate' });
        openAccountMenu();
        expect(menuItems()).toEqual(['Switch To Interviewer', 'Language: हिन्दी', 'Log Out']);
        fireEvent.click(screen.getByRole('menuitem', { name: 'Switch To Interviewer' }));
        expect(session.getUser()?.secondary_role).toBe('INTERVIEWER');
        expect(session.getUser()?.role_name).toBe('LEAD_RECRUITER');
        expect(location()).toBe('/interviewer/dashboard');
    });

    it('offers no Switch To in the corporate bar of a user who is not an interviewer too', () => {
        signIn({ role_name: 'CORPORATE' });
        renderInAdmin(<CorporateBar />, { path: '/corporate' });
        openAccountMenu();
        expect(menuItems()).toEqual(['Language: हिन्दी', 'Log Out']);
    });
});

describe('RequireArea for a user of both areas', () => {
    beforeEach(() => stubViewport(1440));
    afterEach(() => clearCookies());

    const guarded = (
        <Routes>
            <Route path="/corporate" element={<RequireArea area="corporate">corporate home</RequireArea>} />
            <Route path="/interviewer/dashboard" element={<RequireArea area="interviewer">interviewer home</RequireArea>} />
            <Route path="*" element={null} />
        </Routes>
    );

    it('opens the interviewer area after Switch To the corporate one, and makes it the current area again', async () => {
        signIn({ role_name: 'LEAD_RECRUITER', secondary_role: 'INTERVIEWER' });
        const bar = renderInAdmin(<InterviewerBar />, { path: '/interviewer/dashboard' });
        openAccountMenu();
        fireEvent.click(screen.getByRole('menuitem', { name: 'Switch To Lead Recruiter' }));
        expect(session.getUser()?.secondary_role).toBeNull();
        bar.unmount();

        renderInAdmin(guarded, { path: '/interviewer/dashboard' });
        expect(location()).toBe('/interviewer/dashboard');
        expect(screen.getByText('interviewer home')).toBeTruthy();
        await waitFor(() => expect(session.getUser()?.secondary_role).toBe('INTERVIEWER'));
    });

    it('opens the corporate area to a lead recruiter in the interviewer area, as Switch To would', async () => {
        signIn({ role_name: 'LEAD_RECRUITER', secondary_role: 'INTERVIEWER' });
        renderInAdmin(guarded, { path: '/corporate' });
        expect(location()).toBe('/corporate');
        await waitFor(() => expect(session.getUser()?.secondary_role).toBeNull());
    });

    it.each([
        ['a recruiter', { role_name: 'RECRUITER' as const }, '/interviewer/dashboard', '/corporate'],
        ['an interviewer', { role_name: 'INTERVIEWER' as const }, '/corporate', '/interviewer/dashboard'],
    ])('still sends %s who holds one area home from the other', (_label, user, path, expected) => {
        signIn(user);
        renderInAdmin(guarded, { path });
        expect(location()).toBe(expected);
    });
});

function StateProbe() {
    const where = useLocation();
    return <output data-testid="state">{JSON.stringify(where.state ?? null)}</output>;
}

describe('Log Out', () => {
    beforeEach(() => stubViewport(1440));
    afterEach(() => {
        vi.unstubAllGlobals();
        clearCookies();
    });

    it('sends to the sign-in page without the page it left: the next person to sign in may not open it', async () => {
        signIn({ role_name: 'CORPORATE' });
        const authProvider: AuthProvider = {
            login: async () => undefined,
            logout: async () => {
                session.clear();
                return '/corporate-login';
            },
            checkAuth: async () => undefined,
            checkError: async () => undefined,
            getPermissions: async () => ({}),
        };
        render(
            <MemoryRouter initialEntries={['/corporate/reports']}>
                <AdminContext i18nProvider={i18nProvider} store={memoryStore()} authProvider={authProvider}>
                    <Routes>
                        <Route path="/corporate/reports" element={<CorporateBar />} />
                        <Route path="/corporate-login" element={<StateProbe />} />
                    </Routes>
                </AdminContext>
            </MemoryRouter>,
        );
        openAccountMenu();
        await act(async () => {
            fireEvent.click(screen.getByRole('menuitem', { name: 'Log Out' }));
        });
        await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('null'));
    });
});
