/**
 * The hiring pages' messages composed with values in the request's language (docs/decisions.md,
 * "Hindi"): the board's moves and their refusals (cards of another job, stale cards, a card
 * someone else moved), a job's stages and rounds at their limit or in use, an interview that
 * clashes with another (its times as a Hindi mail writes them), an unknown question group. In
 * Hindi from hi.server.json's `composed` templates, names and stage names as they are written; in
 * English word for word as always.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STAGES } from '../../config/contracts/pipelines.js';
import { MAX_ROUNDS } from '../../config/contracts/interviews.js';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';
import { addApplicant, createJob, stagesOf, userId, type Stage } from './jobsSupport.js';
import { callIn, ENGLISH, HINDI, type Method } from './languageSupport.js';

let t: TestApp;
let admin: string;
let recruiter: string;
beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    recruiter = await t.login(ACME, 'recruiter@acme.example');
});
afterAll(() => t.close());

const call = (language: string, method: Method, url: string, payload?: object, token = admin) => callIn(t, language, { method, url, payload, token });
/** The same refusal asked for in Hindi and in English (it changes nothing, so it can be asked twice). */
async function both(method: Method, url: string, payload?: object, token = admin) {
    return { hi: await call(HINDI, method, url, payload, token), en: await call(ENGLISH, method, url, payload, token) };
}

let seq = 0;
/** A new job with `count` applicants: its stages and their cards. */
async function jobWith(count: number): Promise<{ jobId: string; title: string; stages: Stage[]; cards: { id: string; version: number }[] }> {
    const title = `Composed board ${++seq}`;
    const jobId = (await createJob(t, ACME, admin, { title })).id;
    const cards = [];
    for (let i = 0; i < count; i++) {
        const added = await addApplicant(t, ACME, admin, jobId, { first_name: `Card${i}`, email: `card${seq}.${i}@composed.example` });
        expect(added.statusCode, added.body).toBe(200);
        const { id, version } = added.json().data as { id: string; version: number };
        cards.push({ id, version });
    }
    return { jobId, title, stages: await stagesOf(t, ACME, admin, jobId), cards };
}

