/**
 * A candidate's account and the workspace's record of the person
 * (docs/api-candidates.md, "Accounts and matching"): the account (users, role
 * CANDIDATE) links to one candidates row, the existing one when the email or
 * the phone is already known in the workspace, else a new one. The profile
 * the candidate reads and edits is that row.
 */
import { sql, type RawBuilder } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { candidatePortalMessages as msg, verifyProfilePath, type CandidateProfile, type UpdateProfileBody } from '../../config/contracts/candidatePortal.js';
import type { Tx } from '../db/scope.js';
import type { Workspace } from '../db/schema.js';
import type { AuthUser } from './access.js';
import { digitsOf } from './applications.js';
import { emailTerm, SEARCH_TERM_MAX, termsThenCandidates } from './candidates.js';
import { HttpProblem, messages, notFound, type FieldErrors } from './http.js';
import { mailText, recipientLocale } from './locale.js';
import { queueMail } from './mailer.js';
import { brandOf } from './careerCompany.js';

const jsonb = (value: unknown) => sql`${JSON.stringify(value ?? [])}::jsonb`;

/** The person as the account knows them, for matching and for a new record. */
export interface Person {
    email: string;
    first_name: string;
    last_name?: string | null;
    phone?: string | null;
    experience_years?: number | null;
    skills?: string[];
    city?: string | null;
    current_title?: string | null;
    education?: string[];
}

/**
 * The oldest unlinked, unerased candidate whose search term (migration 007's
 * candidate_search_terms: '@' + the lower-cased address, the phone's digits and
 * their last ten; emailTerm says why) is `term`, and who also meets `check`.
 */
async function candidateByTerm(tx: Tx, term: string, check: RawBuilder<unknown>): Promise<string | null> {
    const found = await sql<{ id: string }>`select c.id from ${termsThenCandidates([term])}
        where c.user_id is null and c.erased_at is null and ${check}
        order by c.created_at limit 1`.execute(tx);
    return found.rows[0]?.id ?? null;
}

/**
 * An unlinked candidate of the workspace with the email, else with the phone
 * (digits; the last ten when both have ten or more), as add-user-application
 * matches (server/lib/applicants.ts).
 */
export async function matchCandidate(tx: Tx, email: string, phone: string | null | undefined): Promise<string | null> {
    const address = email.toLowerCase();
    const term = emailTerm(address);
    const byEmail =
        term !== null
            ? await candidateByTerm(tx, term, sql`lower(c.email) = ${address}`)
            : ((await sql<{ id: string }>`select id from candidates where lower(email) = ${address} and user_id is null and erased_at is null`.execute(tx)).rows[0]?.id ?? null);
    if (byEmail) return byEmail;
    const digits = digitsOf(phone);
    if (digits.length < 6 || digits.length > SEARCH_TERM_MAX) return null;
    return digits.length >= 10
        ? candidateByTerm(tx, digits.slice(-10), sql`length(c.phone_digits) >= 10 and right(c.phone_digits, 10) = ${digits.slice(-10)}`)
        : candidateByTerm(tx, digits, sql`c.phone_digits = ${digits}`);
}

/** Links an existing record to the account, filling only its blanks (the recruiter's details stay). */
async function linkCandidate(tx: Tx, candidateId: string, userId: string, person: Person): Promise<void> {
    await sql`update candidates set user_id = ${userId},
            phone = coalesce(phone, ${person.phone ?? null}),
            experience_years = coalesce(experience_years, ${person.experience_years ?? null}),
            city = coalesce(city, ${person.city ?? null}),
            current_title = coalesce(current_title, ${person.current_title ?? null}),
            skills = case when skills = '[]'::jsonb then ${jsonb(person.skills)} else skills end,
            updated_at = now(), version = version + 1
        where id = ${candidateId}`.execute(tx);
}

