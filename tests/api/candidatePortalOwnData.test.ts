/**
 * The candidate's own things through the API (docs/api-candidates.md,
 * "Profile", "Offers", "Export and erasure"): the profile and its update, the
 * CV upload prefilling it, verify-profile, offer letters addressed to them
 * (accept, decline with a reason, a second answer refused, the timeline and
 * the recruiter's mail), the export of everything held, and erasure leaving
 * nothing identifying while the application still counts. Another
 * candidate's or workspace's things answer 404 and change nothing.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, SAMPLE_RESUME_LINES } from '../fixtures/resumes/build.js';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { careerJob, noticeVersion, signUp, type SignedUp } from './candidatePortalSupport.js';
import { countRows, multipart } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let version: number;
let templateId: string;

type Body = { status: boolean; message: string; data: any; errors?: Record<string, string> };
const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: object, host = ACME) => {
    const response = await t.call(host, { method, url, token, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() as Body };
};
const profileOf = async (who: SignedUp) => (await call('GET', `/api/candidate/get-user-profile/${who.userId}`, who.token)).body.data;

/** An offer made from the application and, unless `draft`, sent (offer-letter, then update-status SENT). */
async function sendOffer(applicationId: string, draft = false): Promise<string> {
    const created = await call('POST', '/api/offer-letter', admin, {
        application_id: applicationId,
        template_id: templateId,
        annual_ctc: 1_500_000,
        currency: 'INR',
        joining_date: '2027-02-01',
        expires_on: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        field_values: { reporting_manager: 'Asha Rao' },
    });
    if (created.status !== 200) throw new Error(`offer-letter: ${created.status} ${JSON.stringify(created.body)}`);
    const id = created.body.data.id as string;
    if (!draft) {
        const sent = await call('PATCH', `/api/offer-letter/${id}/update-status`, admin, { status: 'SENT' });
        if (sent.status !== 200) throw new Error(`update-status: ${sent.status} ${JSON.stringify(sent.body)}`);
    }
    return id;
}

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    version = await noticeVersion(t, ACME);
    const templates = (await call('GET', '/api/offer-letter/templates-options', admin)).body.data as { id: string; label: string }[];
    templateId = templates.find(o => o.label === 'Standard offer')!.id;
});
afterAll(() => t.close());

