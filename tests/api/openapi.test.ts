/**
 * The OpenAPI document is complete and valid (docs/api.md, "OpenAPI document"):
 * every route is in it with a stable operationId, its security and its error
 * answers; Redocly's recommended rules find no error; a client generated from
 * it by openapi-typescript type-checks; and what it says about security is
 * what the server does.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAUTHENTICATED_BODY } from '../../server/lib/http.js';
import { operationIdOf, registerOpenApi } from '../../server/plugins/openapi.js';
import { describeProblem, lintOpenApi, typesFromOpenApi } from '../../scripts/openapiTools.js';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';

interface Response {
    description: string;
    content?: Record<string, { schema: { $ref?: string; type?: string; enum?: unknown[] } }>;
}
interface Operation {
    operationId?: string;
    summary?: string;
    security?: Record<string, string[]>[];
    responses: Record<string, Response>;
}
interface Document {
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

let t: TestApp;
let document: Document;
const operations: { method: string; path: string; operation: Operation }[] = [];

beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    document = t.app.swagger() as unknown as Document;
    for (const [path, item] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(item)) if (METHODS.includes(method)) operations.push({ method, path, operation });
    }
});
afterAll(() => t.close());

describe('operationIdOf', () => {
    it('is camelCase of method and path words, parameters last, without repeating the method or a By<Param>', () => {
        expect(operationIdOf('GET', '/api/business-units')).toBe('getBusinessUnits');
        expect(operationIdOf('PUT', '/api/business-unit/:id')).toBe('putBusinessUnitById');
        expect(operationIdOf('PATCH', '/api/:id/promote-job')).toBe('patchPromoteJobById');
        expect(operationIdOf('GET', '/api/get-jobs')).toBe('getJobs');
        expect(operationIdOf('GET', '/api/get-job-by-id/:id')).toBe('getJobById');
        expect(operationIdOf('DELETE', '/api/delete-pipeline-by-id/{id}')).toBe('deletePipelineById');
        expect(operationIdOf('GET', '/api/files/public/:name')).toBe('getFilesPublicByName');
    });
});

describe('the document', () => {
    it('lists every route, the health check and itself included, each with a unique operationId, a summary and its security', async () => {
        expect(document.openapi).toMatch(/^3\.0\./);
        const names = operations.map(o => `${o.method.toUpperCase()} ${o.path}`);
        expect(names).toEqual(expect.arrayContaining(['GET /api/health', 'GET /api/docs/json', 'GET /api/check-workspace', 'POST /api/corporate/login', 'GET /api/get-jobs']));
        expect(operations.length).toBeGreaterThan(150);

        const ids = operations.map(o => o.operation.operationId);
        expect(new Set(ids).size).toBe(operations.length);
        for (const { method, path, operation } of operations) {
            // Derived from method and path only: the same on every start, whatever the registration order.
            expect(operation.operationId, `${method} ${path}`).toBe(operationIdOf(method, path));
            expect(operation.summary, `${method} ${path}`).toBeTruthy();
            expect(operation.security, `${method} ${path}`).toBeDefined();
        }
    });

    it('states the error answers in the one error shape, and the plain-text 401 of a dead session', () => {
        expect(document.components.schemas.Problem).toMatchObject({ required: ['status', 'message'], properties: { status: { enum: [false] } } });
        for (const { method, path, operation } of operations) {
            const where = `${method.toUpperCase()} ${path}`;
            const statuses = Object.keys(operation.responses);
            if (operation.security!.length) {
                expect(operation.responses['401']?.content?.['text/plain']?.schema.enum, where).toEqual([UNAUTHENTICATED_BODY]);
                expect(statuses, where).toEqual(expect.arrayContaining(['403', '404']));
            }
            expect(statuses.some(s => /^2/.test(s)), where).toBe(true);
            if (['post', 'put', 'patch'].includes(method)) expect(statuses, where).toEqual(expect.arrayContaining(['400', '413']));
            for (const [status, response] of Object.entries(operation.responses)) {
                if (!/^4/.test(status) || (status === '401' && operation.security!.length)) continue;
                const schema = response.content?.['application/json']?.schema;
                // A route may document a richer refusal of its own (check-workspace, a stale card); the rest use Problem.
                expect(schema, `${where} ${status}`).toBeDefined();
            }
        }
        const login = document.paths['/api/corporate/login'].post;
        expect(login.responses['401'].content?.['application/json']?.schema.$ref).toBe('#/components/schemas/Problem');
        expect(Object.keys(login.responses)).toContain('429');
        expect(Object.keys(document.paths['/api/department/{id}'].delete.responses)).toContain('409');
        expect(Object.keys(document.paths['/api/update-job/{id}'].put.responses)).toContain('409');
    });

    it('documents file parts as binary and no contentMediaType (OpenAPI 3.0 has none)', () => {
        expect(JSON.stringify(document)).not.toContain('contentMediaType');
        const upload = document.paths['/api/applicant-upload'].post as unknown as {
            requestBody: { content: Record<string, { schema: { properties: Record<string, { type: string; format?: string }> } }> };
        };
        const parts = upload.requestBody.content['multipart/form-data'].schema.properties;
        expect(parts.file).toMatchObject({ type: 'string', format: 'binary' });
        expect(parts.job_id).toMatchObject({ type: 'string' });
        expect(parts.job_id.format).toBeUndefined();
    });

    it('is what GET /api/docs/json serves, to anyone on any host', async () => {
        const served = await t.call('nosuch.localhost', { method: 'GET', url: '/api/docs/json' });
        expect(served.statusCode).toBe(200);
        expect(served.json()).toEqual(JSON.parse(JSON.stringify(document)));
        const health = await t.call(ACME, { method: 'GET', url: '/api/health' });
        expect(health.json()).toEqual({ status: true, message: 'ok' });
    });

    it('tells the truth about security: a bearer route refuses an anonymous call with the plain 401, a public one does not', async () => {
        const wrong: string[] = [];
        for (const { method, path, operation } of operations) {
            const url = path.replace(/\{name\}/g, 'nothing.png').replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
            const response = await t.call(ACME, { method: method.toUpperCase() as 'GET', url });
            const deadSession = response.statusCode === 401 && response.body === UNAUTHENTICATED_BODY;
            if (deadSession !== operation.security!.length > 0) wrong.push(`${method.toUpperCase()} ${path}: documented ${JSON.stringify(operation.security)}, answered ${response.statusCode}`);
        }
        expect(wrong).toEqual([]);
    });

    it('refuses to hide an API route from the document', async () => {
        const app = Fastify();
        await registerOpenApi(app, { title: 't', version: '1' });
        expect(() => app.get('/api/secret', { schema: { hide: true } }, async () => 'x')).toThrow(/not hidden/);
        await app.close();
    });
});

/**
 * Warnings Redocly's recommended rules still give, each for a reason
 * (docs/api.md, "Linting"). Any other warning, or any error, fails.
 */
