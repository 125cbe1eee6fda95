/**
 * Candidates and applications (docs/jobs.md): their rows, reading them, their
 * timeline events and the checks the routes share. The board and moves are
 * in board.ts, adding applicants in applicants.ts, resume compatibility in
 * compatibility.ts; the wire shapes in config/contracts/applications.ts.
 */
import { sql } from 'kysely';
import type { Tx } from '../db/scope.js';
import type { AuthUser } from './access.js';
import { HttpProblem, notFound, type FieldErrors } from './http.js';
import { checkRecruiters } from './jobs.js';

// ---------------------------------------------------------------------------
// Shapes.

/** The messages of the application routes (applications.ts and board.ts answer them). */
export const applicationMessages = {
    added: 'Applicant added successfully!',
    linked: 'This person was already in the workspace: the existing candidate was linked.',
    updated: 'Applicant details updated successfully!',
    moved: 'Applicant moved successfully!',
    unchanged: 'The applicant is already in this stage.',
    note: 'Note added successfully!',
} as const;

/** A single recruiter id, when given, is an active corporate user. */
export async function assertRecruiter(tx: Tx, id: string | null | undefined, field: string, errors: FieldErrors) {
    if (id) await checkRecruiters(tx, [id], field, errors);
}

export const ALREADY_APPLIED = 'This candidate has already applied to this job.';

export interface CandidateRow {
    id: string;
    first_name: string;
    last_name: string | null;
    email: string;
    phone: string | null;
    current_title: string | null;
    experience_years: number | null;
    skills: string[];
    education: string[];
    city: string | null;
    city_id: number | null;
    city_unmatched: boolean;
    source: string | null;
    resume_file_id: string | null;
    version: number;
    created_at: Date;
    updated_at: Date;
}

export interface ApplicationRow {
    id: string;
    job_id: string;
    candidate: CandidateRow;
    stage_id: string;
    recruiter_id: string | null;
    recruiter_name: string | null;
    source: string | null;
    campaign: string | null;
    resume_file_id: string | null;
    stage_entered_at: Date;
    days_in_stage: number;
    version: number;
    created_at: Date;
}

export interface StageRow {
    id: string;
    job_id: string;
    name: string;
    public_name: string | null;
    position: number;
    version: number;
    applicant_count: number;
}

export const digitsOf = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '');
export const displayName = (user: Pick<AuthUser, 'first_name' | 'last_name'>) => [user.first_name, user.last_name].filter(Boolean).join(' ');

// ---------------------------------------------------------------------------
// Reading.

export const candidateColumns = sql`c.id, c.first_name, c.last_name, c.email, c.phone, c.current_title, c.experience_years, c.skills,
    c.education, c.city, c.city_id, (c.city_id is null and coalesce(btrim(c.city), '') <> '' and not is_remote_place(c.city)) as city_unmatched,
    c.source, c.resume_file_id, c.version, c.created_at, c.updated_at`;

/** A card: the application with its candidate (alias a, c). */
export const applicationColumns = sql`a.id, a.job_id, a.stage_id, a.recruiter_id, a.source, a.utm_campaign as campaign, a.resume_file_id, a.stage_entered_at,
    floor(extract(epoch from (now() - a.stage_entered_at)) / 86400)::int as days_in_stage, a.version, a.created_at,
    (select u.first_name || coalesce(' ' || u.last_name, '') from users u where u.id = a.recruiter_id) as recruiter_name,
    json_build_object('id', c.id, 'first_name', c.first_name, 'last_name', c.last_name, 'email', c.email, 'phone', c.phone,
        'current_title', c.current_title, 'experience_years', c.experience_years, 'skills', c.skills, 'education', c.education,
        'city', c.city, 'city_id', c.city_id, 'city_unmatched', (c.city_id is null and coalesce(btrim(c.city), '') <> '' and not is_remote_place(c.city)), 'source', c.source, 'resume_file_id', c.resume_file_id, 'version', c.version,
        'created_at', c.created_at, 'updated_at', c.updated_at) as candidate`;

/** JSON timestamps inside json_build_object arrive as text: make them dates again for the serializer. */
export function reviveCandidate(row: ApplicationRow): ApplicationRow {
    const c = row.candidate as CandidateRow & { created_at: Date | string; updated_at: Date | string };
    row.candidate = { ...c, created_at: new Date(c.created_at), updated_at: new Date(c.updated_at) };
    return row;
}

export async function findApplication(tx: Tx, id: string): Promise<ApplicationRow | undefined> {
    const result = await sql<ApplicationRow>`select ${applicationColumns} from applications a join candidates c on c.id = a.candidate_id
        where a.id = ${id}`.execute(tx);
    return result.rows[0] ? reviveCandidate(result.rows[0]) : undefined;
}

export async function getApplication(tx: Tx, id: string): Promise<ApplicationRow> {
    const row = await findApplication(tx, id);
    if (!row) throw notFound();
    return row;
}

