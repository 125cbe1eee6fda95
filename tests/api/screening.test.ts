/** Screening questions on a job, answers checked when an applicant is added, shown in the application detail. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';
import { countRows, createJob } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let job: { id: string; version: number } & Record<string, unknown>;
let questions: { id: string; question: string; type: string; required: boolean }[];

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    job = await createJob(t, ACME, admin, {
        title: 'Screened job',
        screening_questions: [
            { question: 'Are you willing to relocate?', type: 'YES_NO', required: true },
            { question: 'Notice period in days', type: 'NUMBER', required: true },
            { question: 'Anything else?', type: 'TEXT' },
        ],
    });
    questions = job.screening_questions as typeof questions;
});
afterAll(() => t.close());

const add = (email: string, screening_answers: unknown) =>
    t.call(ACME, { method: 'POST', url: '/api/add-user-application', token: admin, payload: { job_id: job.id, candidate: { first_name: 'Sam', email }, screening_answers } });

describe('screening questions', () => {
    it('gives every question an id and keeps it across edits', async () => {
        expect(questions.map(q => [q.question, q.type, q.required])).toEqual([
            ['Are you willing to relocate?', 'YES_NO', true],
            ['Notice period in days', 'NUMBER', true],
            ['Anything else?', 'TEXT', false],
        ]);
        expect(new Set(questions.map(q => q.id)).size).toBe(3);
        const edited = await t.call(ACME, { method: 'PUT', url: `/api/update-job/${job.id}`, token: admin, payload: { version: job.version, screening_questions: questions.map(q => ({ ...q, question: q.question.replace('?', ' ?') })) } });
        expect(edited.statusCode, edited.body).toBe(200);
        expect(edited.json().data.screening_questions.map((q: { id: string }) => q.id)).toEqual(questions.map(q => q.id));
        questions = edited.json().data.screening_questions;
    });

    it('refuses missing and mistyped answers naming the question, and writes nothing', async () => {
        const before = await countRows(t, 'applications', ACME);
        const response = await add('sam.one@mail.example', [{ question_id: questions[1].id, answer: 'soon' }, { question_id: 'nope', answer: 'x' }]);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual({
            [`screening_answers.${questions[0].id}`]: 'This question must be answered.',
            [`screening_answers.${questions[1].id}`]: 'Answer with a number.',
            'screening_answers.nope': 'This job has no such question.',
        });
        expect(await countRows(t, 'applications', ACME)).toBe(before);
    });

    it('stores the answers and shows them in the application detail', async () => {
        const response = await add('sam.two@mail.example', [
            { question_id: questions[0].id, answer: true },
            { question_id: questions[1].id, answer: 30 },
        ]);
        expect(response.statusCode, response.body).toBe(200);
        const detail = await t.call(ACME, { method: 'GET', url: `/api/${response.json().data.id}/application-detail`, token: admin });
        expect(detail.json().data.screening_answers).toEqual([
            { question_id: questions[0].id, question: 'Are you willing to relocate ?', answer: 'Yes' },
            { question_id: questions[1].id, question: 'Notice period in days', answer: '30' },
        ]);
    });

    it('refuses a malformed question', async () => {
        const response = await t.call(ACME, { method: 'POST', url: '/api/create-job', token: admin, payload: { title: 'Bad questions', screening_questions: [{ question: 'Q', type: 'ESSAY' }] } });
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().errors)[0]).toMatch(/^screening_questions/);
    });
});
