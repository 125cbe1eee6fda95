/**
 * A candidate applies (docs/api-candidates.md, "Applying"): to a job listed on
 * the career page of this workspace, once, with the job's screening answers,
 * consent to the current privacy notice and the visit's attribution. The
 * application lands in the job's first stage, on the candidate's record.
 */
import { sql } from 'kysely';
import { candidatePortalMessages as msg, publicStageName, type ApplyAnswer, type ApplyBody, type AttributionBody } from '../../config/contracts/candidatePortal.js';
import { checkScreeningAnswers, type ScreeningQuestion } from '../../config/contracts/screening.js';
import type { Tx } from '../db/scope.js';
import type { Workspace } from '../db/schema.js';
import type { AuthUser } from './access.js';
import { displayName, firstStage } from './applications.js';
import { recordAutomationEvent } from './automationEvents.js';
import { checkOwnResume } from './candidateAccounts.js';
import { consentError, currentNotice, recordConsent } from './candidateConsent.js';
import { activePartner } from './careerPartners.js';
import { listedCondition, workspaceToday } from './careerJobs.js';
import { PARTNER_UTM_MEDIUM } from '../../config/contracts/career.js';
import { HttpProblem, messages, notFound, type FieldErrors } from './http.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** applications.source holds what add-user-application allows. */
const SOURCE_MAX = 60;

/** Where an application came from, as stored on it. */
export interface ResolvedAttribution {
    source: string;
    utm_medium: string | null;
    utm_campaign: string | null;
    referred_by_employee_id: string | null;
    vendor_id: string | null;
    partner_id: string | null;
}

const clean = (text: string | undefined, max: number) => {
    const trimmed = text?.trim();
    return trimmed ? trimmed.slice(0, max) : null;
};

/** An active record of a config-driven account resource (employees, vendors) by its id or its user's id, or null. */
async function activeAccountRecord(tx: Tx, table: 'employees' | 'vendors', ref: string | undefined): Promise<string | null> {
    if (!ref || !UUID.test(ref)) return null;
    const present = await sql<{ present: boolean }>`select to_regclass(${`public.${table}`}) is not null as present`.execute(tx);
    if (!present.rows[0].present) return null;
    const found = await sql<{ id: string }>`select id from ${sql.table(table)} where (id = ${ref} or user_id = ${ref}) and status = 'ACTIVE' limit 1`.execute(tx);
    return found.rows[0]?.id ?? null;
}

/**
 * The visit's attribution, checked: the employee (refer_by), vendor and
 * partner only when they exist and are active here (else ignored, never an
 * error: a stale link must not block an application). Source: the partner's
 * name through a partner site, else utm_source, else what brought the
 * candidate (a referral, a vendor), else the career page.
 */
export async function resolveAttribution(tx: Tx, attribution: AttributionBody | undefined): Promise<ResolvedAttribution> {
    const a = attribution ?? {};
    const referrer = await activeAccountRecord(tx, 'employees', a.refer_by);
    const vendor = await activeAccountRecord(tx, 'vendors', a.vendor_id);
    const partner = a.partner_id ? await activePartner(tx, a.partner_id) : undefined;
    const utmSource = clean(a.utm_source, SOURCE_MAX);
    const source = partner ? partner.name.slice(0, SOURCE_MAX) : (utmSource ?? (referrer ? 'Employee referral' : vendor ? 'Vendor' : 'Career page'));
    return {
        source,
        utm_medium: partner ? PARTNER_UTM_MEDIUM : clean(a.utm_medium, 100),
        utm_campaign: clean(a.utm_campaign, 100),
        referred_by_employee_id: referrer,
        vendor_id: vendor,
        partner_id: partner?.id ?? null,
    };
}

interface ListedJob {
    id: string;
    screening_questions: ScreeningQuestion[];
}

/** A job a candidate may apply to: listed on this workspace's career page; anything else is a 404. */
export async function listedJob(tx: Tx, workspace: Workspace, jobId: string): Promise<ListedJob> {
    const found = await sql<ListedJob>`select j.id, j.screening_questions from jobs j where j.id = ${jobId} and ${listedCondition(workspaceToday(workspace))}`.execute(tx);
    if (!found.rows[0]) throw notFound();
    return found.rows[0];
}

