/**
 * A vendor submits people to a job (docs/api-vendors.md, "Ownership"). The
 * person is matched to the workspace's candidates by email or phone with the
 * applicant matcher (server/lib/applicants.ts). A submission is the vendor's
 * until vendor_ownership_until (the workspace's period from submission).
 * Refused, with one message that never names the holder, and recorded for the
 * recruiter: the person already in the job through any channel, held by
 * another vendor within the period, or submitted by this vendor before. Once
 * another vendor's period has lapsed the submission moves to the new vendor:
 * the application stays where it is in the pipeline, with the new vendor,
 * submission time and period.
 */
import { sql } from 'kysely';
import type { CandidateInput } from '../../config/contracts/applications.js';
import { publicStageName } from '../../config/contracts/candidatePortal.js';
import { checkScreeningAnswers, type ScreeningAnswer, type ScreeningQuestion } from '../../config/contracts/screening.js';
import {
    VENDOR_OWNERSHIP_DAYS,
    VENDOR_SOURCE,
    vendorMessages as msg,
    type RefusalReason,
    type RefusedSubmission,
    type VendorAddApplicantBody,
    type VendorApplicantsBody,
    type VendorSubmission,
} from '../../config/contracts/vendorPortal.js';
import type { Tx } from '../db/scope.js';
import type { AuthUser } from './access.js';
import { mapApplicantRace, planApplicants, writeApplicants, type ApplicantRow, type PlannedApplicant } from './applicants.js';
import { ALREADY_APPLIED, addEvent, firstStage } from './applications.js';
import { HttpProblem, messages, notFound, type FieldErrors } from './http.js';
import type { ServerLocale } from './locale.js';
import { presentScreeningAnswers } from './jobs.js';
import { likeContaining } from './searchWords.js';

/** The person as a vendor sends them (a form or a sheet's row). */
export type VendorPerson = Pick<VendorAddApplicantBody, 'first_name' | 'last_name' | 'email' | 'phone' | 'experience_years' | 'skills' | 'city' | 'current_title'>;

export interface VendorRow {
    /** The sheet's row number; 0 for the single form. */
    row: number;
    person: VendorPerson;
    resume_file_id: string | null;
    screening_answers: ScreeningAnswer[];
}

export interface Refusal {
    row: number;
    person: VendorPerson;
    field: 'email' | 'phone';
    reason: RefusalReason;
    existing_application_id: string;
}

type Verdict = { kind: 'new' } | { kind: 'move'; application_id: string } | { kind: 'refuse'; refusal: Refusal };

interface Judged {
    planned: PlannedApplicant[];
    verdicts: Map<number, Verdict>;
}

/** The workspace's period, read fresh (the host's workspace is cached in memory). */
export async function ownershipDays(tx: Tx, workspaceId: string): Promise<number> {
    const found = await sql<{ days: number | null }>`select vendor_ownership_days as days from workspaces where id = ${workspaceId}`.execute(tx);
    return found.rows[0]?.days ?? VENDOR_OWNERSHIP_DAYS;
}

const toCandidate = (p: VendorPerson): CandidateInput => ({
    first_name: p.first_name.trim(),
    last_name: p.last_name.trim(),
    email: p.email.trim(),
    phone: p.phone.trim(),
    experience_years: p.experience_years,
    skills: [...new Set((p.skills ?? []).map(s => s.trim()).filter(Boolean))],
    city: p.city?.trim() || null,
    current_title: p.current_title?.trim() || null,
    source: VENDOR_SOURCE,
});

/**
 * Matches each row to a candidate and settles ownership. Problems other than
 * the person's being in the job already (the same person twice in a sheet) go
 * to `fail`; duplicates become refusals.
 */