describe('profile', () => {
    let pat: SignedUp;
    beforeAll(async () => {
        pat = await signUp(t, ACME, 'pat.profile@mail.example', { first_name: 'Pat', last_name: 'Profile', experience_years: 5, skills: ['Java'], city: 'Chennai' });
    });

    it('reads the candidate’s own profile, and anyone else’s id is a 404', async () => {
        expect(await profileOf(pat)).toMatchObject({ id: pat.userId, email: 'pat.profile@mail.example', first_name: 'Pat', last_name: 'Profile', experience_years: 5, skills: ['Java'], city: 'Chennai', resume: null, profile_verification: null, version: 1 });
        const other = await signUp(t, ACME, 'other.profile@mail.example');
        expect((await call('GET', `/api/candidate/get-user-profile/${other.userId}`, pat.token)).status).toBe(404);
    });

    it('updates only the fields sent, with "Profile updated successfully!", the sign-in name following', async () => {
        const before = await profileOf(pat);
        const updated = await call('PUT', '/api/candidate/update-profile', pat.token, { city: 'Mumbai', first_name: 'Patricia', version: before.version });
        expect(updated.status).toBe(200);
        expect(updated.body.message).toBe('Profile updated successfully!');
        expect(updated.body.data).toMatchObject({ city: 'Mumbai', first_name: 'Patricia', last_name: 'Profile', skills: ['Java'], experience_years: 5, version: before.version + 1 });
        const me = await t.call(ACME, { method: 'GET', url: '/api/me', token: pat.token });
        expect(me.json().data.first_name).toBe('Patricia');
        const stale = await call('PUT', '/api/candidate/update-profile', pat.token, { city: 'Delhi', version: before.version });
        expect(stale.status).toBe(409);
    });

    it('refuses bad input with a 400 naming the field, nothing written', async () => {
        const current = await profileOf(pat);
        const bad = await call('PUT', '/api/candidate/update-profile', pat.token, { experience_years: 41, version: current.version });
        expect(bad.status).toBe(400);
        expect(bad.body.errors).toHaveProperty('experience_years');
        const foreignCv = await call('PUT', '/api/candidate/update-profile', pat.token, { resume_file_id: '00000000-0000-4000-8000-000000000000', version: current.version });
        expect(foreignCv.status).toBe(400);
        expect(foreignCv.body.errors).toHaveProperty('resume_file_id');
        expect((await profileOf(pat)).version).toBe(current.version);
    });

    it('uploads a PDF CV: stored as the profile’s CV and read into fields for review', async () => {
        const upload = await t.call(ACME, { method: 'POST', url: '/api/candidate/upload-candidate-cv', token: pat.token, ...multipart([['file', 'Pat CV.pdf', makePdf(SAMPLE_RESUME_LINES)]]) });
        expect(upload.statusCode, upload.body).toBe(200);
        const data = upload.json().data;
        expect(data.file_name).toBe('Pat CV.pdf');
        expect(data.parsed.email).toMatch(/@/);
        expect(data.parsed.skills.length).toBeGreaterThan(0);
        expect((await profileOf(pat)).resume).toMatchObject({ file_id: data.file_id, name: 'Pat CV.pdf' });
        const notCv = await t.call(ACME, { method: 'POST', url: '/api/candidate/upload-candidate-cv', token: pat.token, ...multipart([['file', 'cv.pdf', 'plain text, not a PDF']]) });
        expect(notCv.statusCode).toBe(400);
    });

    it('a new CV replaces the old one, whose file goes unless an application was sent with it', async () => {
        const upload = async (name: string) =>
            (await t.call(ACME, { method: 'POST', url: '/api/candidate/upload-candidate-cv', token: pat.token, ...multipart([['file', name, makePdf(SAMPLE_RESUME_LINES)]]) })).json().data.file_id as string;
        const first = (await profileOf(pat)).resume.file_id as string;
        const second = await upload('Second.pdf');
        await t.app.deps.background.idle();
        expect(await countRows(t, 'stored_files', ACME, sql`x.id = ${first}`)).toBe(0);
        const job = await careerJob(t, ACME, admin, { title: 'CV kept role' });
        expect((await call('POST', '/api/candidate/apply', pat.token, { job_id: job.id, consent: { accepted: true, version } })).status).toBe(200);
        const third = await upload('Third.pdf');
        expect(await countRows(t, 'stored_files', ACME, sql`x.id = ${second}`)).toBe(1);
        expect((await profileOf(pat)).resume.file_id).toBe(third);
    });

    it('verify-profile records the candidate’s confirmation; another record’s id is a 404', async () => {
        const profile = await profileOf(pat);
        const confirmed = await call('PATCH', `/api/verify-profile?status=CONFIRMED&id=${profile.candidate_id}`, pat.token);
        expect(confirmed.status).toBe(200);
        expect(confirmed.body.data.profile_verification).toBe('CONFIRMED');
        expect((await profileOf(pat)).profile_verification).toBe('CONFIRMED');
        const someone = await sql<{ id: string }>`select id from candidates where user_id is null limit 1`.execute(t.database.db);
        expect((await call('PATCH', `/api/verify-profile?status=DISPUTED&id=${someone.rows[0].id}`, pat.token)).status).toBe(404);
        expect((await call('PATCH', '/api/verify-profile?status=MAYBE&id=' + profile.candidate_id, pat.token)).status).toBe(400);
        expect((await profileOf(pat)).profile_verification).toBe('CONFIRMED');
    });
});

