import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { isValidElement, useRef, type ReactElement } from 'react';
import { allPermissions } from '../../../config';
import { CorporateSidebar } from '../../../custom/shell/Sidebar';
import { corporateMenu, visibleEntryKeys, visibleMenu, type MenuNode } from '../../../ui/menu';
import { adminChildren, corporateRoutesBesides, renderAdminChildren, resourceModules } from '../../../app/resourceConfig';
import { loggedOutEvents } from '../../../dataProvider/authEvents';
import { cookieNames } from '../../../dataProvider/session';
import { menuEntriesFromConfigs, menuWithResources, ResourceMenuProvider } from '../../../resources/menuEntries';
import {
    clearResources,
    configByName,
    getResourceDefinitions,
    loadResourceConfigs,
    registerResources,
    useResourceConfigs,
} from '../../../dataProvider/resourceRegistry';
import type { ResourceConfig } from '../../../resources/types';
import { renderInAdmin, signIn, stubViewport } from '../shell/shellTestUtils';
import { fakeDataProvider, renderGenerated, stubBrowser, teamsConfig, unitsConfig } from './resourceTestUtils';

const departmentsLike: ResourceConfig = {
    ...unitsConfig,
    name: 'departments',
    label: { one: 'Department', many: 'Departments' },
    route: '/corporate/department-onboarding',
    menu: { group: 'onboarding', icon: 'Apartment', order: 20 },
    permission: 'ONBOARD-DEPARTMENT',
};
const agencyOnly: ResourceConfig = {
    ...unitsConfig,
    name: 'partners',
    label: { one: 'Partner', many: 'Partners' },
    route: '/corporate/partners',
    menu: { group: 'main', icon: 'Handshake' },
    visibleWhen: ['recruitAgency'],
};
/** A resource taking over a screen config/menu.json and the pending routes still list. */
const reportsLike: ResourceConfig = {
    ...unitsConfig,
    name: 'report_views',
    label: { one: 'Report', many: 'Reports' },
    route: '/corporate/reports',
    menu: { group: 'main', icon: 'Assessment', order: 70 },
};
const hidden: ResourceConfig = { ...unitsConfig, name: 'hidden_things', route: '/corporate/hidden', menu: { group: 'none', icon: 'Inbox' } };

function groupChildren(nodes: MenuNode[], key: string): string[] {
    for (const node of nodes) {
        if (node.kind !== 'group') continue;
        if (node.group.key === key) return visibleEntryKeys(node.children);
        const inner = groupChildren(node.children, key);
        if (inner.length > 0) return inner;
    }
    return [];
}

