/**
 * Demo data for a first run: two workspaces and a sign-in for every role in
 * each. README.md lists the same logins; `npm start` prints them.
 */
import type { Kysely } from 'kysely';
import { defaultTeammatePermissions, type RoleName } from '../../config/index.js';
import { hashPassword } from '../lib/passwords.js';
import type { DB } from './schema.js';
import { withSystem, withWorkspace } from './scope.js';

export const DEMO_PASSWORD = 'Demo@12345';

interface DemoWorkspace {
    host: string;
    company_name: string;
    brand_name: string | null;
    theme_color: string;
    is_recruit_agency: boolean;
    domain: string;
    /** Set for the demo institute only: its /corporate is the placement dashboard (docs/decisions.md, "TPO mode"). */
    institute: string | null;
}

export const demoWorkspaces: DemoWorkspace[] = [
    { host: 'acme.localhost', company_name: 'Acme Talent Partners', brand_name: null, theme_color: '#00bbb6', is_recruit_agency: true, domain: 'acme.example', institute: null },
    { host: 'globex.localhost', company_name: 'Globex Corporation', brand_name: 'Globex Careers', theme_color: '#3f51b5', is_recruit_agency: false, domain: 'globex.example', institute: 'Globex Institute of Technology' },
];

interface DemoUser {
    local: string;
    first_name: string;
    last_name: string;
    role_name: RoleName;
    secondary_role?: RoleName;
    /** Created through its resource (teammates, interviewers, vendors, employees) by seedRecords.ts. */
    viaResource?: boolean;
}

const demoUsers: DemoUser[] = [
    { local: 'admin', first_name: 'Alex', last_name: 'Admin', role_name: 'CORPORATE' },
    { local: 'lead', first_name: 'Lena', last_name: 'Lead', role_name: 'LEAD_RECRUITER', secondary_role: 'INTERVIEWER', viaResource: true },
    { local: 'recruiter', first_name: 'Ravi', last_name: 'Recruiter', role_name: 'RECRUITER', viaResource: true },
    { local: 'interviewer', first_name: 'Ines', last_name: 'Interviewer', role_name: 'INTERVIEWER', viaResource: true },
    { local: 'vendor', first_name: 'Victor', last_name: 'Vendor', role_name: 'VENDOR', viaResource: true },
    { local: 'employee', first_name: 'Emma', last_name: 'Employee', role_name: 'EMPLOYEE', viaResource: true },
    { local: 'candidate', first_name: 'Chris', last_name: 'Candidate', role_name: 'CANDIDATE' },
];

export interface DemoLogin {
    host: string;
    role: RoleName;
    email: string;
    password: string;
}

export function demoLogins(): DemoLogin[] {
    return demoWorkspaces.flatMap(w =>
        demoUsers.map(u => ({ host: w.host, role: u.role_name, email: `${u.local}@${w.domain}`, password: DEMO_PASSWORD })),
    );
}

/**
 * People onboarded through their resources get no password (they are invited);
 * the demo ones get the demo password, and the lead her secondary role.
 */
export async function activateDemoLogins(db: Kysely<DB>): Promise<void> {
    for (const demo of demoWorkspaces) {
        const workspace = await withSystem(db, tx => tx.selectFrom('workspaces').select('id').where('host', '=', demo.host).executeTakeFirstOrThrow());
        await withWorkspace(db, workspace.id, async tx => {
            const admin = await tx.selectFrom('users').select('password_hash').where('email', '=', `admin@${demo.domain}`).executeTakeFirstOrThrow();
            for (const user of demoUsers.filter(u => u.viaResource)) {
                await tx
                    .updateTable('users')
                    .set({ password_hash: admin.password_hash, secondary_role: user.secondary_role ?? null })
                    .where('email', '=', `${user.local}@${demo.domain}`)
                    .where('password_hash', 'is', null)
                    .execute();
            }
        });
    }
}

export async function isSeeded(db: Kysely<DB>): Promise<boolean> {
    return Boolean(await withSystem(db, tx => tx.selectFrom('workspaces').select('id').limit(1).executeTakeFirst()));
}

export async function seedDemoData(db: Kysely<DB>): Promise<void> {
    // One hash for the one demo password keeps first start and every test database fast.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const demo of demoWorkspaces) {
        const { domain, ...fields } = demo;
        // Creating a workspace is system work: row-level security on workspaces is forced (docs/database.md).
        const workspace = await withSystem(db, tx => tx.insertInto('workspaces').values(fields).returning('id').executeTakeFirstOrThrow());
        await withWorkspace(db, workspace.id, async tx => {
            for (const user of demoUsers.filter(u => !u.viaResource)) {
                const permissions =
                    user.role_name === 'RECRUITER' || user.role_name === 'LEAD_RECRUITER' ? defaultTeammatePermissions[user.role_name] : {};
                await tx
                    .insertInto('users')
                    .values({
                        workspace_id: workspace.id,
                        email: `${user.local}@${domain}`,
                        password_hash: passwordHash,
                        first_name: user.first_name,
                        last_name: user.last_name,
                        role_name: user.role_name,
                        secondary_role: user.secondary_role ?? null,
                        permissions: JSON.stringify(permissions),
                        profile_image: null,
                        phone: null,
                        created_by: null,
                    })
                    .execute();
            }
        });
    }
}
