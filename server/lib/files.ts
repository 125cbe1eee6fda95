/**
 * Uploaded files: checked by their content (never by name or declared type),
 * stored under generated names per workspace and area, outside anything the
 * server serves statically (a folder, or the database), and read back only
 * through API routes.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { HttpProblem } from './http.js';
import { composedText, composedWord, localeOf, type ServerLocale } from './locale.js';

export interface FileKind {
    ext: string;
    mime: string;
    matches(bytes: Buffer): boolean;
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);

export const imageKinds: FileKind[] = [
    { ext: 'png', mime: 'image/png', matches: b => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
    { ext: 'jpg', mime: 'image/jpeg', matches: b => startsWith(b, [0xff, 0xd8, 0xff]) },
    { ext: 'gif', mime: 'image/gif', matches: b => startsWith(b, [0x47, 0x49, 0x46, 0x38]) },
    { ext: 'webp', mime: 'image/webp', matches: b => startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b, [0x57, 0x45, 0x42, 0x50], 8) },
    { ext: 'ico', mime: 'image/x-icon', matches: b => startsWith(b, [0x00, 0x00, 0x01, 0x00]) },
];

/** A person's picture: ICO is the company's (a favicon), not what the portals' pickers and hints offer. */
export const profileImageKinds: FileKind[] = imageKinds.filter(kind => kind.ext !== 'ico');

/** Resumes: PDF by its header; DOCX is a ZIP here, its archive checked further by server/lib/resume.ts. */
export const resumeKinds: FileKind[] = [
    { ext: 'pdf', mime: 'application/pdf', matches: b => startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d]) },
    {
        ext: 'docx',
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        matches: b => startsWith(b, [0x50, 0x4b, 0x03, 0x04]),
    },
];

const STORED_NAME = /^[0-9a-f-]{36}\.[a-z]{2,5}$/;

export function kindOf(bytes: Buffer, kinds: FileKind[]): FileKind | undefined {
    return kinds.find(kind => kind.matches(bytes));
}

/** "The file is larger than 5 MB.", in `locale`. */
export function tooLarge(maxBytes: number, locale: ServerLocale): string {
    const mb = Math.round(maxBytes / 1024 / 1024);
    return composedText(locale, 'file_too_large', { mb }, `The file is larger than ${mb} MB.`);
}

/** The single file of a multipart request (field `file`), with a size limit (its refusal in the request's language). */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
    const body = request.body as { file?: { toBuffer?: () => Promise<Buffer> } } | undefined;
    if (!request.isMultipart() || typeof body?.file?.toBuffer !== 'function') {
        throw new HttpProblem(400, 'Choose a file to upload.', { file: 'Choose a file to upload.' });
    }
    const bytes = await body.file.toBuffer();
    if (bytes.length === 0) throw new HttpProblem(400, 'The file is empty.', { file: 'The file is empty.' });
    if (bytes.length > maxBytes) {
        const message = tooLarge(maxBytes, localeOf(request));
        throw new HttpProblem(413, message, { file: message });
    }
    return bytes;
}

export interface UploadedFile {
    filename: string;
    bytes: Buffer;
    /** Cut at the route's size limit (multipartOptions with throwFileSizeLimit false). */
    truncated: boolean;
}

interface MultipartPart {
    filename?: string;
    file?: { truncated?: boolean };
    toBuffer?: () => Promise<Buffer>;
}

/** Every file of a multipart request under `field` (one or several), for routes that take many. */
export async function readUploadedFiles(request: FastifyRequest, field: string): Promise<UploadedFile[]> {
    const body = request.body as Record<string, MultipartPart | MultipartPart[] | undefined> | undefined;
    const raw = request.isMultipart() ? body?.[field] : undefined;
    const parts = (Array.isArray(raw) ? raw : raw ? [raw] : []).filter(p => typeof p.toBuffer === 'function');
    if (!parts.length) throw new HttpProblem(400, 'Choose a file to upload.', { [field]: 'Choose a file to upload.' });
    const files: UploadedFile[] = [];
    for (const part of parts) files.push({ filename: part.filename ?? 'file', bytes: await part.toBuffer!(), truncated: Boolean(part.file?.truncated) });
    return files;
}

