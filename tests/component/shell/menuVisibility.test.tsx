import { describe, expect, it } from 'vitest';
import { allPermissions, defaultTeammatePermissions, type Permissions } from '../../../config';
import { menuWithResources } from '../../../resources/menuEntries';
import { corporateMenu, firstVisibleRoute, menuShowsPath, truncateName, visibleEntryKeys, visibleMenu, withExtraEntries, type MenuNode } from '../../../ui/menu';
import { shippedResourceConfigs } from '../../helpers/shippedResources';

// The corporate menu as a session sees it: config/menu.json plus the entries the shipped resource files declare.
const fullMenu = menuWithResources(shippedResourceConfigs());

const everyoneSees = ['resource:talent_categories', 'resource:talent_pool', 'resource:offer_letter_templates', 'offerLetters', 'interviews', 'resource:email_templates', 'emailAutomation', 'resource:whatsapp_templates', 'whatsappAutomation', 'communicationLog', 'resource:marketplace_services'];
const onboardingAll = ['resource:teammates', 'resource:clients', 'resource:departments', 'resource:business_units', 'resource:domains', 'resource:position_categories', 'resource:interviewers', 'resource:employees', 'resource:vendors'];

interface Case {
    name: string;
    permissions: Permissions | null;
    isRecruitAgency: boolean;
    entries: string[];
    header: boolean;
}

const cases: Case[] = [
    {
        name: 'Admin (every permission) in a recruit agency sees everything',
        permissions: allPermissions(),
        isRecruitAgency: true,
        entries: ['dashboard', 'jobPostings', ...onboardingAll, ...everyoneSees, 'reports', 'usage', 'resource:partner_sites'],
        header: true,
    },
    {
        name: 'Admin outside a recruit agency does not see Clients',
        permissions: allPermissions(),
        isRecruitAgency: false,
        entries: ['dashboard', 'jobPostings', ...onboardingAll.filter(key => key !== 'resource:clients'), ...everyoneSees, 'reports', 'usage', 'resource:partner_sites'],
        header: true,
    },
    {
        name: 'Recruiter defaults: no onboarding module, so no Onboarding group; no Reports',
        permissions: defaultTeammatePermissions.RECRUITER,
        isRecruitAgency: true,
        entries: ['dashboard', 'jobPostings', ...everyoneSees],
        header: false,
    },
    {
        name: 'Lead recruiter defaults: departments, interviewers, employees, vendors and reports',
        permissions: defaultTeammatePermissions.LEAD_RECRUITER,
        isRecruitAgency: true,
        entries: ['dashboard', 'jobPostings', 'resource:departments', 'resource:interviewers', 'resource:employees', 'resource:vendors', ...everyoneSees, 'reports'],
        header: false,
    },
    {
        name: 'JOBS-POST CREATE alone shows Job Postings',
        permissions: { 'JOBS-POST': ['CREATE'] },
        isRecruitAgency: false,
        entries: ['jobPostings', ...everyoneSees],
        header: false,
    },
    {
        name: 'JOBS-POST VIEW alone does not',
        permissions: { 'JOBS-POST': ['VIEW'] },
        isRecruitAgency: false,
        entries: everyoneSees,
        header: false,
    },
    {
        name: 'ONBOARD-CLIENT VIEW outside an agency opens the group with Employee and Vendor only',
        permissions: { 'ONBOARD-CLIENT': ['VIEW'] },
        isRecruitAgency: false,
        entries: ['resource:employees', 'resource:vendors', ...everyoneSees],
        header: false,
    },
    {
        name: 'ONBOARD-CLIENT VIEW in an agency adds Clients',
        permissions: { 'ONBOARD-CLIENT': ['VIEW'] },
        isRecruitAgency: true,
        entries: ['resource:clients', 'resource:employees', 'resource:vendors', ...everyoneSees],
        header: false,
    },
    {
        name: 'USERS-TEAM-MATE VIEW is a user module: Teammates plus Employee and Vendor',
        permissions: { 'USERS-TEAM-MATE': ['VIEW'] },
        isRecruitAgency: false,
        entries: ['resource:teammates', 'resource:employees', 'resource:vendors', ...everyoneSees],
        header: false,
    },
    {
        name: 'CREATE without VIEW on an onboarding module does not open the group',
        permissions: { 'ONBOARD-DEPARTMENT': ['CREATE'] },
        isRecruitAgency: false,
        entries: everyoneSees,
        header: false,
    },
    {
        name: 'COMPANY-PROFILE VIEW shows the header, Usage and Partner sites; ONBOARD-REPORT VIEW shows Reports',
        permissions: { 'COMPANY-PROFILE': ['VIEW'], 'ONBOARD-REPORT': ['VIEW'] },
        isRecruitAgency: false,
        entries: [...everyoneSees, 'reports', 'usage', 'resource:partner_sites'],
        header: true,
    },
    {
        name: 'No permissions at all: only the entries every corporate user sees',
        permissions: null,
        isRecruitAgency: true,
        entries: everyoneSees,
        header: false,
    },
];

