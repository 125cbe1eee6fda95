/**
 * Templates that render (docs/api-communication.md, "Templates"): the email,
 * WhatsApp and offer letter template resources refuse an unknown variable,
 * naming it, with nothing written; POST email-content previews a saved or an
 * unsaved template against a real application, values escaped; another
 * workspace's application or template is a 404.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { addApplicant, countRows, createJob } from './jobsSupport.js';

let t: TestApp;
let admin: string;
let recruiter: string;
let globexAdmin: string;
let applicationId: string;
let globexApplicationId: string;

type Answer = { status: number; body: { status: boolean; message: string; data: any; errors?: Record<string, string> } };
const call = async (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, host = ACME): Promise<Answer> => {
    const response = await t.call(host, { method, url, token, payload });
    return { status: response.statusCode, body: response.json() };
};
const templates = (table: string) => countRows(t, table, ACME);

beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    recruiter = await t.login(ACME, 'recruiter@acme.example');
    globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
    const job = await createJob(t, ACME, admin, { title: 'Template <Tester> & Co' });
    const added = await addApplicant(t, ACME, admin, job.id, { first_name: '<b>Eve</b>', last_name: "O'Hara & Sons", email: 'eve.template@mail.example' });
    if (added.statusCode !== 200) throw new Error(`add applicant: ${added.body}`);
    applicationId = added.json().data.id;
    const globexJob = await createJob(t, GLOBEX, globexAdmin, { title: 'Globex secret role' });
    globexApplicationId = (await addApplicant(t, GLOBEX, globexAdmin, globexJob.id, { first_name: 'Gina', email: 'gina.globex@mail.example' })).json().data.id;
});

afterAll(async () => {
    await t?.close();
});

describe('saving a template', () => {
    it('refuses an unknown variable in an email body or subject, naming it, and writes nothing', async () => {
        const before = await templates('email_templates');
        const body = await call('POST', '/api/email/templates', admin, { name: 'Bad body', subject: 'Hi {{candidate.first_name}}', body: '<p>Dear {{candidate_name}}, {{ job.titel }}</p>' });
        expect(body.status).toBe(400);
        expect(body.body.errors?.body).toContain('{{candidate_name}}');
        expect(body.body.errors?.body).toContain('{{job.titel}}');
        expect(body.body.errors?.subject).toBeUndefined();
        const subject = await call('POST', '/api/email/templates', admin, { name: 'Bad subject', subject: 'About {{job.name}}', body: '<p>Hello</p>' });
        expect(subject.status).toBe(400);
        expect(subject.body.errors?.subject).toBe('Unknown variable {{job.name}}: pick one from the list.');
        expect(await templates('email_templates')).toBe(before);
    });

    it('saves known variables (spaces allowed) with the HTML sanitised, and refuses an unknown one on update without changing the record', async () => {
        const created = await call('POST', '/api/email/templates', recruiter, { name: 'Good one', subject: 'Your {{ job.title }}', body: '<p onclick="x()">Hi {{candidate.first_name}}</p><script>alert(1)</script>' });
        expect(created.status).toBe(200);
        expect(created.body.data.body).toBe('<p>Hi {{candidate.first_name}}</p>');
        const update = await call('PUT', `/api/email/templates/${created.body.data.id}`, recruiter, { version: created.body.data.version, subject: 'Now {{candidate.nickname}}' });
        expect(update.status).toBe(400);
        expect(update.body.errors?.subject).toContain('{{candidate.nickname}}');
        const after = await call('GET', `/api/email/templates/${created.body.data.id}`, recruiter);
        expect(after.body.data).toMatchObject({ subject: 'Your {{ job.title }}', version: created.body.data.version });
    });

    it('WhatsApp: numbered placeholders only, each mapped to a known variable', async () => {
        const before = await templates('whatsapp_templates');
        const named = await call('POST', '/api/whatsapp/templates', admin, { name: 'named_vars', body: 'Hi {{candidate.name}}' });
        expect(named.status).toBe(400);
        expect(named.body.errors?.body).toContain('{{candidate.name}}');
        const gap = await call('POST', '/api/whatsapp/templates', admin, { name: 'gap_vars', body: 'Hi {{1}} and {{3}}', variables: ['candidate.name', 'job.title'] });
        expect(gap.status).toBe(400);
        expect(gap.body.errors?.body).toContain('{{2}}');
        const unknown = await call('POST', '/api/whatsapp/templates', admin, { name: 'unknown_vars', body: 'Hi {{1}}', variables: ['candidate.nickname'] });
        expect(unknown.status).toBe(400);
        expect(unknown.body.errors?.variables).toContain('{{candidate.nickname}}');
        const count = await call('POST', '/api/whatsapp/templates', admin, { name: 'count_vars', body: 'Hi {{1}}, {{2}}', variables: ['candidate.name'] });
        expect(count.status).toBe(400);
        expect(count.body.errors?.variables).toContain('2 placeholders');
        expect(await templates('whatsapp_templates')).toBe(before);

        const good = await call('POST', '/api/whatsapp/templates', admin, { name: 'mapped_vars', body: 'Hi {{1}}, your {{2}} interview', variables: ['candidate.first_name', 'job.title'] });
        expect(good.status).toBe(200);
        expect(good.body.data.variables).toEqual(['candidate.first_name', 'job.title']);
        // The mapping is checked against the saved body when only the mapping changes.
        const shorter = await call('PUT', `/api/whatsapp/templates/${good.body.data.id}`, admin, { version: good.body.data.version, variables: ['candidate.first_name', 'job.title', 'company.name'] });
        expect(shorter.status).toBe(400);
        expect(shorter.body.errors?.variables).toContain('2 placeholders');
    });

    it('offer letters accept their own fields but not a misspelt variable', async () => {
        const own = await call('POST', '/api/offer-letter/templates', admin, { name: 'Own fields', body: '<p>{{candidate.name}} reports to {{reporting_manager}}</p>' });
        expect(own.status).toBe(200);
        const bad = await call('POST', '/api/offer-letter/templates', admin, { name: 'Misspelt', body: '<p>{{offer.ctc}}</p>' });
        expect(bad.status).toBe(400);
        expect(bad.body.errors?.body).toContain('{{offer.ctc}}');
    });
});

describe('POST /api/email-content', () => {
    it('renders an unsaved subject and body against the application, values escaped in the HTML', async () => {
        const answer = await call('POST', '/api/email-content', recruiter, {
            application_id: applicationId,
            subject: 'Hello {{candidate.first_name}} about {{job.title}}',
            body: '<p>Dear {{candidate.name}},</p><p>{{job.title}} at {{company.name}}: <a href="{{links.career_page}}">careers</a> {{interview.date}}</p>',
        });
        expect(answer.status).toBe(200);
        const { data } = answer.body;
        expect(data.application_id).toBe(applicationId);
        expect(data.subject).toBe('Hello <b>Eve</b> about Template <Tester> & Co');
        expect(data.html).toContain("Dear &lt;b&gt;Eve&lt;/b&gt; O'Hara &amp; Sons,");
        expect(data.html).not.toContain('<b>Eve</b>');
        expect(data.html).toContain('Template &lt;Tester&gt; &amp; Co at Acme');
        expect(data.html).toContain('href="http://acme.localhost/careerPage"');
        expect(data.text).toContain("Dear <b>Eve</b> O'Hara & Sons,");
        expect(data.candidate_name).toBe("<b>Eve</b> O'Hara & Sons");
        // No interview: the variable renders as nothing, never as its braces.
        expect(data.html).not.toContain('{{');
    });

    it('renders a saved template, the unsaved edits standing in for its fields', async () => {
        const saved = (await call('POST', '/api/email/templates', admin, { name: 'Saved preview', subject: 'Saved {{job.title}}', body: '<p>Saved body for {{candidate.first_name}}</p>' })).body.data;
        const plain = await call('POST', '/api/email-content', admin, { template_id: saved.id, application_id: applicationId });
        expect(plain.body.data).toMatchObject({ subject: 'Saved Template <Tester> & Co', html: '<p>Saved body for &lt;b&gt;Eve&lt;/b&gt;</p>' });
        const edited = await call('POST', '/api/email-content', admin, { template_id: saved.id, application_id: applicationId, body: '<p>Edited {{recruiter.email}}</p>' });
        expect(edited.body.data).toMatchObject({ subject: 'Saved Template <Tester> & Co', html: '<p>Edited admin@acme.example</p>' });
    });

    it('renders against the newest application when none is named', async () => {
        const newest = (await sql<{ id: string }>`select a.id from applications a join workspaces w on w.id = a.workspace_id where w.host = ${ACME} order by a.created_at desc limit 1`.execute(t.database.db)).rows[0].id;
        const answer = await call('POST', '/api/email-content', admin, { body: '<p>{{candidate.email}}</p>' });
        expect(answer.status).toBe(200);
        expect(answer.body.data.application_id).toBe(newest);
    });

    it('refuses an unknown variable naming it, and a request with nothing to render', async () => {
        const unknown = await call('POST', '/api/email-content', admin, { subject: '{{candidate.nick}}', body: '<p>{{candidate.name}}</p>' });
        expect(unknown.status).toBe(400);
        expect(unknown.body.errors?.subject).toContain('{{candidate.nick}}');
        const nothing = await call('POST', '/api/email-content', admin, { application_id: applicationId });
        expect(nothing.status).toBe(400);
        expect(nothing.body.errors?.body).toBeTruthy();
        const badId = await call('POST', '/api/email-content', admin, { application_id: 'not-a-uuid', body: '<p>x</p>' });
        expect(badId.status).toBe(400);
        expect(Object.keys(badId.body.errors ?? {})).toContain('application_id');
    });

    it("answers 404 for another workspace's application or template", async () => {
        const other = await call('POST', '/api/email-content', admin, { application_id: globexApplicationId, body: '<p>{{candidate.name}}</p>' });
        expect(other.status).toBe(404);
        const globexTemplate = (await call('POST', '/api/email/templates', globexAdmin, { name: 'Globex only', subject: 'Hi', body: '<p>Hi</p>' }, GLOBEX)).body.data;
        const template = await call('POST', '/api/email-content', admin, { template_id: globexTemplate.id, application_id: applicationId });
        expect(template.status).toBe(404);
    });

    it('is refused to an interviewer (403), the session kept', async () => {
        const interviewer = await t.login(ACME, 'interviewer@acme.example');
        expect((await call('POST', '/api/email-content', interviewer, { body: '<p>x</p>' })).status).toBe(403);
        expect((await call('GET', '/api/me', interviewer)).status).toBe(200);
    });
});
