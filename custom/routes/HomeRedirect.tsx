import { Navigate } from 'react-router-dom';
import { session } from '../../dataProvider/session';
import { homePathFor } from '../shell/areas';

/** "/" sends a signed-in user to their area's home and everyone else to the corporate sign-in. */
export function HomeRedirect() {
    const user = session.getUser();
    return <Navigate to={session.isLoggedIn() && user ? homePathFor(user) : '/corporate-login'} replace />;
}
