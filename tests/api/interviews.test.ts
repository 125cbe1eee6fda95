/**
 * Interviews end to end through the API (docs/api-interviews.md): rounds,
 * scheduling with the overlap refusal and invites (.ics), rescheduling and
 * cancelling, both lists, the candidate page, feedback and results, profile
 * reviews, figures, calibration, the interviewer's profile; another
 * workspace's and another interviewer's interviews answer 404 and change nothing.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { addApplicant, countRows, createJob, userId } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let recruiter: string;
let interviewer: string;
let lead: string;
let vendor: string;
let globexAdmin: string;
let interviewerId: string;
let leadId: string;
let jobId: string;
let applicationId: string;
let technicalRoundId: string;
let hrRoundId: string;

interface Json {
    [key: string]: unknown;
}
type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; token: string; payload?: object; host?: string };
const call = async ({ host = ACME, ...rest }: Call) => {
    const response = await t.call(host, rest);
    return { status: response.statusCode, body: response.json() as { status: boolean; message: string; data: any; meta?: any; errors?: Record<string, string> } };
};

/** Tomorrow (UTC) at hh:mm, as RFC 3339. */
const at = (hour: number, minute = 0, dayOffset = 1) => {
    const d = new Date();
    d.setUTCDate(d.getUTCDate() + dayOffset);
    d.setUTCHours(hour, minute, 0, 0);
    return d.toISOString();
};

const outbox = async (subjectLike: string) =>
    (await sql<{ to_address: string; subject: string; body_text: string; attachments: { filename: string; content_type: string; content: string }[] }>`
        select to_address, subject, body_text, attachments from email_outbox where subject like ${subjectLike} order by created_at, to_address`.execute(t.database.db)).rows;

const icsField = (ics: string, name: string) => ics.replace(/\r\n /g, '').split('\r\n').find(l => l.startsWith(`${name}:`) || l.startsWith(`${name};`))?.replace(/^[^:]*:/, '');

async function schedule(payload: Json, token = recruiter) {
    return call({ method: 'POST', url: '/api/schedule-interview', token, payload: { application_id: applicationId, round_id: technicalRoundId, interviewer_ids: [interviewerId], mode: 'VIDEO', link: 'https://meet.example/abc', duration_minutes: 60, ...payload } });
}

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    recruiter = await t.login(ACME, 'recruiter@acme.example');
    interviewer = await t.login(ACME, 'interviewer@acme.example');
    lead = await t.login(ACME, 'lead@acme.example');
    vendor = await t.login(ACME, 'vendor@acme.example', 'vendor');
    globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
    interviewerId = await userId(t, ACME, interviewer);
    leadId = await userId(t, ACME, lead);
    jobId = (await createJob(t, ACME, admin, { title: 'Interview job' })).id;
    const added = await addApplicant(t, ACME, admin, jobId, { first_name: 'Ivy', last_name: 'Applicant', email: 'ivy.interviews@example.com' });
    applicationId = added.json().data.id;
});
afterAll(() => t.close());

describe('rounds', () => {
    it('a new job has Technical and HR; rounds are added, renamed, moved and deleted', async () => {
        const list = await call({ method: 'GET', url: `/api/${jobId}/get-interview-rounds`, token: recruiter });
        expect(list.status).toBe(200);
        expect(list.body.data.map((r: { name: string; position: number }) => [r.name, r.position])).toEqual([
            ['Technical', 1],
            ['HR', 2],
        ]);
        [technicalRoundId, hrRoundId] = list.body.data.map((r: { id: string }) => r.id);
        const added = await call({ method: 'POST', url: `/api/${jobId}/create-interview-round`, token: recruiter, payload: { name: 'Culture' } });
        expect(added.body.data).toMatchObject({ name: 'Culture', position: 3, version: 1, interview_count: 0 });
        const duplicate = await call({ method: 'POST', url: `/api/${jobId}/create-interview-round`, token: recruiter, payload: { name: ' culture ' } });
        expect(duplicate.status).toBe(400);
        expect(duplicate.body.errors?.name).toBe('A round with this name already exists in this job.');
        const moved = await call({ method: 'PUT', url: `/api/edit-interview-round/${added.body.data.id}`, token: recruiter, payload: { position: 1, version: 1 } });
        expect(moved.body.data).toMatchObject({ name: 'Culture', position: 1, version: 2 });
        const stale = await call({ method: 'PUT', url: `/api/edit-interview-round/${added.body.data.id}`, token: recruiter, payload: { name: 'Values', version: 1 } });
        expect(stale.status).toBe(409);
        const deleted = await call({ method: 'DELETE', url: `/api/delete-interview-round/${added.body.data.id}`, token: recruiter });
        expect(deleted.status).toBe(200);
        const after = await call({ method: 'GET', url: `/api/${jobId}/get-interview-rounds`, token: recruiter });
        expect(after.body.data.map((r: { name: string; position: number }) => [r.name, r.position])).toEqual([
            ['Technical', 1],
            ['HR', 2],
        ]);
        expect((await call({ method: 'GET', url: `/api/${jobId}/get-interview-rounds`, token: globexAdmin, host: GLOBEX })).status).toBe(404);
    });
});