describe('the board', () => {
    it('counts the cards it moved or changed', async () => {
        const { jobId, stages, cards } = await jobWith(4);
        const move = (language: string, card: { id: string; version: number }[]) =>
            call(language, 'PATCH', `/api/update-bulk-current-pipeline/${jobId}`, { pipeline_id: stages[1].id, applicants: card });
        expect((await move(HINDI, [cards[0], cards[1]])).body.message).toBe('आगे बढ़ाए गए आवेदक: 2।');
        expect((await move(ENGLISH, [cards[2]])).body.message).toBe('1 applicant moved.');
        const assign = (language: string, recruiterId: string | null, version: number) =>
            call(language, 'PATCH', '/api/bulk-applications', { type: 'recruiter', job_id: jobId, recruiter_id: recruiterId, applicants: [{ id: cards[3].id, version }] });
        expect((await assign(HINDI, await userId(t, ACME, recruiter), cards[3].version)).body.message).toBe('अपडेट किए गए आवेदक: 1।');
        expect((await assign(ENGLISH, null, cards[3].version + 1)).body.message).toBe('1 applicant updated.');
    });

    it('refuses cards of another job and stale cards, counting them', async () => {
        const { jobId, stages, cards } = await jobWith(2);
        const other = await jobWith(1);
        const foreign = await both('PATCH', `/api/update-bulk-current-pipeline/${jobId}`, { pipeline_id: stages[1].id, applicants: [cards[0], other.cards[0]] });
        expect(foreign.hi.status).toBe(404);
        expect(foreign.hi.body.message).toBe('चुने गए आवेदक जो इस नौकरी के नहीं हैं: 1।');
        expect(foreign.en.body.errors).toEqual({ applicants: '1 of the selected applicants does not belong to this job.' });
        const stale = await both('PATCH', `/api/update-bulk-current-pipeline/${jobId}`, { pipeline_id: stages[1].id, applicants: cards.map(c => ({ id: c.id, version: 9 })) });
        expect(stale.hi.status).toBe(409);
        expect(stale.hi.body.message).toBe('चुने गए आवेदक जिन्हें किसी और ने बदल दिया है: 2। कुछ भी नहीं बदला गया: बोर्ड फिर से लोड करें और दोबारा कोशिश करें।');
        expect(stale.en.body.message).toBe('2 of the selected applicants were changed by someone else. Nothing was changed: reload the board and try again.');
    });

    it('answers a stale move with who moved the card, where and when; or, without a move on record, that it changed', async () => {
        const { stages, cards } = await jobWith(2);
        const [card, unmoved] = cards;
        const shift = (language: string, id: string, stage: Stage, version: number, token = admin) =>
            call(language, 'PATCH', '/api/shift-applicant', { application_id: id, to_stage_id: stage.id, version }, token);
        expect((await shift(ENGLISH, card.id, stages[1], card.version)).status).toBe(200);
        const hindi = await shift(HINDI, card.id, stages[2], card.version, recruiter);
        expect(hindi.status).toBe(409);
        expect(hindi.body.message).toMatch(new RegExp(`^Alex Admin ने इसे \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC पर ${stages[1].name} चरण में भेजा। कार्ड फिर से लोड किया गया।$`));
        expect((await shift(ENGLISH, card.id, stages[2], card.version, recruiter)).body.message).toMatch(
            new RegExp(`^Moved by Alex Admin to ${stages[1].name} at \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC\\. Reloaded\\.$`),
        );
        // A card whose history is gone (the test's doing): only that it changed.
        await sql`delete from application_stage_history where application_id = ${unmoved.id}`.execute(t.database.db);
        await sql`update applications set version = version + 1 where id = ${unmoved.id}`.execute(t.database.db);
        expect((await shift(HINDI, unmoved.id, stages[1], unmoved.version)).body.message).toBe(
            'इस रिकॉर्ड को किसी और ने बदल दिया है। इसे फिर से लोड करें और दोबारा कोशिश करें। कार्ड फिर से लोड किया गया।',
        );
        expect((await shift(ENGLISH, unmoved.id, stages[1], unmoved.version)).body.message).toBe('This record was changed by someone else. Reload it and try again. Reloaded.');
    });
});

describe("a job's stages", () => {
    it('refuses a stage past the limit, and deleting a stage that holds applicants', async () => {
        const { jobId, stages } = await jobWith(2);
        for (let i = stages.length; i < MAX_STAGES; i++) expect((await call(ENGLISH, 'POST', `/api/${jobId}/create-hiring-pipeline`, { name: `Extra ${i}` })).status).toBe(200);
        const tooMany = await both('POST', `/api/${jobId}/create-hiring-pipeline`, { name: 'One too many' });
        expect(tooMany.hi.status).toBe(400);
        expect(tooMany.hi.body.errors).toEqual({ name: `एक नौकरी में अधिकतम ${MAX_STAGES} चरण हो सकते हैं।` });
        expect(tooMany.en.body.errors).toEqual({ name: `A job has at most ${MAX_STAGES} stages.` });
        const occupied = await both('DELETE', `/api/delete-pipeline-by-id/${stages[0].id}`);
        expect(occupied.hi.status).toBe(400);
        expect(occupied.hi.body.errors).toEqual({ move_to: 'पहले इस चरण के आवेदकों (2) को दूसरे चरण में ले जाएँ।' });
        expect(occupied.en.body.errors).toEqual({ move_to: 'Move the 2 applicants in this stage first.' });
    });
});

