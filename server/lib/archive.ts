/**
 * ZIP archives from users (DOCX resumes, XLSX sheets), checked BEFORE any
 * unzipping library sees them. A ZIP bomb is a small file whose parts unpack
 * to gigabytes; a parser that trusts it spends seconds and memory before it
 * fails. So the central directory is read by hand and its declared counts and
 * sizes are held to limits, then every part is inflated with its declared
 * size as the output limit (a ZIP that lies about its sizes stops there).
 * Numbers and reasons: docs/jobs.md (resumes), docs/crud-engine.md (sheets).
 * The refusals are in the uploading request's language (hi.server.json's
 * `composed`: they carry the kind and numbers, so no lookup by English text).
 */
import { inflateRawSync } from 'node:zlib';
import { HttpProblem } from './http.js';
import { composedText, type ServerLocale } from './locale.js';

/** What the archive is, as its messages name it. */
export type ArchiveKind = 'DOCX' | 'XLSX';

export interface ArchiveLimits {
    maxEntries: number;
    /** The sum of every part's declared uncompressed size. */
    maxTotalBytes: number;
    /** Uncompressed / compressed, for any part over ratioFloorBytes uncompressed. */
    maxRatio: number;
    /** Small parts may compress far (an XML of one repeated tag) and cost nothing. */
    ratioFloorBytes: number;
}

/**
 * Real parts compress about 5 to 20 times (an exceljs sheet of one value
 * repeated 20,000 × 8 times: 18 at deflate level 6), so a ratio of 100 leaves
 * room. The totals bound the work after the checks: mammoth on 50 MB of DOCX
 * XML; exceljs, slower (about 0.2 s per MB of sheet XML), on 20 MB, several
 * times the sheet of the largest upload (5,000 rows × 30 styled columns:
 * 3.3 MB).
 */
export const ARCHIVE_LIMITS: Record<ArchiveKind, ArchiveLimits> = {
    DOCX: { maxEntries: 2000, maxTotalBytes: 50 * 1024 * 1024, maxRatio: 100, ratioFloorBytes: 1024 * 1024 },
    XLSX: { maxEntries: 2000, maxTotalBytes: 20 * 1024 * 1024, maxRatio: 100, ratioFloorBytes: 1024 * 1024 },
};

