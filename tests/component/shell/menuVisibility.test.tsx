import { describe, expect, it } from 'vitest';
import { allPermissions, defaultTeammatePermissions, type Permissions } from '../../../config';
import { corporateMenu, truncateName, visibleEntryKeys, visibleMenu, withExtraEntries, type MenuNode } from '../../../custom/shell/menu';

const everyoneSees = ['talentCategories', 'candidatePool', 'interviews', 'emailTemplate', 'emailAutomation', 'whatsappTemplate', 'whatsappAutomation', 'marketplace'];
const onboardingAll = ['teammates', 'clients', 'departments', 'businessUnits', 'processTypes', 'positionCategories', 'interviewers', 'employees', 'vendors'];

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
        entries: ['dashboard', 'jobPostings', ...onboardingAll, ...everyoneSees, 'reports'],
        header: true,
    },
    {
        name: 'Admin outside a recruit agency does not see Clients',
        permissions: allPermissions(),
        isRecruitAgency: false,
        entries: ['dashboard', 'jobPostings', ...onboardingAll.filter(key => key !== 'clients'), ...everyoneSees, 'reports'],
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
        entries: ['dashboard', 'jobPostings', 'departments', 'interviewers', 'employees', 'vendors', ...everyoneSees, 'reports'],
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
        entries: ['employees', 'vendors', ...everyoneSees],
        header: false,
    },
    {
        name: 'ONBOARD-CLIENT VIEW in an agency adds Clients',
        permissions: { 'ONBOARD-CLIENT': ['VIEW'] },
        isRecruitAgency: true,
        entries: ['clients', 'employees', 'vendors', ...everyoneSees],
        header: false,
    },
    {
        name: 'USERS-TEAM-MATE VIEW is a user module: Teammates plus Employee and Vendor',
        permissions: { 'USERS-TEAM-MATE': ['VIEW'] },
        isRecruitAgency: false,
        entries: ['teammates', 'employees', 'vendors', ...everyoneSees],
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
        name: 'COMPANY-PROFILE VIEW shows the header; ONBOARD-REPORT VIEW shows Reports',
        permissions: { 'COMPANY-PROFILE': ['VIEW'], 'ONBOARD-REPORT': ['VIEW'] },
        isRecruitAgency: false,
        entries: [...everyoneSees, 'reports'],
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
        const menu = visibleMenu(corporateMenu, { permissions, isRecruitAgency });
        expect(sorted(visibleEntryKeys(menu.nodes))).toEqual(sorted(entries));
        expect(menu.showHeader).toBe(header);
    });

    it('keeps the sidebar order and nests Email and WhatsApp under Set Communication', () => {
        const { nodes } = visibleMenu(corporateMenu, { permissions: allPermissions(), isRecruitAgency: true });
        const label = (node: MenuNode) => (node.kind === 'entry' ? node.entry.key : node.group.key);
        expect(nodes.map(label)).toEqual(['dashboard', 'jobPostings', 'onboarding', 'talent', 'interviews', 'communication', 'reports', 'marketplace']);
        const communication = nodes.find(node => node.kind === 'group' && node.group.key === 'communication');
        expect(communication?.kind === 'group' && communication.children.map(label)).toEqual(['email', 'whatsapp']);
    });

    it('takes extra entries (generated resources) into their group and replaces a static entry with the same route', () => {
        const extended = withExtraEntries(corporateMenu, [
            { key: 'departmentsResource', label: 'Departments', route: '/corporate/department-onboarding', icon: 'Apartment', group: 'onboarding', visibleWhen: { anyPermission: [{ module: 'ONBOARD-DEPARTMENT', action: 'VIEW' }] } },
            { key: 'skills', label: 'Skills', route: '/corporate/skills', icon: 'Category', group: 'onboarding', visibleWhen: {} },
        ]);
        const keys = visibleEntryKeys(visibleMenu(extended, { permissions: allPermissions(), isRecruitAgency: false }).nodes);
        expect(keys).toContain('departmentsResource');
        expect(keys).not.toContain('departments');
        expect(keys.indexOf('skills')).toBe(keys.indexOf('vendors') + 1);
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