describe('verify-profile requested by a recruiter', () => {
    it('mails the application’s candidate the link to the candidate area’s page; another workspace’s application is a 404', async () => {
        const vera = await signUp(t, ACME, 'vera.verify@mail.example', { first_name: 'Vera' });
        const job = await careerJob(t, ACME, admin, { title: 'Verification role' });
        const applicationId = (await call('POST', '/api/candidate/apply', vera.token, { job_id: job.id, consent: { accepted: true, version } })).body.data.application_id;
        const candidateId = (await profileOf(vera)).candidate_id;
        const sent = await call('POST', `/api/${applicationId}/request-profile-verification`, admin);
        expect(sent.status).toBe(200);
        expect(sent.body.data).toEqual({ sent_to: 'vera.verify@mail.example', link: `http://acme.localhost/candidate/verify-profile?id=${candidateId}` });
        const mail = await sql<{ subject: string; body_text: string }>`select subject, body_text from email_outbox where to_address = 'vera.verify@mail.example' and subject like 'Please confirm%'`.execute(t.database.db);
        expect(mail.rows).toHaveLength(1);
        expect(mail.rows[0].body_text).toContain(`/candidate/verify-profile?id=${candidateId}`);
        const globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
        expect((await call('POST', `/api/${applicationId}/request-profile-verification`, globexAdmin, undefined, GLOBEX)).status).toBe(404);
        expect((await call('POST', `/api/${applicationId}/request-profile-verification`, vera.token)).status).toBe(403);
        // The link's page confirms with the record's id.
        expect((await call('PATCH', `/api/verify-profile?status=DISPUTED&id=${candidateId}`, vera.token)).body.data.profile_verification).toBe('DISPUTED');
    });
});