async function judge(tx: Tx, jobId: string, vendorId: string, rows: VendorRow[], fail: (row: number, field: string, message: string) => void, locale: ServerLocale): Promise<Judged> {
    const stageId = await firstStage(tx, jobId);
    const applicantRows: ApplicantRow[] = rows.map(r => ({ row: r.row, candidate: toCandidate(r.person), stage_id: stageId, recruiter_id: null, source: VENDOR_SOURCE, resume_file_id: r.resume_file_id }));
    // The matcher's "already applied" is settled below, by who holds the person and until when.
    const planned = await planApplicants(tx, jobId, applicantRows, (row, field, message) => {
        if (message !== ALREADY_APPLIED) fail(row, field, message);
    }, locale);
    const linked = [...new Set(planned.filter(p => p.existing).map(p => p.existing!.id))];
    const inJob = new Map<string, { id: string; vendor_id: string | null; held: boolean; lapsed: boolean }>();
    if (linked.length) {
        const found = await sql<{ id: string; candidate_id: string; vendor_id: string | null; held: boolean; lapsed: boolean }>`select id, candidate_id, vendor_id,
                coalesce(vendor_ownership_until > now(), false) as held, coalesce(vendor_ownership_until <= now(), false) as lapsed
            from applications where job_id = ${jobId} and candidate_id in (${sql.join(linked)})`.execute(tx);
        for (const r of found.rows) inJob.set(r.candidate_id, r);
    }
    const byRow = new Map(rows.map(r => [r.row, r]));
    const verdicts = new Map<number, Verdict>();
    for (const p of planned) {
        const existing = p.existing ? inJob.get(p.existing.id) : undefined;
        if (!existing) {
            verdicts.set(p.row, { kind: 'new' });
            continue;
        }
        const reason: RefusalReason | null =
            existing.vendor_id === vendorId ? 'SAME_VENDOR_AGAIN' : existing.held ? 'HELD_BY_OTHER_VENDOR' : existing.vendor_id && existing.lapsed ? null : 'ALREADY_IN_JOB';
        if (!reason) verdicts.set(p.row, { kind: 'move', application_id: existing.id });
        else verdicts.set(p.row, { kind: 'refuse', refusal: { row: p.row, person: byRow.get(p.row)!.person, field: p.existing!.by, reason, existing_application_id: existing.id } });
    }
    return { planned, verdicts };
}

/** Records refusals for the recruiter's list (GET vendor/{id}/refused-submissions). */
export async function recordRefusals(tx: Tx, workspaceId: string, vendorId: string, jobId: string, user: AuthUser, refusals: Refusal[]): Promise<void> {
    if (!refusals.length) return;
    await sql`insert into vendor_refused_submissions (workspace_id, vendor_id, job_id, first_name, last_name, email, phone, reason, existing_application_id, refused_by)
        values ${sql.join(
            refusals.map(
                r => sql`(${workspaceId}, ${vendorId}, ${jobId}, ${r.person.first_name.trim()}, ${r.person.last_name.trim()}, ${r.person.email.trim()},
                    ${r.person.phone.trim()}, ${r.reason}, ${r.existing_application_id}, ${user.id})`,
            ),
        )}`.execute(tx);
}

export type SubmitOutcome = { written: string[] } | { refusals: Refusal[] };

/**
 * Submits checked rows to the job: all of them, or (when any is a duplicate)
 * none, answering the refusals for the caller to record and report.
 */