const sorted = (keys: string[]) => [...keys].sort();

describe('visibleMenu (SPEC.md section 6)', () => {
    it.each(cases)('$name', ({ permissions, isRecruitAgency, entries, header }) => {
        const menu = visibleMenu(fullMenu, { permissions, isRecruitAgency });
        expect(sorted(visibleEntryKeys(menu.nodes))).toEqual(sorted(entries));
        expect(menu.showHeader).toBe(header);
    });

    it('keeps the sidebar order and nests Email and WhatsApp under Set Communication', () => {
        const { nodes } = visibleMenu(fullMenu, { permissions: allPermissions(), isRecruitAgency: true });
        const label = (node: MenuNode) => (node.kind === 'entry' ? node.entry.key : node.group.key);
        const children = (key: string) => {
            const group = nodes.flatMap(node => (node.kind === 'group' ? [node, ...node.children] : [])).find(node => node.kind === 'group' && node.group.key === key);
            return group?.kind === 'group' ? group.children.map(label) : [];
        };
        expect(nodes.map(label)).toEqual(['dashboard', 'jobPostings', 'onboarding', 'talent', 'interviews', 'communication', 'reports', 'usage', 'resource:partner_sites', 'resource:marketplace_services']);
        expect(children('communication')).toEqual(['email', 'whatsapp', 'communicationLog']);
        // Each resource file's menu.order places it; the static automation entries follow the templates.
        expect(children('onboarding')).toEqual(['teammates', 'clients', 'departments', 'business_units', 'domains', 'position_categories', 'interviewers', 'employees', 'vendors'].map(name => `resource:${name}`));
        expect(children('talent')).toEqual([...['talent_categories', 'talent_pool', 'offer_letter_templates'].map(name => `resource:${name}`), 'offerLetters']);
        expect(children('email')).toEqual(['resource:email_templates', 'emailAutomation']);
        expect(children('whatsapp')).toEqual(['resource:whatsapp_templates', 'whatsappAutomation']);
    });

    it('shows the CS dashboard only for a listed workspace (cs_dashboard), to those with COMPANY-PROFILE VIEW, last', () => {
        const keys = (csDashboard: boolean, permissions: Permissions) => visibleEntryKeys(visibleMenu(fullMenu, { permissions, isRecruitAgency: true, csDashboard }).nodes);
        expect(keys(false, allPermissions())).not.toContain('csDashboard');
        expect(keys(true, allPermissions()).at(-1)).toBe('csDashboard');
        expect(keys(true, defaultTeammatePermissions.LEAD_RECRUITER)).not.toContain('csDashboard');
    });

    it('takes extra entries (generated resources) into their group and replaces a static entry with the same route', () => {
        const extended = withExtraEntries(fullMenu, [
            { key: 'departmentsAgain', label: 'Departments', route: '/corporate/department-onboarding', icon: 'Apartment', group: 'onboarding', order: 20, visibleWhen: { anyPermission: [{ module: 'ONBOARD-DEPARTMENT', action: 'VIEW' }] } },
            { key: 'skills', label: 'Skills', route: '/corporate/skills', icon: 'Category', group: 'onboarding', visibleWhen: {} },
        ]);
        const keys = visibleEntryKeys(visibleMenu(extended, { permissions: allPermissions(), isRecruitAgency: false }).nodes);
        expect(keys).toContain('departmentsAgain');
        expect(keys).not.toContain('resource:departments');
        expect(keys.indexOf('skills')).toBe(keys.indexOf('resource:vendors') + 1);
    });

    it('opens a group that lists its permissions for a module only an added entry needs', () => {
        const locations = { key: 'locations', label: 'Locations', route: '/corporate/onboard/location', icon: 'Place', group: 'onboarding', order: 25, visibleWhen: { anyPermission: [{ module: 'ONBOARD-LOCATION', action: 'VIEW' as const }] } };
        const context = { permissions: { 'ONBOARD-LOCATION': ['VIEW' as const] }, isRecruitAgency: false };
        // Without the merge the group's own list (config/menu.json) keeps it shut for this user.
        expect(visibleEntryKeys(visibleMenu({ ...corporateMenu, entries: [...corporateMenu.entries, locations] }, context).nodes)).not.toContain('locations');
        const { nodes } = visibleMenu(withExtraEntries(corporateMenu, [locations]), context);
        const onboarding = nodes.find(node => node.kind === 'group' && node.group.key === 'onboarding');
        expect(onboarding?.kind === 'group' && onboarding.children.map(node => (node.kind === 'entry' ? node.entry.key : ''))).toEqual(['locations']);
        expect(corporateMenu.groups.find(group => group.key === 'onboarding')?.visibleWhen.anyPermission).not.toContainEqual({ module: 'ONBOARD-LOCATION', action: 'VIEW' });
    });
});

