/**
 * The interviewer's own profile (their account, and their interviewer record
 * when they have one: a teammate who also interviews has none), and the
 * candidate part of the interviewer's candidate page.
 */
import { sql } from 'kysely';
import type { Tx } from '../db/scope.js';
import type { EditInterviewerBody, InterviewerProfile } from '../../config/contracts/interviews.js';
import { getApplication, getStage } from './applications.js';
import { HttpProblem, messages, notFound, type FieldErrors } from './http.js';
import { jobExists, presentScreeningAnswers } from './jobs.js';
import type { ScreeningAnswer } from '../../config/contracts/screening.js';
import { calibration } from './interviewStats.js';

/** The config-driven interviewer records (config/resources/interviewers.json); absent when a workspace's resources leave them out. */
const RECORD_TABLE = 'interviewers';

async function recordTableExists(tx: Tx): Promise<boolean> {
    return (await sql<{ t: string | null }>`select to_regclass(${RECORD_TABLE})::text as t`.execute(tx)).rows[0].t !== null;
}

interface RecordRow {
    id: string;
    designation: string | null;
    expertise: string[] | null;
    experience_years: number | null;
}

async function recordOf(tx: Tx, userId: string): Promise<RecordRow | null> {
    if (!(await recordTableExists(tx))) return null;
    return (await sql<RecordRow>`select id, designation, expertise, experience_years from ${sql.table(RECORD_TABLE)} where user_id = ${userId} limit 1`.execute(tx)).rows[0] ?? null;
}

export async function interviewerProfile(tx: Tx, userId: string): Promise<InterviewerProfile> {
    const user = (await sql<{ id: string; first_name: string; last_name: string | null; email: string; phone: string | null; profile_image: string | null; role_name: string; secondary_role: string | null; version: number }>`
        select id, first_name, last_name, email, phone, profile_image, role_name, secondary_role, version from users where id = ${userId}`.execute(tx)).rows[0];
    if (!user) throw notFound();
    const record = await recordOf(tx, userId);
    const [figures] = (await calibration(tx, { userId })).data;
    return {
        ...user,
        designation: record?.designation ?? null,
        expertise: record?.expertise ?? [],
        experience_years: record?.experience_years ?? null,
        calibration: figures,
    };
}

const RECORD_FIELDS = ['designation', 'expertise', 'experience_years'] as const;

/** Only the fields sent change; the account's version guards the write (409 when stale). */
export async function editInterviewer(tx: Tx, userId: string, body: EditInterviewerBody): Promise<void> {
    const record = await recordOf(tx, userId);
    const errors: FieldErrors = {};
    if (!record) for (const field of RECORD_FIELDS) if (body[field] !== undefined) errors[field] = 'Only interviewer records have this field.';
    if (Object.keys(errors).length) throw new HttpProblem(400, messages.invalidInput, errors);
    const account = (['first_name', 'last_name', 'phone', 'profile_image'] as const).filter(f => body[f] !== undefined);
    const set = account.map(f => sql`${sql.ref(f)} = ${typeof body[f] === 'string' ? (body[f] as string).trim() : body[f]}`);
    const updated = await sql`update users set ${sql.join([...set, sql`version = version + 1`, sql`updated_at = now()`])}
        where id = ${userId} and version = ${body.version} returning id`.execute(tx);
    if (!updated.rows.length) throw new HttpProblem(409, messages.stale);
    if (!record) return;
    // The record repeats the account's name and phone: kept in step.
    const recordSet = [
        ...(['first_name', 'last_name', 'phone'] as const).filter(f => body[f] !== undefined).map(f => sql`${sql.ref(f)} = ${body[f]}`),
        ...(body.designation !== undefined ? [sql`designation = ${body.designation}`] : []),
        ...(body.expertise !== undefined ? [sql`expertise = ${JSON.stringify(body.expertise)}::jsonb`] : []),
        ...(body.experience_years !== undefined ? [sql`experience_years = ${body.experience_years}`] : []),
    ];
    if (recordSet.length) await sql`update ${sql.table(RECORD_TABLE)} set ${sql.join([...recordSet, sql`version = version + 1`, sql`updated_at = now()`])} where id = ${record.id}`.execute(tx);
}

/** An uploaded profile image (stored by name in the public image area): the account's profile_image becomes that name. */
export async function setProfileImage(tx: Tx, userId: string, storedName: string): Promise<void> {
    const updated = await sql`update users set profile_image = ${storedName}, version = version + 1, updated_at = now() where id = ${userId} returning id`.execute(tx);
    if (!updated.rows.length) throw notFound();
}

/** The candidate, their application, resume and screening answers, as the interviewer's candidate page shows them. */
export async function applicantView(tx: Tx, applicationId: string) {
    const application = await getApplication(tx, applicationId);
    const job = await jobExists(tx, application.job_id);
    const stage = await getStage(tx, application.stage_id);
    const stored = await sql<{ screening_answers: ScreeningAnswer[] }>`select screening_answers from applications where id = ${applicationId}`.execute(tx);
    const fileId = application.resume_file_id ?? application.candidate.resume_file_id;
    const file = fileId ? (await sql<{ id: string; original_name: string }>`select id, original_name from stored_files where id = ${fileId}`.execute(tx)).rows[0] : undefined;
    const c = application.candidate;
    return {
        job: { id: job.id, title: job.title },
        userApplication: {
            id: application.id,
            stage: stage.name,
            source: application.source,
            created_at: application.created_at,
            candidate: {
                id: c.id,
                first_name: c.first_name,
                last_name: c.last_name,
                email: c.email,
                phone: c.phone,
                current_title: c.current_title,
                experience_years: c.experience_years,
                skills: c.skills,
                education: c.education,
                city: c.city,
            },
            resume: file ? { file_id: file.id, name: file.original_name, url: `/api/interviewer/resume/${application.id}` } : null,
        },
        JobScreeningQuestion: presentScreeningAnswers(job.screening_questions, stored.rows[0]?.screening_answers ?? []),
        candidateId: c.id,
        resumeFileId: file?.id ?? null,
    };
}