describe('scheduling', () => {
    let interviewId: string;

    it('lists who may interview: interviewers and teammates whose secondary role is INTERVIEWER', async () => {
        const options = await call({ method: 'GET', url: '/api/interviewer-options', token: recruiter });
        const ids = options.body.data.map((o: { id: string }) => o.id);
        expect(ids).toContain(interviewerId);
        expect(ids).toContain(leadId);
        expect(ids).not.toContain(await userId(t, ACME, recruiter));
    });

    it('refuses bad input with 400 naming the field and writes nothing', async () => {
        const before = await countRows(t, 'interviews', ACME);
        const outboxBefore = await countRows(t, 'email_outbox', ACME);
        const noLink = await schedule({ link: null, starts_at: at(9) });
        expect(noLink.status).toBe(400);
        expect(noLink.body.errors).toEqual({ link: 'A video interview needs its meeting link.' });
        const noTime = await schedule({});
        expect(noTime.body.errors?.starts_at).toBe('Choose the date and time of the interview.');
        const notInterviewer = await schedule({ starts_at: at(9), interviewer_ids: [await userId(t, ACME, recruiter)] });
        expect(notInterviewer.status).toBe(400);
        expect(Object.keys(notInterviewer.body.errors ?? {})).toEqual(['interviewer_ids']);
        const badGroup = await schedule({ starts_at: at(9), question_group_ids: ['astrology'] });
        expect(badGroup.body.errors?.question_group_ids).toMatch(/astrology/);
        const noZone = await schedule({ starts_at: '2030-01-01T10:00:00' });
        expect(noZone.status).toBe(400);
        expect(noZone.body.errors?.starts_at).toBeDefined();
        const otherJobsRound = await createJob(t, ACME, admin, { title: 'Another interview job' });
        const foreignRound = (await call({ method: 'GET', url: `/api/${otherJobsRound.id}/get-interview-rounds`, token: admin })).body.data[0].id;
        expect((await schedule({ starts_at: at(9), round_id: foreignRound })).body.errors?.round_id).toBe('The round is not a round of this job.');
        expect(await countRows(t, 'interviews', ACME)).toBe(before);
        expect(await countRows(t, 'email_outbox', ACME)).toBe(outboxBefore);
    });

    it('schedules, picks questions of the chosen groups and mails a REQUEST invite to the interviewer and the candidate', async () => {
        const response = await schedule({ starts_at: at(9), question_group_ids: ['communication', 'curiosity'], note: 'Bring, a; laptop' });
        expect(response.status).toBe(200);
        const interview = response.body.data;
        interviewId = interview.id;
        expect(interview).toMatchObject({ type: 'INTERVIEW', status: 'PENDING', result: null, sequence: 0, duration_minutes: 60, time_zone: 'UTC', is_past: false, version: 1 });
        expect(new Date(interview.starts_at).toISOString()).toBe(at(9));
        expect(new Date(interview.ends_at).toISOString()).toBe(at(10));
        expect(interview.questions.map((q: { id: string }) => q.id)).toEqual(['communication_1', 'communication_2', 'communication_3', 'curosity_1', 'curosity_2', 'curosity_3']);
        expect(interview.questions[0].criteria).toHaveLength(3);
        expect(interview.reschedule_history).toHaveLength(1);
        const mails = await outbox('Interview invitation:%Ivy Applicant%');
        expect(mails.map(m => m.to_address).sort()).toEqual(['interviewer@acme.example', 'ivy.interviews@example.com']);
        const ics = mails[0].attachments[0].content;
        expect(mails[0].attachments[0].content_type).toContain('method=REQUEST');
        expect(icsField(ics, 'METHOD')).toBe('REQUEST');
        expect(icsField(ics, 'UID')).toBe(`interview-${interviewId}@acme.localhost`);
        expect(icsField(ics, 'SEQUENCE')).toBe('0');
        expect(icsField(ics, 'DTSTART')).toBe(at(9).replace(/[-:]/g, '').replace('.000', ''));
        expect(icsField(ics, 'DTEND')).toBe(at(10).replace(/[-:]/g, '').replace('.000', ''));
        expect(icsField(ics, 'DESCRIPTION')).toContain('Bring\\, a\\; laptop');
        const unfolded = ics.replace(/\r\n /g, '');
        expect(unfolded).toMatch(/ATTENDEE;CN="Ines Interviewer";[^\r]*:mailto:interviewer@acme\.example/);
        expect(unfolded).toMatch(/ATTENDEE;CN="Ivy Applicant";[^\r]*:mailto:ivy\.interviews@example\.com/);
        expect(ics).toMatch(/ORGANIZER;CN=/);
        expect(ics.split('\r\n').every(line => Buffer.byteLength(line) <= 75)).toBe(true);
        const timeline = await call({ method: 'GET', url: `/api/${applicationId}/get-timeline`, token: recruiter });
        expect(timeline.body.data[0]).toMatchObject({ type: 'INTERVIEW_SCHEDULED' });
    });

    it('refuses an overlapping interview of the same interviewer, naming the clash; back to back is fine', async () => {
        const before = await countRows(t, 'interviews', ACME);
        const clash = await schedule({ starts_at: at(9, 30), round_id: hrRoundId });
        expect(clash.status).toBe(409);
        expect(clash.body.message).toMatch(/Ines Interviewer already has an interview with Ivy Applicant for Interview job from .* to .*\(UTC\)/);
        expect(clash.body.errors?.starts_at).toBe(clash.body.message);
        expect(await countRows(t, 'interviews', ACME)).toBe(before);
        const lead = await schedule({ starts_at: at(9, 30), round_id: hrRoundId, interviewer_ids: [leadId] });
        expect(lead.status).toBe(200);
        const backToBack = await schedule({ starts_at: at(10), round_id: hrRoundId, mode: 'PHONE', link: null });
        expect(backToBack.status).toBe(200);
        // Cancelled interviews free the time.
        expect((await call({ method: 'DELETE', url: `/api/${backToBack.body.data.id}/delete-interview?type=DELETE`, token: recruiter })).body.data).toEqual({ id: backToBack.body.data.id, status: 'DELETED' });
        expect((await call({ method: 'DELETE', url: `/api/${lead.body.data.id}/delete-interview`, token: recruiter })).body.data.status).toBe('CANCELLED');
    });

    it('reschedules with the version read, keeps the time history, and the invite keeps its UID with a higher SEQUENCE', async () => {
        const stale = await call({ method: 'PATCH', url: '/api/interviewer/reschedule-interview', token: recruiter, payload: { interview_id: interviewId, starts_at: at(14), version: 99 } });
        expect(stale.status).toBe(409);
        const response = await call({ method: 'PATCH', url: '/api/interviewer/reschedule-interview', token: recruiter, payload: { interview_id: interviewId, starts_at: at(14), version: 1, reason: 'Candidate asked' } });
        expect(response.status).toBe(200);
        expect(response.body.data).toMatchObject({ sequence: 1, version: 2, duration_minutes: 60, link: 'https://meet.example/abc' });
        expect(response.body.data.reschedule_history.map((h: { starts_at: string; reason: string | null }) => [new Date(h.starts_at).toISOString(), h.reason])).toEqual([
            [at(9), null],
            [at(14), 'Candidate asked'],
        ]);
        const mails = await outbox('Interview rescheduled:%Ivy Applicant%');
        expect(mails).toHaveLength(2);
        const ics = mails[0].attachments[0].content;
        expect(icsField(ics, 'METHOD')).toBe('REQUEST');
        expect(icsField(ics, 'UID')).toBe(`interview-${interviewId}@acme.localhost`);
        expect(icsField(ics, 'SEQUENCE')).toBe('1');
        expect(icsField(ics, 'DTSTART')).toBe(at(14).replace(/[-:]/g, '').replace('.000', ''));
    });

    it('cancels with a CANCEL invite of the same UID and a higher SEQUENCE', async () => {
        const spare = await schedule({ starts_at: at(16), round_id: hrRoundId });
        const id = spare.body.data.id;
        const cancelled = await call({ method: 'DELETE', url: `/api/${id}/delete-interview`, token: recruiter });
        expect(cancelled.body.data).toEqual({ id, status: 'CANCELLED' });
        const mails = await outbox(`Interview cancelled:%`);
        const mine = mails.filter(m => m.attachments[0]?.content.includes(`interview-${id}@`));
        expect(mine).toHaveLength(2);
        const ics = mine[0].attachments[0].content;
        expect(icsField(ics, 'METHOD')).toBe('CANCEL');
        expect(icsField(ics, 'STATUS')).toBe('CANCELLED');
        expect(icsField(ics, 'SEQUENCE')).toBe('1');
        expect((await call({ method: 'DELETE', url: `/api/${id}/delete-interview`, token: recruiter })).status).toBe(400);
        expect((await call({ method: 'GET', url: `/api/interview/${id}`, token: recruiter })).body.data.status).toBe('CANCELLED');
    });

    it('another workspace sees none of it: 404 and nothing changed', async () => {
        const version = (await call({ method: 'GET', url: `/api/interview/${interviewId}`, token: admin })).body.data.version;
        expect((await call({ method: 'GET', url: `/api/interview/${interviewId}`, token: globexAdmin, host: GLOBEX })).status).toBe(404);
        expect((await call({ method: 'DELETE', url: `/api/${interviewId}/delete-interview`, token: globexAdmin, host: GLOBEX })).status).toBe(404);
        expect((await call({ method: 'PATCH', url: '/api/interviewer/reschedule-interview', token: globexAdmin, host: GLOBEX, payload: { interview_id: interviewId, starts_at: at(15), version } })).status).toBe(404);
        expect((await call({ method: 'GET', url: '/api/interviews', token: globexAdmin, host: GLOBEX })).body.data.some((i: { id: string }) => i.id === interviewId)).toBe(false);
        const now = (await call({ method: 'GET', url: `/api/interview/${interviewId}`, token: admin })).body.data;
        expect(now).toMatchObject({ version, status: 'PENDING' });
        expect((await schedule({ starts_at: at(9) }, vendor)).status).toBe(403);
    });

    it("the workspace's list filters by job, round, interviewer, status and dates, 10 a page", async () => {
        const all = await call({ method: 'GET', url: `/api/interviews?job_id=${jobId}`, token: recruiter });
        expect(all.body.meta).toMatchObject({ perPage: 10, currentPage: 1 });
        expect(all.body.data.length).toBe(all.body.meta.total);
        const pending = await call({ method: 'GET', url: `/api/interviews?job_id=${jobId}&status=PENDING&round_id=${technicalRoundId}&interviewer_id=${interviewerId}`, token: recruiter });
        expect(pending.body.data.map((i: { id: string }) => i.id)).toEqual([interviewId]);
        const day = at(14).slice(0, 10);
        expect((await call({ method: 'GET', url: `/api/interviews?job_id=${jobId}&from=${day}&to=${day}&status=PENDING`, token: recruiter })).body.meta.total).toBe(1);
        expect((await call({ method: 'GET', url: `/api/interviews?job_id=${jobId}&to=2000-01-01`, token: recruiter })).body.meta.total).toBe(0);
    });

    it("the workspace's list searches words of the candidate, the job title or the round, and counts what it lists", async () => {
        const search = async (words: string) => {
            const answer = await call({ method: 'GET', url: `/api/interviews?job_id=${jobId}&search=${encodeURIComponent(words)}`, token: recruiter });
            expect(answer.status, JSON.stringify(answer.body)).toBe(200);
            expect(answer.body.data.length).toBe(answer.body.meta.total);
            return answer.body.data.map((i: { id: string }) => i.id) as string[];
        };
        const everyOne = (await call({ method: 'GET', url: `/api/interviews?job_id=${jobId}`, token: recruiter })).body.data.map((i: { id: string }) => i.id);
        expect(await search('IVY applicant')).toContain(interviewId);
        expect(await search('ivy.interviews@example.com')).toContain(interviewId);
        expect(await search('techn')).toContain(interviewId);
        expect(await search('interview job')).toEqual(everyOne);
        // Word starts, not any part of a word; every word must match.
        expect(await search('pplicant')).toEqual([]);
        expect(await search('ivy nobody')).toEqual([]);
        const tooMany = await call({ method: 'GET', url: `/api/interviews?search=${encodeURIComponent('a b c d e f g')}`, token: recruiter });
        expect(tooMany.status).toBe(400);
        expect(tooMany.body.errors?.search).toBe('A search may have at most 6 words.');
    });

    describe('the interviewer', () => {
        it('finds it under Upcoming, not Past, and not another interviewer', async () => {
            const upcoming = await call({ method: 'POST', url: '/api/interviewer/get-interview-list', token: interviewer, payload: { filterOption: 'UPCOMING' } });
            expect(upcoming.body.meta.perPage).toBe(12);
            expect(upcoming.body.data.map((i: { id: string }) => i.id)).toContain(interviewId);
            const past = await call({ method: 'POST', url: '/api/interviewer/get-interview-list', token: interviewer, payload: { filterOption: 'PAST' } });
            expect(past.body.data.map((i: { id: string }) => i.id)).not.toContain(interviewId);
            const leadList = await call({ method: 'POST', url: '/api/interviewer/get-interview-list', token: lead, payload: { filterOption: 'ALL', search: 'Ivy' } });
            expect(leadList.body.data.map((i: { id: string }) => i.id)).not.toContain(interviewId);
            const dash = await call({ method: 'GET', url: '/api/interviewer/dashboard-analytics', token: interviewer });
            expect(dash.body.data.upcoming_week).toBeGreaterThanOrEqual(1);
        });

        it('opens the candidate page; another interviewer and another id answer 404', async () => {
            const details = await call({ method: 'GET', url: `/api/get-interview-details?id=${interviewId}&interviewer_id=${interviewerId}`, token: interviewer });
            expect(details.status).toBe(200);
            expect(details.body.data).toMatchObject({ job_id: jobId, isPast: false, isProfileReview: false, my_feedback: null });
            expect(details.body.data.userApplication.candidate.email).toBe('ivy.interviews@example.com');
            expect(details.body.data.interview.questions).toHaveLength(6);
            expect((await call({ method: 'GET', url: `/api/get-interview-details?id=${interviewId}&interviewer_id=${leadId}`, token: interviewer })).status).toBe(404);
            expect((await call({ method: 'GET', url: `/api/get-interview-details?id=${interviewId}&interviewer_id=${leadId}`, token: lead })).status).toBe(404);
            expect((await call({ method: 'GET', url: `/api/interviewer/get-applicant-detail/${applicationId}`, token: interviewer })).body.data.userApplication.id).toBe(applicationId);
            expect((await call({ method: 'GET', url: `/api/interviewer/get-applicant-detail/${applicationId}`, token: lead })).status).toBe(200);
            const other = (await addApplicant(t, ACME, admin, jobId, { first_name: 'Zed', email: 'zed.interviews@example.com' })).json().data.id;
            expect((await call({ method: 'GET', url: `/api/interviewer/get-applicant-detail/${other}`, token: interviewer })).status).toBe(404);
            expect((await call({ method: 'GET', url: '/api/interviewer/dashboard-analytics', token: admin })).status).toBe(403);
        });

        it('swaps a question for an unused one of its group', async () => {
            const swapped = await call({ method: 'POST', url: '/api/regenerate-question', token: interviewer, payload: { interview_id: interviewId, question_id: 'curosity_2' } });
            expect(swapped.status).toBe(200);
            expect(swapped.body.data.questions.map((q: { id: string }) => q.id)).toEqual(['communication_1', 'communication_2', 'communication_3', 'curosity_1', 'curosity_4', 'curosity_3']);
            // The lead interviews too, but is not on this interview: as an interviewer-only caller would, another workspace gets 404.
            expect((await call({ method: 'POST', url: '/api/regenerate-question', token: globexAdmin, host: GLOBEX, payload: { interview_id: interviewId, question_id: 'curosity_4' } })).status).toBe(404);
            expect((await call({ method: 'GET', url: `/api/interview/${interviewId}`, token: admin })).body.data.questions.map((q: { id: string }) => q.id)).toContain('curosity_4');
        });

        it('another interviewer cannot give feedback or a result: 404, nothing written', async () => {
            const answers = [{ question_id: 'communication_1', criterion_id: 'eval_criteria_1' }];
            expect((await call({ method: 'PATCH', url: '/api/update-interview-feedback', token: lead, payload: { interview_id: interviewId, answers } })).status).toBe(404);
            expect((await call({ method: 'PATCH', url: '/api/interviewer/update-interview-result', token: lead, payload: { interview_id: interviewId, result: 'PASS' } })).status).toBe(404);
            expect((await call({ method: 'GET', url: `/api/interviewer-result/${interviewId}`, token: lead })).body.data.feedback).toEqual([]);
            expect(await countRows(t, 'interview_feedback_answers', ACME)).toBe(0);
        });

        it('submitting needs a criterion for every question and a recommendation; then it is read-only', async () => {
            const questions = (await call({ method: 'GET', url: `/api/interview/${interviewId}`, token: recruiter })).body.data.questions as { id: string; criteria: { id: string }[] }[];
            const partial = questions.slice(0, 2).map(q => ({ question_id: q.id, criterion_id: q.criteria[0].id, note: 'Clear' }));
            const missing = await call({ method: 'PATCH', url: '/api/update-interview-feedback', token: interviewer, payload: { interview_id: interviewId, answers: partial, recommendation: 'PASS' } });
            expect(missing.status).toBe(400);
            expect(Object.keys(missing.body.errors ?? {}).sort()).toEqual(questions.slice(2).map(q => `answers.${q.id}`).sort());
            const own = questions[0].criteria.map(c => c.id);
            const foreign = Array.from({ length: 12 }, (_, i) => `eval_criteria_${i + 1}`).find(id => !own.includes(id))!;
            const wrongCriterion = await call({ method: 'PATCH', url: '/api/update-interview-feedback', token: interviewer, payload: { interview_id: interviewId, answers: [{ question_id: questions[0].id, criterion_id: foreign }] } });
            expect(wrongCriterion.body.errors).toEqual({ [`answers.${questions[0].id}`]: "This is not one of the question's criteria." });
            expect(await countRows(t, 'interview_feedback_answers', ACME)).toBe(0);
            // A draft, then the rest with the recommendation.
            const draft = await call({ method: 'PATCH', url: '/api/update-interview-feedback', token: interviewer, payload: { interview_id: interviewId, answers: partial } });
            expect(draft.body.data).toEqual({ interview_id: interviewId, submitted: false });
            const noRecommendation = await call({ method: 'PATCH', url: '/api/interviewer/update-interview-result', token: interviewer, payload: { interview_id: interviewId, result: 'FAIL' } });
            expect(noRecommendation.status).toBe(400);
            const rest = questions.slice(2).map((q, i) => ({ question_id: q.id, criterion_id: q.criteria[i % 3].id }));
            const submitted = await call({ method: 'PATCH', url: '/api/update-interview-feedback', token: interviewer, payload: { interview_id: interviewId, answers: rest, recommendation: 'PASS', overall_note: 'Strong' } });
            expect(submitted.status).toBe(200);
            expect(submitted.body.data.submitted).toBe(true);
            const again = await call({ method: 'PATCH', url: '/api/update-interview-feedback', token: interviewer, payload: { interview_id: interviewId, answers: partial, recommendation: 'FAIL' } });
            expect(again.status).toBe(409);
            expect((await call({ method: 'PATCH', url: '/api/interviewer/update-interview-result', token: interviewer, payload: { interview_id: interviewId, result: 'FAIL' } })).status).toBe(409);
            const result = await call({ method: 'GET', url: `/api/interviewer-result/${interviewId}`, token: interviewer });
            expect(result.body.data).toMatchObject({ status: 'COMPLETED', result: 'PASS' });
            expect(result.body.data.feedback[0]).toMatchObject({ recommendation: 'PASS', overall_note: 'Strong' });
            expect(result.body.data.feedback[0].answers).toHaveLength(6);
            expect(result.body.data.feedback[0].answers[0]).toMatchObject({ question_id: questions[0].id, level: 'STRONG', note: 'Clear' });
        });

        it('it is now under Past; the result is on the timeline, the list and the figures', async () => {
            const past = await call({ method: 'POST', url: '/api/interviewer/get-interview-list', token: interviewer, payload: { filterOption: 'PAST' } });
            expect(past.body.data.find((i: { id: string }) => i.id === interviewId)).toMatchObject({ is_past: true, result: 'PASS' });
            const details = await call({ method: 'GET', url: `/api/get-interview-details?id=${interviewId}&interviewer_id=${interviewerId}`, token: interviewer });
            expect(details.body.data.isPast).toBe(true);
            const timeline = await call({ method: 'GET', url: `/api/${applicationId}/get-timeline`, token: recruiter });
            expect(timeline.body.data[0]).toMatchObject({ type: 'INTERVIEW_RESULT', text: 'Technical interview: Shortlisted (PASS)' });
            expect((await call({ method: 'GET', url: `/api/interviews?result=PASS&job_id=${jobId}`, token: recruiter })).body.meta.total).toBe(1);
            const board = await call({ method: 'POST', url: `/api/${jobId}/get-user-applications`, token: recruiter, payload: { type: 'APPLICANTS' } });
            const cards = JSON.stringify(board.body.data);
            expect(cards).toContain('"interview_result":{"interview_id":"' + interviewId + '","result":"PASS","round":"Technical"');
            const badge = (board.body.data.stages as { applications: { id: string; interview_result: { at: string } | null }[] }[]).flatMap(s => s.applications).find(a => a.id === applicationId)?.interview_result;
            expect(badge?.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
            const year = Number(at(14).slice(0, 4));
            const monthly = await call({ method: 'GET', url: `/api/interview-count/monthly?year=${year}`, token: interviewer });
            expect(monthly.body.data).toHaveLength(12);
            expect(monthly.body.data.find((m: { month: string }) => m.month === at(14).slice(0, 7))).toMatchObject({ completed: 1 });
            const marks = await call({ method: 'GET', url: `/api/marks-distribution?year=${year}`, token: interviewer });
            expect(marks.body.data.levels.reduce((n: number, l: { count: number }) => n + l.count, 0)).toBe(6);
            expect(marks.body.data.results.find((r: { result: string }) => r.result === 'PASS').count).toBe(1);
            // An interviewer's figures are their own, whatever they ask for.
            const asLead = await call({ method: 'GET', url: `/api/marks-distribution?year=${year}&interviewer_id=${interviewerId}`, token: interviewer });
            expect(asLead.body.data).toEqual(marks.body.data);
        });

        it('calibration: done, pass rate, agreement with the final outcome once the applicant is hired', async () => {
            const hired = (await call({ method: 'GET', url: `/api/get-hiring-pipelines/${jobId}`, token: admin })).body.data.find((s: { name: string }) => s.name === 'Hired');
            const version = (await call({ method: 'GET', url: `/api/${applicationId}/application-detail`, token: admin })).body.data.application.version;
            const moved = await call({ method: 'PATCH', url: '/api/shift-applicant', token: admin, payload: { application_id: applicationId, to_stage_id: hired.id, version } });
            expect(moved.status).toBe(200);
            // The move answers the card as the board shows it: the card keeps its badge.
            expect(moved.body.data.interview_result).toMatchObject({ interview_id: interviewId, result: 'PASS', round: 'Technical' });
            const figures = await call({ method: 'GET', url: `/api/interviewers/calibration?interviewer_id=${interviewerId}`, token: admin });
            expect(figures.body.data[0]).toMatchObject({ interviews_done: 1, no_shows: 0, pass_rate: 1, agreement_sample: 1, agreement_rate: 1 });
            expect(figures.body.data[0].feedback_turnaround_hours).toBe(0);
            expect((await call({ method: 'GET', url: '/api/interviewer/calibration', token: interviewer })).body.data).toEqual(figures.body.data[0]);
            expect((await call({ method: 'GET', url: '/api/interviewers/calibration', token: recruiter })).status).toBe(403);
        });
    });
});

describe('profile reviews', () => {
    it('asks an interviewer to review a profile; they approve it once', async () => {
        const asked = await schedule({ type: 'PROFILE_REVIEW', mode: undefined, link: undefined, duration_minutes: undefined, round_id: hrRoundId, interviewer_ids: [leadId] });
        expect(asked.status).toBe(200);
        expect(asked.body.data).toMatchObject({ type: 'PROFILE_REVIEW', profile_status: 'PENDING', duration_minutes: 0 });
        const id = asked.body.data.id;
        const list = await call({ method: 'POST', url: '/api/interviewer/get-interview-list', token: lead, payload: { interview_type: 'PROFILE_REVIEW', profile_status: 'PENDING' } });
        expect(list.body.data.map((i: { id: string }) => i.id)).toContain(id);
        expect(list.body.data.every((i: { type: string; profile_status: string }) => i.type === 'PROFILE_REVIEW' && i.profile_status === 'PENDING')).toBe(true);
        const details = await call({ method: 'GET', url: `/api/get-interview-details?id=${id}&interviewer_id=${leadId}`, token: lead });
        expect(details.body.data).toMatchObject({ isPast: false, isProfileReview: true });
        // The application's other rounds, whenever they are, and not this one.
        const others = details.body.data.other_rounds as { interview_id: string; round: string }[];
        expect(others.map(round => round.interview_id)).not.toContain(id);
        expect(others.map(round => round.round)).toContain('Technical');
        expect((await call({ method: 'PATCH', url: '/api/interviewer/update-profile-status', token: interviewer, payload: { interview_id: id, profile_status: 'APPROVED' } })).status).toBe(404);
        const approved = await call({ method: 'PATCH', url: '/api/interviewer/update-profile-status', token: lead, payload: { interview_id: id, profile_status: 'APPROVED', note: 'Good fit' } });
        expect(approved.body.data).toMatchObject({ profile_status: 'APPROVED', status: 'COMPLETED', is_past: true });
        expect((await call({ method: 'PATCH', url: '/api/interviewer/update-profile-status', token: lead, payload: { interview_id: id, profile_status: 'REJECTED' } })).status).toBe(409);
        const pending = await call({ method: 'POST', url: '/api/interviewer/get-interview-list', token: lead, payload: { interview_type: 'PROFILE_REVIEW', profile_status: 'PENDING' } });
        expect(pending.body.data.map((i: { id: string }) => i.id)).not.toContain(id);
        const timeline = await call({ method: 'GET', url: `/api/${applicationId}/get-timeline`, token: recruiter });
        expect(timeline.body.data[0]).toMatchObject({ type: 'PROFILE_REVIEWED', text: 'HR profile review: Approved – Good fit' });
    });
});

describe('the question bank and custom questions', () => {
    it('serves the twelve groups; an admin adds and deletes a question of their own', async () => {
        const bank = await call({ method: 'GET', url: '/api/interview-questions', token: interviewer });
        expect(bank.body.data.groups).toHaveLength(12);
        expect(bank.body.data.criteria).toHaveLength(12);
        const created = await call({ method: 'POST', url: '/api/interview-questions', token: admin, payload: { group_id: 'agility', label: 'How do you re-plan a week that fell apart on Monday?' } });
        expect(created.status).toBe(200);
        expect(created.body.data).toMatchObject({ custom: true, value: 'How do you re-plan a week that fell apart on Monday?' });
        expect(created.body.data.criteria).toHaveLength(3);
        const agility = (await call({ method: 'GET', url: '/api/interview-questions?group_ids=agility', token: recruiter })).body.data.groups;
        expect(agility).toHaveLength(1);
        expect(agility[0].questions.map((q: { id: string }) => q.id)).toEqual(['agility_1', 'agility_2', 'agility_3', created.body.data.id]);
        const badCriteria = await call({ method: 'POST', url: '/api/interview-questions', token: admin, payload: { group_id: 'agility', label: 'Another question here', criteria_ids: ['eval_criteria_3', 'eval_criteria_2', 'eval_criteria_1'] } });
        expect(badCriteria.status).toBe(400);
        expect(badCriteria.body.errors?.criteria_ids).toBeDefined();
        expect((await call({ method: 'POST', url: '/api/interview-questions', token: recruiter, payload: { group_id: 'agility', label: 'Not allowed here' } })).status).toBe(403);
        expect((await call({ method: 'GET', url: '/api/interview-questions?group_ids=agility', token: globexAdmin, host: GLOBEX })).body.data.groups[0].questions).toHaveLength(3);
        expect((await call({ method: 'DELETE', url: `/api/interview-questions/${created.body.data.id}`, token: globexAdmin, host: GLOBEX })).status).toBe(404);
        expect((await call({ method: 'DELETE', url: `/api/interview-questions/${created.body.data.id}`, token: admin })).status).toBe(200);
    });
});

describe("the interviewer's profile", () => {
    it('reads and edits only their own; only the fields sent change', async () => {
        expect((await call({ method: 'GET', url: `/api/interviewer/get-interviewer-detail/${leadId}`, token: interviewer })).status).toBe(404);
        const profile = await call({ method: 'GET', url: `/api/interviewer/get-interviewer-detail/${interviewerId}`, token: interviewer });
        expect(profile.body.data).toMatchObject({ id: interviewerId, first_name: 'Ines', role_name: 'INTERVIEWER' });
        const edited = await call({ method: 'PATCH', url: '/api/interviewer/edit-interviewer', token: interviewer, payload: { designation: 'Staff engineer', profile_image: 'ines.png', version: profile.body.data.version } });
        expect(edited.status).toBe(200);
        expect(edited.body.message).toBe('Profile updated successfully!');
        expect(edited.body.data).toMatchObject({ first_name: 'Ines', last_name: profile.body.data.last_name, designation: 'Staff engineer', profile_image: 'ines.png', version: profile.body.data.version + 1 });
        expect((await call({ method: 'PATCH', url: '/api/interviewer/edit-interviewer', token: interviewer, payload: { first_name: 'X', version: profile.body.data.version } })).status).toBe(409);
        const teammate = await call({ method: 'GET', url: `/api/interviewer/get-interviewer-detail/${leadId}`, token: lead });
        const noRecord = await call({ method: 'PATCH', url: '/api/interviewer/edit-interviewer', token: lead, payload: { designation: 'Lead', version: teammate.body.data.version } });
        expect(noRecord.status).toBe(400);
        expect(noRecord.body.errors).toEqual({ designation: 'Only interviewer records have this field.' });
    });
});
