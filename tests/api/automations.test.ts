/**
 * Automations end to end through the API and the worker
 * (docs/api-communication.md, "Automations"): every event type the write
 * paths record sends once; a retried expansion adds nothing; two processes
 * running the worker on one database send each message once; a delayed send
 * survives closing and reopening the app; a switched-off rule sends nothing,
 * also what was already waiting; another workspace's rules are 404; bad input
 * is 400 with nothing written.
 */
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { prepareDatabase } from '../../server/bootstrap.js';
import { configFromEnv, type ServerConfig } from '../../server/config.js';
import { openDatabase, type Database } from '../../server/db/connect.js';
import { withSystem } from '../../server/db/scope.js';
import { AutomationWorker } from '../../server/lib/automationWorker.js';
import { ACME, createTestApp, DEMO_PASSWORD, GLOBEX, scratchUploadsDir, seededPgliteDataDir, type TestApp } from '../helpers/testApp.js';
import { addApplicant, createJob, stagesOf, userId } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let recruiter: string;
let interviewer: string;
let globexAdmin: string;
let recruiterId: string;
let interviewerId: string;
let templateId: string;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function call(method: Method, url: string, token: string, payload?: object, host = ACME): Promise<{ status: number; body: Json }> {
    const response = await t.call(host, { method, url, token, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() as Json };
}

/** No timer in the tests: each test runs the passes it needs, so what it reads is settled. */
const quiet: Partial<ServerConfig> = { automationIntervalMs: 0 };

const runWorker = () => t.app.deps.automations.runOnce();

/** Outbox rows a rule queued, as the owner (outside row-level security). */
async function mailsOf(db: TestApp['database']['db'], ruleId: string) {
    return (
        await sql<{ to_address: string; subject: string; body_html: string | null; template_id: string; application_id: string | null; candidate_id: string | null }>`
            select to_address, subject, body_html, template_id, application_id, candidate_id from email_outbox where rule_id = ${ruleId} order by to_address`.execute(db)
    ).rows;
}

async function createTemplate(token: string, host = ACME, subject = 'Hello {{candidate.name}}', body = '<p>About {{job.title}} at {{company.name}}</p>'): Promise<string> {
    const created = await call('POST', '/api/email/templates', token, { name: `Automation ${Math.random().toString(16).slice(2, 8)}`, subject, body }, host);
    if (created.status !== 200) throw new Error(`template: ${created.status} ${JSON.stringify(created.body)}`);
    return created.body.data.id as string;
}

async function createRule(fields: Json, token = admin, host = ACME): Promise<Json> {
    const created = await call('POST', '/api/email-trigger', token, { name: 'Rule', channel: 'EMAIL', template_id: templateId, recipients: ['CANDIDATE'], ...fields }, host);
    if (created.status !== 200) throw new Error(`rule: ${created.status} ${JSON.stringify(created.body)}`);
    return created.body.data as Json;
}

let seq = 0;
async function applicant(jobId: string, source = 'LinkedIn'): Promise<{ id: string; email: string }> {
    const email = `auto.${++seq}.${Date.now()}@example.com`;
    const added = await addApplicant(t, ACME, admin, jobId, { first_name: 'Avery', last_name: `Auto${seq}`, email, source });
    if (added.statusCode !== 200) throw new Error(`applicant: ${added.statusCode} ${added.body}`);
    return { id: added.json().data.id as string, email };
}

const tomorrowAt = (hour: number) => {
    const d = new Date();
    d.setUTCDate(d.getUTCDate() + 2);
    d.setUTCHours(hour, 0, 0, 0);
    return d.toISOString();
};

beforeAll(async () => {
    t = await createTestApp(quiet);
    admin = await t.login(ACME, 'admin@acme.example');
    recruiter = await t.login(ACME, 'recruiter@acme.example');
    interviewer = await t.login(ACME, 'interviewer@acme.example');
    globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
    recruiterId = await userId(t, ACME, recruiter);
    interviewerId = await userId(t, ACME, interviewer);
    templateId = await createTemplate(admin);
});
afterAll(() => t.close());

describe('each event sends once', () => {
    it('application created, stage entered, interview scheduled/rescheduled/cancelled, feedback submitted and job published each send one rendered mail to the right person', async () => {
        const job = await createJob(t, ACME, admin, { title: 'Automation events job', recruiter_ids: [recruiterId] });
        const rules = {
            created: await createRule({ name: 'Applied', event_type: 'APPLICATION_CREATED', job_ids: [job.id], sources: ['linkedin'] }),
            stage: await createRule({ name: 'Interview stage', event_type: 'STAGE_ENTERED', job_ids: [job.id], stage_names: ['Interview'] }),
            scheduled: await createRule({ name: 'Scheduled', event_type: 'INTERVIEW_SCHEDULED', job_ids: [job.id], recipients: ['CANDIDATE', 'INTERVIEWERS'] }),
            rescheduled: await createRule({ name: 'Rescheduled', event_type: 'INTERVIEW_RESCHEDULED', job_ids: [job.id] }),
            cancelled: await createRule({ name: 'Cancelled', event_type: 'INTERVIEW_CANCELLED', job_ids: [job.id] }),
            feedback: await createRule({ name: 'Passed', event_type: 'FEEDBACK_SUBMITTED', job_ids: [job.id], results: ['PASS'], recipients: ['RECRUITERS'] }),
        };
        // A rule is for events after it was made: the job is published after this rule exists.
        const published = await createRule({ name: 'Published', event_type: 'JOB_PUBLISHED', recipients: ['RECRUITERS'] });
        const publishedJob = await createJob(t, ACME, admin, { title: 'Published by automation', recruiter_ids: [recruiterId] });
        const draft = await createJob(t, ACME, admin, { title: 'Draft job', job_type: 'DRAFT', recruiter_ids: [recruiterId] });

        const person = await applicant(job.id, 'LinkedIn');
        const other = await applicant(job.id, 'Naukri');
        const stages = await stagesOf(t, ACME, admin, job.id);
        const interviewStage = stages.find(s => s.name === 'Interview')!;
        const screening = stages.find(s => s.name === 'Screening')!;
        expect((await call('PATCH', '/api/shift-applicant', recruiter, { application_id: person.id, to_stage_id: screening.id, version: 1 })).status).toBe(200);
        expect((await call('PATCH', '/api/shift-applicant', recruiter, { application_id: person.id, to_stage_id: interviewStage.id, version: 2 })).status).toBe(200);
        // Moving to the stage it is already in is no event.
        expect((await call('PATCH', '/api/shift-applicant', recruiter, { application_id: person.id, to_stage_id: interviewStage.id, version: 3 })).status).toBe(200);

        const rounds = (await call('GET', `/api/${job.id}/get-interview-rounds`, admin)).body.data as { id: string }[];
        const scheduled = await call('POST', '/api/schedule-interview', recruiter, {
            application_id: person.id, round_id: rounds[0].id, interviewer_ids: [interviewerId], mode: 'VIDEO', link: 'https://meet.example/auto', duration_minutes: 60, starts_at: tomorrowAt(9),
        });
        expect(scheduled.status).toBe(200);
        const interviewId = scheduled.body.data.id as string;
        expect((await call('PATCH', '/api/interviewer/reschedule-interview', recruiter, { interview_id: interviewId, starts_at: tomorrowAt(11), version: scheduled.body.data.version })).status).toBe(200);
        expect((await call('PATCH', '/api/interviewer/update-interview-result', interviewer, { interview_id: interviewId, result: 'PASS' })).status).toBe(200);
        const second = await call('POST', '/api/schedule-interview', recruiter, {
            application_id: person.id, round_id: rounds[1].id, interviewer_ids: [interviewerId], mode: 'VIDEO', link: 'https://meet.example/auto2', duration_minutes: 30, starts_at: tomorrowAt(14),
        });
        expect(second.status).toBe(200);
        expect((await call('DELETE', `/api/${second.body.data.id}/delete-interview`, recruiter)).status).toBe(200);
        // Cancelled and deleted at once (type=DELETE): the cancellation is still mailed.
        const third = await call('POST', '/api/schedule-interview', recruiter, {
            application_id: person.id, round_id: rounds[1].id, interviewer_ids: [interviewerId], mode: 'VIDEO', link: 'https://meet.example/auto3', duration_minutes: 30, starts_at: tomorrowAt(16),
        });
        expect(third.status).toBe(200);
        expect((await call('DELETE', `/api/${third.body.data.id}/delete-interview?type=DELETE`, recruiter)).status).toBe(200);

        await runWorker();
        await runWorker();

        const candidateMails = await mailsOf(t.database.db, rules.created.id);
        expect(candidateMails).toHaveLength(1);
        expect(candidateMails[0]).toMatchObject({ to_address: person.email, subject: `Hello Avery Auto${seq - 1}`, template_id: templateId, application_id: person.id });
        expect(candidateMails[0].body_html).toContain('Automation events job');
        expect(await mailsOf(t.database.db, rules.stage.id)).toMatchObject([{ to_address: person.email }]);
        // Scheduled: all three interviews to the candidate; the interviewer of the two that still existed when the worker ran.
        const scheduledMails = await mailsOf(t.database.db, rules.scheduled.id);
        expect(scheduledMails.map(m => m.to_address).sort()).toEqual([person.email, person.email, person.email, 'interviewer@acme.example', 'interviewer@acme.example'].sort());
        expect(await mailsOf(t.database.db, rules.rescheduled.id)).toHaveLength(1);
        expect(await mailsOf(t.database.db, rules.cancelled.id)).toHaveLength(2);
        const cancelledLog = await call('GET', `/api/email-trigger/${rules.cancelled.id}/log`, admin);
        expect(cancelledLog.body.data.map((s: Json) => s.status)).toEqual(['SENT', 'SENT']);
        expect((await mailsOf(t.database.db, rules.feedback.id)).map(m => m.to_address)).toEqual(['recruiter@acme.example']);
        expect((await mailsOf(t.database.db, published.id)).map(m => m.to_address)).toEqual(['recruiter@acme.example']);
        expect(publishedJob.id).not.toBe(draft.id);

        // Opening the draft publishes it: one more.
        expect((await call('PUT', `/api/update-job/${draft.id}`, admin, { job_type: 'OPEN', version: draft.version })).status).toBe(200);
        await runWorker();
        expect(await mailsOf(t.database.db, published.id)).toHaveLength(2);

        // The rule's log says to whom and when; the other applicant's source did not match.
        const log = await call('GET', `/api/email-trigger/${rules.created.id}/log`, admin);
        expect(log.status).toBe(200);
        expect(log.body.meta.total).toBe(1);
        expect(log.body.data[0]).toMatchObject({ event_type: 'APPLICATION_CREATED', recipient_kind: 'CANDIDATE', to_address: person.email, status: 'SENT', reason: null });
        expect(log.body.data[0].done_at).toBeTruthy();
        expect(other.email).not.toBe(person.email);
        const listed = await call('GET', '/api/email-trigger?channel=EMAIL&limit=100', admin);
        expect(listed.body.data.find((r: Json) => r.id === rules.stage.id)).toMatchObject({ sent_count: 1, pending_count: 0, template_name: expect.any(String) });
    });

    it('a retried expansion of the same event, and a second pass, send nothing more', async () => {
        const job = await createJob(t, ACME, admin, { title: 'Retry job' });
        const rule = await createRule({ name: 'Retry', event_type: 'APPLICATION_CREATED', job_ids: [job.id] });
        await applicant(job.id);
        await runWorker();
        expect(await mailsOf(t.database.db, rule.id)).toHaveLength(1);
        // As if the process had died after queueing and before marking the event: it is expanded again.
        await withSystem(t.database.db, tx => sql`update automation_events set expanded_at = null where job_id = ${job.id}`.execute(tx));
        const again = await runWorker();
        expect(again.expanded).toBeGreaterThanOrEqual(1);
        await runWorker();
        expect(await mailsOf(t.database.db, rule.id)).toHaveLength(1);
        const sends = await sql<{ n: number }>`select count(*)::int as n from automation_sends where rule_id = ${rule.id}`.execute(t.database.db);
        expect(sends.rows[0].n).toBe(1);
    });
});

/** A second server process on the same database: its own pool on PostgreSQL; on PGlite (one process per database) a second worker. */
async function secondProcess(): Promise<{ worker: AutomationWorker; close: () => Promise<void> }> {
    if (!t.databaseUrl) return { worker: new AutomationWorker(t.database.db, t.app.log), close: async () => {} };
    const database = await openDatabase({ url: t.databaseUrl });
    const prepared = await prepareDatabase(database, { seed: false });
    const app = await buildApp({ database, config: { ...configFromEnv({}), logLevel: 'silent', consoleDir: undefined, ...quiet }, jwtSecret: prepared.jwtSecret });
    await app.ready();
    return {
        worker: app.deps.automations,
        close: async () => {
            await app.close();
            await database.close();
        },
    };
}

describe('two processes on one database', () => {
    it('run the worker at the same time and each send happens once', async () => {
        const job = await createJob(t, ACME, admin, { title: 'Concurrent job' });
        const rule = await createRule({ name: 'Concurrent', event_type: 'STAGE_ENTERED', job_ids: [job.id], stage_names: ['screening'] });
        const people = [];
        for (let i = 0; i < 24; i++) people.push(await applicant(job.id));
        const screening = (await stagesOf(t, ACME, admin, job.id)).find(s => s.name === 'Screening')!;
        const moved = await call('PATCH', `/api/update-bulk-current-pipeline/${job.id}`, recruiter, { pipeline_id: screening.id, applicants: people.map(p => ({ id: p.id, version: 1 })) });
        expect(moved.body.data.moved).toBe(24);
        const other = await secondProcess();
        try {
            for (let round = 0; round < 4; round++) await Promise.all([runWorker(), other.worker.runOnce(), runWorker(), other.worker.runOnce()]);
        } finally {
            await other.close();
        }
        const mails = await mailsOf(t.database.db, rule.id);
        expect(mails).toHaveLength(24);
        expect(new Set(mails.map(m => m.to_address)).size).toBe(24);
        const log = await call('GET', `/api/email-trigger/${rule.id}/log?status=SENT&limit=100`, admin);
        expect(log.body.meta.total).toBe(24);
    });
});

describe('delays', () => {
    it('a delayed send waits in the database and survives closing and reopening the app', async () => {
        // A database that outlives its app: the test app's PostgreSQL database, or a PGlite data directory.
        const dataDir = t.databaseUrl ? undefined : await seededPgliteDataDir();
        const uploadsDir = scratchUploadsDir();
        const open = async (): Promise<{ app: FastifyInstance; database: Database }> => {
            const database = await openDatabase(t.databaseUrl ? { url: t.databaseUrl } : { dataDir });
            const prepared = await prepareDatabase(database, { seed: true });
            const config: ServerConfig = { ...configFromEnv({}), logLevel: 'silent', consoleDir: undefined, uploadsDir, ...quiet };
            return { app: await buildApp({ database, config, jwtSecret: prepared.jwtSecret }), database };
        };
        const inject = async (app: FastifyInstance, method: Method, url: string, token: string | null, payload?: object) => {
            const response = await app.inject({ method, url, headers: { host: ACME, ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(payload ? { payload } : {}) });
            return response.json() as Json;
        };
        try {
            let first: { app: FastifyInstance; database: Database } | null = await open();
            const token = (await inject(first.app, 'POST', '/api/corporate/login', null, { email: 'admin@acme.example', password: DEMO_PASSWORD })).data.token as string;
            const template = (await inject(first.app, 'POST', '/api/email/templates', token, { name: 'Delayed hello', subject: 'Later, {{candidate.first_name}}', body: '<p>Two hours on</p>' })).data.id as string;
            const job = (await inject(first.app, 'POST', '/api/create-job', token, { title: 'Delayed job' })).data.id as string;
            const rule = (await inject(first.app, 'POST', '/api/email-trigger', token, {
                name: 'Two hours later', channel: 'EMAIL', event_type: 'APPLICATION_CREATED', job_ids: [job], template_id: template, recipients: ['CANDIDATE'], delay_value: 2, delay_unit: 'HOURS',
            })).data.id as string;
            expect(rule).toBeTruthy();
            await inject(first.app, 'POST', '/api/add-user-application', token, { job_id: job, candidate: { first_name: 'Dana', last_name: 'Later', email: 'dana.later@example.com' } });
            await first.app.deps.automations.runOnce();
            const waiting = await sql<{ status: string; due_at: Date; occurred_at: Date }>`select s.status, s.due_at, e.occurred_at from automation_sends s join automation_events e on e.id = s.event_id
                where s.rule_id = ${rule}`.execute(first.database.db);
            expect(waiting.rows).toHaveLength(1);
            expect(waiting.rows[0].status).toBe('PENDING');
            expect(new Date(waiting.rows[0].due_at).getTime() - new Date(waiting.rows[0].occurred_at).getTime()).toBe(2 * 3600 * 1000);
            expect((await mailsOf(first.database.db, rule)).length).toBe(0);
            await first.app.close();
            if (!t.databaseUrl) await first.database.close();
            first = null;

            const second = await open();
            try {
                // Two hours pass while the app is down.
                await withSystem(second.database.db, tx => sql`update automation_sends set due_at = now() - interval '1 minute' where rule_id = ${rule}`.execute(tx));
                await second.app.deps.automations.runOnce();
                await second.app.deps.automations.runOnce();
                const mails = await mailsOf(second.database.db, rule);
                expect(mails).toMatchObject([{ to_address: 'dana.later@example.com', subject: 'Later, Dana' }]);
            } finally {
                await second.app.close();
                if (!t.databaseUrl) await second.database.close();
            }
        } finally {
            if (dataDir) rmSync(dataDir, { recursive: true, force: true });
            rmSync(uploadsDir, { recursive: true, force: true });
        }
        // On PGlite a data directory is copied, opened, closed and opened again: slow on a busy machine.
    }, 180_000);
});

describe('switching off', () => {
    it('a switched-off rule sends nothing, also what was already waiting for its delay', async () => {
        const job = await createJob(t, ACME, admin, { title: 'Switch job' });
        const delayed = await createRule({ name: 'Delayed', event_type: 'APPLICATION_CREATED', job_ids: [job.id], delay_value: 1, delay_unit: 'DAYS' });
        const off = await createRule({ name: 'Off', event_type: 'APPLICATION_CREATED', job_ids: [job.id], enabled: false });
        expect(off.enabled).toBe(false);
        await applicant(job.id);
        await runWorker();
        const switched = await call('PATCH', `/api/email-trigger/${delayed.id}/status`, recruiter, { enabled: false });
        expect(switched.status).toBe(200);
        expect(switched.body.data.enabled).toBe(false);
        await withSystem(t.database.db, tx => sql`update automation_sends set due_at = now() - interval '1 minute' where rule_id = ${delayed.id}`.execute(tx));
        await runWorker();
        expect(await mailsOf(t.database.db, delayed.id)).toHaveLength(0);
        expect(await mailsOf(t.database.db, off.id)).toHaveLength(0);
        const log = await call('GET', `/api/email-trigger/${delayed.id}/log`, admin);
        expect(log.body.data).toMatchObject([{ status: 'SKIPPED', reason: 'The rule was switched off before it was sent.' }]);
        // Switched on again, it sends for events from then on.
        await call('PATCH', `/api/email-trigger/${off.id}/status`, admin, { enabled: true });
        await applicant(job.id);
        await runWorker();
        expect(await mailsOf(t.database.db, off.id)).toHaveLength(1);
    });

    it('a deleted template is a FAILED line with its reason, and the other sends go on', async () => {
        const job = await createJob(t, ACME, admin, { title: 'Failing template job' });
        const doomed = await createTemplate(admin);
        const failing = await createRule({ name: 'Failing', event_type: 'APPLICATION_CREATED', job_ids: [job.id], template_id: doomed });
        const working = await createRule({ name: 'Working', event_type: 'APPLICATION_CREATED', job_ids: [job.id] });
        expect((await call('DELETE', `/api/email/templates/${doomed}`, admin)).status).toBe(200);
        await applicant(job.id);
        await runWorker();
        expect(await mailsOf(t.database.db, working.id)).toHaveLength(1);
        const log = await call('GET', `/api/email-trigger/${failing.id}/log`, admin);
        expect(log.body.data).toMatchObject([{ status: 'FAILED', reason: 'The template no longer exists.' }]);
        expect((await call('GET', `/api/email-trigger/${failing.id}`, admin)).body.data.template_name).toBeNull();
    });
});

describe('WhatsApp rules', () => {
    it('send the template with its values to a candidate who opted in, and log a skip with its reason for one who did not', async () => {
        const job = await createJob(t, ACME, admin, { title: 'WhatsApp automation job' });
        const created = await call('POST', '/api/whatsapp/templates', admin, {
            name: `automation_${Date.now().toString(36)}`,
            language: 'en',
            category: 'UTILITY',
            body: 'Hello {{1}}, thanks for applying to {{2}}.',
            variables: ['candidate.first_name', 'job.title'],
        });
        expect(created.status, JSON.stringify(created.body)).toBe(200);
        const rule = await createRule({ name: 'WhatsApp hello', channel: 'WHATSAPP', template_id: created.body.data.id, event_type: 'STAGE_ENTERED', job_ids: [job.id], stage_names: ['Screening'] });
        const willing = await applicant(job.id);
        const silent = await applicant(job.id);
        await sql`update candidates set phone = '+91 98765 43210' where id in (select candidate_id from applications where id in (${willing.id}, ${silent.id}))`.execute(t.database.db);
        expect((await call('PUT', `/api/applications/${willing.id}/whatsapp-opt-in`, admin, { state: 'OPTED_IN' })).status).toBe(200);
        const screening = (await stagesOf(t, ACME, admin, job.id)).find(s => s.name === 'Screening')!;
        for (const id of [willing.id, silent.id]) {
            expect((await call('PATCH', '/api/shift-applicant', recruiter, { application_id: id, to_stage_id: screening.id, version: 1 })).status).toBe(200);
        }
        await runWorker();
        const queued = await sql<{ body_text: string; rule_id: string; application_id: string }>`select body_text, rule_id, application_id from whatsapp_outbox where rule_id = ${rule.id}`.execute(t.database.db);
        expect(queued.rows).toEqual([{ body_text: 'Hello Avery, thanks for applying to WhatsApp automation job.', rule_id: rule.id, application_id: willing.id }]);
        const log = await call('GET', `/api/email-trigger/${rule.id}/log`, admin);
        expect(log.body.data.map((s: Json) => [s.status, s.reason]).sort()).toEqual([
            ['SENT', null],
            ['SKIPPED', 'The candidate has not opted in to WhatsApp messages.'],
        ]);
        // A WhatsApp rule reaches the candidate only.
        const refused = await call('POST', '/api/email-trigger', admin, { name: 'x', channel: 'WHATSAPP', event_type: 'STAGE_ENTERED', template_id: created.body.data.id, recipients: ['RECRUITERS'] });
        expect(refused.status).toBe(400);
        expect(refused.body.errors.recipients).toBe('WhatsApp messages go to the candidate only.');
    });
});

describe('rules', () => {
    const countRules = async () => (await sql<{ n: number }>`select count(*)::int as n from automation_rules`.execute(t.database.db)).rows[0].n;

    it('an update changes only the fields it names, guarded by the version', async () => {
        const rule = await createRule({ name: 'Partial', event_type: 'STAGE_ENTERED', stage_names: ['Interview'], delay_value: 5 });
        const renamed = await call('PUT', `/api/email-trigger/${rule.id}`, admin, { name: 'Renamed', version: rule.version });
        expect(renamed.status).toBe(200);
        expect(renamed.body.data).toMatchObject({ name: 'Renamed', stage_names: ['Interview'], delay_value: 5, delay_unit: 'MINUTES', recipients: ['CANDIDATE'], version: rule.version + 1 });
        const stale = await call('PUT', `/api/email-trigger/${rule.id}`, admin, { name: 'Stale', version: rule.version });
        expect(stale.status).toBe(409);
        expect((await call('GET', `/api/email-trigger/${rule.id}`, admin)).body.data.name).toBe('Renamed');
    });

    it('bad input is a 400 naming the field, with nothing written', async () => {
        const before = await countRules();
        const cases: [Json, string][] = [
            [{ event_type: 'NOT_AN_EVENT' }, 'event_type'],
            [{ template_id: '00000000-0000-4000-8000-000000000000' }, 'template_id'],
            [{ event_type: 'STAGE_ENTERED', stage_names: ['No Such Stage Anywhere'] }, 'stage_names'],
            [{ event_type: 'JOB_PUBLISHED', recipients: ['CANDIDATE'] }, 'recipients'],
            [{ event_type: 'APPLICATION_CREATED', results: ['PASS'] }, 'results'],
            [{ event_type: 'APPLICATION_CREATED', delay_value: 91, delay_unit: 'DAYS' }, 'delay_value'],
            [{ event_type: 'APPLICATION_CREATED', job_ids: ['00000000-0000-4000-8000-000000000000'] }, 'job_ids'],
            [{ event_type: 'APPLICATION_CREATED', channel: 'WHATSAPP', recipients: ['CANDIDATE'] }, 'template_id'],
            [{ event_type: 'APPLICATION_CREATED', recipients: [] }, 'recipients'],
        ];
        for (const [fields, field] of cases) {
            const response = await call('POST', '/api/email-trigger', admin, { name: 'Bad', channel: 'EMAIL', template_id: templateId, recipients: ['CANDIDATE'], event_type: 'APPLICATION_CREATED', ...fields });
            expect(response.status, JSON.stringify(fields)).toBe(400);
            expect(response.body.status).toBe(false);
            expect(Object.keys(response.body.errors ?? {}), JSON.stringify(response.body)).toContain(field);
        }
        expect(await countRules()).toBe(before);
        const rule = await createRule({ name: 'Kept', event_type: 'APPLICATION_CREATED' });
        const badUpdate = await call('PUT', `/api/email-trigger/${rule.id}`, admin, { recipients: ['INTERVIEWERS'], name: 'Changed', version: rule.version });
        expect(badUpdate.status).toBe(400);
        expect(badUpdate.body.errors.recipients).toBeTruthy();
        expect((await call('GET', `/api/email-trigger/${rule.id}`, admin)).body.data).toMatchObject({ name: 'Kept', version: rule.version });
    });

    it("another workspace's rules are 404 and unchanged; a rule cannot name another workspace's template or job", async () => {
        const rule = await createRule({ name: 'Acme only', event_type: 'APPLICATION_CREATED' });
        expect((await call('GET', `/api/email-trigger/${rule.id}`, globexAdmin, undefined, GLOBEX)).status).toBe(404);
        expect((await call('GET', `/api/email-trigger/${rule.id}/log`, globexAdmin, undefined, GLOBEX)).status).toBe(404);
        expect((await call('PUT', `/api/email-trigger/${rule.id}`, globexAdmin, { name: 'Taken', version: rule.version }, GLOBEX)).status).toBe(404);
        expect((await call('PATCH', `/api/email-trigger/${rule.id}/status`, globexAdmin, { enabled: false }, GLOBEX)).status).toBe(404);
        expect((await call('DELETE', `/api/email-trigger/${rule.id}`, globexAdmin, undefined, GLOBEX)).status).toBe(404);
        expect((await call('GET', '/api/email-trigger?limit=100', globexAdmin, undefined, GLOBEX)).body.data.map((r: Json) => r.id)).not.toContain(rule.id);
        expect((await call('GET', `/api/email-trigger/${rule.id}`, admin)).body.data).toMatchObject({ name: 'Acme only', enabled: true, version: rule.version });

        const acmeJob = await createJob(t, ACME, admin, { title: 'Acme job for globex' });
        const globexTemplate = await createTemplate(globexAdmin, GLOBEX);
        const foreignTemplate = await call('POST', '/api/email-trigger', globexAdmin, { name: 'x', channel: 'EMAIL', event_type: 'APPLICATION_CREATED', template_id: templateId, recipients: ['CANDIDATE'] }, GLOBEX);
        expect(foreignTemplate.status).toBe(400);
        expect(foreignTemplate.body.errors.template_id).toBeTruthy();
        const foreignJob = await call('POST', '/api/email-trigger', globexAdmin, { name: 'x', channel: 'EMAIL', event_type: 'APPLICATION_CREATED', template_id: globexTemplate, job_ids: [acmeJob.id], recipients: ['CANDIDATE'] }, GLOBEX);
        expect(foreignJob.status).toBe(400);
        expect(foreignJob.body.errors.job_ids).toBeTruthy();
    });

    it('deleting a rule removes it and its log; the editor options list templates, jobs, stages and sources', async () => {
        const rule = await createRule({ name: 'Doomed', event_type: 'APPLICATION_CREATED' });
        expect((await call('DELETE', `/api/email-trigger/${rule.id}`, admin)).status).toBe(200);
        expect((await call('GET', `/api/email-trigger/${rule.id}`, admin)).status).toBe(404);
        const options = await call('GET', '/api/email-trigger/options?channel=EMAIL', recruiter);
        expect(options.status).toBe(200);
        expect(options.body.data.templates.map((x: Json) => x.id)).toContain(templateId);
        expect(options.body.data.stage_names).toContain('Interview');
        expect(options.body.data.sources).toContain('Career page');
        expect(options.body.data.jobs.length).toBeGreaterThan(0);
        expect((await call('GET', '/api/email-trigger', interviewer)).status).toBe(403);
    });
});
