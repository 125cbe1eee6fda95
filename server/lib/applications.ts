/**
 * Candidates, applications and moves on the board (docs/jobs.md): linking a
 * person already in the workspace instead of duplicating them, the one way a
 * card changes stage (a conditional update plus its history row and timeline
 * event in one statement), the board query, and resume compatibility.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Tx } from '../db/scope.js';
import type { AuthUser } from './access.js';
import type { BoardFilter, CandidateInput } from '../../config/contracts/applications.js';
import type { Compatibility } from '../../config/contracts/resumes.js';
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
    position: number;
    version: number;
    applicant_count: number;
}

export const digitsOf = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '');
const jsonb = (value: unknown) => sql`${JSON.stringify(value ?? [])}::jsonb`;
export const displayName = (user: Pick<AuthUser, 'first_name' | 'last_name'>) => [user.first_name, user.last_name].filter(Boolean).join(' ');

// ---------------------------------------------------------------------------
// Reading.

export const candidateColumns = sql`c.id, c.first_name, c.last_name, c.email, c.phone, c.current_title, c.experience_years, c.skills,
    c.education, c.city, c.source, c.resume_file_id, c.version, c.created_at, c.updated_at`;

/** A card: the application with its candidate (alias a, c). */
export const applicationColumns = sql`a.id, a.job_id, a.stage_id, a.recruiter_id, a.source, a.resume_file_id, a.stage_entered_at,
    floor(extract(epoch from (now() - a.stage_entered_at)) / 86400)::int as days_in_stage, a.version, a.created_at,
    (select u.first_name || coalesce(' ' || u.last_name, '') from users u where u.id = a.recruiter_id) as recruiter_name,
    json_build_object('id', c.id, 'first_name', c.first_name, 'last_name', c.last_name, 'email', c.email, 'phone', c.phone,
        'current_title', c.current_title, 'experience_years', c.experience_years, 'skills', c.skills, 'education', c.education,
        'city', c.city, 'source', c.source, 'resume_file_id', c.resume_file_id, 'version', c.version,
        'created_at', c.created_at, 'updated_at', c.updated_at) as candidate`;

/** JSON timestamps inside json_build_object arrive as text: make them dates again for the serializer. */
function reviveCandidate(row: ApplicationRow): ApplicationRow {
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
    const result = await sql<StageRow>`select s.id, s.job_id, s.name, s.position, s.version,
            (select count(*)::int from applications a where a.stage_id = s.id) as applicant_count
        from pipeline_stages s where s.job_id = ${jobId} order by s.position, s.created_at`.execute(tx);
    return result.rows;
}

export async function getStage(tx: Tx, id: string): Promise<StageRow> {
    const result = await sql<StageRow>`select s.id, s.job_id, s.name, s.position, s.version,
            (select count(*)::int from applications a where a.stage_id = s.id) as applicant_count
        from pipeline_stages s where s.id = ${id}`.execute(tx);
    if (!result.rows[0]) throw notFound();
    return result.rows[0];
}

// ---------------------------------------------------------------------------
// The board.

function boardConditions(jobId: string, filter: BoardFilter): RawBuilder<unknown> {
    const conditions: RawBuilder<unknown>[] = [sql`a.job_id = ${jobId}`];
    const who: RawBuilder<unknown>[] = [];
    if (filter.recruiters?.length) who.push(sql`a.recruiter_id in (${sql.join(filter.recruiters)})`);
    if (filter.unassigned) who.push(sql`a.recruiter_id is null`);
    if (who.length) conditions.push(sql`(${sql.join(who, sql` or `)})`);
    const term = filter.search?.trim();
    if (term) {
        const pattern = `%${term.replace(/[\\%_]/g, c => `\\${c}`)}%`;
        conditions.push(sql`(c.first_name || ' ' || coalesce(c.last_name, '') ilike ${pattern} or c.email ilike ${pattern} or coalesce(c.phone, '') ilike ${pattern})`);
    }
    return sql.join(conditions, sql` and `);
}

/**
 * Every column of the board in two queries whatever the number of stages:
 * counts per stage (one grouped query) and the first `limit` cards of each
 * stage (one window query over the job's applications, served by the
 * (job_id, stage_id, stage_entered_at) index).
 */
