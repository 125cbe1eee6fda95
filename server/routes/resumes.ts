/**
 * Resumes (docs/api-jobs.md): parse one or up to 20 files for review before
 * saving, and download a stored resume, only as an attachment and only to
 * users who may read applications. Files are checked by content and stored
 * under generated names outside anything served (server/lib/files.ts).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Tx } from '../db/scope.js';
import { readUploadedFile, readUploadedFiles, resumeKinds, tooLarge, uploadedFileName } from '../lib/files.js';
import { HttpProblem, messages, ok, schemas } from '../lib/http.js';
import { jobAccess } from '../lib/jobAccess.js';
import { composedText, localeOf, localizedMessage, type ServerLocale } from '../lib/locale.js';
import { parsedResumeSchema, type ParsedResume } from '../../config/contracts/resumes.js';
import { parseResumeText, RESUME_BULK_MAX_FILES, RESUME_MAX_BYTES, resumeKind, resumeText } from '../lib/resume.js';
import type { AuthUser } from '../lib/access.js';
import { displayFileName, RESUME_AREA, storeResume } from '../lib/storedResumes.js';
import { route } from '../plugins/auth.js';

const tags = ['resumes'];
const parsedAnswer = { type: 'object', properties: { file_id: { type: 'string' }, file_name: { type: 'string' }, parsed: parsedResumeSchema } } as const;

export async function resumeRoutes(app: FastifyInstance): Promise<void> {
    const files = app.deps.files;

    /** Checks, reads and stores one resume: its stored_files id and the parsed fields; a refusal in `locale`. */
    const accept = async (tx: Tx, workspaceId: string, user: AuthUser, bytes: Buffer, fileName: string, locale: ServerLocale): Promise<{ file_id: string; parsed: ParsedResume }> => {
        const parsed = parseResumeText(await resumeText(bytes, resumeKind(bytes, locale), locale));
        const { fileId } = await storeResume(tx, files, workspaceId, user.id, bytes, displayFileName(fileName), 'resume', locale);
        return { file_id: fileId, parsed };
    };

    route(app, {
        method: 'POST',
        url: '/api/parse-resume',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: 'Read a resume (PDF or DOCX by content, at most 5 MB) into candidate fields for review; the file is kept for the application',
            consumes: ['multipart/form-data'],
            body: { type: 'object', additionalProperties: false, properties: { file: { description: 'PDF or DOCX' } } },
            response: { 200: schemas.envelope(parsedAnswer) },
        },
        async handler({ tx, user, workspace, request }) {
            const bytes = await readUploadedFile(request, RESUME_MAX_BYTES);
            const fileName = displayFileName(uploadedFileName(request));
            const { file_id, parsed } = await accept(tx, workspace.id, user, bytes, fileName, localeOf(request));
            return ok({ file_id, file_name: fileName, parsed }, 'Resume parsed: review the details before saving.');
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/parse-resume/bulk',
        access: jobAccess('write'),
        // Several files here; each over the limit is cut and reported, not the whole request refused.
        multipart: { limits: { files: RESUME_BULK_MAX_FILES, parts: RESUME_BULK_MAX_FILES + 5, fileSize: RESUME_MAX_BYTES + 1 }, throwFileSizeLimit: false },
        schema: {
            tags,
            summary: `Read up to ${RESUME_BULK_MAX_FILES} resumes (field file, repeated): one result per file, with an error for those refused`,
            consumes: ['multipart/form-data'],
            body: { type: 'object', additionalProperties: false, properties: { file: { description: 'PDF or DOCX, repeated' }, files: { description: 'alias of file' } } },
            response: {
                200: schemas.envelope({
                    type: 'array',
                    items: { type: 'object', properties: { file_name: { type: 'string' }, file_id: { type: 'string' }, parsed: parsedResumeSchema, error: { type: 'string' } } },
                }),
            },
        },
        async handler({ tx, user, workspace, request }) {
            const body = request.body as { files?: unknown } | undefined;
            const uploads = await readUploadedFiles(request, body?.files ? 'files' : 'file');
            const results: { file_name: string; file_id?: string; parsed?: ParsedResume; error?: string }[] = [];
            // Each file's error is in the request's language, as a refusal of one file is: the locale hook sees only the envelope's message.
            const locale = localeOf(request);
            for (const upload of uploads) {
                const fileName = displayFileName(upload.filename);
                if (upload.truncated || upload.bytes.length > RESUME_MAX_BYTES) {
                    results.push({ file_name: fileName, error: tooLarge(RESUME_MAX_BYTES, locale) });
                    continue;
                }
                if (!upload.bytes.length) {
                    results.push({ file_name: fileName, error: localizedMessage('The file is empty.', locale) });
                    continue;
                }
                try {
                    results.push({ file_name: fileName, ...(await accept(tx, workspace.id, user, upload.bytes, fileName, locale)) });
                } catch (error) {
                    if (!(error instanceof HttpProblem) || error.statusCode >= 500) throw error;
                    // A fixed refusal looked up here; a composed one arrives in the language already.
                    results.push({ file_name: fileName, error: localizedMessage(error.message, locale) });
                }
            }
            const done = results.filter(r => r.file_id).length;
            const total = results.length;
            return ok(results, composedText(locale, 'resumes_parsed', { done, total }, `${done} of ${total} resume${total === 1 ? '' : 's'} parsed.`));
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/files/resume/:id',
        access: jobAccess('read'),
        schema: {
            tags,
            summary: 'A stored resume, as an attachment (never rendered inline)',
            params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } }, required: ['id'] },
            produces: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
            response: { 200: { type: 'string', format: 'binary', description: 'the file' } },
        },
        async handler({ tx, user, workspace, params, reply }) {
            const row = await sql<{ stored_name: string; original_name: string; kind: string }>`
                select stored_name, original_name, kind from stored_files where id = ${params.id} and area = ${RESUME_AREA}`.execute(tx);
            const meta = row.rows[0];
            const file = meta ? await files.read(workspace.id, RESUME_AREA, meta.stored_name, resumeKinds) : null;
            if (!meta || !file) throw new HttpProblem(404, messages.notFound);
            const ascii = meta.original_name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
            return reply
                .type(file.mime)
                .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(meta.original_name)}`)
                .header('x-content-type-options', 'nosniff')
                .header('cache-control', 'private, no-store')
                .header('content-security-policy', "default-src 'none'; sandbox")
                .send(file.bytes);
        },
    });
}
