/**
 * The workspace's privacy notice and candidates' consent to it
 * (docs/api-candidates.md, "Consent"). The notice lives on the workspace
 * (privacy_notice_text and privacy_notice_version, migration 010); until a
 * workspace writes its own, the built-in text below is version 1. A consent
 * keeps the version and the very text accepted, with its time.
 */
import { sql } from 'kysely';
import { candidatePortalMessages as msg, type ConsentBody, type PrivacyNotice } from '../../config/contracts/candidatePortal.js';
import type { ApplicationConsent } from '../../config/contracts/applications.js';
import type { Tx } from '../db/scope.js';
import type { Workspace } from '../db/schema.js';
import type { FieldErrors } from './http.js';
import { brandOf } from './careerCompany.js';

/** The notice a workspace without its own shows, in its name. */
export function builtInNotice(company: string): string {
    return [
        `${company} keeps the details you give when you apply (your name, contact details, CV, experience, skills and answers) to consider you for this and similar roles.`,
        'Only the hiring team of this workspace can see them. They are kept while you have an account or an open application.',
        'You can download everything held about you, or ask for your account and personal data to be erased, from your profile at any time.',
    ].join('\n\n');
}

export async function currentNotice(tx: Tx, workspace: Workspace): Promise<PrivacyNotice> {
    const found = await sql<{ privacy_notice_text: string | null; privacy_notice_version: number; privacy_notice_updated_at: Date }>`
        select privacy_notice_text, privacy_notice_version, privacy_notice_updated_at from workspaces where id = ${workspace.id}`.execute(tx);
    const row = found.rows[0];
    return {
        version: row.privacy_notice_version,
        text: row.privacy_notice_text ?? builtInNotice(brandOf(workspace)),
        updated_at: row.privacy_notice_updated_at.toISOString(),
    };
}

/** Whether the candidate accepted this version already (a later application needs no new consent). */
export async function hasConsented(tx: Tx, candidateId: string, version: number): Promise<boolean> {
    const found = await sql`select 1 from candidate_consents where candidate_id = ${candidateId} and notice_version = ${version} limit 1`.execute(tx);
    return found.rows.length > 0;
}

/**
 * An application's consent, checked before anything is written: refused when
 * given for another version than the current one, required unless the
 * current version was accepted before. Answers the field error, or null.
 */
export async function consentError(tx: Tx, notice: PrivacyNotice, candidateId: string, consent: ConsentBody | undefined): Promise<FieldErrors | null> {
    if (consent && consent.version !== notice.version) return { 'consent.version': msg.consentOutdated };
    if (!consent && !(await hasConsented(tx, candidateId, notice.version))) return { consent: msg.consentRequired };
    return null;
}

/**
 * The consent that covers an application, for the recruiter: the one given
 * with it, else the candidate's latest given before it (a candidate who
 * accepted a version once is not asked again). Null when the candidate never
 * consented (a recruiter added the application).
 */
export async function applicationConsent(tx: Tx, applicationId: string): Promise<ApplicationConsent | null> {
    const found = await sql<{ notice_version: number; notice_text: string; accepted_at: Date }>`select c.notice_version, c.notice_text, c.accepted_at
        from applications a join candidate_consents c on c.candidate_id = a.candidate_id
        where a.id = ${applicationId} and (c.application_id = a.id or c.accepted_at <= a.created_at)
        order by (c.application_id = a.id) desc nulls last, c.accepted_at desc limit 1`.execute(tx);
    const row = found.rows[0];
    return row ? { notice_version: row.notice_version, notice_text: row.notice_text, accepted_at: new Date(row.accepted_at).toISOString() } : null;
}

/** Records an acceptance of `notice` with the application it came with. */
export async function recordConsent(tx: Tx, workspaceId: string, notice: PrivacyNotice, candidateId: string, applicationId: string): Promise<void> {
    await sql`insert into candidate_consents (workspace_id, candidate_id, application_id, notice_version, notice_text)
        values (${workspaceId}, ${candidateId}, ${applicationId}, ${notice.version}, ${notice.text})`.execute(tx);
}

/** Replaces the notice (null: the built-in one) and moves its version; answers null when `version` is not the current one. */
export async function replaceNotice(tx: Tx, workspace: Workspace, text: string | null, version: number): Promise<PrivacyNotice | null> {
    const updated = await sql`update workspaces set privacy_notice_text = ${text?.trim() ?? null}, privacy_notice_version = privacy_notice_version + 1,
            privacy_notice_updated_at = now()
        where id = ${workspace.id} and privacy_notice_version = ${version} returning id`.execute(tx);
    return updated.rows.length ? currentNotice(tx, workspace) : null;
}