describe('offer letters', () => {
    let olive: SignedUp;
    let applicationId: string;
    let acceptId: string;
    let declineId: string;
    let draftId: string;

    beforeAll(async () => {
        olive = await signUp(t, ACME, 'olive.offeree@mail.example', { first_name: 'Olive', last_name: 'Offeree' });
        const job = await careerJob(t, ACME, admin, { title: 'Offer Engineer' });
        const apply = async (who: SignedUp, jobId: string) => (await call('POST', '/api/candidate/apply', who.token, { job_id: jobId, consent: { accepted: true, version } })).body.data.application_id as string;
        applicationId = await apply(olive, job.id);
        acceptId = await sendOffer(applicationId);
        declineId = await sendOffer(await apply(olive, (await careerJob(t, ACME, admin, { title: 'Another Role' })).id));
        draftId = await sendOffer(await apply(olive, (await careerJob(t, ACME, admin, { title: 'Draft Role' })).id), true);
        await sendOffer(await apply(await signUp(t, ACME, 'someone.else@mail.example'), job.id));
    });

    it('lists the offers sent for the candidate’s applications with the letter filled in, never drafts or others’', async () => {
        const list = await call('GET', '/api/candidate/offer-letters', olive.token);
        expect(list.body.data.map((o: { id: string }) => o.id).sort()).toEqual([acceptId, declineId].sort());
        const one = await call('GET', `/api/candidate/offer-letter/${acceptId}`, olive.token);
        expect(one.body.data).toMatchObject({ id: acceptId, application_id: applicationId, job_title: 'Offer Engineer', offer_status: 'SENT', can_answer: true, annual_ctc: 1_500_000, joining_date: '2027-02-01', answered_at: null });
        expect(one.body.data.letter).toContain('Dear Olive Offeree');
        expect(one.body.data.letter).toContain('Offer Engineer');
        expect(one.body.data.letter).not.toContain('{{');
        expect((await call('GET', `/api/candidate/offer-letter/${draftId}`, olive.token)).status).toBe(404);
        const stranger = await signUp(t, ACME, 'not.olive@mail.example');
        expect((await call('GET', `/api/candidate/offer-letter/${acceptId}`, stranger.token)).status).toBe(404);
        expect((await call('POST', `/api/candidate/offer-letter/${acceptId}/accept`, stranger.token)).status).toBe(404);
    });

    it('accepts once: the status, the application’s timeline and a mail to the recruiter; a second answer is refused', async () => {
        const accepted = await call('POST', `/api/candidate/offer-letter/${acceptId}/accept`, olive.token);
        expect(accepted.status).toBe(200);
        expect(accepted.body.data).toMatchObject({ offer_status: 'ACCEPTED', answered_at: expect.any(String) });
        const recruiterView = await call('GET', `/api/offer-letter/${acceptId}`, admin);
        expect(recruiterView.body.data.offer_status).toBe('ACCEPTED');
        const timeline = await call('GET', `/api/${applicationId}/get-timeline`, admin);
        expect(timeline.body.data[0]).toMatchObject({ type: 'OFFER_ACCEPTED', text: 'Olive Offeree accepted the offer for Offer Engineer' });
        const mail = await sql<{ to_address: string }>`select to_address from email_outbox where subject = 'Offer accepted: Offer Engineer'`.execute(t.database.db);
        expect(mail.rows.map(r => r.to_address)).toContain('admin@acme.example');

        for (const second of [`/api/candidate/offer-letter/${acceptId}/accept`, `/api/candidate/offer-letter/${acceptId}/decline`]) {
            const refused = await call('POST', second, olive.token, second.endsWith('decline') ? { reason: 'Changed my mind' } : undefined);
            expect(refused.status).toBe(409);
            expect(refused.body.message).toBe('You have already answered this offer.');
        }
        expect((await call('GET', `/api/offer-letter/${acceptId}`, admin)).body.data.offer_status).toBe('ACCEPTED');
    });

    it('declines with a reason, once; no reason is a 400 with nothing written', async () => {
        const noReason = await call('POST', `/api/candidate/offer-letter/${declineId}/decline`, olive.token, {});
        expect(noReason.status).toBe(400);
        expect(noReason.body.errors).toHaveProperty('reason');
        expect((await call('GET', `/api/offer-letter/${declineId}`, admin)).body.data.offer_status).toBe('SENT');
        const declined = await call('POST', `/api/candidate/offer-letter/${declineId}/decline`, olive.token, { reason: 'Accepted another offer' });
        expect(declined.body.data).toMatchObject({ offer_status: 'DECLINED', decline_reason: 'Accepted another offer' });
        expect((await call('POST', `/api/candidate/offer-letter/${declineId}/accept`, olive.token)).status).toBe(409);
        expect((await call('GET', `/api/offer-letter/${declineId}`, admin)).body.data.offer_status).toBe('DECLINED');
    });

    it('another workspace’s candidate sees none of them', async () => {
        const globexPerson = await signUp(t, GLOBEX, 'olive.offeree@mail.example');
        expect((await call('GET', '/api/candidate/offer-letters', globexPerson.token, undefined, GLOBEX)).body.data).toEqual([]);
        expect((await call('GET', `/api/candidate/offer-letter/${acceptId}`, globexPerson.token, undefined, GLOBEX)).status).toBe(404);
    });
});

