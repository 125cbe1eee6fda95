/**
 * regenerate-question with the AI service configured (AI_API_URL, AI_API_KEY):
 * the model writes the replacement for the question's group, with the
 * replaced question's criteria; a failing or unusable answer falls back to
 * the bank. The service is a loopback stub that records what it was asked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanSuggestedQuestion } from '../../server/lib/interviewQuestions.js';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';
import { addApplicant, createJob, userId } from './jobsSupport.js';

let t: TestApp;
let ai: Server;
let reply: { status: number; content: string } = { status: 200, content: '' };
const asked: { model: string; auth: string | undefined; prompt: string }[] = [];
let recruiter: string;
let interviewId: string;

type Question = { id: string; label: string; group_id: string; custom: boolean; criteria: { id: string }[] };

beforeAll(async () => {
    ai = createServer((req, res) => {
        let body = '';
        req.on('data', chunk => (body += chunk));
        req.on('end', () => {
            const parsed = JSON.parse(body) as { model: string; messages: { content: string }[] };
            asked.push({ model: parsed.model, auth: req.headers.authorization, prompt: parsed.messages[1].content });
            if (reply.status !== 200) return void res.writeHead(reply.status).end('down');
            res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content: reply.content } }] }));
        });
    });
    await new Promise<void>(resolve => ai.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(ai.address() as AddressInfo).port}/v1/chat/completions`;
    t = await createTestApp({ aiApiUrl: url, aiApiKey: 'k-ai', aiModel: 'question-model', aiTimeoutMs: 2000 });
    const admin = await t.login(ACME, 'admin@acme.example');
    recruiter = await t.login(ACME, 'recruiter@acme.example');
    const interviewer = await userId(t, ACME, await t.login(ACME, 'interviewer@acme.example'));
    const jobId = (await createJob(t, ACME, admin, { title: 'AI questions job' })).id;
    const applicationId = (await addApplicant(t, ACME, admin, jobId, { first_name: 'Ada', email: 'ada.ai@example.com' })).json().data.id;
    const rounds = (await t.call(ACME, { method: 'GET', url: `/api/${jobId}/get-interview-rounds`, token: recruiter })).json().data;
    const starts = new Date(Date.now() + 3 * 86_400_000);
    starts.setUTCHours(9, 0, 0, 0);
    const scheduled = await t.call(ACME, {
        method: 'POST',
        url: '/api/schedule-interview',
        token: recruiter,
        payload: { application_id: applicationId, round_id: rounds[0].id, interviewer_ids: [interviewer], mode: 'PHONE', duration_minutes: 30, starts_at: starts.toISOString(), question_group_ids: ['ownership'] },
    });
    expect(scheduled.statusCode).toBe(200);
    interviewId = scheduled.json().data.id;
});
afterAll(async () => {
    await t.close();
    ai.close();
});

const questions = async (): Promise<Question[]> => (await t.call(ACME, { method: 'GET', url: `/api/interview/${interviewId}`, token: recruiter })).json().data.questions;
const regenerate = (questionId: string) => t.call(ACME, { method: 'POST', url: '/api/regenerate-question', token: recruiter, payload: { interview_id: interviewId, question_id: questionId } });

describe('regenerate-question with the AI service configured', () => {
    it("puts the model's question in the replaced one's place, with its group and criteria, and tells the model what to avoid", async () => {
        const before = await questions();
        const replaced = before[1];
        reply = { status: 200, content: '1. "Tell us about a decision you owned end to end and what it cost you."\nExtra line' };
        const response = await regenerate(replaced.id);
        expect(response.statusCode).toBe(200);
        const after = await questions();
        expect(after).toHaveLength(before.length);
        expect(after[1]).toMatchObject({ label: 'Tell us about a decision you owned end to end and what it cost you.', group_id: 'ownership', custom: true });
        expect(after[1].id).toMatch(/^ai_[0-9a-f]{8}$/);
        expect(after[1].criteria.map(c => c.id)).toEqual(replaced.criteria.map(c => c.id));
        expect(after.filter((_, i) => i !== 1)).toEqual(before.filter((_, i) => i !== 1));
        const last = asked.at(-1)!;
        expect(last).toMatchObject({ model: 'question-model', auth: 'Bearer k-ai' });
        expect(last.prompt).toContain('"Ownership"');
        for (const question of before) expect(last.prompt).toContain(question.label);
    });

    it('falls back to an unused question of the bank when the service fails or answers nothing usable', async () => {
        for (const failure of [{ status: 500, content: '' }, { status: 200, content: 'Ok.' }]) {
            reply = failure;
            const before = await questions();
            expect((await regenerate(before[0].id)).statusCode).toBe(200);
            const after = await questions();
            expect(after[0].custom).toBe(false);
            expect(after[0].group_id).toBe('ownership');
            expect(before.map(q => q.id)).not.toContain(after[0].id);
        }
    });

    it('keeps one line of a usable question and refuses fragments', () => {
        expect(cleanSuggestedQuestion('- “How do you recover a missed deadline?”')).toBe('How do you recover a missed deadline?');
        expect(cleanSuggestedQuestion('\n\n2) What did you learn from a failed launch?\nmore')).toBe('What did you learn from a failed launch?');
        expect(cleanSuggestedQuestion('Why?')).toBeNull();
        expect(cleanSuggestedQuestion('x'.repeat(301))).toBeNull();
    });
});
