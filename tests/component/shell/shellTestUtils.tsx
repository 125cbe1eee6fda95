/**
 * Test-only wiring for the shell: a react-admin context (i18n from our
 * messages, an in-memory store, our toast host), a memory router that
 * reports where it is, and the browser APIs jsdom lacks.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { i18nProvider } from '../../../custom/i18nProvider';
import { cookieNames, type SessionUser } from '../../../dataProvider/session';

export { stubViewport } from '../../helpers/browserStubs';

export function LocationProbe() {
    const location = useLocation();
    return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** `dataProvider`: the fake the rendered screens call (react-admin's empty default otherwise). */
export function renderInAdmin(ui: ReactNode, { path = '/corporate', dataProvider }: { path?: string; dataProvider?: DataProvider } = {}) {
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()} dataProvider={dataProvider}>
                {ui}
                <LocationProbe />
            </AdminContext>
        </MemoryRouter>,
    );
}

export function signIn(user: Partial<SessionUser> & Pick<SessionUser, 'role_name'>): SessionUser {
    const full: SessionUser = {
        id: 'u1',
        first_name: 'Asha',
        last_name: 'Rao',
        secondary_role: null,
        company_name: 'Acme',
        company_profile_image: null,
        ...user,
    };
    Cookies.set(cookieNames.token, 'test-token');
    Cookies.set(cookieNames.user, JSON.stringify(full));
    return full;
}

export function clearCookies(): void {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}
