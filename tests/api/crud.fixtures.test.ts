/**
 * The engine on fixture resources (tests/fixtures/resources, via
 * ServerConfig.resourcesDir): references, the account behaviour with its
 * invite, the sanitizeHtml hook, typed columns and filters, additive table
 * evolution and refusing to start on a broken config.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { configFromEnv } from '../../server/config.js';
import { prepareResources } from '../../server/crud/index.js';
import { ResourceConfigError } from '../../server/crud/loadResources.js';
import { openDatabase, type Database } from '../../server/db/connect.js';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';

const fixtures = join(__dirname, '../fixtures');

let t: TestApp;
let admin: string;
let globexAdmin: string;

beforeAll(async () => {
    t = await createTestApp({ resourcesDir: join(fixtures, 'resources')});
    [admin, globexAdmin] = await Promise.all([t.login(ACME, 'admin@acme.example'), t.login(GLOBEX, 'admin@globex.example')]);
});
afterAll(() => t.close());

const post = (url: string, payload: object, token = admin, host = ACME) => t.call(host, { method: 'POST', url: `/api/${url}`, token, payload });
const get = (url: string, token = admin, host = ACME) => t.call(host, { method: 'GET', url: `/api/${url}`, token });

async function team(name: string, extra: object = {}, token = admin, host = ACME): Promise<string> {
    const response = await post('fx/team', { name, ...extra }, token, host);
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().data.id;
}

describe('typed columns, filters and hooks', () => {
    it('creates typed columns and answers typed values', async () => {
        const columns = await sql<{ column_name: string; data_type: string }>`select column_name, data_type from information_schema.columns
            where table_name = 'fx_teams' order by column_name`.execute(t.database.db);
        expect(Object.fromEntries(columns.rows.map(c => [c.column_name, c.data_type]))).toMatchObject({
            id: 'uuid', workspace_id: 'uuid', status: 'text', version: 'integer', created_by: 'uuid', created_at: 'timestamp with time zone',
            name: 'text', kickoff: 'date', headcount: 'integer', remote: 'boolean', tags: 'jsonb', notes: 'text',
        });
        const id = await team('Typed', { kickoff: '2025-03-01', headcount: 12, remote: true, tags: ['a', 'b'] });
        const one = await get(`fx/team/${id}`);
        expect(one.json().data).toMatchObject({ kickoff: '2025-03-01', headcount: 12, remote: true, tags: ['a', 'b'] });
    });

    it('filters by equality, lists, ranges and array membership, and refuses unknown filters', async () => {
        await team('Filter A', { kickoff: '2025-01-10', headcount: 3, remote: false, tags: ['x'] });
        await team('Filter B', { kickoff: '2025-02-10', headcount: 30, remote: true, tags: ['y'] });
        const names = async (filter: object) =>
            (await get(`fx/teams?search=filter&filter=${encodeURIComponent(JSON.stringify(filter))}`)).json().data.map((r: { name: string }) => r.name);
        expect(await names({ remote: true })).toEqual(['Filter B']);
        expect(await names({ headcount: { from: 10 } })).toEqual(['Filter B']);
        expect(await names({ kickoff: { from: '2025-01-01', to: '2025-01-31' } })).toEqual(['Filter A']);
        expect(await names({ tags: 'x' })).toEqual(['Filter A']);
        const unknown = await get(`fx/teams?filter=${encodeURIComponent('{"notes":"x"}')}`);
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().errors.filter).toMatch(/Unknown filter "notes"/);
        expect((await get('fx/teams?filter=nope')).json().errors).toEqual({ filter: 'filter must be a JSON object' });
        expect((await get('fx/teams?sort=notes')).statusCode).toBe(400);
        const sorted = (await get('fx/teams?search=filter&sort=headcount&order=desc')).json().data.map((r: { name: string }) => r.name);
        expect(sorted).toEqual(['Filter B', 'Filter A']);
    });

    it('sanitises HTML fields through the sanitizeHtml hook', async () => {
        const id = await team('Html', { notes: '<p onclick="steal()">Hello <b>team</b><script>alert(1)</script><a href="javascript:x()">x</a></p>' });
        expect((await get(`fx/team/${id}`)).json().data.notes).toBe('<p>Hello <b>team</b><a>x</a></p>');
    });
});

describe('references', () => {
    let teamId: string;
    beforeAll(async () => {
        teamId = await team('Referenced');
    });

    const member = (email: string, extra: object = {}) => post('fx/member', { first_name: 'Mia', last_name: 'Member', email, role: 'INTERVIEWER', team_id: teamId, ...extra });

    it("refuses an unknown id and another workspace's id, naming the field", async () => {
        const unknown = await member('ref1@acme.example', { team_id: '00000000-0000-4000-8000-000000000001' });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().errors).toEqual({ team_id: 'Team not found' });
        const globexTeam = await team('Globex team', {}, globexAdmin, GLOBEX);
        const foreign = await member('ref2@acme.example', { team_id: globexTeam });
        expect(foreign.statusCode).toBe(400);
        expect(foreign.json().errors).toEqual({ team_id: 'Team not found' });
    });

    it('keys foreign keys by workspace, so even the database refuses a cross-workspace reference', async () => {
        const globexTeam = await team('Globex team 2', {}, globexAdmin, GLOBEX);
        const acme = await t.database.db.selectFrom('workspaces').select('id').where('host', '=', ACME).executeTakeFirstOrThrow();
        const attempt = sql`insert into fx_members (workspace_id, first_name, email, role, team_id) values (${acme.id}, 'X', 'x@x.example', 'INTERVIEWER', ${globexTeam})`.execute(t.database.db);
        await expect(attempt).rejects.toThrow(/foreign key/);
    });

    it('refuses to delete a referenced record with 409, and filters by reference', async () => {
        const created = await member('ref3@acme.example');
        expect(created.statusCode, created.body).toBe(200);
        const removed = await t.call(ACME, { method: 'DELETE', url: `/api/fx/team/${teamId}`, token: admin });
        expect(removed.statusCode).toBe(409);
        expect(removed.json().message).toMatch(/in use by members/);
        const filtered = await get(`fx/members?filter=${encodeURIComponent(JSON.stringify({ team_id: teamId }))}`);
        expect(filtered.json().data.map((m: { email: string }) => m.email)).toEqual(['ref3@acme.example']);
    });

    it('offers active records as id/label pairs', async () => {
        const options = await get('fx/teams/options?search=referenced');
        expect(options.json().data).toEqual([{ id: teamId, label: 'Referenced' }]);
    });
});

describe('account resources', () => {
    let teamId: string;
    beforeAll(async () => {
        teamId = await team('Accounts');
    });

    async function inviteToken(email: string): Promise<string> {
        const mail = await t.database.db.selectFrom('email_outbox').select(['body_text', 'subject']).where('to_address', '=', email).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
        expect(mail.subject).toMatch(/invited/);
        const match = /\/reset-password\?token=([\w-]+)&invite=1/.exec(mail.body_text);
        expect(match).not.toBeNull();
        return match![1];
    }

    it('creates the users row and an invite; the invite link sets a password that signs in', async () => {
        const response = await post('fx/member', {
            first_name: 'Tara', last_name: 'Teammate', email: 'tara@acme.example', role: 'RECRUITER', team_id: teamId,
            permissions: { 'ONBOARD-CLIENT': ['VIEW', 'FLY'], 'NOT-A-MODULE': ['VIEW'] },
        });
        expect(response.statusCode, response.body).toBe(200);
        const userId = response.json().data.user_id;
        const user = await t.database.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
        expect(user).toMatchObject({ email: 'tara@acme.example', first_name: 'Tara', last_name: 'Teammate', role_name: 'RECRUITER', password_hash: null, status: 'ACTIVE' });
        expect(user.permissions).toEqual({ 'ONBOARD-CLIENT': ['VIEW'] });
        const reset = await t.call(ACME, { method: 'POST', url: '/api/reset-password', payload: { token: await inviteToken('tara@acme.example'), password: 'Welcome@2025' } });
        expect(reset.statusCode).toBe(200);
        const login = await t.call(ACME, { method: 'POST', url: '/api/corporate/login', payload: { email: 'tara@acme.example', password: 'Welcome@2025' } });
        expect(login.statusCode).toBe(200);
    });

    it('refuses an email another user of the workspace holds, writing nothing', async () => {
        const before = await t.database.db.selectFrom('users').select('id').execute();
        const response = await post('fx/member', { first_name: 'Dup', email: 'ADMIN@acme.example', role: 'INTERVIEWER', team_id: teamId });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({ email: 'A user with this email already exists' });
        expect(await t.database.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
    });

    it('keeps the users row in step on update, and disabling ends the sessions', async () => {
        const created = (await post('fx/member', { first_name: 'Sam', email: 'sam@acme.example', role: 'INTERVIEWER', team_id: teamId })).json().data;
        await t.call(ACME, { method: 'POST', url: '/api/reset-password', payload: { token: await inviteToken('sam@acme.example'), password: 'Welcome@2025' } });
        const updated = await t.call(ACME, { method: 'PUT', url: `/api/fx/member/${created.id}`, token: admin, payload: { email: 'samuel@acme.example', first_name: 'Samuel', role: 'LEAD_RECRUITER', version: 1 } });
        expect(updated.statusCode, updated.body).toBe(200);
        const user = await t.database.db.selectFrom('users').selectAll().where('id', '=', created.user_id).executeTakeFirstOrThrow();
        expect(user).toMatchObject({ email: 'samuel@acme.example', first_name: 'Samuel', role_name: 'LEAD_RECRUITER' });
        const clash = await t.call(ACME, { method: 'PUT', url: `/api/fx/member/${created.id}`, token: admin, payload: { email: 'tara@acme.example', version: 2 } });
        expect(clash.statusCode).toBe(400);
        expect(clash.json().errors).toEqual({ email: 'A member with this email already exists' });

        const token = (await t.call(ACME, { method: 'POST', url: '/api/corporate/login', payload: { email: 'samuel@acme.example', password: 'Welcome@2025' } })).json().data.token;
        expect((await get('me', token)).statusCode).toBe(200);
        const off = await t.call(ACME, { method: 'PATCH', url: `/api/fx/member/${created.id}/status`, token: admin, payload: { status: 'INACTIVE', version: 2 } });
        expect(off.statusCode, off.body).toBe(200);
        expect((await get('me', token)).statusCode).toBe(401);
        const refused = await t.call(ACME, { method: 'POST', url: '/api/corporate/login', payload: { email: 'samuel@acme.example', password: 'Welcome@2025' } });
        expect(refused.statusCode).toBe(403);
        await t.call(ACME, { method: 'PATCH', url: `/api/fx/member/${created.id}/status`, token: admin, payload: { status: 'ACTIVE' } });
        const back = await t.call(ACME, { method: 'POST', url: '/api/corporate/login', payload: { email: 'samuel@acme.example', password: 'Welcome@2025' } });
        expect(back.statusCode).toBe(200);
    });

    it('bulk-uploads members with the team given by name, inviting each new one', async () => {
        const csv = 'first_name,email,role,Team\nBea,bea@acme.example,INTERVIEWER,accounts\nCal,cal@acme.example,INTERVIEWER,No such team\n';
        const boundary = 'fxboundary';
        const body = (text: string) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="m.csv"\r\nContent-Type: text/csv\r\n\r\n${text}\r\n--${boundary}--\r\n`);
        const upload = (text: string) => t.call(ACME, { method: 'POST', url: '/api/fx/members/bulk-upload', token: admin, payload: body(text), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
        const failed = await upload(csv);
        expect(failed.statusCode).toBe(400);
        expect(failed.json().data.rows).toEqual([{ row: 3, errors: { team_id: 'Team "No such team" not found' } }]);
        expect(await t.database.db.selectFrom('users').select('id').where('email', '=', 'bea@acme.example').execute()).toHaveLength(0);
        const ok = await upload(csv.replace('No such team', 'Accounts'));
        expect(ok.json().data).toEqual({ created: 2, updated: 0, unchanged: 0 });
        expect(await inviteToken('cal@acme.example')).toBeTruthy();
        expect((await upload(csv.replace('No such team', 'Accounts'))).json().data).toEqual({ created: 0, updated: 0, unchanged: 2 });
    });
});

describe('table evolution and start-up', () => {
    it('adds new fields as columns and never changes an existing column type', async () => {
        const before = await get('fx/teams?limit=100');
        const { report } = await prepareResources(t.database.db, join(fixtures, 'resources-v2'));
        expect(report.addedColumns).toEqual(['fx_teams.budget']);
        expect(report.warnings).toEqual([expect.stringMatching(/^fx_teams\.headcount is integer in the database but text/)]);
        const type = await sql<{ data_type: string }>`select data_type from information_schema.columns where table_name = 'fx_teams' and column_name = 'headcount'`.execute(t.database.db);
        expect(type.rows[0].data_type).toBe('integer');
        expect((await get('fx/teams?limit=100')).json().meta.total).toBe(before.json().meta.total);
    });

    it('remembers which configs its tables match: a restart skips the checks and keeps the warnings; without the record it checks again', async () => {
        const v2 = join(fixtures, 'resources-v2');
        // A new handle on the same data, as a restarted process has (the in-process memory is per handle).
        // On PGlite the test app's memory is copied once, into a data directory; each later restart closes
        // that directory's database and opens it again (a copy of memory cost several seconds each under load).
        const opened: Database[] = [];
        const dataDir = t.databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'ats-restart-'));
        const restart = async (from: Database) => {
            if (dataDir && from !== t.database) await from.close();
            const next = !dataDir
                ? await openDatabase({ url: t.databaseUrl })
                : await openDatabase({ dataDir, maintain: false, ...(from === t.database ? { snapshot: await from.snapshot!() } : {}) });
            opened.push(next);
            return next;
        };
        try {
            const restarted = await restart(t.database);
            expect((await prepareResources(restarted.db, v2)).report).toEqual({ created: [], addedColumns: [], warnings: [expect.stringMatching(/^fx_teams\.headcount is integer in the database but text/)] });
            // The record is trusted: a column dropped by hand is not seen while the configs are the same.
            await sql`alter table fx_teams drop column budget`.execute(restarted.db);
            const trusting = await restart(restarted);
            expect((await prepareResources(trusting.db, v2)).report.addedColumns).toEqual([]);
            // Its record removed (docs/crud-engine.md says how), the next start checks every table again.
            await sql`delete from system_settings where key like 'schema_state:%'`.execute(trusting.db);
            const checking = await restart(trusting);
            expect((await prepareResources(checking.db, v2)).report.addedColumns).toEqual(['fx_teams.budget']);
            // …and records it again.
            const recorded = await sql<{ n: number }>`select count(*)::int as n from system_settings where key = 'schema_state:resource_tables'`.execute(checking.db);
            expect(recorded.rows[0].n).toBe(1);
        } finally {
            // On PGlite only the last is still open.
            for (const database of dataDir ? opened.slice(-1) : opened) await database.close();
            if (dataDir) rmSync(dataDir, { recursive: true, force: true });
        }
    }, 90_000);

    it('refuses to start on an invalid resource directory, naming file and path', async () => {
        const config = { ...configFromEnv({}), logLevel: 'silent', consoleDir: undefined, resourcesDir: join(fixtures, 'resources-broken') };
        const attempt = buildApp({ database: t.database, config, jwtSecret: 'x'.repeat(32) });
        await expect(attempt).rejects.toThrow(ResourceConfigError);
        await expect(attempt).rejects.toThrow(/departments\.json: \/list\/columns\/2: unknown field "nmae"/);
    });
});