export async function submitRows(
    tx: Tx,
    workspaceId: string,
    user: AuthUser,
    vendorId: string,
    jobId: string,
    rows: VendorRow[],
    fail: (row: number, field: string, message: string) => void,
    failed: () => boolean,
    /** The language of a sheet's "The same candidate as row 2" (server/lib/locale.ts). */
    locale: ServerLocale,
): Promise<SubmitOutcome> {
    const { planned, verdicts } = await judge(tx, jobId, vendorId, rows, fail, locale);
    const refusals = [...verdicts.values()].flatMap(v => (v.kind === 'refuse' ? [v.refusal] : []));
    if (refusals.length || failed()) return { refusals };
    const days = await ownershipDays(tx, workspaceId);
    const fresh = planned.filter(p => verdicts.get(p.row)?.kind === 'new');
    // Two submissions racing past the checks meet the unique indexes: the recruiter route's answers.
    const written = fresh.length ? await writeApplicants(tx, workspaceId, user, jobId, fresh).catch(mapApplicantRace) : [];
    const moved = [...verdicts.values()].flatMap(v => (v.kind === 'move' ? [v.application_id] : []));
    const ids = [...written.map(w => w.id), ...moved];
    await sql`update applications set vendor_id = ${vendorId}, vendor_submitted_at = now(),
            vendor_ownership_until = now() + make_interval(days => ${days}::int), updated_at = now()
        where id in (${sql.join(ids)})`.execute(tx);
    // A moved application changes hands on its timeline; its source and stage stay.
    await addEvent(tx, workspaceId, user, moved, 'DETAILS_UPDATED', { fields: ['vendor'] });
    const answersByRow = new Map(rows.map(r => [r.row, r.screening_answers]));
    for (const [i, p] of fresh.entries()) {
        const answers = answersByRow.get(p.row) ?? [];
        if (answers.length) await sql`update applications set screening_answers = ${JSON.stringify(answers)}::jsonb where id = ${written[i].id}`.execute(tx);
    }
    const rowOfMoved = [...verdicts.entries()].filter(([, v]) => v.kind === 'move').map(([row]) => row);
    for (const [i, applicationId] of moved.entries()) {
        const answers = answersByRow.get(rowOfMoved[i]) ?? [];
        const resume = rows.find(r => r.row === rowOfMoved[i])?.resume_file_id ?? null;
        await sql`update applications set
                screening_answers = case when ${answers.length > 0} then ${JSON.stringify(answers)}::jsonb else screening_answers end,
                resume_file_id = coalesce(${resume}::uuid, resume_file_id)
            where id = ${applicationId}`.execute(tx);
    }
    return { written: ids };
}

/** The single form's checks before any matching: screening answers and the CV this vendor uploaded (400 naming each field). */
export async function checkSingle(tx: Tx, user: AuthUser, questions: ScreeningQuestion[], body: VendorAddApplicantBody): Promise<ScreeningAnswer[]> {
    const errors: FieldErrors = {};
    const answers = checkScreeningAnswers(questions, body.screening_answers ?? [], errors);
    const file = await sql`select 1 from stored_files where id = ${body.resume_file_id} and area = 'resumes' and uploaded_by = ${user.id}`.execute(tx);
    if (!file.rows.length) errors.resume_file_id = msg.resumeUnknown;
    const problems = Object.values(errors);
    if (problems.length) throw new HttpProblem(400, problems.length === 1 ? problems[0] : messages.invalidInput, errors);
    return answers;
}

// ---------------------------------------------------------------------------
// The vendor's submissions.

interface SubmissionRow {
    application_id: string;
    user_id: string;
    first_name: string;
    last_name: string | null;
    email: string;
    phone: string | null;
    job_id: string;
    title: string;
    stage_name: string;
    public_name: string | null;
    submitted_at: Date;
    ownership_until: Date;
    interviews: { starts_at: string; ends_at: string; round: string }[] | null;
}


function presentSubmission(r: SubmissionRow): VendorSubmission {
    return {
        application_id: r.application_id,
        user_id: r.user_id,
        candidate_name: [r.first_name, r.last_name].filter(Boolean).join(' '),
        email: r.email,
        phone: r.phone,
        job: { id: r.job_id, title: r.title },
        stage: publicStageName({ name: r.stage_name, public_name: r.public_name }),
        interviews: (r.interviews ?? []).map(i => ({ starts_at: new Date(i.starts_at).toISOString(), ends_at: new Date(i.ends_at).toISOString(), round: i.round })),
        submitted_at: r.submitted_at.toISOString(),
        ownership_until: r.ownership_until.toISOString(),
        ownership_active: r.ownership_until.getTime() > Date.now(),
    };
}

const submissionColumns = sql`a.id as application_id, c.id as user_id, c.first_name, c.last_name, c.email, c.phone, j.id as job_id, j.title,
    s.name as stage_name, s.public_name, a.vendor_submitted_at as submitted_at, a.vendor_ownership_until as ownership_until,
    (select json_agg(json_build_object('starts_at', i.starts_at, 'ends_at', i.ends_at, 'round', r.name) order by i.starts_at)
        from interviews i join interview_rounds r on r.id = i.round_id
        where i.application_id = a.id and i.status <> 'CANCELLED' and i.type = 'INTERVIEW') as interviews`;