export async function getCandidate(tx: Tx, id: string): Promise<CandidateRow> {
    const result = await sql<CandidateRow>`select ${candidateColumns} from candidates c where c.id = ${id}`.execute(tx);
    if (!result.rows[0]) throw notFound();
    return result.rows[0];
}

export async function stagesOf(tx: Tx, jobId: string): Promise<StageRow[]> {
    const result = await sql<StageRow>`select s.id, s.job_id, s.name, s.public_name, s.position, s.version,
            s.application_count as applicant_count
        from pipeline_stages s where s.job_id = ${jobId} order by s.position, s.created_at`.execute(tx);
    return result.rows;
}

export async function getStage(tx: Tx, id: string): Promise<StageRow> {
    const result = await sql<StageRow>`select s.id, s.job_id, s.name, s.public_name, s.position, s.version,
            s.application_count as applicant_count
        from pipeline_stages s where s.id = ${id}`.execute(tx);
    if (!result.rows[0]) throw notFound();
    return result.rows[0];
}

export async function addEvent(tx: Tx, workspaceId: string, actor: AuthUser, applicationIds: string[], type: 'NOTE' | 'RECRUITER_ASSIGNED' | 'DETAILS_UPDATED', data: Record<string, unknown>): Promise<void> {
    if (!applicationIds.length) return;
    const name = displayName(actor);
    await sql`insert into application_events (workspace_id, application_id, type, actor_id, actor_name, data)
        values ${sql.join(applicationIds.map(id => sql`(${workspaceId}, ${id}, ${type}, ${actor.id}, ${name}, ${JSON.stringify(data)}::jsonb)`))}`.execute(tx);
}

// ---------------------------------------------------------------------------
// Checks shared by the routes.

export async function isStageOfJob(tx: Tx, jobId: string, stageId: string): Promise<boolean> {
    const result = await sql`select 1 from pipeline_stages where id = ${stageId} and job_id = ${jobId}`.execute(tx);
    return result.rows.length > 0;
}

export const NOT_A_STAGE_OF_THE_JOB = 'The stage is not a stage of this job.';

export async function checkStageOfJob(tx: Tx, jobId: string, stageId: string, field: string, errors: FieldErrors): Promise<void> {
    if (!(await isStageOfJob(tx, jobId, stageId))) errors[field] = NOT_A_STAGE_OF_THE_JOB;
}

export async function firstStage(tx: Tx, jobId: string): Promise<string> {
    const result = await sql<{ id: string }>`select id from pipeline_stages where job_id = ${jobId} order by position, created_at limit 1`.execute(tx);
    if (!result.rows[0]) throw new HttpProblem(400, 'This job has no pipeline stages: add one first.', { stage_id: 'This job has no pipeline stages.' });
    return result.rows[0].id;
}

export async function checkResumeFile(tx: Tx, fileId: string, field: string, errors: FieldErrors): Promise<void> {
    const result = await sql`select 1 from stored_files where id = ${fileId} and area = 'resumes'`.execute(tx);
    if (!result.rows.length) errors[field] = 'Resume file not found.';
}

// ---------------------------------------------------------------------------
// Presentation of notes and timeline events.

export interface NoteRow {
    id: string;
    text: string;
    created_by: string | null;
    created_by_name: string | null;
    created_at: Date;
}
/** A note as the API answers it (config/contracts/applications.ts noteSchema). */
export const presentNote = (n: NoteRow) => ({ id: n.id, text: n.text, created_by: { id: n.created_by, name: n.created_by_name }, created_at: n.created_at });

export interface EventRow {
    type: string;
    at: Date;
    actor_id: string | null;
    actor_name: string | null;
    data: { from_stage?: string | null; to_stage?: string | null; text?: string; recruiter_name?: string | null; fields?: string[] };
}

/** A timeline event as the API answers it (timelineEventSchema): a readable text for notes, assignments and edits. */
export function presentEvent(e: EventRow) {
    const text =
        e.type === 'NOTE' || e.type.startsWith('INTERVIEW_') || e.type.startsWith('OFFER_') || e.type === 'PROFILE_REVIEWED'
            ? e.data.text
            : e.type === 'RECRUITER_ASSIGNED'
              ? e.data.recruiter_name
                  ? `Assigned to ${e.data.recruiter_name}`
                  : 'Recruiter removed'
              : e.type === 'DETAILS_UPDATED'
                ? `Updated ${(e.data.fields ?? []).join(', ')}`
                : undefined;
    return {
        type: e.type,
        at: e.at,
        actor: { id: e.actor_id, name: e.actor_name },
        ...(e.data.from_stage ? { from_stage: e.data.from_stage } : {}),
        ...(e.data.to_stage ? { to_stage: e.data.to_stage } : {}),
        ...(text ? { text } : {}),
    };
}