/** The candidate record of an account: the linked one, else a matched one now linked, else a new one. */
export async function ensureCandidate(tx: Tx, workspaceId: string, userId: string, person: Person): Promise<string> {
    const linked = await sql<{ id: string }>`select id from candidates where user_id = ${userId}`.execute(tx);
    if (linked.rows[0]) return linked.rows[0].id;
    const matched = await matchCandidate(tx, person.email, person.phone);
    if (matched) {
        await linkCandidate(tx, matched, userId, person);
        return matched;
    }
    const created = await sql<{ id: string }>`insert into candidates
            (workspace_id, user_id, first_name, last_name, email, phone, experience_years, skills, education, city, current_title, source, created_by)
        values (${workspaceId}, ${userId}, ${person.first_name}, ${person.last_name ?? null}, ${person.email}, ${person.phone ?? null},
            ${person.experience_years ?? null}, ${jsonb(person.skills)}, ${jsonb(person.education)}, ${person.city ?? null},
            ${person.current_title ?? null}, 'Career page', ${userId})
        returning id`.execute(tx);
    return created.rows[0].id;
}

/** The signed-in candidate's record (made or linked on first use: an account made before this feature has none). */
export async function candidateOf(tx: Tx, workspaceId: string, user: AuthUser): Promise<string> {
    const account = await sql<{ phone: string | null }>`select phone from users where id = ${user.id}`.execute(tx);
    return ensureCandidate(tx, workspaceId, user.id, { email: user.email, first_name: user.first_name, last_name: user.last_name, phone: account.rows[0]?.phone });
}

interface ProfileRow {
    candidate_id: string;
    email: string;
    first_name: string;
    last_name: string | null;
    phone: string | null;
    experience_years: string | number | null;
    skills: string[];
    city: string | null;
    current_title: string | null;
    education: string[];
    resume_file_id: string | null;
    resume_name: string | null;
    resume_uploaded_at: Date | null;
    profile_verification: 'CONFIRMED' | 'DISPUTED' | null;
    profile_verified_at: Date | null;
    version: number;
}

/** The profile of the signed-in candidate (get-user-profile, export). */
export async function readProfile(tx: Tx, userId: string, candidateId: string): Promise<CandidateProfile> {
    const found = await sql<ProfileRow>`select c.id as candidate_id, u.email, c.first_name, c.last_name, c.phone, c.experience_years, c.skills,
            c.city, c.current_title, c.education, c.resume_file_id, f.original_name as resume_name, f.created_at as resume_uploaded_at,
            c.profile_verification, c.profile_verified_at, c.version
        from candidates c join users u on u.id = ${userId}
        left join stored_files f on f.id = c.resume_file_id
        where c.id = ${candidateId}`.execute(tx);
    const row = found.rows[0];
    if (!row) throw notFound();
    return {
        id: userId,
        candidate_id: row.candidate_id,
        email: row.email,
        first_name: row.first_name,
        last_name: row.last_name,
        phone: row.phone,
        experience_years: row.experience_years === null ? null : Number(row.experience_years),
        skills: row.skills,
        city: row.city,
        current_title: row.current_title,
        education: row.education,
        resume: row.resume_file_id && row.resume_name && row.resume_uploaded_at ? { file_id: row.resume_file_id, name: row.resume_name, uploaded_at: row.resume_uploaded_at.toISOString() } : null,
        profile_verification: row.profile_verification,
        profile_verified_at: row.profile_verified_at?.toISOString() ?? null,
        version: row.version,
    };
}

/** A CV the candidate may attach: a resume this account uploaded. */
export async function checkOwnResume(tx: Tx, userId: string, fileId: string, field: string, errors: FieldErrors): Promise<void> {
    const found = await sql`select 1 from stored_files where id = ${fileId} and area = 'resumes' and uploaded_by = ${userId}`.execute(tx);
    if (!found.rows.length) errors[field] = 'CV not found: upload it first.';
}