/**
 * This vendor's submissions (vendor_id and a submission time: an application
 * that only came through the vendor's link is not one), newest first.
 */
export async function vendorSubmissions(
    tx: Tx,
    workspaceId: string,
    vendorId: string,
    filter: VendorApplicantsBody,
    page: { perPage: number; offset: number },
): Promise<{ total: number; rows: VendorSubmission[] }> {
    const conditions = [sql`a.workspace_id = ${workspaceId}`, sql`a.vendor_id = ${vendorId}`, sql`a.vendor_submitted_at is not null`];
    if (filter.job_id) conditions.push(sql`a.job_id = ${filter.job_id}`);
    for (const word of (filter.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 6)) {
        const like = likeContaining(word.toLowerCase());
        conditions.push(sql`(lower(c.first_name) like ${like} or lower(coalesce(c.last_name, '')) like ${like} or lower(c.email) like ${like} or coalesce(c.phone, '') like ${like})`);
    }
    const where = sql.join(conditions, sql` and `);
    const from = sql`applications a join candidates c on c.id = a.candidate_id join jobs j on j.id = a.job_id join pipeline_stages s on s.id = a.stage_id`;
    const counted = await sql<{ total: number }>`select count(*)::int as total from ${from} where ${where}`.execute(tx);
    const rows = await sql<SubmissionRow>`select ${submissionColumns} from ${from} where ${where}
        order by a.vendor_submitted_at desc, a.id desc limit ${page.perPage} offset ${page.offset}`.execute(tx);
    return { total: counted.rows[0].total, rows: rows.rows.map(presentSubmission) };
}

/** One submission of this vendor, as add-applicant answers it. */
export async function vendorSubmission(tx: Tx, vendorId: string, applicationId: string): Promise<VendorSubmission> {
    const found = await sql<SubmissionRow>`select ${submissionColumns}
        from applications a join candidates c on c.id = a.candidate_id join jobs j on j.id = a.job_id join pipeline_stages s on s.id = a.stage_id
        where a.id = ${applicationId} and a.vendor_id = ${vendorId} and a.vendor_submitted_at is not null`.execute(tx);
    if (!found.rows[0]) throw notFound();
    return presentSubmission(found.rows[0]);
}

/** The screening answers given for this vendor's submission of the candidate to the job; any other is a 404. */
export async function screeningResponse(tx: Tx, vendorId: string, jobId: string, candidateId: string) {
    const found = await sql<{ screening_answers: ScreeningAnswer[]; screening_questions: ScreeningQuestion[] }>`select a.screening_answers, j.screening_questions
        from applications a join jobs j on j.id = a.job_id
        where a.job_id = ${jobId} and a.candidate_id = ${candidateId} and a.vendor_id = ${vendorId} and a.vendor_submitted_at is not null`.execute(tx);
    const row = found.rows[0];
    if (!row) throw notFound();
    return { candidateResponse: presentScreeningAnswers(row.screening_questions, row.screening_answers ?? []) };
}

/** The recruiter's list of one vendor's refused submissions, newest first. */
export async function refusedSubmissions(tx: Tx, vendorId: string, page: { perPage: number; offset: number }): Promise<{ total: number; rows: RefusedSubmission[] }> {
    const counted = await sql<{ total: number }>`select count(*)::int as total from vendor_refused_submissions where vendor_id = ${vendorId}`.execute(tx);
    const rows = await sql<{
        id: string;
        job_id: string;
        title: string;
        first_name: string;
        last_name: string | null;
        email: string;
        phone: string | null;
        reason: RefusalReason;
        existing_application_id: string | null;
        refused_at: Date;
    }>`select r.id, r.job_id, j.title, r.first_name, r.last_name, r.email, r.phone, r.reason, r.existing_application_id, r.refused_at
        from vendor_refused_submissions r join jobs j on j.id = r.job_id
        where r.vendor_id = ${vendorId} order by r.refused_at desc, r.id desc limit ${page.perPage} offset ${page.offset}`.execute(tx);
    return {
        total: counted.rows[0].total,
        rows: rows.rows.map(({ job_id, title, refused_at, ...r }) => ({ ...r, job: { id: job_id, title }, refused_at: refused_at.toISOString() })),
    };
}