async function alreadyApplied(tx: Tx, jobId: string, candidateId: string): Promise<boolean> {
    const found = await sql`select 1 from applications where job_id = ${jobId} and candidate_id = ${candidateId}`.execute(tx);
    return found.rows.length > 0;
}

/** The candidate's current CV, when the application names none. */
async function profileResume(tx: Tx, candidateId: string): Promise<string | null> {
    const found = await sql<{ resume_file_id: string | null }>`select resume_file_id from candidates where id = ${candidateId}`.execute(tx);
    return found.rows[0]?.resume_file_id ?? null;
}

/** Applies; every check runs before anything is written (a 400 names each field, a second application is a 409). */
export async function apply(tx: Tx, workspace: Workspace, user: AuthUser, candidateId: string, body: ApplyBody): Promise<ApplyAnswer> {
    const job = await listedJob(tx, workspace, body.job_id);
    if (await alreadyApplied(tx, job.id, candidateId)) throw new HttpProblem(409, msg.alreadyApplied, { job_id: msg.alreadyApplied });
    const errors: FieldErrors = {};
    const answers = checkScreeningAnswers(job.screening_questions, body.screening_answers ?? [], errors);
    const notice = await currentNotice(tx, workspace);
    Object.assign(errors, await consentError(tx, notice, candidateId, body.consent));
    if (body.resume_file_id) await checkOwnResume(tx, user.id, body.resume_file_id, 'resume_file_id', errors);
    const problems = Object.values(errors);
    if (problems.length) throw new HttpProblem(400, problems.length === 1 ? problems[0] : messages.invalidInput, errors);

    const attribution = await resolveAttribution(tx, body.attribution);
    const stageId = await firstStage(tx, job.id);
    const resumeId = body.resume_file_id ?? (await profileResume(tx, candidateId));
    const inserted = await sql<{ id: string; created_at: Date; stage_name: string; public_name: string | null }>`insert into applications
            (workspace_id, job_id, candidate_id, stage_id, source, resume_file_id, screening_answers, created_by,
             utm_medium, utm_campaign, referred_by_employee_id, vendor_id, partner_id)
        values (${workspace.id}, ${job.id}, ${candidateId}, ${stageId}, ${attribution.source}, ${resumeId}, ${JSON.stringify(answers)}::jsonb, ${user.id},
            ${attribution.utm_medium}, ${attribution.utm_campaign}, ${attribution.referred_by_employee_id}, ${attribution.vendor_id}, ${attribution.partner_id})
        returning id, created_at,
            (select name from pipeline_stages where id = ${stageId}) as stage_name,
            (select public_name from pipeline_stages where id = ${stageId}) as public_name`
        .execute(tx)
        .catch(mapDuplicate);
    const application = inserted.rows[0];
    const name = displayName(user);
    await sql`insert into application_stage_history (workspace_id, application_id, job_id, to_stage_id, to_stage_name, moved_by, moved_by_name)
        values (${workspace.id}, ${application.id}, ${job.id}, ${stageId}, ${application.stage_name}, ${user.id}, ${name})`.execute(tx);
    await sql`insert into application_events (workspace_id, application_id, type, actor_id, actor_name, data)
        values (${workspace.id}, ${application.id}, 'APPLIED', ${user.id}, ${name},
            ${JSON.stringify({ to_stage: application.stage_name, to_stage_id: stageId, source: attribution.source })}::jsonb)`.execute(tx);
    await recordAutomationEvent(tx, workspace.id, { type: 'APPLICATION_CREATED', applicationId: application.id, jobId: job.id, source: attribution.source });
    if (body.consent) await recordConsent(tx, workspace.id, notice, candidateId, application.id);
    return {
        application_id: application.id,
        job_id: job.id,
        stage: publicStageName({ name: application.stage_name, public_name: application.public_name }),
        applied_at: application.created_at.toISOString(),
    };
}

/** Two requests racing past the check meet the unique (job, candidate) index: the same answer as the check. */
function mapDuplicate(error: unknown): never {
    const pg = error as { code?: string; constraint?: string };
    if (pg?.code === '23505' && pg.constraint === 'applications_job_candidate') throw new HttpProblem(409, msg.alreadyApplied, { job_id: msg.alreadyApplied });
    throw error;
}
