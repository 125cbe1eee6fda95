/**
 * The signed-in candidate as the career pages see them. The public shell has no react-admin auth
 * state, so the session's cookies are read directly (at render: a sign-in inside the apply flow
 * shows in the next render). Another role's session is no candidate's: it neither skips the apply
 * flow's sign-in nor is offered the candidate's applications.
 */
import { session, type SessionUser } from '../../dataProvider/session';
import { homePathFor } from '../shell/areas';

export function signedInCandidate(): SessionUser | null {
    const user = session.getUser();
    return session.isLoggedIn() && user?.role_name === 'CANDIDATE' ? user : null;
}

/**
 * The home page of someone signed in under another role (an admin looking at their career page):
 * the candidate sign-in page would only send them there (custom/auth/LoginPage.tsx), so the bar
 * offers it by its name. Null for a candidate or a visitor.
 */
export function otherRoleHome(): string | null {
    const user = session.getUser();
    return session.isLoggedIn() && user && user.role_name !== 'CANDIDATE' ? homePathFor(user) : null;
}

/** Where the candidate's applications are listed (the candidate area, custom/routes/areas/CandidateArea.tsx). */
export const APPLIED_JOBS_PATH = '/candidate/applied-jobs';
