/**
 * The console's wiring of the generated resources. The resource configs are
 * RUNTIME data: after sign-in the console fetches `GET /api/resource-config`
 * once (dataProvider/resourceRegistry.ts keeps it for the session and forgets it on
 * logout), so a new config/resources/*.json file reaches the screen without
 * rebuilding the console.
 *
 * - `getResourceDefinitions`: what the runtime dataProvider looks endpoints up in.
 * - `resourceModules`, `resourceRoles`: the authProvider's resource → permission module and
 *   resource → per-action roles maps (filled in place).
 * - `adminChildren`: the <Admin> function child. react-admin calls it
 *   again whenever the permissions change (sign-in, logout), and renders its
 *   loading page meanwhile.
 */
import { createElement, type ReactElement, type ReactNode } from 'react';
import { CustomRoutes } from 'react-admin';
import { corporateRoles } from '../config';
import { session } from '../dataProvider/session';
import { buildResources } from '../resources/buildResource';
import { clearResources, getResourceDefinitions, loadResourceConfigs, resourceModules, resourceRoles } from '../dataProvider/resourceRegistry';
import type { ResourceConfig } from '../resources/types';
import { corporateRoutes } from '../custom/routes/appRoutes';

export { getResourceDefinitions, resourceModules, resourceRoles };

/** The corporate routes, without the pending pages that a generated resource now serves. */
export function corporateRoutesBesides(configs: readonly ResourceConfig[]): ReactElement[] {
    const served = new Set(configs.map(config => config.route));
    return corporateRoutes().filter(route => !served.has(String((route.props as { path?: string }).path)));
}

function withLayout(routes: ReactElement[]): ReactElement {
    return createElement(CustomRoutes, { key: 'corporate-routes', children: routes });
}

/**
 * Only the corporate area has generated screens; other users never fetch the
 * configs. A corporate role with the interviewer role as its second one lands
 * in the interviewer area but switches to the corporate one in place, so it is
 * asked by role, not by landing area.
 */
function wantsResources(): boolean {
    const user = session.getUser();
    return session.isLoggedIn() && user !== null && corporateRoles.includes(user.role_name);
}

/** The <Admin> function child (react-admin passes the permissions, which only trigger it). */
export const adminChildren = (): Promise<ReactNode> => renderAdminChildren();

export async function renderAdminChildren(
    load: () => Promise<readonly ResourceConfig[]> = loadResourceConfigs,
): Promise<ReactNode> {
    if (!wantsResources()) {
        clearResources();
        return withLayout(corporateRoutes());
    }
    try {
        const configs = await load();
        return [withLayout(corporateRoutesBesides(configs)), ...buildResources(configs)];
    } catch (error) {
        // The hand-written pages keep working; the generated screens stay pending until the next sign-in.
        console.error('GET /api/resource-config failed; generated screens are unavailable', error);
        return withLayout(corporateRoutes());
    }
}
