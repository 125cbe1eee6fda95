/** Candidates and applications: linking people, double applications, the board, safe moves, bulk actions, details, timeline, upload. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { addApplicant, board, countRows, createJob, csv, multipart, stagesOf, userId, type Stage } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let recruiter: string;
let vendor: string;
let globexAdmin: string;
let recruiterId: string;
let jobId: string;
let stages: Stage[];
const stage = (name: string) => stages.find(s => s.name === name)!;

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    recruiter = await t.login(ACME, 'recruiter@acme.example');
    vendor = await t.login(ACME, 'vendor@acme.example', 'vendor');
    globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
    recruiterId = await userId(t, ACME, recruiter);
    jobId = (await createJob(t, ACME, admin, { title: 'Board job', skills: ['TypeScript', 'React', 'SQL', 'Docker'], min_experience: 3, max_experience: 6 })).id;
    stages = await stagesOf(t, ACME, admin, jobId);
});
afterAll(() => t.close());

const shift = (applicationId: string, toStageId: string, version: number, token = recruiter, host = ACME) =>
    t.call(host, { method: 'PATCH', url: '/api/shift-applicant', token, payload: { application_id: applicationId, to_stage_id: toStageId, version } });
const history = (applicationId: string) => countRows(t, 'application_stage_history', ACME, sql`x.application_id = ${applicationId}`);

describe('adding applicants', () => {
    it('creates the candidate and the application in the first stage, with history and timeline', async () => {
        const response = await addApplicant(t, ACME, recruiter, jobId, {
            first_name: 'Priya',
            last_name: 'Shah',
            email: 'Priya.Shah@mail.example',
            phone: '+1 (415) 555-0100',
            experience_years: 4,
            skills: ['TypeScript', 'React'],
            education: ['B.Tech, IIT Bombay'],
            city: 'Pune',
        }, { source: 'Referral' });
        expect(response.statusCode).toBe(200);
        expect(response.json().message).toBe('Applicant added successfully!');
        const data = response.json().data;
        expect(data).toMatchObject({ job_id: jobId, stage_id: stage('Applied').id, source: 'Referral', version: 1, days_in_stage: 0, linked_existing: false });
        expect(data.candidate).toMatchObject({ first_name: 'Priya', email: 'Priya.Shah@mail.example', skills: ['TypeScript', 'React'], experience_years: 4 });
        expect(await history(data.id)).toBe(1);
        const timeline = (await t.call(ACME, { method: 'GET', url: `/api/${data.id}/get-timeline`, token: recruiter })).json().data;
        expect(timeline).toEqual([{ type: 'APPLIED', at: expect.any(String), actor: { id: recruiterId, name: 'Ravi Recruiter' }, to_stage: 'Applied' }]);
    });

    it('links an existing candidate by email (any case) instead of duplicating', async () => {
        const other = await createJob(t, ACME, admin, { title: 'Second job' });
        const before = await countRows(t, 'candidates', ACME);
        const response = await addApplicant(t, ACME, recruiter, other.id, { first_name: 'P', email: 'PRIYA.SHAH@MAIL.EXAMPLE' });
        expect(response.statusCode).toBe(200);
        expect(response.json().data.linked_existing).toBe(true);
        expect(response.json().data.candidate.first_name).toBe('Priya');
        expect(await countRows(t, 'candidates', ACME)).toBe(before);
    });

    it('links an existing candidate by an address too long to be a search term', async () => {
        // 007's terms keep 200 characters at most, so this address is matched on the candidates themselves.
        const email = `long.address@${'sub.'.repeat(48)}mail.example`;
        expect(email.length).toBeGreaterThanOrEqual(200);
        const first = await addApplicant(t, ACME, recruiter, (await createJob(t, ACME, admin, { title: 'Long address job' })).id, { first_name: 'Lengthy', email });
        expect(first.statusCode, first.body).toBe(200);
        const before = await countRows(t, 'candidates', ACME);
        const again = await addApplicant(t, ACME, recruiter, (await createJob(t, ACME, admin, { title: 'Long address job 2' })).id, { first_name: 'L', email: email.toUpperCase() });
        expect(again.statusCode, again.body).toBe(200);
        expect(again.json().data.linked_existing).toBe(true);
        expect(await countRows(t, 'candidates', ACME)).toBe(before);
    });

    it('links an existing candidate by phone written differently', async () => {
        const other = await createJob(t, ACME, admin, { title: 'Third job' });
        const before = await countRows(t, 'candidates', ACME);
        for (const phone of ['14155550100', '415.555.0100']) {
            const job = phone === '14155550100' ? other.id : (await createJob(t, ACME, admin, { title: 'Fourth job' })).id;
            const response = await addApplicant(t, ACME, recruiter, job, { first_name: 'Priya', email: `priya.${phone}@other.example`, phone });
            expect(response.statusCode, phone).toBe(200);
            expect(response.json().data.linked_existing).toBe(true);
            expect(response.json().data.candidate.email).toBe('Priya.Shah@mail.example');
        }
        expect(await countRows(t, 'candidates', ACME)).toBe(before);
    });

    it('refuses a second application to the same job with a clear message beside the field that matched, writing nothing', async () => {
        const before = await countRows(t, 'applications', ACME);
        const message = 'This candidate has already applied to this job.';
        for (const [candidate, field] of [
            [{ first_name: 'Priya', email: 'priya.shah@mail.example' }, 'candidate.email'],
            [{ first_name: 'Someone', email: 'new.person@mail.example', phone: '(415) 555 0100' }, 'candidate.phone'],
        ] as const) {
            const response = await addApplicant(t, ACME, recruiter, jobId, candidate);
            expect(response.statusCode).toBe(400);
            expect(response.json().message).toBe(message);
            // The add-applicant dialog shows it beside that field (custom/applicants/applicantForm.ts placeServerErrors).
            expect(response.json().errors).toEqual({ [field]: message });
        }
        expect(await countRows(t, 'applications', ACME)).toBe(before);
        expect(await countRows(t, 'candidates', ACME, sql`lower(x.email) = 'new.person@mail.example'`)).toBe(0);
    });

    it('refuses bad input naming the field, writing nothing', async () => {
        const before = await countRows(t, 'candidates', ACME);
        const otherJob = await createJob(t, ACME, admin, { title: 'Stage owner job' });
        const foreignStage = (await stagesOf(t, ACME, admin, otherJob.id))[0].id;
        for (const [payload, field] of [
            [{ job_id: jobId, candidate: { first_name: 'No email' } }, 'email'],
            [{ job_id: jobId, candidate: { first_name: 'Bad', email: 'not-an-email' } }, 'candidate.email'],
            [{ job_id: jobId, candidate: { first_name: 'Old', email: 'old@mail.example', experience_years: 41 } }, 'candidate.experience_years'],
            [{ job_id: jobId, stage_id: foreignStage, candidate: { first_name: 'Stage', email: 'stage@mail.example' } }, 'stage_id'],
            [{ job_id: jobId, recruiter_id: '00000000-0000-4000-8000-000000000000', candidate: { first_name: 'Rec', email: 'rec@mail.example' } }, 'recruiter_id'],
            [{ job_id: jobId, candidate: { first_name: 'Extra', email: 'extra@mail.example', salary: 1 } }, 'salary'],
        ] as const) {
            const response = await t.call(ACME, { method: 'POST', url: '/api/add-user-application', token: recruiter, payload });
            expect(response.statusCode, JSON.stringify(payload)).toBe(400);
            expect(Object.keys(response.json().errors), JSON.stringify(response.json())).toContain(field);
        }
        expect(await countRows(t, 'candidates', ACME)).toBe(before);
    });

    it('hides the job from another workspace and refuses vendors', async () => {
        const globexBefore = await countRows(t, 'candidates', GLOBEX);
        const foreign = await addApplicant(t, GLOBEX, globexAdmin, jobId, { first_name: 'Cross', email: 'cross@mail.example' });
        expect(foreign.statusCode).toBe(404);
        expect(await countRows(t, 'candidates', GLOBEX)).toBe(globexBefore);
        expect((await addApplicant(t, ACME, vendor, jobId, { first_name: 'Vend', email: 'vend@mail.example' })).statusCode).toBe(403);
        expect((await t.call(ACME, { method: 'GET', url: '/api/me', token: vendor })).statusCode).toBe(200);
    });
});

describe('the board', () => {
    beforeAll(async () => {
        // 5 more in Applied (one assigned to the recruiter), 3 in Screening.
        for (let i = 0; i < 5; i++) await addApplicant(t, ACME, admin, jobId, { first_name: `Card${i}`, email: `card${i}@mail.example` }, i === 0 ? { recruiter_id: recruiterId } : {});
        for (let i = 0; i < 3; i++) await addApplicant(t, ACME, admin, jobId, { first_name: `Screen${i}`, email: `screen${i}@mail.example` }, { stage_id: stage('Screening').id });
    });

    it('answers every stage with its count and first cards, newest first', async () => {
        const response = await board(t, ACME, recruiter, jobId, { limit: 2, recruiters: [], unassigned: false });
        expect(response.statusCode).toBe(200);
        const columns = response.json().data.stages as { name: string; count: number; applications: { candidate: { first_name: string } }[] }[];
        expect(columns.map(c => [c.name, c.count, c.applications.length])).toEqual([
            ['Applied', 6, 2],
            ['Screening', 3, 2],
            ['Interview', 0, 0],
            ['Offered', 0, 0],
            ['Hired', 0, 0],
            ['Rejected', 0, 0],
        ]);
        expect(columns[1].applications.map(a => a.candidate.first_name)).toEqual(['Screen2', 'Screen1']);
        // A card carries what the card shows; the drawer reads the rest (application-detail).
        const [card] = columns[1].applications;
        expect(Object.keys(card).sort()).toEqual(['candidate', 'days_in_stage', 'id', 'interview_result', 'job_id', 'recruiter_id', 'source', 'stage_id', 'version']);
        expect(Object.keys(card.candidate).sort()).toEqual(['current_title', 'experience_years', 'first_name', 'id', 'last_name', 'source']);
    });

    it("carries the candidate's own values on a card, in the board, its load-more and a move's answer", async () => {
        const job = await createJob(t, ACME, admin, { title: 'Card values job' });
        const [applied, screening] = await stagesOf(t, ACME, admin, job.id);
        const added = await addApplicant(t, ACME, admin, job.id, { first_name: 'Meera', last_name: 'Iyer', email: 'meera.card@mail.example', current_title: 'Data Engineer', experience_years: 4.5 });
        expect(added.statusCode, added.body).toBe(200);
        const expected = { first_name: 'Meera', last_name: 'Iyer', current_title: 'Data Engineer', experience_years: 4.5 };
        const [card] = (await board(t, ACME, admin, job.id)).json().data.stages[0].applications;
        expect(card).toMatchObject({ job_id: job.id, stage_id: applied.id, days_in_stage: 0, version: 1, interview_result: null, candidate: expected });
        const column = (await board(t, ACME, admin, job.id, { stage_id: applied.id, offset: 0 })).json().data.applications;
        expect(column).toEqual([card]);
        const moved = await shift(card.id, screening.id, card.version, admin);
        expect(moved.json().data).toMatchObject({ id: card.id, stage_id: screening.id, version: 2, candidate: card.candidate });
        // The move answers the card from its own statement: as the board reads it after the move.
        const [reread] = (await board(t, ACME, admin, job.id, { stage_id: screening.id, offset: 0 })).json().data.applications;
        expect(moved.json().data).toEqual(reread);
    });

    it("loads more of one column from an offset", async () => {
        const response = await board(t, ACME, recruiter, jobId, { stage_id: stage('Screening').id, offset: 2, limit: 5 });
        expect(response.json().data).toMatchObject({ stage_id: stage('Screening').id, count: 3 });
        expect(response.json().data.applications.map((a: { candidate: { first_name: string } }) => a.candidate.first_name)).toEqual(['Screen0']);
    });

    it('filters by recruiter, unassigned and search', async () => {
        const mine = (await board(t, ACME, recruiter, jobId, { recruiters: [recruiterId] })).json().data.stages;
        expect(mine[0].count).toBe(1);
        expect(mine[0].applications[0].recruiter_id).toBe(recruiterId);
        const unassigned = (await board(t, ACME, recruiter, jobId, { unassigned: true })).json().data.stages;
        expect(unassigned[0].count).toBe(5);
        const both = (await board(t, ACME, recruiter, jobId, { recruiters: [recruiterId], unassigned: true })).json().data.stages;
        expect(both[0].count).toBe(6);
        const search = (await board(t, ACME, recruiter, jobId, { search: 'screen1' })).json().data.stages;
        expect(search.map((s: { count: number }) => s.count)).toEqual([0, 1, 0, 0, 0, 0]);
    });

    it('searches as the candidate search does: every word starts a word of the name, email, skills or phone', async () => {
        type Column = { count: number; applications: { candidate: { first_name: string } }[] };
        const columns = async (search: string, more: Record<string, unknown> = {}) => (await board(t, ACME, recruiter, jobId, { search, ...more })).json().data.stages as Column[];
        const counts = async (search: string) => (await columns(search)).map(c => c.count);
        expect(await counts('PRIYA sh')).toEqual([1, 0, 0, 0, 0, 0]);
        expect(await counts('priya.shah@mail')).toEqual([1, 0, 0, 0, 0, 0]);
        expect(await counts('(415) 555-0100')).toEqual([1, 0, 0, 0, 0, 0]);
        expect(await counts('react')).toEqual([1, 0, 0, 0, 0, 0]);
        // Prefixes of words, not any part of them; a word must match too, not just one of them.
        expect(await counts('creen1')).toEqual([0, 0, 0, 0, 0, 0]);
        expect(await counts('priya nobody')).toEqual([0, 0, 0, 0, 0, 0]);
        // Only punctuation leaves no word to match: no card, rather than every card.
        expect((await columns('--')).every(c => c.count === 0 && c.applications.length === 0)).toBe(true);
        // With the recruiter filter: the counts and the cards agree.
        const mine = await columns('card', { recruiters: [recruiterId] });
        expect(mine.map(c => c.count)).toEqual([1, 0, 0, 0, 0, 0]);
        expect(mine[0].applications.map(a => a.candidate.first_name)).toEqual(['Card0']);
        const cards = await columns('card', { limit: 2 });
        expect(cards.map(c => [c.count, c.applications.length])).toEqual([[5, 2], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]]);
        expect(cards[0].applications.map(a => a.candidate.first_name)).toEqual(['Card4', 'Card3']);
        // A searched column's load-more, and one past its end still knows the count.
        const rest = (await board(t, ACME, recruiter, jobId, { stage_id: stage('Applied').id, search: 'card', offset: 3, limit: 5 })).json().data;
        expect(rest.count).toBe(5);
        expect(rest.applications.map((a: { candidate: { first_name: string } }) => a.candidate.first_name)).toEqual(['Card1', 'Card0']);
        const past = (await board(t, ACME, recruiter, jobId, { stage_id: stage('Applied').id, search: 'card', offset: 10 })).json().data;
        expect(past).toMatchObject({ count: 5, applications: [] });
    });

    it('refuses a search of more than six words, naming the field', async () => {
        const response = await board(t, ACME, recruiter, jobId, { search: 'a b c d e f g' });
        expect(response.statusCode).toBe(400);
        expect(response.json().errors.search).toBe('A search may have at most 6 words.');
        expect((await board(t, ACME, recruiter, jobId, { search: 'a b c d e f' })).statusCode).toBe(200);
    });

    it('refuses another workspace (404), a foreign stage, bad input and vendors', async () => {
        expect((await board(t, GLOBEX, globexAdmin, jobId)).statusCode).toBe(404);
        expect((await board(t, ACME, vendor, jobId)).statusCode).toBe(403);
        const badLimit = await board(t, ACME, recruiter, jobId, { limit: 0 });
        expect(badLimit.statusCode).toBe(400);
        expect(badLimit.json().errors.limit).toBeDefined();
        const otherJob = await createJob(t, ACME, admin, { title: 'Board other' });
        const foreign = await board(t, ACME, recruiter, jobId, { stage_id: (await stagesOf(t, ACME, admin, otherJob.id))[0].id });
        expect(foreign.statusCode).toBe(400);
        expect(foreign.json().errors.stage_id).toBe('The stage is not a stage of this job.');
        // The same with a filter (the column is counted, not read from its kept count).
        const foreignSearched = await board(t, ACME, recruiter, jobId, { stage_id: (await stagesOf(t, ACME, admin, otherJob.id))[0].id, search: 'card' });
        expect(foreignSearched.statusCode).toBe(400);
        expect(foreignSearched.json().errors.stage_id).toBe('The stage is not a stage of this job.');
        // Another workspace's load-more, of a stage of the job: the job is not theirs to see.
        expect((await board(t, GLOBEX, globexAdmin, jobId, { stage_id: stage('Applied').id })).statusCode).toBe(404);
        expect((await board(t, GLOBEX, globexAdmin, jobId, { stage_id: stage('Applied').id, search: 'card' })).statusCode).toBe(404);
    });
});

describe('moving cards', () => {
    it('moves with the version, appends one history row and one timeline event', async () => {
        const card = (await addApplicant(t, ACME, admin, jobId, { first_name: 'Mover', email: 'mover@mail.example' })).json().data;
        const moved = await shift(card.id, stage('Interview').id, card.version);
        expect(moved.statusCode).toBe(200);
        expect(moved.json().data).toMatchObject({ id: card.id, stage_id: stage('Interview').id, version: card.version + 1 });
        // The answer is the card as the board now shows it: as the board's next read finds it.
        const columns = (await board(t, ACME, admin, jobId)).json().data.stages as { applications: { id: string }[] }[];
        expect(moved.json().data).toEqual(columns.flatMap(column => column.applications).find(a => a.id === card.id));
        expect(await history(card.id)).toBe(2);
        const timeline = (await t.call(ACME, { method: 'GET', url: `/api/${card.id}/get-timeline`, token: admin })).json().data;
        expect(timeline[0]).toMatchObject({ type: 'STAGE_CHANGED', from_stage: 'Applied', to_stage: 'Interview', actor: { name: 'Ravi Recruiter' } });
        expect(timeline[1].type).toBe('APPLIED');
    });

    it('answers a stale move with 409, the current card and who moved it; exactly one history row', async () => {
        const card = (await addApplicant(t, ACME, admin, jobId, { first_name: 'Raced', email: 'raced@mail.example' })).json().data;
        const first = await shift(card.id, stage('Offered').id, card.version, admin);
        expect(first.statusCode).toBe(200);
        const second = await shift(card.id, stage('Rejected').id, card.version, recruiter);
        expect(second.statusCode).toBe(409);
        const body = second.json();
        expect(body.status).toBe(false);
        expect(body.message).toMatch(/^Moved by Alex Admin to Offered at \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\. Reloaded\.$/);
        expect(body.data).toMatchObject({ id: card.id, stage_id: stage('Offered').id, version: card.version + 1 });
        expect(await history(card.id)).toBe(2); // APPLIED + the one move
    });

    it('leaves a card already in the stage alone and refuses a stage of another job or workspace', async () => {
        const card = (await addApplicant(t, ACME, admin, jobId, { first_name: 'Still', email: 'still@mail.example' })).json().data;
        const same = await shift(card.id, stage('Applied').id, card.version);
        expect(same.statusCode).toBe(200);
        expect(same.json().data.version).toBe(card.version);
        const otherJob = await createJob(t, ACME, admin, { title: 'Move other' });
        const foreign = await shift(card.id, (await stagesOf(t, ACME, admin, otherJob.id))[1].id, card.version);
        expect(foreign.statusCode).toBe(400);
        expect(foreign.json().errors.to_stage_id).toBeDefined();
        expect((await shift(card.id, stage('Hired').id, card.version, globexAdmin, GLOBEX)).statusCode).toBe(404);
        expect((await shift(card.id, stage('Hired').id, card.version, vendor)).statusCode).toBe(403);
        expect(await history(card.id)).toBe(1);
        const missing = await t.call(ACME, { method: 'PATCH', url: '/api/shift-applicant', token: recruiter, payload: { application_id: card.id, to_stage_id: stage('Hired').id } });
        expect(missing.statusCode).toBe(400);
        expect(missing.json().errors.version).toBeDefined();
    });

    it('moves a selection all or nothing', async () => {
        const cards = [];
        for (let i = 0; i < 3; i++) cards.push((await addApplicant(t, ACME, admin, jobId, { first_name: `Bulk${i}`, email: `bulk${i}@mail.example` })).json().data);
        // One card moves under the selection's feet.
        await shift(cards[2].id, stage('Screening').id, cards[2].version, admin);
        const selection = cards.map(c => ({ id: c.id, version: c.version }));
        const stale = await t.call(ACME, { method: 'PATCH', url: `/api/update-bulk-current-pipeline/${jobId}`, token: recruiter, payload: { pipeline_id: stage('Hired').id, applicants: selection } });
        expect(stale.statusCode).toBe(409);
        expect(stale.json().data.stale).toEqual([cards[2].id]);
        for (const c of cards.slice(0, 2)) expect(await history(c.id)).toBe(1);
        const fresh = cards.map((c, i) => ({ id: c.id, version: i === 2 ? c.version + 1 : c.version }));
        const moved = await t.call(ACME, { method: 'PATCH', url: `/api/update-bulk-current-pipeline/${jobId}`, token: recruiter, payload: { pipeline_id: stage('Hired').id, applicants: fresh } });
        expect(moved.statusCode).toBe(200);
        expect(moved.json().data).toEqual({ moved: 3 });
        const hired = (await board(t, ACME, admin, jobId, { stage_id: stage('Hired').id })).json().data;
        expect(hired.count).toBe(3);
        // Other job's cards or another workspace: refused.
        const other = await createJob(t, ACME, admin, { title: 'Bulk other' });
        expect((await t.call(ACME, { method: 'PATCH', url: `/api/update-bulk-current-pipeline/${other.id}`, token: recruiter, payload: { pipeline_id: (await stagesOf(t, ACME, admin, other.id))[1].id, applicants: fresh } })).statusCode).toBe(404);
        expect((await t.call(GLOBEX, { method: 'PATCH', url: `/api/update-bulk-current-pipeline/${jobId}`, token: globexAdmin, payload: { pipeline_id: stage('Applied').id, applicants: fresh } })).statusCode).toBe(404);
    });

    it('bulk-applications assigns a recruiter or moves, all or nothing', async () => {
        const cards = [];
        for (let i = 0; i < 2; i++) cards.push((await addApplicant(t, ACME, admin, jobId, { first_name: `Assign${i}`, email: `assign${i}@mail.example` })).json().data);
        const selection = cards.map(c => ({ id: c.id, version: c.version }));
        const assigned = await t.call(ACME, { method: 'PATCH', url: '/api/bulk-applications', token: recruiter, payload: { type: 'recruiter', job_id: jobId, applicants: selection, recruiter_id: recruiterId } });
        expect(assigned.statusCode).toBe(200);
        expect(assigned.json().data).toEqual({ updated: 2 });
        const timeline = (await t.call(ACME, { method: 'GET', url: `/api/${cards[0].id}/get-timeline`, token: admin })).json().data;
        expect(timeline[0]).toMatchObject({ type: 'RECRUITER_ASSIGNED', text: 'Assigned to Ravi Recruiter' });
        const stale = await t.call(ACME, { method: 'PATCH', url: '/api/bulk-applications', token: recruiter, payload: { type: 'pipeline', job_id: jobId, applicants: selection, pipeline_id: stage('Interview').id } });
        expect(stale.statusCode).toBe(409);
        const fresh = cards.map(c => ({ id: c.id, version: c.version + 1 }));
        const moved = await t.call(ACME, { method: 'PATCH', url: '/api/bulk-applications', token: recruiter, payload: { type: 'pipeline', job_id: jobId, applicants: fresh, pipeline_id: stage('Interview').id } });
        expect(moved.json().data).toEqual({ updated: 2 });
        const missing = await t.call(ACME, { method: 'PATCH', url: '/api/bulk-applications', token: recruiter, payload: { type: 'pipeline', job_id: jobId, applicants: fresh } });
        expect(missing.statusCode).toBe(400);
        expect(missing.json().errors.pipeline_id).toBeDefined();
    });
});

describe('details, notes, timeline and compatibility', () => {
    let applicationId: string;
    let candidateId: string;

    beforeAll(async () => {
        const data = (await addApplicant(t, ACME, admin, jobId, { first_name: 'Detail', last_name: 'Person', email: 'detail@mail.example', experience_years: 2, skills: ['typescript', 'SQL', 'Excel'] })).json().data;
        applicationId = data.id;
        candidateId = data.candidate.id;
    });

    it('edits candidate details with the version; stale 409; taken email 400', async () => {
        const current = (await t.call(ACME, { method: 'GET', url: `/api/${applicationId}/application-detail`, token: admin })).json().data.candidate;
        const updated = await t.call(ACME, { method: 'PUT', url: `/api/update-applicant-details/${candidateId}`, token: recruiter, payload: { city: 'Chennai', experience_years: 3, version: current.version } });
        expect(updated.statusCode).toBe(200);
        expect(updated.json().data).toMatchObject({ city: 'Chennai', experience_years: 3, version: current.version + 1 });
        const stale = await t.call(ACME, { method: 'PUT', url: `/api/update-applicant-details/${candidateId}`, token: recruiter, payload: { city: 'Delhi', version: current.version } });
        expect(stale.statusCode).toBe(409);
        const taken = await t.call(ACME, { method: 'PUT', url: `/api/update-applicant-details/${candidateId}`, token: recruiter, payload: { email: 'priya.shah@mail.example', version: current.version + 1 } });
        expect(taken.statusCode).toBe(400);
        expect(taken.json().errors.email).toBe('A candidate with this email already exists.');
        const foreign = await t.call(GLOBEX, { method: 'PUT', url: `/api/update-applicant-details/${candidateId}`, token: globexAdmin, payload: { city: 'Springfield', version: current.version + 1 } });
        expect(foreign.statusCode).toBe(404);
        const bad = await t.call(ACME, { method: 'PUT', url: `/api/update-applicant-details/${candidateId}`, token: recruiter, payload: { experience_years: -2, version: current.version + 1 } });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().errors.experience_years).toBeDefined();
        const timeline = (await t.call(ACME, { method: 'GET', url: `/api/${applicationId}/get-timeline`, token: admin })).json().data;
        expect(timeline[0]).toMatchObject({ type: 'DETAILS_UPDATED', text: 'Updated city, experience_years' });
    });

    it('adds notes and shows the full detail', async () => {
        const note = await t.call(ACME, { method: 'POST', url: `/api/${applicationId}/notes`, token: recruiter, payload: { text: '  Great communicator.  ' } });
        expect(note.statusCode).toBe(200);
        expect(note.json().data).toMatchObject({ text: 'Great communicator.', created_by: { id: recruiterId, name: 'Ravi Recruiter' } });
        expect((await t.call(ACME, { method: 'POST', url: `/api/${applicationId}/notes`, token: recruiter, payload: { text: ' ' } })).statusCode).toBe(400);
        const detail = (await t.call(ACME, { method: 'GET', url: `/api/${applicationId}/application-detail`, token: recruiter })).json().data;
        expect(detail).toMatchObject({
            application: { id: applicationId, stage_id: stage('Applied').id },
            candidate: { id: candidateId, city: 'Chennai' },
            job: { id: jobId, title: 'Board job' },
            stage: { id: stage('Applied').id, name: 'Applied', position: 1 },
            history: [{ from_stage: null, to_stage: { name: 'Applied' }, moved_by: { name: 'Alex Admin' } }],
            screening_answers: [],
            notes: [{ text: 'Great communicator.' }],
            resume: null,
        });
        expect(detail.compatibility.score).toBeGreaterThan(0);
        const timeline = (await t.call(ACME, { method: 'GET', url: `/api/${applicationId}/get-timeline`, token: recruiter })).json().data;
        expect(timeline.map((e: { type: string }) => e.type)).toEqual(['NOTE', 'DETAILS_UPDATED', 'APPLIED']);
        expect(timeline[0].text).toBe('Great communicator.');
        for (const url of [`/api/${applicationId}/application-detail`, `/api/${applicationId}/get-timeline`, `/api/${applicationId}/resume-compatibility`]) {
            expect((await t.call(GLOBEX, { method: 'GET', url, token: globexAdmin })).statusCode, url).toBe(404);
            expect((await t.call(ACME, { method: 'GET', url, token: vendor })).statusCode, url).toBe(403);
        }
        expect((await t.call(GLOBEX, { method: 'POST', url: `/api/${applicationId}/notes`, token: globexAdmin, payload: { text: 'x' } })).statusCode).toBe(404);
        expect(await countRows(t, 'application_notes', ACME, sql`x.application_id = ${applicationId}`)).toBe(1);
    });

    it('scores resume compatibility with the reasons', async () => {
        const response = await t.call(ACME, { method: 'GET', url: `/api/${applicationId}/resume-compatibility`, token: recruiter });
        expect(response.statusCode).toBe(200);
        // 2 of 4 skills (TypeScript, SQL) = 35 of 70; 3 years inside 3..6 = 30.
        expect(response.json().data).toEqual({
            score: 65,
            matched_skills: ['TypeScript', 'SQL'],
            missing_skills: ['React', 'Docker'],
            reasons: ['Has 2 of the 4 skills asked: TypeScript, SQL.', 'Missing: React, Docker.', '3 years of experience, within the 3–6 years asked.'],
        });
    });
});

describe('applicant upload', () => {
    const upload = (content: string, job = jobId, token = recruiter, host = ACME) =>
        t.call(host, { method: 'POST', url: '/api/applicant-upload', token, ...multipart([['file', 'applicants.csv', content]], { job_id: job }) });
    const header = ['First name', 'Last name', 'Email', 'Phone', 'Experience years', 'Skills', 'Stage', 'Recruiter'];

    it('refuses the whole file when any row is bad, with a per-row report', async () => {
        const before = await countRows(t, 'applications', ACME);
        const candidatesBefore = await countRows(t, 'candidates', ACME);
        const response = await upload(
            csv([
                header,
                ['Up', 'One', 'up.one@mail.example', '', 2, 'SQL; Excel', 'Screening', 'recruiter@acme.example'],
                ['Up', 'Two', 'not-an-email', 'call me', 50, '', 'Nowhere', 'vendor@acme.example'],
                ['Up', 'Dup', 'UP.ONE@mail.example', '', '', '', '', ''],
                ['Priya', 'Again', 'priya.shah@mail.example', '', '', '', '', ''],
            ]),
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().data.rows).toEqual([
            {
                row: 3,
                errors: {
                    email: 'Invalid email address',
                    phone: 'Phone must be a phone number: digits, spaces, + ( ) and -',
                    experience_years: 'Experience years must be 40 or less',
                    stage: 'This job has no stage "Nowhere"',
                    recruiter: expect.any(String),
                },
            },
            { row: 4, errors: { email: 'The same candidate as row 2' } },
            { row: 5, errors: { email: 'This candidate has already applied to this job.' } },
        ]);
        expect(response.json().data.report).toContain('Row,Field,Column,Error');
        expect(await countRows(t, 'applications', ACME)).toBe(before);
        expect(await countRows(t, 'candidates', ACME)).toBe(candidatesBefore);
    });

    it('adds every row of a good file, linking people already in the workspace', async () => {
        const other = await createJob(t, ACME, admin, { title: 'Upload job' });
        const response = await upload(
            csv([
                header,
                ['Up', 'One', 'up.one@mail.example', '+91 98000 00001', 2, 'SQL; Excel', 'Screening', 'recruiter@acme.example'],
                ['Up', 'Two', 'up.two@mail.example', '', '', '', '', ''],
                ['Priya', 'Again', 'priya.other@mail.example', '4155550100', '', '', '', ''],
            ]),
            other.id,
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data).toEqual({ created: 2, linked: 1 });
        const columns = (await board(t, ACME, admin, other.id)).json().data.stages;
        expect(columns[0].count).toBe(2);
        expect(columns[1].applications[0]).toMatchObject({ candidate: { first_name: 'Up', last_name: 'One', experience_years: 2 }, recruiter_id: recruiterId });
        const detail = (await t.call(ACME, { method: 'GET', url: `/api/${columns[1].applications[0].id}/application-detail`, token: admin })).json().data;
        expect(detail.candidate).toMatchObject({ email: 'up.one@mail.example', skills: ['SQL', 'Excel'] });
    });

    it('fills only the blanks of the people it links to, and they are found by what it filled', async () => {
        const first = await createJob(t, ACME, admin, { title: 'Fill job one' });
        const full = { first_name: 'Fulla', last_name: 'Filled', email: 'fulla.filled@mail.example', phone: '+91 98111 00001', current_title: 'Architect', experience_years: 9, skills: ['Golang'], city: 'Pune' };
        expect((await addApplicant(t, ACME, recruiter, first.id, full)).statusCode).toBe(200);
        expect((await addApplicant(t, ACME, recruiter, first.id, { first_name: 'Sparsa', email: 'sparsa.blank@mail.example' })).statusCode).toBe(200);
        const person = async (email: string) =>
            (
                await sql<{ phone: string | null; current_title: string | null; experience_years: number | null; skills: string[]; city: string | null; version: number }>`
                    select x.phone, x.current_title, x.experience_years::float as experience_years, x.skills, x.city, x.version
                    from candidates x join workspaces w on w.id = x.workspace_id where w.host = ${ACME} and lower(x.email) = ${email}`.execute(t.database.db)
            ).rows[0];
        const before = await person('fulla.filled@mail.example');

        const second = await createJob(t, ACME, admin, { title: 'Fill job two' });
        const response = await upload(
            csv([
                ['First name', 'Email', 'Phone', 'Current title', 'Experience years', 'Skills', 'City'],
                ['Fulla', 'FULLA.filled@mail.example', '+91 98111 00002', 'Intern', 1, 'Quokkascript', 'Delhi'],
                ['Sparsa', 'sparsa.blank@mail.example', '+91 98111 00003', 'Intern', 1, 'Quokkascript; Zigzag', 'Delhi'],
            ]),
            second.id,
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data).toEqual({ created: 0, linked: 2 });
        // Nothing blank: every detail and the version stay as they were.
        expect(await person('fulla.filled@mail.example')).toEqual(before);
        expect(await person('sparsa.blank@mail.example')).toEqual({ phone: '+91 98111 00003', current_title: 'Intern', experience_years: 1, skills: ['Quokkascript', 'Zigzag'], city: 'Delhi', version: 2 });
        const terms = await sql<{ email: string }>`select lower(c.email) as email from candidate_search_terms x join candidates c on c.id = x.candidate_id
            join workspaces w on w.id = x.workspace_id where w.host = ${ACME} and x.term = 'quokkascript'`.execute(t.database.db);
        expect(terms.rows).toEqual([{ email: 'sparsa.blank@mail.example' }]);
    });

    it("lists an upload's applicants on the board in the file's order", async () => {
        const job = await createJob(t, ACME, admin, { title: 'Ordered upload' });
        const names = ['Hema', 'Ivan', 'Jyoti', 'Kiran', 'Lalit', 'Meera', 'Nikhil', 'Omkar'];
        const response = await upload(csv([header, ...names.map(name => [name, 'Ordered', `${name.toLowerCase()}.ordered@mail.example`, '', '', '', '', ''])]), job.id);
        expect(response.statusCode, response.body).toBe(200);
        const [applied] = (await board(t, ACME, admin, job.id)).json().data.stages as { applications: { candidate: { first_name: string } }[] }[];
        expect(applied.applications.map(a => a.candidate.first_name)).toEqual(names);
    });

    it('needs a job of this workspace and a permitted user', async () => {
        const content = csv([header, ['X', 'Y', 'xy@mail.example', '', '', '', '', '']]);
        expect((await upload(content, jobId, globexAdmin, GLOBEX)).statusCode).toBe(404);
        expect((await upload(content, jobId, vendor)).statusCode).toBe(403);
        const noJob = await t.call(ACME, { method: 'POST', url: '/api/applicant-upload', token: recruiter, ...multipart([['file', 'a.csv', content]]) });
        expect(noJob.statusCode).toBe(400);
        expect(noJob.json().errors.job_id).toBeDefined();
        expect(await countRows(t, 'candidates', ACME, sql`lower(x.email) = 'xy@mail.example'`)).toBe(0);
    });
});