describe('interviews', () => {
    let jobId = '';
    let jobTitle = '';
    let applicationId = '';
    let interviewerId = '';
    let roundId = '';
    /** Tomorrow (UTC) at hh:mm. */
    const at = (hour: number, minute = 0) => {
        const d = new Date();
        d.setUTCDate(d.getUTCDate() + 1);
        d.setUTCHours(hour, minute, 0, 0);
        return d;
    };
    const schedule = (language: string, startsAt: Date, extra: object = {}) =>
        call(language, 'POST', '/api/schedule-interview', {
            application_id: applicationId,
            round_id: roundId,
            interviewer_ids: [interviewerId],
            mode: 'VIDEO',
            link: 'https://meet.example/composed',
            duration_minutes: 60,
            starts_at: startsAt.toISOString(),
            ...extra,
        });

    beforeAll(async () => {
        const job = await jobWith(1);
        jobId = job.jobId;
        jobTitle = job.title;
        applicationId = job.cards[0].id;
        interviewerId = await userId(t, ACME, await t.login(ACME, 'interviewer@acme.example'));
        roundId = ((await call(ENGLISH, 'GET', `/api/${jobId}/get-interview-rounds`)).body.data as { id: string }[])[0].id;
    });

    it('refuses a clash naming it, its times as a Hindi mail writes them', async () => {
        expect((await schedule(ENGLISH, at(9))).status).toBe(200);
        const hindi = await schedule(HINDI, at(9, 30));
        expect(hindi.status).toBe(409);
        const day = new Intl.DateTimeFormat('hi-IN', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' }).format(at(9));
        const end = new Intl.DateTimeFormat('hi-IN', { timeZone: 'UTC', timeStyle: 'short' }).format(at(10));
        expect(hindi.body.message).toBe(`Ines Interviewer का ${day} से ${end} (UTC) तक Card0 के साथ ${jobTitle} के लिए पहले से एक इंटरव्यू है।`);
        expect(hindi.body.errors?.starts_at).toBe(hindi.body.message);
        const englishDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' }).format(at(9));
        const englishEnd = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', timeStyle: 'short' }).format(at(10));
        expect((await schedule(ENGLISH, at(9, 30))).body.message).toBe(`Ines Interviewer already has an interview with Card0 for ${jobTitle} from ${englishDay} to ${englishEnd} (UTC).`);
    });

    it('refuses an unknown question group, naming it', async () => {
        const hindi = await schedule(HINDI, at(14), { question_group_ids: ['no_such_group'] });
        expect(hindi.status).toBe(400);
        expect(hindi.body.errors?.question_group_ids).toBe('अज्ञात प्रश्न समूह: no_such_group।');
        expect((await schedule(ENGLISH, at(14), { question_group_ids: ['no_such_group'] })).body.errors?.question_group_ids).toBe('Unknown question group: no_such_group.');
    });

    it('refuses deleting a round in use, and a round past the limit', async () => {
        const inUse = await both('DELETE', `/api/delete-interview-round/${roundId}`);
        expect(inUse.hi.status).toBe(409);
        expect(inUse.hi.body.message).toBe('इस राउंड का उपयोग करने वाले इंटरव्यू: 1। इसे हटाया नहीं जा सकता।');
        expect(inUse.en.body.message).toBe('1 interview uses this round: it cannot be deleted.');
        const rounds = (await call(ENGLISH, 'GET', `/api/${jobId}/get-interview-rounds`)).body.data as unknown[];
        for (let i = rounds.length; i < MAX_ROUNDS; i++) expect((await call(ENGLISH, 'POST', `/api/${jobId}/create-interview-round`, { name: `Round ${i}` })).status).toBe(200);
        const tooMany = await both('POST', `/api/${jobId}/create-interview-round`, { name: 'One too many' });
        expect(tooMany.hi.status).toBe(400);
        expect(tooMany.hi.body.errors).toEqual({ name: `एक नौकरी में अधिकतम ${MAX_ROUNDS} राउंड हो सकते हैं।` });
        expect(tooMany.en.body.errors).toEqual({ name: `A job has at most ${MAX_ROUNDS} rounds.` });
    });
});
