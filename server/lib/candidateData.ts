/**
 * A candidate's own data (docs/api-candidates.md, "Export and erasure"):
 * everything held about them as JSON, and erasure: personal data removed or
 * anonymised, their files deleted, their account gone, while applications keep
 * their job, stage and dates so reports still count them; the erasure is
 * recorded without personal data.
 */
import { sql, type RawBuilder } from 'kysely';
import { publicStageName, type CandidateExport, type ErasureAnswer } from '../../config/contracts/candidatePortal.js';
import type { ScreeningAnswer, ScreeningQuestion } from '../../config/contracts/screening.js';
import type { Tx } from '../db/scope.js';
import type { Workspace } from '../db/schema.js';
import type { AuthUser } from './access.js';
import { readProfile } from './candidateAccounts.js';
import { candidateOffers } from './candidateOffers.js';
import { likeContaining } from './searchWords.js';

/** What an erased person's name and free text read as. */
export const ERASED = '[erased]';
export const ERASED_NAME = 'Erased candidate';

interface ApplicationExportRow {
    id: string;
    job_id: string;
    title: string;
    stage_name: string;
    public_name: string | null;
    created_at: Date;
    source: string | null;
    screening_questions: ScreeningQuestion[];
    screening_answers: ScreeningAnswer[];
    stages: { stage: string; at: string }[];
}

const answerText = (answer: ScreeningAnswer['answer']) => (typeof answer === 'boolean' ? (answer ? 'Yes' : 'No') : String(answer));

async function exportApplications(tx: Tx, candidateId: string): Promise<CandidateExport['applications']> {
    const rows = await sql<ApplicationExportRow>`select a.id, j.id as job_id, j.title, s.name as stage_name, s.public_name, a.created_at, a.source,
            j.screening_questions, a.screening_answers,
            coalesce((select json_agg(json_build_object('stage', h.to_stage_name, 'at', h.moved_at) order by h.moved_at)
                from application_stage_history h where h.application_id = a.id), '[]'::json) as stages
        from applications a join jobs j on j.id = a.job_id join pipeline_stages s on s.id = a.stage_id
        where a.candidate_id = ${candidateId} order by a.created_at`.execute(tx);
    return rows.rows.map(r => {
        const questions = new Map(r.screening_questions.map(q => [q.id, q.question]));
        return {
            application_id: r.id,
            job: { id: r.job_id, title: r.title },
            stage: publicStageName({ name: r.stage_name, public_name: r.public_name }),
            applied_at: r.created_at.toISOString(),
            source: r.source,
            // History keeps names only (stages may be renamed or gone): "Rejected" still reads "Not selected".
            stages: r.stages.map(h => ({ stage: publicStageName({ name: h.stage }), at: new Date(h.at).toISOString() })),
            screening_answers: r.screening_answers.map(a => ({ question: questions.get(a.question_id) ?? a.question_id, answer: answerText(a.answer) })),
        };
    });
}

/**
 * The files held for the candidate: the CVs on their record and applications (a replaced CV no
 * application uses is deleted when replaced, server/lib/candidateCv.ts), both read through indexes.
 */
async function candidateFileIds(tx: Tx, candidateId: string): Promise<string[]> {
    const rows = await sql<{ id: string }>`select resume_file_id as id from candidates where id = ${candidateId} and resume_file_id is not null
        union select resume_file_id from applications where candidate_id = ${candidateId} and resume_file_id is not null`.execute(tx);
    return rows.rows.map(r => r.id);
}

export async function exportCandidate(tx: Tx, workspace: Workspace, user: AuthUser, candidateId: string): Promise<CandidateExport> {
    const account = await sql<{ id: string; email: string; created_at: Date }>`select id, email, created_at from users where id = ${user.id}`.execute(tx);
    const consents = await sql<{ notice_version: number; notice_text: string; accepted_at: Date; application_id: string | null }>`
        select notice_version, notice_text, accepted_at, application_id from candidate_consents where candidate_id = ${candidateId} order by accepted_at`.execute(tx);
    const fileIds = await candidateFileIds(tx, candidateId);
    const files = fileIds.length
        ? (await sql<{ id: string; original_name: string; kind: string; size_bytes: number; created_at: Date }>`
              select id, original_name, kind, size_bytes, created_at from stored_files where id in (${sql.join(fileIds)}) order by created_at`.execute(tx)).rows
        : [];
    return {
        exported_at: new Date().toISOString(),
        account: { id: account.rows[0].id, email: account.rows[0].email, created_at: account.rows[0].created_at.toISOString() },
        profile: await readProfile(tx, user.id, candidateId),
        applications: await exportApplications(tx, candidateId),
        consents: consents.rows.map(c => ({ ...c, accepted_at: c.accepted_at.toISOString() })),
        offers: await candidateOffers(tx, workspace, user),
        files: files.map(f => ({ file_id: f.id, name: f.original_name, kind: f.kind, size_bytes: f.size_bytes, uploaded_at: f.created_at.toISOString() })),
    };
}