export async function loadBoard(tx: Tx, jobId: string, filter: BoardFilter, limit: number) {
    const where = boardConditions(jobId, filter);
    const needsCandidate = Boolean(filter.search?.trim());
    const stages = await sql<{ id: string; name: string; position: number; version: number }>`
        select id, name, position, version from pipeline_stages where job_id = ${jobId} order by position, created_at`.execute(tx);
    const counts = await sql<{ stage_id: string; n: number }>`
        select a.stage_id, count(*)::int as n from applications a ${needsCandidate ? sql`join candidates c on c.id = a.candidate_id` : sql``}
        where ${where} group by a.stage_id`.execute(tx);
    const cards = await sql<ApplicationRow & { rn: number }>`
        select ${applicationColumns} from (
            select a.*, row_number() over (partition by a.stage_id order by a.stage_entered_at desc, a.id) as rn
            from applications a ${needsCandidate ? sql`join candidates c on c.id = a.candidate_id` : sql``}
            where ${where}
        ) a join candidates c on c.id = a.candidate_id
        where a.rn <= ${limit}
        order by a.stage_id, a.rn`.execute(tx);
    const countOf = new Map(counts.rows.map(r => [r.stage_id, r.n]));
    const byStage = new Map<string, ApplicationRow[]>();
    for (const { rn: _rn, ...card } of cards.rows) {
        const list = byStage.get(card.stage_id) ?? [];
        list.push(reviveCandidate(card));
        byStage.set(card.stage_id, list);
    }
    return {
        stages: stages.rows.map(s => ({ ...s, count: countOf.get(s.id) ?? 0, applications: byStage.get(s.id) ?? [] })),
    };
}

/** One column from `offset` (the column's "load more"). */
export async function loadColumn(tx: Tx, jobId: string, stageId: string, filter: BoardFilter, limit: number, offset: number) {
    const where = sql`${boardConditions(jobId, filter)} and a.stage_id = ${stageId}`;
    const count = await sql<{ n: number }>`select count(*)::int as n from applications a join candidates c on c.id = a.candidate_id where ${where}`.execute(tx);
    const cards = await sql<ApplicationRow>`select ${applicationColumns} from applications a join candidates c on c.id = a.candidate_id
        where ${where} order by a.stage_entered_at desc, a.id limit ${limit} offset ${offset}`.execute(tx);
    return { stage_id: stageId, count: count.rows[0]?.n ?? 0, applications: cards.rows.map(reviveCandidate) };
}

// ---------------------------------------------------------------------------
// Moves.

export interface Moved {
    id: string;
    version: number;
    from_stage_id: string | null;
    to_stage_id: string;
}

/**
 * Moves the applications matching `condition` (alias a) of the stage's job that are not
 * already in `toStageId`: stage, version + 1, stage_entered_at, and in the
 * same statement one history row and one STAGE_CHANGED event per card.
 */
export async function moveApplications(tx: Tx, workspaceId: string, actor: AuthUser, toStageId: string, condition: RawBuilder<unknown>): Promise<Moved[]> {
    const name = displayName(actor);
    const result = await sql<Moved>`
        with moved as (
            update applications a
            set stage_id = ${toStageId}, version = a.version + 1, stage_entered_at = now(), updated_at = now()
            from applications prev, pipeline_stages target
            where prev.id = a.id and target.id = ${toStageId} and a.job_id = target.job_id and a.stage_id <> target.id and ${condition}
            returning a.id, a.job_id, a.version, prev.stage_id as from_stage_id, a.stage_id as to_stage_id
        ),
        named as (
            select m.*, fs.name as from_name, ts.name as to_name from moved m
            left join pipeline_stages fs on fs.id = m.from_stage_id
            join pipeline_stages ts on ts.id = m.to_stage_id
        ),
        history as (
            insert into application_stage_history (workspace_id, application_id, job_id, from_stage_id, from_stage_name, to_stage_id, to_stage_name, moved_by, moved_by_name)
            select ${workspaceId}, n.id, n.job_id, n.from_stage_id, n.from_name, n.to_stage_id, n.to_name, ${actor.id}, ${name} from named n
            returning 1
        ),
        events as (
            insert into application_events (workspace_id, application_id, type, actor_id, actor_name, data)
            select ${workspaceId}, n.id, 'STAGE_CHANGED', ${actor.id}, ${name},
                   jsonb_build_object('from_stage', n.from_name, 'to_stage', n.to_name, 'from_stage_id', n.from_stage_id, 'to_stage_id', n.to_stage_id)
            from named n
            returning 1
        )
        select id, version, from_stage_id, to_stage_id from moved`.execute(tx);
    return result.rows;
}

/** The last move of an application, for "Moved by <name> to <stage> at <time>". */
export async function lastMove(tx: Tx, applicationId: string) {
    const result = await sql<{ moved_by_name: string | null; to_stage_name: string; moved_at: Date }>`
        select moved_by_name, to_stage_name, moved_at from application_stage_history
        where application_id = ${applicationId} order by moved_at desc, id desc limit 1`.execute(tx);
    return result.rows[0];
}