describe('the pages a menu shows, by path', () => {
    const recruiter = { permissions: defaultTeammatePermissions.RECRUITER as Permissions, isRecruitAgency: false };
    it("says whether a path's entry is shown, a page under an entry's route included; an area's root claims only itself", () => {
        expect(menuShowsPath(corporateMenu, recruiter, '/corporate/active-jobs')).toBe(true);
        expect(menuShowsPath(corporateMenu, recruiter, '/corporate/reports')).toBe(false);
        expect(menuShowsPath(corporateMenu, recruiter, '/corporate/reports/job-analytics')).toBe(false);
        expect(menuShowsPath(corporateMenu, { ...recruiter, permissions: { 'ONBOARD-REPORT': ['VIEW'] } }, '/corporate/reports/job-analytics')).toBe(true);
        // No entry claims a job's board: the page refuses for itself.
        expect(menuShowsPath(corporateMenu, { permissions: {}, isRecruitAgency: false }, '/corporate/total-applications/j1')).toBe(true);
        expect(menuShowsPath(corporateMenu, { permissions: {}, isRecruitAgency: false }, '/corporate')).toBe(false);
    });

    it('finds the first page shown other than the one left out', () => {
        expect(firstVisibleRoute(visibleMenu(corporateMenu, recruiter).nodes, '/corporate')).toBe('/corporate/active-jobs');
        expect(firstVisibleRoute(visibleMenu(corporateMenu, { permissions: {}, isRecruitAgency: false }).nodes, '/corporate')).not.toBe('/corporate');
    });
});

describe('truncateName', () => {
    it('cuts after 16 characters and adds "..."', () => {
        expect(truncateName('Acme Global Recruiting', 16)).toBe('Acme Global Recr...');
    });
    it('leaves 16 characters or fewer alone', () => {
        expect(truncateName('Sixteen chars ok', 16)).toBe('Sixteen chars ok');
        expect(truncateName('Acme', 16)).toBe('Acme');
    });
});
