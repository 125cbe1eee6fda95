/**
 * After signing in, the sign-in page returns to the page that sent the visitor there, and the
 * corporate area keeps it when the signed-in user's menu shows it (custom/shell/SignInReturnGuard.tsx):
 * after a session ended, the next person on the browser may be someone else (a recruiter sent to
 * the reports an admin had open met "Access denied"). A page opened by a link stays, menu or not.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultTeammatePermissions, type Permissions } from '../../../config';
import { LoginPage } from '../../../custom/auth/LoginPage';
import { SignInReturnGuard } from '../../../custom/shell/SignInReturnGuard';
import { i18nProvider } from '../../../custom/i18nProvider';
import { session } from '../../../dataProvider/session';
import { clearCookies, LocationProbe, signIn } from '../shell/shellTestUtils';

function signInThrough(nextPathname: string, role: 'RECRUITER' | 'CORPORATE') {
    const authProvider: AuthProvider = {
        login: async () => {
            signIn({ role_name: role });
            session.setPermissions(defaultTeammatePermissions.RECRUITER as Permissions);
            return { redirectTo: '/corporate' };
        },
        logout: async () => undefined,
        checkAuth: async () => undefined,
        checkError: async () => undefined,
        getPermissions: async () => undefined,
    };
    render(
        <MemoryRouter initialEntries={[{ pathname: '/corporate-login', state: { nextPathname } }]}>
            <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                <Routes>
                    <Route path="/corporate-login" element={<LoginPage audience="corporate" />} />
                    <Route
                        path="/corporate/*"
                        element={
                            <SignInReturnGuard>
                                <LocationProbe />
                            </SignInReturnGuard>
                        }
                    />
                </Routes>
            </AdminContext>
        </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'someone@acme.example' } });
    fireEvent.change(screen.getAllByLabelText(/^Password/)[0], { target: { value: 'Demo@12345' } });
    fireEvent.click(screen.getByRole('button', { name: /sign in|log in/i }));
}

/** Where the sign-in lands once it has settled: the page may pass through the home first (its own redirect of a signed-in user). */
async function landedAt(): Promise<string | null> {
    await screen.findByTestId('location');
    await new Promise(resolve => setTimeout(resolve, 100));
    return screen.getByTestId('location').textContent;
}

describe('returning after sign-in', () => {
    afterEach(() => clearCookies());

    it("takes a recruiter home, not to the reports their menu does not show", async () => {
        signInThrough('/corporate/reports', 'RECRUITER');
        expect(await landedAt()).toBe('/corporate');
    });

    it('returns a recruiter to a page their menu shows', async () => {
        signInThrough('/corporate/active-jobs', 'RECRUITER');
        expect(await landedAt()).toBe('/corporate/active-jobs');
    });

    it('leaves a page opened by a link alone: its own refusal says what is wrong', () => {
        signIn({ role_name: 'RECRUITER' });
        session.setPermissions(defaultTeammatePermissions.RECRUITER as Permissions);
        render(
            <MemoryRouter initialEntries={['/corporate/reports']}>
                <SignInReturnGuard>
                    <LocationProbe />
                </SignInReturnGuard>
            </MemoryRouter>,
        );
        expect(screen.getByTestId('location').textContent).toBe('/corporate/reports');
    });

    it('returns an admin anywhere in the area', async () => {
        signInThrough('/corporate/reports', 'CORPORATE');
        expect(await landedAt()).toBe('/corporate/reports');
    });
});
