/**
 * The candidate's CV (candidate/upload-candidate-cv): checked by content,
 * read into fields for review, stored as the record's CV. The CV it replaces
 * is deleted unless one of the candidate's applications was sent with it, so
 * every file held about a candidate is on their record or an application
 * (export and erasure find them by those two, through indexes).
 */
import { sql } from 'kysely';
import type { ParsedResume } from '../../config/contracts/resumes.js';
import type { Tx } from '../db/scope.js';
import type { AuthUser } from './access.js';
import { FileStore, resumeKinds } from './files.js';
import { parseResumeText, resumeKind, resumeText } from './resume.js';

/** Stored CVs sit with every other resume (server/routes/resumes.ts serves them from the same area). */
export const CV_AREA = 'resumes';

/** A name safe to show: no path, no control characters, at most 200 characters (as resumes are named). */
export const cvDisplayName = (name: string) => (name.split(/[\\/]/).pop() ?? 'file').replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200) || 'file';

export interface StoredCv {
    file_id: string;
    parsed: ParsedResume;
    /** The replaced file's stored name, to delete from storage once the request commits. */
    replaced: string | null;
}

export async function storeCv(tx: Tx, store: FileStore, workspaceId: string, user: AuthUser, candidateId: string, bytes: Buffer, fileName: string): Promise<StoredCv> {
    const kind = resumeKind(bytes);
    const parsed = parseResumeText(await resumeText(bytes, kind));
    const stored = await store.save(workspaceId, CV_AREA, bytes, resumeKinds.filter(k => k.ext === kind), 'CV');
    try {
        const row = await sql<{ id: string }>`insert into stored_files (workspace_id, area, kind, original_name, stored_name, size_bytes, uploaded_by)
            values (${workspaceId}, ${CV_AREA}, ${kind}, ${fileName}, ${stored}, ${bytes.length}, ${user.id}) returning id`.execute(tx);
        const fileId = row.rows[0].id;
        const previous = await sql<{ resume_file_id: string | null }>`select resume_file_id from candidates where id = ${candidateId}`.execute(tx);
        await sql`update candidates set resume_file_id = ${fileId}, updated_at = now(), version = version + 1 where id = ${candidateId}`.execute(tx);
        const replaced = await dropUnusedCv(tx, candidateId, previous.rows[0]?.resume_file_id ?? null, user.id);
        return { file_id: fileId, parsed, replaced };
    } catch (error) {
        await store.remove(workspaceId, CV_AREA, stored);
        throw error;
    }
}

/** Deletes the candidate's own former CV when no application of theirs uses it; answers its stored name. */
async function dropUnusedCv(tx: Tx, candidateId: string, fileId: string | null, userId: string): Promise<string | null> {
    if (!fileId) return null;
    const used = await sql`select 1 from applications where candidate_id = ${candidateId} and resume_file_id = ${fileId} limit 1`.execute(tx);
    if (used.rows.length) return null;
    // Only a file this account uploaded: a CV a recruiter attached stays the recruiter's.
    const deleted = await sql<{ stored_name: string }>`delete from stored_files where id = ${fileId} and uploaded_by = ${userId} returning stored_name`.execute(tx);
    return deleted.rows[0]?.stored_name ?? null;
}