describe('export and erasure', () => {
    const email = 'erin.erasable@mail.example';
    const phone = '+1 415 555 0199';
    let erin: SignedUp;
    let applicationId: string;
    let fileId: string;
    let storedName: string;
    let workspaceId: string;

    beforeAll(async () => {
        erin = await signUp(t, ACME, email, { first_name: 'Erinzabeth', last_name: 'Quillfeather', phone, city: 'Reykjavik' });
        const upload = await t.call(ACME, { method: 'POST', url: '/api/candidate/upload-candidate-cv', token: erin.token, ...multipart([['file', 'Quillfeather.pdf', makePdf(SAMPLE_RESUME_LINES)]]) });
        fileId = upload.json().data.file_id;
        const job = await careerJob(t, ACME, admin, {
            title: 'Erasure Analyst',
            screening_questions: [{ question: 'Tell us about yourself', type: 'TEXT', required: true }],
        });
        const questionId = (await call('POST', '/api/candidate/get-jobs-filter', erin.token, { keyword: 'erasure analyst' })).body.data[0].screening_questions[0].id;
        applicationId = (await call('POST', '/api/candidate/apply', erin.token, { job_id: job.id, consent: { accepted: true, version }, screening_answers: [{ question_id: questionId, answer: 'I am Erinzabeth from Reykjavik' }] })).body.data.application_id;
        await call('POST', `/api/${applicationId}/notes`, admin, { text: 'Called Erinzabeth Quillfeather' });
        // An interview about her: the scheduler's note, a reschedule reason and the interviewer's words name her.
        const interviewer = await t.login(ACME, 'interviewer@acme.example');
        const interviewerId = (await call('GET', '/api/me', interviewer)).body.data.id;
        const roundId = (await call('GET', `/api/${job.id}/get-interview-rounds`, admin)).body.data[0].id;
        // At 03:00 UTC: the demo seed's interviews are at 15:00 and 16:00 UTC (server/db/seedInterviews.ts), so this never collides whatever the hour of the run.
        const startsAt = (days: number) => {
            const at = new Date(Date.now() + days * 86_400_000);
            at.setUTCHours(3, 0, 0, 0);
            return at.toISOString();
        };
        const scheduled = await call('POST', '/api/schedule-interview', admin, {
            application_id: applicationId,
            round_id: roundId,
            interviewer_ids: [interviewerId],
            starts_at: startsAt(2),
            duration_minutes: 30,
            mode: 'PHONE',
            note: 'Ask Erinzabeth about Reykjavik',
        });
        expect(scheduled.status).toBe(200);
        const interviewId = scheduled.body.data.id;
        const moved = await call('PATCH', '/api/interviewer/reschedule-interview', admin, { interview_id: interviewId, starts_at: startsAt(3), reason: 'Erinzabeth asked', version: scheduled.body.data.version });
        expect(moved.status).toBe(200);
        const result = await call('PATCH', '/api/interviewer/update-interview-result', interviewer, { interview_id: interviewId, result: 'PASS', overall_note: 'Erinzabeth Quillfeather was strong' });
        expect(result.status).toBe(200);
        await sendOffer(applicationId);
        const stored = await sql<{ stored_name: string; workspace_id: string }>`select stored_name, workspace_id from stored_files where id = ${fileId}`.execute(t.database.db);
        storedName = stored.rows[0].stored_name;
        workspaceId = stored.rows[0].workspace_id;
    });

    it('exports everything held: profile, applications with stages and answers, consents, offers, files', async () => {
        const exported = await call('GET', '/api/candidate/export', erin.token);
        expect(exported.status).toBe(200);
        const data = exported.body.data;
        expect(data.account).toMatchObject({ id: erin.userId, email });
        expect(data.profile).toMatchObject({ first_name: 'Erinzabeth', last_name: 'Quillfeather', phone, city: 'Reykjavik' });
        expect(data.applications).toEqual([
            expect.objectContaining({
                application_id: applicationId,
                job: expect.objectContaining({ title: 'Erasure Analyst' }),
                // Applied, then the offer stage the sent offer moved her to.
                stages: [expect.objectContaining({ stage: 'Applied' }), expect.objectContaining({ stage: 'Offered' })],
                screening_answers: [{ question: 'Tell us about yourself', answer: 'I am Erinzabeth from Reykjavik' }],
            }),
        ]);
        expect(data.consents).toEqual([expect.objectContaining({ notice_version: version, application_id: applicationId })]);
        expect(data.offers).toEqual([expect.objectContaining({ job_title: 'Erasure Analyst', offer_status: 'SENT' })]);
        expect(data.files).toEqual([expect.objectContaining({ file_id: fileId, name: 'Quillfeather.pdf', kind: 'pdf' })]);
    });

    it('refuses erasure without the right password, changing nothing', async () => {
        const wrong = await call('POST', '/api/candidate/erase-account', erin.token, { password: 'not-my-password' });
        expect(wrong.status).toBe(400);
        expect(wrong.body.errors).toHaveProperty('password');
        expect((await profileOf(erin)).first_name).toBe('Erinzabeth');
    });

    it('erases: nothing identifying is left, the file is gone, the application still counts, the erasure is recorded and the account cannot sign in', async () => {
        const applications = await countRows(t, 'applications', ACME);
        const erased = await call('POST', '/api/candidate/erase-account', erin.token, { password: 'Sunny-Day-42' });
        expect(erased.status).toBe(200);
        // The CV and the offer letter PDF sent to her (it prints her name).
        expect(erased.body.data).toMatchObject({ applications_kept: 1, files_deleted: 2 });
        await t.app.deps.background.idle();

        // Every row of the workspace's tables that could hold personal data, as text.
        const tables = ['users', 'candidates', 'applications', 'application_events', 'application_stage_history', 'application_notes', 'stored_files',
            'email_outbox', 'otp_challenges', 'candidate_consents', 'offer_responses', 'offer_letters', 'candidate_erasures', 'sessions', 'sign_in_failures',
            'interviews', 'interview_interviewers', 'interview_feedback_answers', 'interview_time_changes'];
        for (const table of tables) {
            const dump = await sql<{ row: string }>`select x::text as row from ${sql.table(table)} x where x.workspace_id = ${workspaceId}`.execute(t.database.db);
            const text = dump.rows.map(r => r.row).join('\n').toLowerCase();
            for (const needle of ['erinzabeth', 'quillfeather', 'erin.erasable', '415 555 0199', 'reykjavik']) expect(text, `${table} holds ${needle}`).not.toContain(needle);
        }
        expect(existsSync(join(t.app.deps.config.uploadsDir, workspaceId, 'resumes', storedName))).toBe(false);
        expect(await countRows(t, 'applications', ACME)).toBe(applications);
        const kept = await sql<{ stage_id: string; created_at: Date }>`select stage_id, created_at from applications where id = ${applicationId}`.execute(t.database.db);
        expect(kept.rows).toHaveLength(1);
        const record = await sql<{ user_id: string; erased_by: string; applications_kept: number }>`select user_id, erased_by, applications_kept from candidate_erasures`.execute(t.database.db);
        expect(record.rows).toContainEqual({ user_id: erin.userId, erased_by: erin.userId, applications_kept: 1 });

        const me = await t.call(ACME, { method: 'GET', url: '/api/me', token: erin.token });
        expect(me.statusCode).toBe(401);
        const login = await t.call(ACME, { method: 'POST', url: '/api/candidate/login', payload: { email, password: 'Sunny-Day-42' } });
        expect(login.statusCode).toBe(401);
    });
});