/** The client's name of the single uploaded file (field `file`), for display only: never used as a path. */
export function uploadedFileName(request: FastifyRequest): string {
    const body = request.body as { file?: MultipartPart } | undefined;
    return body?.file?.filename || 'file';
}

/**
 * Where the bytes of stored files live: a directory (DiskFiles, the default) or the PostgreSQL
 * database itself (DatabaseFiles, server/lib/databaseFiles.ts, FILE_STORAGE=database), so that
 * several machines share files without another service. docs/operations.md, "Files".
 */
export interface FileBackend {
    put(workspaceId: string, area: string, name: string, bytes: Buffer): Promise<void>;
    /** The bytes, or null when there is no such file. */
    get(workspaceId: string, area: string, name: string): Promise<Buffer | null>;
    /** Missing files are fine. */
    delete(workspaceId: string, area: string, name: string): Promise<void>;
}

/** One folder per workspace and area under `root` (UPLOADS_DIR). */
export class DiskFiles implements FileBackend {
    constructor(private readonly root: string) {}

    private folder(workspaceId: string, area: string): string {
        return join(this.root, workspaceId, area);
    }

    async put(workspaceId: string, area: string, name: string, bytes: Buffer): Promise<void> {
        await mkdir(this.folder(workspaceId, area), { recursive: true });
        await writeFile(join(this.folder(workspaceId, area), name), bytes);
    }

    async get(workspaceId: string, area: string, name: string): Promise<Buffer | null> {
        return readFile(join(this.folder(workspaceId, area), name)).catch(() => null);
    }

    async delete(workspaceId: string, area: string, name: string): Promise<void> {
        await rm(join(this.folder(workspaceId, area), name), { force: true });
    }
}

/**
 * "The profile image must be PNG, JPG, GIF or WEBP.", in the words of the pages' hints; in Hindi
 * `what` is a `composed_words` word ("प्रोफ़ाइल चित्र") and the kinds are joined by "या".
 */
function wrongKind(kinds: FileKind[], what: string, locale: ServerLocale): string {
    const names = kinds.map(k => k.ext.toUpperCase());
    const [first, last] = [names.slice(0, -1).join(', '), names[names.length - 1]];
    const list = names.length > 1 ? composedText(locale, 'either', { first, second: last }, `${first} or ${last}`) : last;
    return composedText(locale, 'file_kinds', { what: composedWord(locale, what, what), kinds: list }, `The ${what} must be ${list}.`);
}

/** The one way routes keep files: content checked, generated names, whatever the backend. */
export class FileStore {
    constructor(private readonly backend: FileBackend) {}

    /** Removes a stored file (a generated name only); missing files are fine. */
    async remove(workspaceId: string, area: string, name: string): Promise<void> {
        if (!STORED_NAME.test(name)) return;
        await this.backend.delete(workspaceId, area, name);
    }

    /** Saves bytes of an accepted kind under a generated name and answers that name; another kind is refused in `locale`. */
    async save(workspaceId: string, area: string, bytes: Buffer, kinds: FileKind[], what: string, locale: ServerLocale): Promise<string> {
        const kind = kindOf(bytes, kinds);
        if (!kind) {
            const message = wrongKind(kinds, what, locale);
            throw new HttpProblem(400, message, { file: message });
        }
        const name = `${randomUUID()}.${kind.ext}`;
        await this.backend.put(workspaceId, area, name, bytes);
        return name;
    }

    /** The bytes and type of a stored file, or null (unknown, malformed or foreign names alike). */
    async read(workspaceId: string, area: string, name: string, kinds: FileKind[]): Promise<{ bytes: Buffer; mime: string } | null> {
        if (!STORED_NAME.test(name)) return null;
        const bytes = await this.backend.get(workspaceId, area, name);
        const kind = bytes && kindOf(bytes, kinds);
        return kind ? { bytes, mime: kind.mime } : null;
    }
}