const ACCEPTED_WARNINGS: { rule: string; pointer?: RegExp; why: string }[] = [
    { rule: 'no-ambiguous-paths', why: 'SPEC.md names paths such as /api/{id}/promote-job beside /api/business-unit/{id}; static segments win in the router' },
    { rule: 'info-license', why: 'the project declares no license' },
    { rule: 'operation-4xx-response', pointer: /^#\/paths\/~1api~1(health|health~1ready|docs~1json)\/get\/responses$/, why: 'the health and readiness probes and the document take no input and need no workspace: they cannot fail with a 4xx (readiness says no with a 503)' },
];

describe('Redocly lint (recommended rules)', () => {
    it('finds no error, and only the accepted warnings', async () => {
        const problems = await lintOpenApi(document);
        const unexpected = problems.filter(
            p => p.severity === 'error' || !ACCEPTED_WARNINGS.some(a => a.rule === p.ruleId && (!a.pointer || a.pointer.test(p.location[0]?.pointer ?? ''))),
        );
        expect(unexpected.map(describeProblem)).toEqual([]);
    });

    it('would fail a document without operationIds or security', async () => {
        const broken = JSON.parse(JSON.stringify(document)) as Document;
        const op = broken.paths['/api/get-jobs'].get;
        delete op.security;
        delete op.operationId;
        const rules = (await lintOpenApi(broken)).map(p => `${p.severity} ${p.ruleId}`);
        expect(rules).toEqual(expect.arrayContaining(['error security-defined', 'warn operation-operationId']));
    });
});

/** A small client of the generated types: it must compile, and each marked line must not. */
const CLIENT = `
import type { components, operations, paths } from './api';

type JobList = paths['/api/get-jobs']['get']['responses'][200]['content']['application/json'];
type JobQuery = NonNullable<paths['/api/get-jobs']['get']['parameters']['query']>;
type NewJob = paths['/api/create-job']['post']['requestBody']['content']['application/json'];
type Refused = operations['postCreateJob']['responses'][400]['content']['application/json'];
type DeadSession = operations['getJobs']['responses'][401]['content']['text/plain'];
type Problem = components['schemas']['Problem'];

export const titles = (list: JobList): string[] => (list.data ?? []).map(job => job.title ?? '');
export const query: JobQuery = { page: 2, limit: 12, search: 'engineer' };
export const job: NewJob = { title: 'Platform engineer', employment_type: 'FULL_TIME', skills: ['TypeScript'] };
export const refused: Refused = { status: false, message: 'title is required', errors: { title: 'title is required' } };
export const problem: Problem = refused;
export const deadSession: DeadSession = 'Not AUTHENTICATED USER';

// @ts-expect-error page is a number
export const wrongPage: JobQuery = { page: 'two' };
// @ts-expect-error title is required
export const untitled: NewJob = {};
// @ts-expect-error no unknown field (additionalProperties: false)
export const extra: NewJob = { title: 'Platform engineer', salary_in_gold: 1 };
// @ts-expect-error not one of the employment types
export const wrongType: NewJob = { title: 'Platform engineer', employment_type: 'FOREVER' };
// @ts-expect-error the dead-session body is exactly that text
export const otherText: DeadSession = 'Unauthorized';
// @ts-expect-error a refusal's status is false
export const notRefused: Problem = { status: true, message: '' };
`;

describe('a client generated by openapi-typescript', () => {
    it('type-checks against the document', async () => {
        const dir = mkdtempSync(join(tmpdir(), 'ats-openapi-client-'));
        try {
            writeFileSync(join(dir, 'api.d.ts'), await typesFromOpenApi(document));
            writeFileSync(join(dir, 'client.ts'), CLIENT);
            const program = ts.createProgram([join(dir, 'client.ts')], {
                strict: true,
                noEmit: true,
                skipLibCheck: true,
                target: ts.ScriptTarget.ES2022,
                module: ts.ModuleKind.ESNext,
                moduleResolution: ts.ModuleResolutionKind.Bundler,
                lib: ['lib.es2022.d.ts'],
                types: [],
            });
            const diagnostics = ts.getPreEmitDiagnostics(program).map(d => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
            expect(diagnostics).toEqual([]);
        } finally {
            rmSync(dir, { recursive: true, force: true });
        }
        // A TypeScript program over the whole document: 5 to 16 s, and 23 s in a loaded CI run (over the 20 s default).
    }, 90_000);
});
