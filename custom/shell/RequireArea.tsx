/**
 * Route guard by area: signed-out visitors go to their area's sign-in page,
 * signed-in users of another area go to their own home (a vendor opening
 * /corporate lands on /vendors/dashboard). Reads the session cookies on every
 * render so a logout or "Switch To" takes effect on the next navigation.
 * A corporate user who is an interviewer too opens both of their areas, and
 * the one they open becomes their current one, as "Switch To" would make it.
 */
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { session } from '../../dataProvider/session';
import { areaOfUser, homePathFor, loginPathFor, mayEnterArea, switchArea, type Area } from './areas';

export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
    const location = useLocation();
    const user = session.getUser();
    const entering = user !== null && session.isLoggedIn() && mayEnterArea(user, area) && areaOfUser(user) !== area;
    useEffect(() => {
        // After the render, not during it: the bar re-renders from the cookie's listeners.
        const current = session.getUser();
        if (entering && current && (area === 'corporate' || area === 'interviewer')) switchArea(current, area);
    }, [entering, area]);
    if (!session.isLoggedIn() || !user) {
        // The sign-in page returns there (with the query: a verify-profile link carries its status and id).
        return <Navigate to={loginPathFor(area)} replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />;
    }
    if (!mayEnterArea(user, area)) return <Navigate to={homePathFor(user)} replace />;
    return <>{children}</>;
}