export const formatTime = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Locks the listed applications of a job and checks each version: 404 unknown, 409 stale (nothing written yet). */
export async function lockApplications(tx: Tx, jobId: string, applicants: { id: string; version: number }[]) {
    const ids = applicants.map(a => a.id);
    const rows = await sql<{ id: string; version: number; stage_id: string; job_id: string }>`
        select id, version, stage_id, job_id from applications where id in (${sql.join(ids)}) order by id for update`.execute(tx);
    const byId = new Map(rows.rows.map(r => [r.id, r]));
    const missing = applicants.filter(a => byId.get(a.id)?.job_id !== jobId);
    if (missing.length) {
        const message = `${missing.length} of the selected applicants ${missing.length === 1 ? 'does' : 'do'} not belong to this job.`;
        throw new HttpProblem(404, message, { applicants: message });
    }
    const stale = applicants.filter(a => byId.get(a.id)!.version !== a.version);
    return { rows: rows.rows, stale };
}

// ---------------------------------------------------------------------------
// Adding applicants: link existing people, refuse a second application.

export interface ApplicantRow {
    /** Row number (bulk) or 0 (single). */
    row: number;
    candidate: CandidateInput;
    stage_id: string;
    recruiter_id: string | null;
    source: string | null;
    resume_file_id: string | null;
}

export interface PlannedApplicant extends ApplicantRow {
    existing: { id: string; by: 'email' | 'phone' } | null;
}

/**
 * For each row: the existing candidate it links to (same email, else same
 * phone by digits, the last ten when both have ten or more), or an error
 * (applied already, or the same person twice in the batch). Batched queries.
 */
export async function planApplicants(tx: Tx, jobId: string, rows: ApplicantRow[], fail: (row: number, field: string, message: string) => void): Promise<PlannedApplicant[]> {
    const emails = [...new Set(rows.map(r => r.candidate.email.toLowerCase()))];
    const byEmail = new Map<string, string>();
    for (let i = 0; i < emails.length; i += 500) {
        const found = await sql<{ id: string; email: string }>`select id, lower(email) as email from candidates
            where lower(email) in (${sql.join(emails.slice(i, i + 500))})`.execute(tx);
        for (const r of found.rows) byEmail.set(r.email, r.id);
    }
    const phoneKeys = (phone: string | null | undefined) => {
        const digits = digitsOf(phone);
        return digits.length >= 10 ? { exact: digits, national: digits.slice(-10) } : digits.length >= 6 ? { exact: digits, national: null } : null;
    };
    const needPhone = rows.filter(r => !byEmail.has(r.candidate.email.toLowerCase()) && phoneKeys(r.candidate.phone));
    const byExact = new Map<string, string>();
    const byNational = new Map<string, string>();
    for (let i = 0; i < needPhone.length; i += 500) {
        const keys = needPhone.slice(i, i + 500).map(r => phoneKeys(r.candidate.phone)!);
        const exact = keys.map(k => k.exact);
        const national = keys.map(k => k.national).filter((n): n is string => n !== null);
        const found = await sql<{ id: string; phone_digits: string }>`select id, phone_digits from candidates
            where phone_digits in (${sql.join(exact)})
            ${national.length ? sql`or (length(phone_digits) >= 10 and right(phone_digits, 10) in (${sql.join(national)}))` : sql``}
            order by created_at`.execute(tx);
        for (const r of found.rows) {
            if (!byExact.has(r.phone_digits)) byExact.set(r.phone_digits, r.id);
            if (r.phone_digits.length >= 10 && !byNational.has(r.phone_digits.slice(-10))) byNational.set(r.phone_digits.slice(-10), r.id);
        }
    }
    const planned: PlannedApplicant[] = rows.map(r => {
        const emailMatch = byEmail.get(r.candidate.email.toLowerCase());
        if (emailMatch) return { ...r, existing: { id: emailMatch, by: 'email' } };
        const keys = phoneKeys(r.candidate.phone);
        const phoneMatch = keys ? (byExact.get(keys.exact) ?? (keys.national ? byNational.get(keys.national) : undefined)) : undefined;
        return { ...r, existing: phoneMatch ? { id: phoneMatch, by: 'phone' } : null };
    });

    // Within the batch: one person once (by email, phone or the candidate they link to).
    const seen = new Map<string, number>();
    for (const p of planned) {
        const keys = [`e:${p.candidate.email.toLowerCase()}`];
        const phone = phoneKeys(p.candidate.phone);
        if (phone) keys.push(`p:${phone.national ?? phone.exact}`);
        if (p.existing) keys.push(`c:${p.existing.id}`);
        const hit = keys.find(k => seen.has(k));
        if (hit) fail(p.row, hit.startsWith('p:') ? 'phone' : 'email', `The same candidate as row ${seen.get(hit)}`);
        for (const k of keys) if (!seen.has(k)) seen.set(k, p.row);
    }

    const linked = [...new Set(planned.filter(p => p.existing).map(p => p.existing!.id))];
    for (let i = 0; i < linked.length; i += 500) {
        const applied = await sql<{ candidate_id: string }>`select candidate_id from applications
            where job_id = ${jobId} and candidate_id in (${sql.join(linked.slice(i, i + 500))})`.execute(tx);
        const already = new Set(applied.rows.map(r => r.candidate_id));
        // Named by the field that matched the person, so the form can say it beside that field.
        for (const p of planned) if (p.existing && already.has(p.existing.id)) fail(p.row, p.existing.by, ALREADY_APPLIED);
    }
    return planned;
}