/** Stored files to delete from storage once the erasure commits. */
export interface ErasedFile {
    stored_name: string;
    area: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Mail about the candidate to other people (interview invitations, notices
 * to recruiters) stays in the outbox's record: their name and address are
 * replaced in it, and calendar attachments, which repeat them, go. Only
 * rows naming them in full or by address are touched.
 */
async function redactMailNaming(tx: Tx, names: Array<string | null | undefined>, email: string): Promise<void> {
    const parts = names.map(name => name?.trim()).filter((name): name is string => Boolean(name));
    const fullName = parts.join(' ');
    if (!fullName) return;
    const pattern = [email, fullName, ...parts].map(escapeRegExp).join('|');
    await sql`update email_outbox set subject = regexp_replace(subject, ${pattern}, ${ERASED_NAME}, 'gi'),
            body_text = regexp_replace(body_text, ${pattern}, ${ERASED_NAME}, 'gi'), attachments = '[]'::jsonb
        where subject ilike ${likeContaining(fullName)} or body_text ilike ${likeContaining(fullName)} or body_text ilike ${likeContaining(email)}`.execute(tx);
}

/** What people wrote or asked about the candidate's interviews; the results, times and rounds stay for the reports. */
async function eraseInterviewWords(tx: Tx, applicationIds: RawBuilder<unknown>): Promise<void> {
    const interviews = sql`select id from interviews where application_id in (${applicationIds})`;
    await sql`update interviews set note = case when note is null then null else ${ERASED} end where application_id in (${applicationIds})`.execute(tx);
    await sql`update interview_interviewers set overall_note = case when overall_note is null then null else ${ERASED} end where interview_id in (${interviews})`.execute(tx);
    await sql`update interview_feedback_answers set note = case when note is null then null else ${ERASED} end where interview_id in (${interviews})`.execute(tx);
    await sql`update interview_time_changes set reason = case when reason is null then null else ${ERASED} end where interview_id in (${interviews})`.execute(tx);
}

/**
 * Erases the candidate in the caller's transaction and answers the files to
 * delete from storage after it commits (a rolled-back erasure keeps them).
 */
export async function eraseCandidate(tx: Tx, workspace: Workspace, user: AuthUser, candidateId: string): Promise<{ answer: ErasureAnswer; files: ErasedFile[] }> {
    const placeholderEmail = `erased-${candidateId}@erased.invalid`;
    const email = user.email.toLowerCase();
    const fileIds = await candidateFileIds(tx, candidateId);
    const applicationIds = (await sql<{ id: string }>`select id from applications where candidate_id = ${candidateId}`.execute(tx)).rows.map(r => r.id);
    const person = (await sql<{ first_name: string; last_name: string | null }>`select first_name, last_name from candidates where id = ${candidateId}`.execute(tx)).rows[0];
    await redactMailNaming(tx, [person?.first_name, person?.last_name], email);

    await sql`update candidates set first_name = ${ERASED_NAME}, last_name = null, email = ${placeholderEmail}, phone = null, current_title = null,
            skills = '[]'::jsonb, education = '[]'::jsonb, city = null, resume_file_id = null, user_id = null,
            profile_verification = null, profile_verified_at = null, erased_at = now(), updated_at = now(), version = version + 1
        where id = ${candidateId}`.execute(tx);
    if (applicationIds.length) {
        const ids = sql.join(applicationIds);
        // Yes/no and number answers say nothing about who answered; text answers are the person's words.
        await sql`update applications set resume_file_id = null, updated_at = now(), version = version + 1,
                screening_answers = coalesce((select jsonb_agg(case when jsonb_typeof(e->'answer') = 'string'
                    then jsonb_set(e, '{answer}', to_jsonb(${ERASED}::text)) else e end) from jsonb_array_elements(screening_answers) e), '[]'::jsonb)
            where id in (${ids})`.execute(tx);
        await sql`update application_events set actor_name = case when actor_id = ${user.id} then ${ERASED_NAME} else actor_name end, data = data - 'text'
            where application_id in (${ids})`.execute(tx);
        await sql`update application_stage_history set moved_by_name = ${ERASED_NAME} where application_id in (${ids}) and moved_by = ${user.id}`.execute(tx);
        await sql`update application_notes set text = ${ERASED} where application_id in (${ids})`.execute(tx);
        await eraseInterviewWords(tx, ids);
    }
    // Offers keep their figures for the offer report; the name, the template's field values and the sent PDF and letter (they print the name) go.
    const offerPdfs = await sql<{ id: string }>`select pdf_file_id as id from offer_letters where candidate_id = ${candidateId} and pdf_file_id is not null`.execute(tx);
    fileIds.push(...offerPdfs.rows.map(r => r.id));
    await sql`update offer_letters set candidate_name = ${ERASED_NAME}, candidate_email = ${placeholderEmail}, field_values = '{}'::jsonb, pdf_file_id = null, letter_html = null, updated_at = now()
        where candidate_id = ${candidateId} or lower(candidate_email::text) = ${email}`.execute(tx);
    await sql`update offer_responses set reason = case when reason is null then null else ${ERASED} end where candidate_id = ${candidateId}`.execute(tx);
    const files = fileIds.length
        ? (await sql<ErasedFile>`delete from stored_files where id in (${sql.join(fileIds)}) returning stored_name, area`.execute(tx)).rows
        : [];
    // Mail to them (codes, resets, answers) and their sign-in traces go too; the account last (its sessions with it).
    await sql`delete from email_outbox where lower(to_address) = ${email}`.execute(tx);
    // WhatsApp messages to them hold their number and their name in the text (migration 018).
    await sql`delete from whatsapp_outbox where candidate_id = ${candidateId}`.execute(tx);
    await sql`delete from otp_challenges where email = ${email}`.execute(tx);
    await sql`delete from sign_in_failures where email = ${email}`.execute(tx);
    await sql`delete from users where id = ${user.id}`.execute(tx);
    const recorded = await sql<{ erased_at: Date }>`insert into candidate_erasures (workspace_id, candidate_id, user_id, erased_by, applications_kept, files_deleted)
        values (${workspace.id}, ${candidateId}, ${user.id}, ${user.id}, ${applicationIds.length}, ${files.length}) returning erased_at`.execute(tx);
    return { answer: { erased_at: recorded.rows[0].erased_at.toISOString(), applications_kept: applicationIds.length, files_deleted: files.length }, files };
}
