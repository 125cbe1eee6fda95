/**
 * The console's areas and who belongs where. A corporate user whose
 * secondary_role is INTERVIEWER works in the interviewer area until "Switch To"
 * clears that role (SPEC.md sections 2 and 4).
 */
import { defaultHomePath, loginPaths } from '../../dataProvider/authProvider';
import type { SessionUser } from '../../dataProvider/session';

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

/** The first page after sign-in, and where a user who opens another area is sent. */
export function homePathFor(user: SessionUser): string {
    return areaOfUser(user) === 'interviewer' ? '/interviewer/dashboard' : defaultHomePath(user);
}

/** Interviewers sign in through the corporate page (docs/api.md). */
export function loginPathFor(area: Area): string {
    return area === 'interviewer' ? loginPaths.corporate : loginPaths[area];
}
