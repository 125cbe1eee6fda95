/**
 * A CV an employee uploads for their own application or for a person they
 * refer (employee/upload-cv): checked by content (PDF or DOCX), stored with
 * every other resume, owned by the uploading account until an application
 * names it (checkOwnResume lets only that account name it).
 */
import { sql } from 'kysely';
import type { Tx } from '../db/scope.js';
import { CV_AREA } from './candidateCv.js';
import { FileStore, resumeKinds } from './files.js';
import { resumeKind } from './resume.js';

/** Stores the file and answers its id; the stored bytes are removed again when the row cannot be written. */
export async function storeUploadedCv(tx: Tx, store: FileStore, workspaceId: string, userId: string, bytes: Buffer, fileName: string): Promise<string> {
    const kind = resumeKind(bytes);
    const stored = await store.save(workspaceId, CV_AREA, bytes, resumeKinds.filter(k => k.ext === kind), 'CV');
    try {
        const row = await sql<{ id: string }>`insert into stored_files (workspace_id, area, kind, original_name, stored_name, size_bytes, uploaded_by)
            values (${workspaceId}, ${CV_AREA}, ${kind}, ${fileName}, ${stored}, ${bytes.length}, ${userId}) returning id`.execute(tx);
        return row.rows[0].id;
    } catch (error) {
        await store.remove(workspaceId, CV_AREA, stored);
        throw error;
    }
}