afterEach(() => {
    vi.unstubAllGlobals();
    clearResources();
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('menu entries from the configs', () => {
    it('puts a config resource into its group and hides it without VIEW on its permission', () => {
        const menu = menuWithResources([teamsConfig]);
        const granted = visibleMenu(menu, { permissions: { 'ONBOARD-DEPARTMENT': ['VIEW'] }, isRecruitAgency: false });
        expect(groupChildren(granted.nodes, 'onboarding')).toContain('resource:teams');

        const denied = visibleMenu(menu, { permissions: { 'ONBOARD-CLIENT': ['VIEW'], 'ONBOARD-DEPARTMENT': ['CREATE'] }, isRecruitAgency: true });
        expect(visibleEntryKeys(denied.nodes)).not.toContain('resource:teams');
    });

    it('replaces the static entry with the same route instead of adding a second one', () => {
        const menu = menuWithResources([reportsLike]);
        const routes = menu.entries.map(entry => entry.route);
        expect(routes.filter(route => route === '/corporate/reports')).toHaveLength(1);
        // It keeps the static entry's place.
        const staticIndex = corporateMenu.entries.findIndex(entry => entry.route === '/corporate/reports');
        expect(staticIndex).toBeGreaterThanOrEqual(0);
        expect(menu.entries[staticIndex].key).toBe('resource:report_views');
        expect(menu.entries).toHaveLength(corporateMenu.entries.length);
    });

    it('maps groups, labels, visibleWhen and leaves out group "none"', () => {
        const entries = menuEntriesFromConfigs([agencyOnly, hidden, teamsConfig]);
        expect(entries.map(entry => [entry.key, entry.group, entry.label])).toEqual([
            ['resource:teams', 'onboarding', 'Squads'],
            ['resource:partners', null, 'Partners'],
        ]);
        expect(entries[1].visibleWhen).toEqual({ recruitAgency: true });
        const menu = menuWithResources([agencyOnly]);
        expect(visibleEntryKeys(visibleMenu(menu, { permissions: {}, isRecruitAgency: false }).nodes)).not.toContain('resource:partners');
        expect(visibleEntryKeys(visibleMenu(menu, { permissions: {}, isRecruitAgency: true }).nodes)).toContain('resource:partners');
    });

    it('the sidebar shows the registered resources in their group, linked to their route', async () => {
        stubViewport(1440);
        registerResources([teamsConfig]);
        // The composition root hands the generated entries to the sidebar (app/App.tsx).
        renderInAdmin(
            <ResourceMenuProvider>
                <CorporateSidebar permissions={allPermissions()} companyName="Acme" />
            </ResourceMenuProvider>,
        );
        const sidebar = within(screen.getByTestId('corporate-sidebar'));
        fireEvent.click(sidebar.getByRole('button', { name: 'Onboarding' }));
        expect(sidebar.getByRole('link', { name: 'Squads' }).getAttribute('href')).toBe('/corporate/teams');
    });
});

describe('runtime wiring', () => {
    it('fetches the configs once per session and forgets them on logout', async () => {
        const fetcher = vi.fn(async () => [teamsConfig, unitsConfig]);
        await Promise.all([loadResourceConfigs(fetcher), loadResourceConfigs(fetcher)]);
        await loadResourceConfigs(fetcher);
        expect(fetcher).toHaveBeenCalledTimes(1);
        expect(getResourceDefinitions()['corporate/teams'].api.list).toBe('GET teams');
        expect(getResourceDefinitions().teams.api.list).toBe('GET teams');
        expect(resourceModules['corporate/teams']).toBe('ONBOARD-DEPARTMENT');

        loggedOutEvents.emit({ audience: 'corporate', redirectTo: '/corporate-login', noticeKey: null });
        expect(configByName('teams')).toBeUndefined();
        expect(resourceModules['corporate/teams']).toBeUndefined();
        await loadResourceConfigs(fetcher);
        expect(fetcher).toHaveBeenCalledTimes(2);
    });

    it('builds the resources after sign-in and drops the pending page a resource now serves', async () => {
        const load = vi.fn(async () => [departmentsLike, teamsConfig]);
        expect(await renderAdminChildren(load)).toBeTruthy();
        expect(load).not.toHaveBeenCalled(); // signed out: nothing to fetch

        signIn({ role_name: 'RECRUITER' });
        const children = (await renderAdminChildren(load)) as ReactElement[];
        expect(load).toHaveBeenCalledTimes(1);
        const resources = children.slice(1).filter(isValidElement).map(el => (el.props as { name: string }).name);
        expect(resources).toEqual(['corporate/department-onboarding', 'corporate/teams']);
        const paths = corporateRoutesBesides([reportsLike]).map(route => (route.props as { path: string }).path);
        expect(paths).not.toContain('/corporate/reports');
        expect(paths).toContain('/corporate/cs-dashboard');
        expect(typeof adminChildren).toBe('function');
    });

    it('a lead recruiter whose second role is interviewer fetches them (she switches to the corporate area in place)', async () => {
        const load = vi.fn(async () => [departmentsLike]);
        signIn({ role_name: 'LEAD_RECRUITER', secondary_role: 'INTERVIEWER' });
        const children = (await renderAdminChildren(load)) as ReactElement[];
        expect(load).toHaveBeenCalledTimes(1);
        expect(children.slice(1).filter(isValidElement).map(el => (el.props as { name: string }).name)).toEqual(['corporate/department-onboarding']);
    });

    it('interviewers and other areas never fetch the configs', async () => {
        const load = vi.fn(async () => [teamsConfig]);
        Cookies.set(cookieNames.token, 't');
        signIn({ role_name: 'INTERVIEWER' });
        await renderAdminChildren(load);
        expect(load).not.toHaveBeenCalled();
    });

    it("tells the configs' subscribers of a clearing only when there was something to clear", async () => {
        // A subscriber above the console re-renders it, whose children clear again for a vendor: telling of
        // an empty clearing looped without end ("Maximum update depth exceeded" at a cold load of an area).
        const { result } = renderHook(() => {
            const renders = useRef(0);
            renders.current++;
            useResourceConfigs();
            return renders;
        });
        const rendersBefore = result.current.current;
        signIn({ role_name: 'VENDOR' });
        act(() => void renderAdminChildren(vi.fn(async () => [teamsConfig])));
        act(() => clearResources());
        expect(result.current.current).toBe(rendersBefore);

        act(() => registerResources([teamsConfig]));
        act(() => clearResources());
        expect(result.current.current).toBe(rendersBefore + 2);
    });
});

describe('overrides', () => {
    beforeEach(() => stubBrowser());

    it('replaces a whole view with the registered component named by the config', async () => {
        const compact: ResourceConfig = { ...teamsConfig, override: { list: 'CompactList' } };
        renderGenerated({ path: '/corporate/teams', configs: [compact, unitsConfig] });
        const list = await screen.findByTestId('compact-list-teams');
        expect(await within(list).findByText('Platform')).toBeTruthy();
        expect(screen.queryByRole('table')).toBeNull();
        // The other views stay generated.
        expect(screen.queryByTestId('list-teams')).toBeNull();
    });

    it('an unknown override key says so in place of the view', async () => {
        const broken: ResourceConfig = { ...teamsConfig, override: { show: 'NoSuchView' } };
        renderGenerated({ path: '/corporate/teams/t1/show', configs: [broken, unitsConfig], dataProvider: fakeDataProvider() });
        await waitFor(() =>
            expect(screen.getByRole('alert').textContent).toBe('No view is registered under the override key "NoSuchView" (resource teams).'),
        );
    });
});
