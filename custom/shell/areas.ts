/**
 * The console's areas and who belongs where. A corporate user whose
 * secondary_role is INTERVIEWER works in the interviewer area until "Switch To"
 * clears that role (SPEC.md sections 2 and 4); the role is kept aside in the
 * stored user meanwhile, so that the corporate bar offers the way back and the
 * interviewer area still opens for them.
 */
import { corporateRoles, type RoleName } from '../../config';
import { defaultHomePath, loginPaths } from '../../dataProvider/authProvider';
import { session, type SessionUser } from '../../dataProvider/session';

export type Area = 'corporate' | 'interviewer' | 'vendor' | 'employee' | 'candidate';

/**
 * The areas whose pages render on a phone (at or below 768 px) as on a desktop; the others show
 * the desktop-only notice there (SPEC.md section 2, custom/shell/MobileGuard.tsx). Candidates apply
 * from the career page on their phones and come back from a mail to their applications and offers;
 * employees share and refer jobs from theirs; interviewers look up their next interview and give
 * feedback as they leave the room; agency recruiters check where their submissions stand and add
 * a candidate they have just met (their tables become cards: ui/stackedTable.ts). Recruiters work
 * at desks, on the board and in wide tables. Docs: docs/ui.md, "Phones".
 */
export const PHONE_READY_AREAS: ReadonlySet<Area> = new Set<Area>(['candidate', 'employee', 'interviewer', 'vendor']);

export function areaOfUser(user: Pick<SessionUser, 'role_name' | 'secondary_role'>): Area {
    if (user.role_name === 'INTERVIEWER' || user.secondary_role === 'INTERVIEWER') return 'interviewer';
    if (user.role_name === 'VENDOR') return 'vendor';
    if (user.role_name === 'EMPLOYEE') return 'employee';
    if (user.role_name === 'CANDIDATE') return 'candidate';
    return 'corporate';
}

/**
 * The stored user after "Switch To" the corporate area: SPEC.md section 4 has the switch remove the
 * secondary role, which alone would leave no trace that the user may switch back; the role waits here.
 */
type SwitchableUser = SessionUser & { held_secondary_role?: RoleName | null };

/** A corporate user who is an interviewer too (secondary role INTERVIEWER, in use or set aside by Switch To). */
export function holdsBothAreas(user: SessionUser): boolean {
    const held: unknown = (user as SwitchableUser).held_secondary_role;
    return corporateRoles.includes(user.role_name) && (user.secondary_role === 'INTERVIEWER' || held === 'INTERVIEWER');
}

/** Whether `area` opens for the user: their current area, or the other one of a user who holds both. */
export function mayEnterArea(user: SessionUser, area: Area): boolean {
    if (areaOfUser(user) === area) return true;
    return holdsBothAreas(user) && (area === 'corporate' || area === 'interviewer');
}

/**
 * "Switch To": makes `area` the user's current one, which decides their home page. To the corporate
 * area the secondary role is removed from the stored user (SPEC.md section 4) and kept aside; to the
 * interviewer area it comes back.
 */
export function switchArea(user: SessionUser, area: 'corporate' | 'interviewer'): void {
    if (!holdsBothAreas(user) || areaOfUser(user) === area) return;
    const next: SwitchableUser =
        area === 'corporate'
            ? { ...user, secondary_role: null, held_secondary_role: 'INTERVIEWER' }
            : { ...user, secondary_role: 'INTERVIEWER', held_secondary_role: null };
    session.setUser(next);
}

/** The history state key of the page the sign-in returned to (custom/auth/LoginPage.tsx). */
export const RETURNED_AFTER_SIGN_IN = 'returnedAfterSignIn';

/** The first page after sign-in, and where a user who opens another area is sent. */
export function homePathFor(user: SessionUser): string {
    return areaOfUser(user) === 'interviewer' ? '/interviewer/dashboard' : defaultHomePath(user);
}

/** Interviewers sign in through the corporate page (docs/api.md). */
export function loginPathFor(area: Area): string {
    return area === 'interviewer' ? loginPaths.corporate : loginPaths[area];
}
