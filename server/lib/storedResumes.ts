/**
 * Resumes and CVs as stored files: one area for all of them (a recruiter's
 * upload, a candidate's, a vendor's or an employee's), one safe display name,
 * and one way to keep an uploaded file: checked by content (PDF or DOCX),
 * saved, and recorded in stored_files, the saved bytes removed again when the
 * row cannot be written.
 */
import { sql } from 'kysely';
import type { Tx } from '../db/scope.js';
import { FileStore, resumeKinds } from './files.js';
import type { ServerLocale } from './locale.js';
import { resumeKind } from './resume.js';

export const RESUME_AREA = 'resumes';

/** A name safe to show and to put in a header: no path, no control characters, at most 200 characters. */
export function displayFileName(name: string): string {
    const base = name.split(/[\\/]/).pop() ?? 'file';
    return base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200) || 'file';
}

export interface StoredResume {
    fileId: string;
    kind: string;
    /** The name in storage, for a caller that must remove it when its own later writes fail. */
    storedName: string;
}

/** `label` names the file in the refusal of a wrong type ("resume", "CV"); a damaged DOCX is refused in `locale`. */
export async function storeResume(
    tx: Tx,
    store: FileStore,
    workspaceId: string,
    userId: string,
    bytes: Buffer,
    fileName: string,
    label: string,
    locale: ServerLocale,
): Promise<StoredResume> {
    const kind = resumeKind(bytes, locale);
    const storedName = await store.save(workspaceId, RESUME_AREA, bytes, resumeKinds.filter(k => k.ext === kind), label, locale);
    try {
        const row = await sql<{ id: string }>`insert into stored_files (workspace_id, area, kind, original_name, stored_name, size_bytes, uploaded_by)
            values (${workspaceId}, ${RESUME_AREA}, ${kind}, ${fileName}, ${storedName}, ${bytes.length}, ${userId}) returning id`.execute(tx);
        return { fileId: row.rows[0].id, kind, storedName };
    } catch (error) {
        await store.remove(workspaceId, RESUME_AREA, storedName);
        throw error;
    }
}