/** Writes planned (error-free) rows: new candidates, blanks of linked ones filled, applications, history, APPLIED events. */
export async function writeApplicants(tx: Tx, workspaceId: string, actor: AuthUser, jobId: string, planned: PlannedApplicant[]): Promise<{ id: string; candidate_id: string; linked: boolean }[]> {
    const name = displayName(actor);
    const candidateIds = new Map<PlannedApplicant, string>();
    const fresh = planned.filter(p => !p.existing);
    for (let i = 0; i < fresh.length; i += 500) {
        const chunk = fresh.slice(i, i + 500);
        const inserted = await sql<{ id: string; email: string }>`insert into candidates
            (workspace_id, first_name, last_name, email, phone, current_title, experience_years, skills, education, city, source, resume_file_id, created_by)
            values ${sql.join(
                chunk.map(
                    ({ candidate: c, source, resume_file_id }) =>
                        sql`(${workspaceId}, ${c.first_name}, ${c.last_name ?? null}, ${c.email}, ${c.phone ?? null}, ${c.current_title ?? null},
                             ${c.experience_years ?? null}, ${jsonb(c.skills)}, ${jsonb(c.education)}, ${c.city ?? null}, ${c.source ?? source ?? null},
                             ${resume_file_id}, ${actor.id})`,
                ),
            )}
            returning id, lower(email) as email`.execute(tx);
        const idByEmail = new Map(inserted.rows.map(r => [r.email, r.id]));
        for (const p of chunk) candidateIds.set(p, idByEmail.get(p.candidate.email.toLowerCase())!);
    }
    for (const p of planned.filter(x => x.existing)) {
        const c = p.candidate;
        candidateIds.set(p, p.existing!.id);
        // A linked person keeps their details; only blanks are filled from the new application.
        await sql`update candidates set
                phone = coalesce(phone, ${c.phone ?? null}),
                current_title = coalesce(current_title, ${c.current_title ?? null}),
                experience_years = coalesce(experience_years, ${c.experience_years ?? null}),
                city = coalesce(city, ${c.city ?? null}),
                skills = case when skills = '[]'::jsonb then ${jsonb(c.skills)} else skills end,
                education = case when education = '[]'::jsonb then ${jsonb(c.education)} else education end,
                resume_file_id = coalesce(${p.resume_file_id}, resume_file_id),
                updated_at = now(), version = version + 1
            where id = ${p.existing!.id}
              and (phone is null or current_title is null or experience_years is null or city is null
                   or skills = '[]'::jsonb or education = '[]'::jsonb or ${p.resume_file_id}::uuid is not null)`.execute(tx);
    }
    const out: { id: string; candidate_id: string; linked: boolean }[] = [];
    for (let i = 0; i < planned.length; i += 500) {
        const chunk = planned.slice(i, i + 500);
        const inserted = await sql<{ id: string; candidate_id: string; stage_id: string }>`insert into applications
            (workspace_id, job_id, candidate_id, stage_id, recruiter_id, source, resume_file_id, created_by)
            values ${sql.join(chunk.map(p => sql`(${workspaceId}, ${jobId}, ${candidateIds.get(p)!}, ${p.stage_id}, ${p.recruiter_id}, ${p.source}, ${p.resume_file_id}, ${actor.id})`))}
            returning id, candidate_id, stage_id`.execute(tx);
        const ids = inserted.rows.map(r => r.id);
        await sql`insert into application_stage_history (workspace_id, application_id, job_id, from_stage_id, from_stage_name, to_stage_id, to_stage_name, moved_by, moved_by_name)
            select a.workspace_id, a.id, a.job_id, null, null, a.stage_id, s.name, ${actor.id}, ${name}
            from applications a join pipeline_stages s on s.id = a.stage_id where a.id in (${sql.join(ids)})`.execute(tx);
        await sql`insert into application_events (workspace_id, application_id, type, actor_id, actor_name, data)
            select a.workspace_id, a.id, 'APPLIED', ${actor.id}, ${name}, jsonb_build_object('to_stage', s.name, 'to_stage_id', s.id, 'source', a.source)
            from applications a join pipeline_stages s on s.id = a.stage_id where a.id in (${sql.join(ids)})`.execute(tx);
        const linkedIds = new Set(chunk.filter(p => p.existing).map(p => candidateIds.get(p)));
        for (const r of inserted.rows) out.push({ id: r.id, candidate_id: r.candidate_id, linked: linkedIds.has(r.candidate_id) });
    }
    return out;
}