describe('other roles and workspaces', () => {
    it('a recruiter cannot use the candidate door, and a token of another workspace is no session here', async () => {
        expect((await call('GET', '/api/candidate/export', admin)).status).toBe(403);
        const globexPerson = await signUp(t, GLOBEX, 'globex.only@mail.example');
        const crossed = await t.call(ACME, { method: 'GET', url: '/api/candidate/applied-jobs', token: globexPerson.token });
        expect(crossed.statusCode).toBe(401);
        expect(await countRows(t, 'candidates', ACME, sql`email = 'globex.only@mail.example'`)).toBe(0);
    });
});

describe('the demo candidate (README demo logins)', () => {
    it('has an application made with the LinkedIn spring attribution and a SENT offer letter, at the offer stage', async () => {
        const token = await t.login(ACME, 'candidate@acme.example', 'candidate');
        const applied = await call('GET', '/api/candidate/applied-jobs', token);
        expect(applied.body.data).toEqual([expect.objectContaining({ job: expect.objectContaining({ title: 'Senior Backend Engineer' }), stage: 'Offered' })]);
        const detail = await call('GET', `/api/${applied.body.data[0].application_id}/application-detail`, admin);
        expect(detail.body.data.attribution).toMatchObject({ source: 'LinkedIn', campaign: 'spring' });
        const offers = await call('GET', '/api/candidate/offer-letters', token);
        expect(offers.body.data).toEqual([expect.objectContaining({ job_title: 'Senior Backend Engineer', offer_status: 'SENT' })]);
    });
});
