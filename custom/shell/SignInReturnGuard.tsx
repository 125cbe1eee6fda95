/**
 * The sign-in returns to the page that sent the visitor there (custom/auth/LoginPage.tsx,
 * returnPathOf). After a session ended, the next person on the browser may be someone else: a
 * page their menu does not show (a recruiter sent to the reports an admin had open) sends them
 * home instead of to "Access denied". Here, in the corporate area, because the menu loads with it
 * and not with the sign-in page (its JavaScript budget, docs/performance.md).
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { session } from '../../dataProvider/session';
import { menuShowsPath } from '../../ui/menu';
import { useCorporateMenu } from '../../ui/menuContext';
import { sessionMenuContext } from '../../ui/sessionMenu';
import { homePathFor, RETURNED_AFTER_SIGN_IN } from './areas';

export function SignInReturnGuard({ children }: { children: ReactNode }) {
    const { pathname, state } = useLocation();
    const menu = useCorporateMenu();
    const user = session.getUser();
    const returned = typeof state === 'object' && state !== null && (state as Record<string, unknown>)[RETURNED_AFTER_SIGN_IN] === true;
    if (returned && user && user.role_name !== 'CORPORATE' && !menuShowsPath(menu, sessionMenuContext(), pathname)) return <Navigate to={homePathFor(user)} replace />;
    return <>{children}</>;
}
