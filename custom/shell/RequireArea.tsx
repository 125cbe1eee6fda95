/**
 * Route guard by area: signed-out visitors go to their area's sign-in page,
 * signed-in users of another area go to their own home (a vendor opening
 * /corporate lands on /vendors/dashboard). Reads the session cookies on every
 * render so a logout or "Switch To" takes effect on the next navigation.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { session } from '../../dataProvider/session';
import { areaOfUser, homePathFor, loginPathFor, type Area } from './areas';

export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
    const location = useLocation();
    const user = session.getUser();
    if (!session.isLoggedIn() || !user) {
        // The sign-in page returns there (with the query: a verify-profile link carries its status and id).
        return <Navigate to={loginPathFor(area)} replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />;
    }
    if (areaOfUser(user) !== area) return <Navigate to={homePathFor(user)} replace />;
    return <>{children}</>;
}