export interface ZipEntry {
    name: string;
    method: number;
    flags: number;
    compressedSize: number;
    size: number;
    localOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

/** A 400 on the upload's `file` field, as every upload route answers. */
const fileProblem = (message: string) => new HttpProblem(400, message, { file: message });

/** A ZIP by its first bytes (a local file header), whatever the file is called. */
export function isZip(bytes: Buffer): boolean {
    return bytes.length > 4 && bytes.readUInt32LE(0) === LOCAL_SIGNATURE;
}

/** The entries a ZIP declares, or a 400 in `locale` when it is malformed, ZIP64, encrypted, or beyond the limits. */
export function zipEntries(bytes: Buffer, kind: ArchiveKind, locale: ServerLocale, limits: ArchiveLimits = ARCHIVE_LIMITS[kind]): ZipEntry[] {
    const bad = () => fileProblem(composedText(locale, 'archive_damaged', { kind }, `The ${kind} file is damaged.`));
    const zip64 = () => fileProblem(composedText(locale, 'archive_zip64', { kind }, `The ${kind} file is too large (ZIP64 archives are not accepted).`));
    let eocd = -1;
    for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
        if (bytes.readUInt32LE(i) === EOCD_SIGNATURE) {
            eocd = i;
            break;
        }
    }
    if (eocd < 0) throw bad();
    const count = bytes.readUInt16LE(eocd + 10);
    const cdSize = bytes.readUInt32LE(eocd + 12);
    const cdOffset = bytes.readUInt32LE(eocd + 16);
    if (count === 0xffff || cdOffset === 0xffffffff || cdSize === 0xffffffff) throw zip64();
    if (count > limits.maxEntries) {
        throw fileProblem(composedText(locale, 'archive_parts', { kind, count, max: limits.maxEntries }, `The ${kind} file holds ${count} parts; at most ${limits.maxEntries} are accepted.`));
    }
    if (cdOffset + cdSize > eocd) throw bad();
    const entries: ZipEntry[] = [];
    let total = 0;
    let p = cdOffset;
    for (let n = 0; n < count; n++) {
        if (p + 46 > bytes.length || bytes.readUInt32LE(p) !== CENTRAL_SIGNATURE) throw bad();
        const entry: ZipEntry = {
            flags: bytes.readUInt16LE(p + 8),
            method: bytes.readUInt16LE(p + 10),
            compressedSize: bytes.readUInt32LE(p + 20),
            size: bytes.readUInt32LE(p + 24),
            localOffset: bytes.readUInt32LE(p + 42),
            name: bytes.toString('utf8', p + 46, p + 46 + bytes.readUInt16LE(p + 28)),
        };
        p += 46 + bytes.readUInt16LE(p + 28) + bytes.readUInt16LE(p + 30) + bytes.readUInt16LE(p + 32);
        if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) throw zip64();
        if (entry.flags & 1) throw fileProblem(composedText(locale, 'archive_encrypted', { kind }, `Encrypted ${kind} files are not accepted.`));
        // Counted per entry, so many entries pointing at one compressed part (an overlapping bomb) add up too.
        total += entry.size;
        if (total > limits.maxTotalBytes) {
            const mb = limits.maxTotalBytes / 1024 / 1024;
            throw fileProblem(composedText(locale, 'archive_too_large', { kind, mb }, `The ${kind} file unpacks to more than ${mb} MB.`));
        }
        if (entry.size > limits.ratioFloorBytes && entry.size / Math.max(entry.compressedSize, 1) > limits.maxRatio) {
            throw fileProblem(composedText(locale, 'archive_ratio', { kind }, `The ${kind} file is compressed suspiciously far (a ZIP bomb?).`));
        }
        entries.push(entry);
    }
    return entries;
}

/**
 * Inflates every entry with its declared size as the output limit, so a ZIP
 * that lies about its sizes is refused instead of filling memory.
 */
export function verifyZipSizes(bytes: Buffer, entries: ZipEntry[], kind: ArchiveKind, locale: ServerLocale): void {
    const lie = () => fileProblem(composedText(locale, 'archive_false_sizes', { kind }, `The ${kind} file is damaged or declares false sizes.`));
    for (const entry of entries) {
        const p = entry.localOffset;
        if (p + 30 > bytes.length || bytes.readUInt32LE(p) !== LOCAL_SIGNATURE) throw lie();
        const start = p + 30 + bytes.readUInt16LE(p + 26) + bytes.readUInt16LE(p + 28);
        const end = start + entry.compressedSize;
        if (end > bytes.length) throw lie();
        const data = bytes.subarray(start, end);
        if (entry.method === 0) {
            if (entry.size !== entry.compressedSize) throw lie();
        } else if (entry.method === 8) {
            let out: Buffer;
            try {
                out = inflateRawSync(data, { maxOutputLength: Math.max(entry.size, 1) });
            } catch {
                throw lie();
            }
            if (out.length !== entry.size) throw lie();
        } else {
            throw fileProblem(composedText(locale, 'archive_method', { kind }, `The ${kind} file uses an unsupported compression method.`));
        }
    }
}

/**
 * The whole check: limits on what the archive declares, then `accept` (the
 * caller's look at the part names, still before inflating), then the sizes
 * verified by inflating within them. Refused in `locale`, the uploading request's.
 */
export function checkArchive(bytes: Buffer, kind: ArchiveKind, locale: ServerLocale, accept: (entries: ZipEntry[]) => void = () => {}): ZipEntry[] {
    const entries = zipEntries(bytes, kind, locale);
    accept(entries);
    verifyZipSizes(bytes, entries, kind, locale);
    return entries;
}
