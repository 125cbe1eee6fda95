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
import type { FileStore } from './files.js';
import type { ServerLocale } from './locale.js';
import { parseResumeText, resumeKind, resumeText } from './resume.js';
import { RESUME_AREA, storeResume } from './storedResumes.js';


export interface StoredCv {
    file_id: string;
    parsed: ParsedResume;
    /** The replaced file's stored name, to delete from storage once the request commits. */
    replaced: string | null;
}

/** Refused in `locale`, the uploading request's, when the file is no readable PDF or DOCX. */
export async function storeCv(tx: Tx, store: FileStore, workspaceId: string, user: AuthUser, candidateId: string, bytes: Buffer, fileName: string, locale: ServerLocale): Promise<StoredCv> {
    const parsed = parseResumeText(await resumeText(bytes, resumeKind(bytes, locale), locale));
    const { fileId, storedName } = await storeResume(tx, store, workspaceId, user.id, bytes, fileName, 'CV', locale);
    try {
        const previous = await sql<{ resume_file_id: string | null }>`select resume_file_id from candidates where id = ${candidateId}`.execute(tx);
        await sql`update candidates set resume_file_id = ${fileId}, updated_at = now(), version = version + 1 where id = ${candidateId}`.execute(tx);
        const replaced = await dropUnusedCv(tx, candidateId, previous.rows[0]?.resume_file_id ?? null, user.id);
        return { file_id: fileId, parsed, replaced };
    } catch (error) {
        await store.remove(workspaceId, RESUME_AREA, storedName);
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
