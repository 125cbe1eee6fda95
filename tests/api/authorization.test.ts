/**
 * The authorization matrix (tests/api/authorization-matrix.ts) against the real
 * app: every route of the OpenAPI document, called as each of nine callers with
 * an empty body and a real acme id, must answer the class its row names. A
 * documented route without a row fails, and so does a row whose route is gone.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEndpoint, type ResourceConfig } from '../../config/resources.js';
import { loadResources } from '../../server/crud/loadResources.js';
import { makePdf } from '../fixtures/resumes/build.js';
import { sampleRecord } from '../helpers/sampleRecord.js';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { callers, matrix, type Caller, type IdKind, type Outcome, type Row } from './authorization-matrix.js';

type SignedCaller = Exclude<Caller, 'anonymous'>;
type Audience = 'corporate' | 'vendor' | 'employee' | 'candidate';

const signIns: Record<SignedCaller, readonly [host: string, email: string, audience: Audience]> = {
    admin: [ACME, 'admin@acme.example', 'corporate'],
    lead: [ACME, 'lead@acme.example', 'corporate'],
    recruiter: [ACME, 'recruiter@acme.example', 'corporate'],
    interviewer: [ACME, 'interviewer@acme.example', 'corporate'],
    vendor: [ACME, 'vendor@acme.example', 'vendor'],
    employee: [ACME, 'employee@acme.example', 'employee'],
    candidate: [ACME, 'candidate@acme.example', 'candidate'],
    otherWorkspace: [GLOBEX, 'admin@globex.example', 'corporate'],
};
const signedCallers = callers.filter((c): c is SignedCaller => c !== 'anonymous');

const rows: readonly Row[] = matrix.flatMap(group => group.rows);
const RANDOM_ID = '7f6f3a52-4a0e-4c55-9a3e-3c1d2b9e8f10';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2e5f3a10000000049454e44ae426082', 'hex');

/** The resource file that declares a route, by its `METHOD /api/path`. */
const resources = loadResources();
const resourceOfRoute = new Map<string, ResourceConfig>();
for (const resource of resources) {
    for (const spec of Object.values(resource.api)) {
        const { method, path } = parseEndpoint(spec);
        resourceOfRoute.set(`${method} /api/${path}`, resource);
    }
}

let t: TestApp;
const tokens = {} as Record<SignedCaller, string>;
const ids = {} as Record<Exclude<IdKind, 'record' | 'random'>, string>;
const recordIds = new Map<string, string>();

function splitRoute(route: string): { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string } {
    const [method, path] = route.split(' ');
    return { method: method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path };
}

function multipart(file: Buffer, filename: string) {
    const boundary = '----ats-matrix-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    return {
        payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
}

async function asAdmin(method: 'GET' | 'POST', url: string, extra: { payload?: object | Buffer; headers?: Record<string, string> } = {}) {
    const response = await t.call(ACME, { method, url, token: tokens.admin, ...extra });
    if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json().data;
}

/** A record of the resource: the first listed, else one created (its references first). */
async function recordOf(resource: ResourceConfig, seq = 1): Promise<string> {
    const known = recordIds.get(resource.name);
    if (known) return known;
    const list = parseEndpoint(resource.api.list);
    const [first] = (await asAdmin('GET', `/api/${list.path}?limit=1`)) as { id: string }[];
    let id = first?.id;
    if (!id) {
        const byName = (name: string) => resources.find(r => r.name === name)!;
        const body = await sampleRecord(resource, seq, name => recordOf(byName(name), seq + 1));
        const create = parseEndpoint(resource.api.create);
        id = ((await asAdmin(create.method as 'POST', `/api/${create.path}`, { payload: body })) as { id: string }).id;
    }
    recordIds.set(resource.name, id);
    return id;
}

/** Real acme ids for the path parameters, read (or made) as the admin before any row runs. */
async function resolveIds(): Promise<void> {
    const jobs = (await asAdmin('GET', '/api/get-jobs?limit=50')) as { id: string }[];
    for (const job of jobs) {
        const board = (await asAdmin('POST', `/api/${job.id}/get-user-applications`, { payload: {} })) as {
            stages: { id: string; applications: { id: string; candidate: { id: string } }[] }[];
        };
        const application = board.stages.flatMap(s => s.applications)[0];
        if (!application) continue;
        Object.assign(ids, { job: job.id, stage: board.stages[0].id, application: application.id, candidate: application.candidate.id });
        break;
    }
    if (!ids.application) throw new Error('The demo seed has no job with applicants; the matrix needs one.');
    ids.resumeFile = ((await asAdmin('POST', '/api/parse-resume', multipart(makePdf(['Matrix Candidate', 'matrix@sample.example']), 'cv.pdf'))) as { file_id: string }).file_id;
    ids.publicFile = ((await asAdmin('POST', '/api/company-profile/logo', multipart(PNG, 'logo.png'))) as { company_profile_image: string }).company_profile_image;
    const me = await t.call(ACME, { method: 'GET', url: '/api/me', token: tokens.recruiter });
    ids.user = me.json().data.id;
    for (const row of rows) {
        const resource = resourceOfRoute.get(row.route);
        if (row.id === 'record' && resource) await recordOf(resource);
    }
}

function urlOf(row: Row): string {
    const { path } = splitRoute(row.route);
    const kind = row.id ?? 'random';
    let id = RANDOM_ID;
    if (kind === 'record') {
        const resource = resourceOfRoute.get(row.route);
        if (!resource) throw new Error(`${row.route}: id 'record' needs a route of a resource file`);
        id = recordIds.get(resource.name)!;
    } else if (kind !== 'random') {
        id = ids[kind];
    }
    const url = path.replace(/\{\w+\}/g, id);
    return row.query ? `${url}?${row.query}` : url;
}