const PROFILE_COLUMNS = ['first_name', 'last_name', 'phone', 'experience_years', 'skills', 'city', 'current_title', 'education', 'resume_file_id'] as const;
const JSON_COLUMNS = new Set(['skills', 'education']);

/** update-profile: only the fields sent change; the account's name and phone follow the record's. */
export async function updateProfile(tx: Tx, userId: string, candidateId: string, body: UpdateProfileBody): Promise<void> {
    const errors: FieldErrors = {};
    if (body.resume_file_id) await checkOwnResume(tx, userId, body.resume_file_id, 'resume_file_id', errors);
    if (Object.keys(errors).length) throw new HttpProblem(400, messages.invalidInput, errors);
    const sets = PROFILE_COLUMNS.filter(column => body[column] !== undefined).map(column =>
        JSON_COLUMNS.has(column) ? sql`${sql.id(column)} = ${jsonb(body[column])}` : sql`${sql.id(column)} = ${body[column] ?? null}`,
    );
    const updated = await sql`update candidates set ${sql.join([...sets, sql`updated_at = now()`, sql`version = version + 1`])}
        where id = ${candidateId} and version = ${body.version} returning id`.execute(tx);
    if (!updated.rows.length) throw new HttpProblem(409, messages.stale);
    const accountSets = (['first_name', 'last_name', 'phone'] as const).filter(column => body[column] !== undefined).map(column => sql`${sql.id(column)} = ${body[column] ?? null}`);
    if (accountSets.length) {
        await sql`update users set ${sql.join([...accountSets, sql`updated_at = now()`, sql`version = version + 1`])} where id = ${userId}`.execute(tx);
    }
}

/** verify-profile: the candidate confirms (or disputes) the details held about them. */
export async function verifyProfile(tx: Tx, candidateId: string, requestedId: string, status: 'CONFIRMED' | 'DISPUTED') {
    // The id of the link is the candidate record's (or the account's); anyone else's is a 404 like an unknown one.
    const updated = await sql<{ profile_verification: 'CONFIRMED' | 'DISPUTED'; profile_verified_at: Date }>`update candidates
        set profile_verification = ${status}, profile_verified_at = now(), updated_at = now(), version = version + 1
        where id = ${candidateId} and (id = ${requestedId} or user_id = ${requestedId})
        returning profile_verification, profile_verified_at`.execute(tx);
    if (!updated.rows[0]) throw notFound();
    return { data: updated.rows[0], message: status === 'CONFIRMED' ? msg.profileVerified : msg.profileDisputed };
}

/**
 * Mails the candidate of an application the link to confirm their details
 * (verify-profile): the candidate area's page, on the host the recruiter used.
 * An erased candidate has no address to mail: a 404 like an unknown application.
 */
export async function mailVerificationLink(tx: Tx, workspace: Workspace, applicationId: string, origin: string, log: FastifyBaseLogger): Promise<{ sent_to: string; link: string }> {
    const found = await sql<{ candidate_id: string; email: string; first_name: string; title: string }>`select c.id as candidate_id, c.email, c.first_name, j.title
        from applications a join candidates c on c.id = a.candidate_id join jobs j on j.id = a.job_id
        where a.id = ${applicationId} and c.erased_at is null`.execute(tx);
    const row = found.rows[0];
    if (!row) throw notFound();
    const link = `${origin}${verifyProfilePath(row.candidate_id)}`;
    const brand = brandOf(workspace);
    const locale = await recipientLocale(tx, row.email);
    const values = { name: row.first_name, job: row.title, brand, link };
    await queueMail(
        tx,
        workspace.id,
        {
            to: row.email,
            subject: mailText(locale, 'verify_subject', values, `Please confirm your details for ${row.title}`),
            text: mailText(
                locale,
                'verify_text',
                values,
                `Hello ${row.first_name},\n\n${brand} holds your details for your application to ${row.title}. Please sign in and confirm they are right, or tell us they are not:\n${link}\n`,
            ),
        },
        log,
    );
    return { sent_to: row.email, link };
}