/** Maps a unique violation raced past the checks to the same answers the checks give. */
export function mapApplicantRace(error: unknown): never {
    const pg = error as { code?: string; constraint?: string };
    if (pg?.code === '23505' && pg.constraint === 'applications_job_candidate') throw new HttpProblem(400, ALREADY_APPLIED, { candidate: ALREADY_APPLIED });
    if (pg?.code === '23505' && pg.constraint === 'candidates_email') {
        const message = 'A candidate with this email already exists.';
        throw new HttpProblem(409, message, { email: message });
    }
    throw error;
}

export async function addEvent(tx: Tx, workspaceId: string, actor: AuthUser, applicationIds: string[], type: 'NOTE' | 'RECRUITER_ASSIGNED' | 'DETAILS_UPDATED', data: Record<string, unknown>): Promise<void> {
    if (!applicationIds.length) return;
    const name = displayName(actor);
    await sql`insert into application_events (workspace_id, application_id, type, actor_id, actor_name, data)
        values ${sql.join(applicationIds.map(id => sql`(${workspaceId}, ${id}, ${type}, ${actor.id}, ${name}, ${JSON.stringify(data)}::jsonb)`))}`.execute(tx);
}

// ---------------------------------------------------------------------------
// Checks shared by the routes.

export async function checkStageOfJob(tx: Tx, jobId: string, stageId: string, field: string, errors: FieldErrors): Promise<void> {
    const result = await sql`select 1 from pipeline_stages where id = ${stageId} and job_id = ${jobId}`.execute(tx);
    if (!result.rows.length) errors[field] = 'The stage is not a stage of this job.';
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
// Resume compatibility.

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Skills weigh 70 (share of the job's skills the candidate has), experience 30
 * (full inside the range, shrinking with each missing year, 20 above it).
 */
export function compatibility(
    job: { skills: string[]; min_experience: number; max_experience: number },
    candidate: { skills: string[]; experience_years: number | null },
): Compatibility {
    const norm = (s: string) => s.trim().toLowerCase();
    const has = new Set(candidate.skills.map(norm));
    const matched = job.skills.filter(s => has.has(norm(s)));
    const missing = job.skills.filter(s => !has.has(norm(s)));
    const reasons: string[] = [];
    let skillPart = 1;
    if (job.skills.length) {
        skillPart = matched.length / job.skills.length;
        reasons.push(`Has ${matched.length} of the ${plural(job.skills.length, 'skill')} asked${matched.length ? `: ${matched.join(', ')}` : ''}.`);
        if (missing.length) reasons.push(`Missing: ${missing.join(', ')}.`);
    } else {
        reasons.push('The job lists no skills.');
    }
    let experiencePart: number;
    const years = candidate.experience_years;
    const range = `${job.min_experience}–${job.max_experience} years asked`;
    if (years === null || years === undefined) {
        experiencePart = 0.5;
        reasons.push(`Experience unknown (${range}).`);
    } else if (years < job.min_experience) {
        experiencePart = Math.max(0, 1 - (job.min_experience - years) / Math.max(job.min_experience, 1));
        reasons.push(`${plural(years, 'year')} of experience, below the ${range}.`);
    } else if (years > job.max_experience) {
        experiencePart = 2 / 3;
        reasons.push(`${plural(years, 'year')} of experience, above the ${range}.`);
    } else {
        experiencePart = 1;
        reasons.push(`${plural(years, 'year')} of experience, within the ${range}.`);
    }
    return { score: Math.round(70 * skillPart + 30 * experiencePart), matched_skills: matched, missing_skills: missing, reasons };
}
