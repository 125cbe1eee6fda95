/** Adding applicants, one or a sheet: link people already in the workspace, refuse a second application to one job. */
import { sql } from 'kysely';
import type { CandidateInput } from '../../config/contracts/applications.js';
import { discardCachedPlans } from '../db/plans.js';
import type { Tx } from '../db/scope.js';
import type { AuthUser } from './access.js';
import { ALREADY_APPLIED, digitsOf, displayName } from './applications.js';
import { recordAutomationEvents } from './automationEvents.js';
import { candidatesWithEmail, termsThenCandidates } from './candidates.js';
import { HttpProblem } from './http.js';
import { composedText, type ServerLocale } from './locale.js';
import type { RowFail } from './sheets.js';

/** People written by one statement (2,000 measured no faster on PGlite: the cost is per row). */
const WRITE_CHUNK = 500;
/** People linked by one statement: bounded, as a file of 10,000 is some megabytes of JSON. */
const LINKED_CHUNK = 2000;

const jsonb = (value: unknown) => sql`${JSON.stringify(value ?? [])}::jsonb`;

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
 * (applied already, or the same person twice in the batch, said in `locale`:
 * only a sheet has a batch, so a single form's caller leaves it). Batched queries.
 * ALREADY_APPLIED stays the English constant: callers recognise it.
 */
export async function planApplicants(tx: Tx, jobId: string, rows: ApplicantRow[], fail: RowFail, locale: ServerLocale = 'en'): Promise<PlannedApplicant[]> {
    // Through the candidates' search terms (emailTerm in candidates.ts says why): an address or the last ten digits
    // read from the terms' key, never a scan of the workspace's candidates.
    const emails = [...new Set(rows.map(r => r.candidate.email.toLowerCase()))];
    const byEmail = new Map<string, string>();
    for (let i = 0; i < emails.length; i += 500) {
        for (const r of await candidatesWithEmail(tx, emails.slice(i, i + 500))) byEmail.set(r.email, r.id);
    }
    const phoneKeys = (phone: string | null | undefined) => {
        const digits = digitsOf(phone);
        return digits.length >= 10 ? { exact: digits, national: digits.slice(-10) } : digits.length >= 6 ? { exact: digits, national: null } : null;
    };
    const needPhone = rows.filter(r => !byEmail.has(r.candidate.email.toLowerCase()) && phoneKeys(r.candidate.phone));
    const byExact = new Map<string, string>();
    const byNational = new Map<string, string>();
    // The oldest candidate first, so each key keeps the one created first.
    const keepFirst = (map: Map<string, string>, key: string, id: string) => map.has(key) || map.set(key, id);
    for (let i = 0; i < needPhone.length; i += 500) {
        const keys = needPhone.slice(i, i + 500).map(r => phoneKeys(r.candidate.phone)!);
        const exact = keys.map(k => k.exact);
        const national = keys.map(k => k.national).filter((n): n is string => n !== null);
        if (exact.length) {
            const found = await sql<{ id: string; phone_digits: string }>`select id, phone_digits from candidates
                where phone_digits in (${sql.join(exact)}) order by created_at`.execute(tx);
            for (const r of found.rows) keepFirst(byExact, r.phone_digits, r.id);
        }
        if (national.length) {
            const found = await sql<{ id: string; national: string }>`select c.id, t.term as national from ${termsThenCandidates([...new Set(national)])}
                where length(c.phone_digits) >= 10 and right(c.phone_digits, 10) = t.term
                order by c.created_at`.execute(tx);
            for (const r of found.rows) keepFirst(byNational, r.national, r.id);
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
        if (hit) {
            const earlier = seen.get(hit)!;
            fail(p.row, hit.startsWith('p:') ? 'phone' : 'email', composedText(locale, 'same_candidate', { row: earlier }, `The same candidate as row ${earlier}`));
        }
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

/** Writes planned (error-free) rows: new candidates, blanks of linked ones filled, applications, history, APPLIED and APPLICATION_CREATED events. */
export async function writeApplicants(tx: Tx, workspaceId: string, actor: AuthUser, jobId: string, planned: PlannedApplicant[]): Promise<{ id: string; candidate_id: string; linked: boolean }[]> {
    const name = displayName(actor);
    const candidateIds = new Map<PlannedApplicant, string>();
    const fresh = planned.filter(p => !p.existing);
    for (let i = 0; i < fresh.length; i += WRITE_CHUNK) {
        const chunk = fresh.slice(i, i + WRITE_CHUNK);
        // The search terms' key on candidates, the applications' on candidates and the stage
        // history's on applications: each chunk grows the table they scan when planned small.
        await discardCachedPlans(tx);
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
    const linked = planned.filter(p => p.existing);
    for (const p of linked) candidateIds.set(p, p.existing!.id);
    for (let i = 0; i < linked.length; i += LINKED_CHUNK) await fillBlanksOfLinked(tx, linked.slice(i, i + LINKED_CHUNK));
    const out: { id: string; candidate_id: string; linked: boolean }[] = [];
    for (let i = 0; i < planned.length; i += WRITE_CHUNK) {
        const chunk = planned.slice(i, i + WRITE_CHUNK);
        await discardCachedPlans(tx);
        // Each enters its stage a microsecond before the row below it, so a column of the board (newest
        // first, the ids breaking ties) shows an upload in the file's order rather than the ids'.
        const inserted = await sql<{ id: string; candidate_id: string; stage_id: string; source: string | null }>`insert into applications
            (workspace_id, job_id, candidate_id, stage_id, recruiter_id, source, resume_file_id, created_by, stage_entered_at)
            values ${sql.join(
                chunk.map(
                    (p, j) =>
                        sql`(${workspaceId}, ${jobId}, ${candidateIds.get(p)!}, ${p.stage_id}, ${p.recruiter_id}, ${p.source}, ${p.resume_file_id}, ${actor.id},
                             now() - ${i + j} * interval '1 microsecond')`,
                ),
            )}
            returning id, candidate_id, stage_id, source`.execute(tx);
        const ids = inserted.rows.map(r => r.id);
        await sql`insert into application_stage_history (workspace_id, application_id, job_id, from_stage_id, from_stage_name, to_stage_id, to_stage_name, moved_by, moved_by_name)
            select a.workspace_id, a.id, a.job_id, null, null, a.stage_id, s.name, ${actor.id}, ${name}
            from applications a join pipeline_stages s on s.id = a.stage_id where a.id in (${sql.join(ids)})`.execute(tx);
        await sql`insert into application_events (workspace_id, application_id, type, actor_id, actor_name, data)
            select a.workspace_id, a.id, 'APPLIED', ${actor.id}, ${name}, jsonb_build_object('to_stage', s.name, 'to_stage_id', s.id, 'source', a.source)
            from applications a join pipeline_stages s on s.id = a.stage_id where a.id in (${sql.join(ids)})`.execute(tx);
        await recordAutomationEvents(
            tx,
            workspaceId,
            inserted.rows.map(r => ({ type: 'APPLICATION_CREATED', applicationId: r.id, jobId, source: r.source ?? undefined })),
        );
        const linkedIds = new Set(chunk.filter(p => p.existing).map(p => candidateIds.get(p)));
        for (const r of inserted.rows) out.push({ id: r.id, candidate_id: r.candidate_id, linked: linkedIds.has(r.candidate_id) });
    }
    return out;
}

/**
 * A linked person keeps their details; only blanks are filled from the new application. One
 * statement for many people (the rows read as the table's own type). Only a person with a blank
 * the row fills (or a new résumé) is written, so the version moves only when something changed
 * and a recruiter editing that person meets no conflict for nothing. A statement per person was
 * 10,000 statements, each firing the search terms' trigger, for a file of people already in the
 * workspace (7.9 s on PGlite).
 */
async function fillBlanksOfLinked(tx: Tx, linked: PlannedApplicant[]): Promise<void> {
    const rows = linked.map(({ existing, candidate: c, resume_file_id }) => ({
        id: existing!.id,
        phone: c.phone ?? null,
        current_title: c.current_title ?? null,
        experience_years: c.experience_years ?? null,
        city: c.city ?? null,
        skills: c.skills ?? [],
        education: c.education ?? [],
        resume_file_id,
    }));
    await sql`update candidates c set
            phone = coalesce(c.phone, v.phone),
            current_title = coalesce(c.current_title, v.current_title),
            experience_years = coalesce(c.experience_years, v.experience_years),
            city = coalesce(c.city, v.city),
            skills = case when c.skills = '[]'::jsonb then v.skills else c.skills end,
            education = case when c.education = '[]'::jsonb then v.education else c.education end,
            resume_file_id = coalesce(v.resume_file_id, c.resume_file_id),
            updated_at = now(), version = c.version + 1
        from jsonb_populate_recordset(null::candidates, ${JSON.stringify(rows)}::jsonb) as v
        where c.id = v.id
          and ((c.phone is null and v.phone is not null)
               or (c.current_title is null and v.current_title is not null)
               or (c.experience_years is null and v.experience_years is not null)
               or (c.city is null and v.city is not null)
               or (c.skills = '[]'::jsonb and v.skills <> '[]'::jsonb)
               or (c.education = '[]'::jsonb and v.education <> '[]'::jsonb)
               or (v.resume_file_id is not null and v.resume_file_id is distinct from c.resume_file_id))`.execute(tx);
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
