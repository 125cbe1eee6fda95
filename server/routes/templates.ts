/**
 * Templates (docs/api-communication.md, "Templates"): POST email-content
 * renders a template, saved or as it is being edited, against a real
 * application of the workspace, so the editor shows what a candidate would
 * read before anything is saved or sent. Rendering reads that application's
 * candidate, job and recruiter: who may read applications may preview.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { emailContentBodySchema, emailContentSchema, templateMessages, type EmailContent, type TemplateKind } from '../../config/contracts/templates.js';
import type { Tx } from '../db/scope.js';
import { HttpProblem, notFound, ok, schemas } from '../lib/http.js';
import { jobAccess } from '../lib/jobAccess.js';
import { TEMPLATE_VARIABLES, loadTemplateValues, renderEmail, unknownVariablesMessage, type TemplateValues } from '../lib/templateRender.js';
import { route } from '../plugins/auth.js';

const tags = ['templates'];
const SAVED: Record<TemplateKind, string> = { EMAIL: 'email_templates', OFFER_LETTER: 'offer_letter_templates' };

/** The saved template's subject and body (an offer letter has no subject); 404 when it is not the workspace's. */
async function savedTemplate(tx: Tx, workspaceId: string, kind: TemplateKind, id: string): Promise<{ subject: string; body: string }> {
    const table = SAVED[kind];
    const present = await sql<{ ok: boolean }>`select to_regclass(${`public.${table}`}) is not null as ok`.execute(tx);
    if (!present.rows[0]?.ok) throw notFound();
    const subject = kind === 'EMAIL' ? sql`subject::text` : sql`''`;
    const found = await sql<{ subject: string; body: string }>`select ${subject} as subject, body::text as body from ${sql.table(table)}
        where id = ${id} and workspace_id = ${workspaceId}`.execute(tx);
    if (!found.rows[0]) throw notFound();
    return found.rows[0];
}

/** The workspace's newest application (index applications_ws_created), if any. */
async function newestApplication(tx: Tx, workspaceId: string): Promise<string | null> {
    const found = await sql<{ id: string }>`select id from applications where workspace_id = ${workspaceId} order by created_at desc limit 1`.execute(tx);
    return found.rows[0]?.id ?? null;
}

const sampleValues = (): TemplateValues => Object.fromEntries(TEMPLATE_VARIABLES.map(v => [v.name, v.sample]));

export async function templateRoutes(app: FastifyInstance): Promise<void> {
    route(app, {
        method: 'POST',
        url: '/api/email-content',
        access: jobAccess('read'),
        schema: {
            tags,
            summary: 'Preview a template (saved, or the subject and body being edited) rendered against an application: the newest one unless application_id names one',
            body: emailContentBodySchema,
            response: { 200: schemas.envelope(emailContentSchema) },
        },
        async handler({ tx, workspace, user, body, request }) {
            const kind = body.kind ?? 'EMAIL';
            if (!body.template_id && body.body === undefined) throw new HttpProblem(400, templateMessages.nothingToPreview, { body: templateMessages.nothingToPreview });
            const saved = body.template_id ? await savedTemplate(tx, workspace.id, kind, body.template_id) : { subject: '', body: '' };
            const source = { subject: body.subject ?? saved.subject, body: body.body ?? saved.body };
            const errors: Record<string, string> = {};
            const subjectProblem = unknownVariablesMessage(source.subject);
            const bodyProblem = unknownVariablesMessage(source.body, { ownFields: kind === 'OFFER_LETTER' });
            if (subjectProblem) errors.subject = subjectProblem;
            if (bodyProblem) errors.body = bodyProblem;
            if (subjectProblem || bodyProblem) throw new HttpProblem(400, (subjectProblem ?? bodyProblem)!, errors);

            const applicationId = body.application_id ?? (await newestApplication(tx, workspace.id));
            const origin = `${request.protocol}://${request.host}`;
            // The previewing user stands in as the sender, as in a send by hand.
            const values = applicationId ? await loadTemplateValues(tx, workspace.id, { applicationId, senderId: user.id, origin }) : sampleValues();
            const rendered = renderEmail(source, values);
            const answer: EmailContent = {
                ...rendered,
                application_id: applicationId,
                candidate_name: applicationId ? (values['candidate.name'] ?? null) : null,
                job_title: applicationId ? (values['job.title'] ?? null) : null,
            };
            return ok(answer, applicationId ? templateMessages.previewed : templateMessages.sampleValues);
        },
    });
}
