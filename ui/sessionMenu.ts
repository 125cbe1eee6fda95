/**
 * What decides the signed-in user's corporate menu (ui/menu.ts): their permissions (the cookie)
 * and the workspace's kind and lists. A module of its own so that the menu's React context
 * (ui/menuContext.ts), which the public pages load, does not bring the session with it.
 */
import { session } from '../dataProvider/session';
import type { VisibilityContext } from './menu';

export function sessionMenuContext(): VisibilityContext {
    const company = session.getCompany();
    return { permissions: session.getPermissions(), isRecruitAgency: Boolean(company?.is_recruit_agency), csDashboard: Boolean(company?.cs_dashboard) };
}