async function tokenFor(caller: Caller, row: Row): Promise<string | undefined> {
    if (caller === 'anonymous') return undefined;
    if (row.session !== 'fresh') return tokens[caller];
    const [host, email, audience] = signIns[caller];
    return t.login(host, email, audience);
}

/** Whether an answer is of the class the row expects; the reason when it is not. */
function mismatch(expected: Outcome, response: LightMyRequestResponse): string | null {
    const { statusCode: status, body } = response;
    const got = `got ${status} ${body.slice(0, 160)}`;
    if (status >= 500) return `expected ${expected}, ${got}`;
    switch (expected) {
        case 'allow':
            return status === 401 || status === 403 ? `expected allow, ${got}` : null;
        case '401':
            return status === 401 && body === 'Not AUTHENTICATED USER' ? null : `expected the plain-text 401, ${got}`;
        case '403':
            return status === 403 && response.json().status === false ? null : `expected 403, ${got}`;
        case '404':
            return status === 404 ? null : `expected 404, ${got}`;
    }
}

beforeAll(async () => {
    t = await createTestApp();
    await Promise.all(
        signedCallers.map(async caller => {
            const [host, email, audience] = signIns[caller];
            tokens[caller] = await t.login(host, email, audience);
        }),
    );
    await resolveIds();
});
afterAll(() => t.close());

describe('the authorization matrix covers the API', () => {
    it('has a row for every route of the OpenAPI document', () => {
        const documented = Object.entries(t.app.swagger().paths ?? {}).flatMap(([path, operations]) =>
            Object.keys(operations ?? {}).map(method => `${method.toUpperCase()} ${path}`),
        );
        expect(documented.length).toBeGreaterThan(100);
        const covered = new Set(rows.map(r => r.route));
        expect(documented.filter(route => !covered.has(route))).toEqual([]);
    });

    it('names only routes the app has, each once', () => {
        const gone = rows.filter(row => {
            const { method, path } = splitRoute(row.route);
            return !t.app.hasRoute({ method, url: path.replace(/\{(\w+)\}/g, ':$1') });
        });
        expect(gone.map(r => r.route)).toEqual([]);
        const twice = rows.map(r => r.route).filter((route, i, all) => all.indexOf(route) !== i);
        expect(twice).toEqual([]);
    });
});

describe.each(matrix.map(group => [group.name, group] as const))('%s', (_name, group) => {
    it.each(group.rows.map(row => [row.route, row] as const))('%s', async (_route, row) => {
        const { method } = splitRoute(row.route);
        const url = urlOf(row);
        // One route's callers at once: the bodies are empty, so no call changes what another sees.
        const problems = await Promise.all(
            callers.map(async caller => {
                const token = await tokenFor(caller, row);
                // Every call goes to acme's host; the other workspace's caller brings globex's token.
                const response = await t.call(ACME, { method, url, token, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
                const problem = mismatch(row[caller], response);
                return problem ? `${caller}: ${problem}` : null;
            }),
        );
        expect(problems.filter(Boolean)).toEqual([]);
    });
});

describe('after the matrix', () => {
    it('every refusal kept its session', async () => {
        const alive = await Promise.all(
            signedCallers.map(async caller => {
                const [host] = signIns[caller];
                return [caller, (await t.call(host, { method: 'GET', url: '/api/me', token: tokens[caller] })).statusCode] as const;
            }),
        );
        expect(alive).toEqual(signedCallers.map(caller => [caller, 200]));
    });

    // Last: it widens the lead recruiter's permissions, which the matrix rows assume are the defaults.
    it('a teammate granted USERS-TEAM-MATE CREATE switches teammate accounts only, never the admin or a portal account', async () => {
        const [teammate] = (await asAdmin('GET', '/api/teammates?search=lead@acme.example')) as { id: string; version: number; permissions: Record<string, string[]> }[];
        const grant = await t.call(ACME, {
            method: 'PUT',
            url: `/api/teammate/${teammate.id}`,
            token: tokens.admin,
            payload: { version: teammate.version, role_name: 'LEAD_RECRUITER', permissions: { ...teammate.permissions, 'USERS-TEAM-MATE': ['VIEW', 'CREATE'] } },
        });
        expect(grant.statusCode, grant.body).toBe(200);
        const userIdOf = async (caller: SignedCaller) => (await t.call(ACME, { method: 'GET', url: '/api/me', token: tokens[caller] })).json().data.id as string;
        const setStatus = (userId: string, status: 'ACTIVE' | 'INACTIVE') =>
            t.call(ACME, { method: 'PATCH', url: `/api/users/${userId}/status`, token: tokens.lead, payload: { status } });

        for (const caller of ['admin', 'vendor', 'employee', 'interviewer', 'candidate'] as const) {
            const response = await setStatus(await userIdOf(caller), 'INACTIVE');
            expect([caller, response.statusCode]).toEqual([caller, 403]);
            expect((await t.call(ACME, { method: 'GET', url: '/api/me', token: tokens[caller] })).statusCode).toBe(200);
        }
        const recruiterId = await userIdOf('recruiter');
        expect((await setStatus(recruiterId, 'INACTIVE')).statusCode).toBe(200);
        expect((await t.call(ACME, { method: 'GET', url: '/api/me', token: tokens.recruiter })).statusCode).toBe(401);
        expect((await setStatus(recruiterId, 'ACTIVE')).statusCode).toBe(200);
    });
});
