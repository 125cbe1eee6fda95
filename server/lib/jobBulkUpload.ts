/**
 * The all-or-nothing bulk upload of jobs: every row validated first (references
 * by name or id, recruiters by email), a per-row report on failure, and no
 * duplicates when a file is uploaded again.
 */
import { sql } from 'kysely';
import { checkRowCount, missingColumns, readSheet, RowReport, unknownColumns } from './sheets.js';
import type { Tx } from '../db/scope.js';
import type { AuthUser } from './access.js';
import type { FieldErrors } from './http.js';
import { composedText, type ServerLocale } from './locale.js';
import { EMPLOYMENT_TYPES, EXPERIENCE, JOB_TYPES, POSITION_TYPES, PRIORITIES, type JobFields } from '../../config/contracts/jobs.js';
import { JOB_REFERENCES, checkJobRules, recruitersByEmail, type JobReference } from './jobs.js';
import { createJobs } from './jobWrites.js';
import { constants } from '../../config/index.js';

/** The same cap as the generated uploads' default (config/constants.json bulkUploadMaxRows). */
export const JOB_BULK_MAX_ROWS = constants.bulkUploadMaxRows;


/** Sheet columns: field name or title → field. References take a name or an id; recruiters emails. */
const BULK_COLUMNS: Record<string, { field: string; title: string }> = {};
for (const [field, title] of [
    ['title', 'Title'],
    ['description', 'Description'],
    ['client', 'Client'],
    ['department', 'Department'],
    ['business_unit', 'Business unit'],
    ['domain', 'Domain'],
    ['position_category', 'Position category'],
    ['recruiters', 'Recruiters'],
    ['employment_type', 'Employment type'],
    ['position_type', 'Position type'],
    ['priority', 'Priority'],
    ['job_locations', 'Job locations'],
    ['skills', 'Skills'],
    ['min_experience', 'Min experience'],
    ['max_experience', 'Max experience'],
    ['salary_min', 'Salary min'],
    ['salary_max', 'Salary max'],
    ['currency', 'Currency'],
    ['openings', 'Openings'],
    ['posted_date', 'Posted date'],
    ['job_deadline', 'Job deadline'],
    ['hiring_deadline', 'Hiring deadline'],
    ['job_type', 'Job type'],
    ['show_to_vendors', 'Show to vendors'],
    ['show_to_employees', 'Show to employees'],
    ['show_on_career_page', 'Show on career page'],
] as const) {
    BULK_COLUMNS[field] = { field, title };
    BULK_COLUMNS[title.toLowerCase()] = { field, title };
    BULK_COLUMNS[field.replace(/_/g, ' ')] = { field, title };
}
const BULK_REFERENCE: Record<string, JobReference> = Object.fromEntries(JOB_REFERENCES.map(r => [r.column.replace(/_id$/, ''), r]));
const ENUMS: Record<string, readonly string[]> = { employment_type: EMPLOYMENT_TYPES, position_type: POSITION_TYPES, priority: PRIORITIES, job_type: JOB_TYPES };

const blank = (cell: unknown) => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
const isoDate = (cell: unknown): string | null => {
    if (cell instanceof Date) return cell.toISOString().slice(0, 10);
    if (typeof cell === 'number') return new Date(Math.round((cell - 25569) * 86_400_000)).toISOString().slice(0, 10);
    const text = String(cell).trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) ? text : null;
};
const words = (cell: unknown) => String(cell).split(/[;,\n]/).map(s => s.trim()).filter(Boolean);

export async function bulkCreateJobs(
    tx: Tx,
    refs: JobReference[],
    workspace: { id: string; is_recruit_agency: boolean },
    user: AuthUser,
    sheet: Awaited<ReturnType<typeof readSheet>>,
    locale: ServerLocale,
): Promise<JobsUploaded> {
    const fields = sheet.headers.map(h => BULK_COLUMNS[h.trim().toLowerCase()]?.field ?? null);
    const unknown = sheet.headers.filter((h, i) => h.trim() && !fields[i]);
    if (unknown.length) throw unknownColumns(unknown, [...new Set(Object.values(BULK_COLUMNS).map(c => c.field))], locale);
    if (!fields.includes('title')) throw missingColumns(['title'], locale);
    const rows = sheet.rows.filter(r => !r.cells.every(blank));
    checkRowCount(rows.length, JOB_BULK_MAX_ROWS, locale);

    // The row report's sentences in the request's language; the columns as the file names them.
    const rowErrors = new RowReport(locale);
    const { fail } = rowErrors;

    // Reference names and recruiter emails, each looked up once for the whole file.
    const lookups = new Map<string, Map<string, string[]>>();
    for (const [key, ref] of Object.entries(BULK_REFERENCE)) {
        const col = fields.indexOf(key);
        if (col < 0 || !refs.includes(ref) || (ref.column === 'client_id' && !workspace.is_recruit_agency)) continue;
        const names = [...new Set(rows.map(r => r.cells[col]).filter(c => !blank(c)).map(c => String(c).trim().toLowerCase()))];
        const found = new Map<string, string[]>();
        for (let i = 0; i < names.length; i += 500) {
            const chunk = names.slice(i, i + 500);
            const result = await sql<{ id: string; name: string }>`select id, lower(name::text) as name from ${sql.table(ref.table)}
                where lower(name::text) in (${sql.join(chunk)}) or id::text in (${sql.join(chunk)})`.execute(tx);
            for (const r of result.rows) for (const k of [r.name, r.id.toLowerCase()]) found.set(k, [...(found.get(k) ?? []), r.id]);
        }
        lookups.set(key, found);
    }
    const recruiterCol = fields.indexOf('recruiters');
    const recruiterEmails = recruiterCol < 0 ? [] : rows.flatMap(r => (blank(r.cells[recruiterCol]) ? [] : words(r.cells[recruiterCol]).map(e => e.toLowerCase())));
    const recruiterByEmail = await recruitersByEmail(tx, [...new Set(recruiterEmails)]);

    const ready: JobFields[] = [];
    for (const { row, cells } of rows) {
        const job: JobFields = {};
        const set = <K extends keyof JobFields>(key: K, value: JobFields[K]) => {
            job[key] = value;
        };
        fields.forEach((field, i) => {
            if (!field) return;
            const cell = cells[i];
            if (blank(cell)) return;
            const text = String(cell).trim();
            const ref = BULK_REFERENCE[field];
            if (ref) {
                if (ref.column === 'client_id' && !workspace.is_recruit_agency) return fail(row, field, 'Clients are only for recruit agencies: leave this column empty.');
                const ids = lookups.get(field)?.get(text.toLowerCase()) ?? [];
                if (ids.length === 1) set(ref.column, ids[0]);
                else if (ids.length) fail(row, field, composedText(locale, 'reference_ambiguous', { value: text, resource: ref.title.toLowerCase() }, `"${text}" matches more than one ${ref.title.toLowerCase()}: use its id`));
                else fail(row, field, composedText(locale, 'reference_unknown', { field: ref.title, value: text }, `${ref.title} "${text}" not found`));
                return;
            }
            switch (field) {
                case 'title':
                    if (text.length < 2 || text.length > 200) fail(row, field, 'title must be 2 to 200 characters');
                    else set('title', text);
                    return;
                case 'description':
                    if (text.length > 50_000) return fail(row, field, 'description is too long');
                    return set('description', text);
                case 'recruiters': {
                    const ids: string[] = [];
                    for (const email of words(cell)) {
                        const id = recruiterByEmail.get(email.toLowerCase());
                        if (id) ids.push(id);
                        else fail(row, field, composedText(locale, 'recruiter_unknown', { email }, `No active corporate user with the email ${email}`));
                    }
                    return set('recruiter_ids', [...new Set(ids)]);
                }
                case 'employment_type':
                case 'position_type':
                case 'priority':
                case 'job_type': {
                    const value = text.toUpperCase().replace(/[\s-]+/g, '_');
                    if (!ENUMS[field].includes(value)) return fail(row, field, composedText(locale, 'one_of', { field, values: ENUMS[field].join(', ') }, `${field} must be one of ${ENUMS[field].join(', ')}`));
                    return set(field, value as never);
                }
                case 'job_locations':
                case 'skills':
                    return set(field, words(cell));
                case 'min_experience':
                case 'max_experience':
                case 'openings': {
                    const n = typeof cell === 'number' ? cell : Number(text);
                    const [min, max] = field === 'openings' ? [1, 10_000] : [0, 40];
                    if (!Number.isInteger(n) || n < min || n > max) return fail(row, field, composedText(locale, 'whole_number_range', { field, min, max }, `${field} must be a whole number from ${min} to ${max}`));
                    return set(field, n);
                }
                case 'salary_min':
                case 'salary_max': {
                    const n = typeof cell === 'number' ? cell : Number(text.replace(/,/g, ''));
                    if (!Number.isFinite(n) || n < 0) return fail(row, field, composedText(locale, 'number_at_least', { field, limit: 0 }, `${field} must be a number of at least 0`));
                    return set(field, n);
                }
                case 'currency':
                    if (!/^[A-Za-z]{3}$/.test(text)) return fail(row, field, 'currency must be a three-letter code such as USD');
                    return set('currency', text.toUpperCase());
                case 'posted_date':
                case 'job_deadline':
                case 'hiring_deadline': {
                    const date = isoDate(cell);
                    if (!date) return fail(row, field, composedText(locale, 'date_format', { field }, `${field} must be a date (YYYY-MM-DD)`));
                    return set(field, date);
                }
                case 'show_to_vendors':
                case 'show_to_employees':
                case 'show_on_career_page': {
                    const t = typeof cell === 'boolean' ? String(cell) : text.toLowerCase();
                    if (['true', 'yes', 'y', '1'].includes(t)) return set(field, true);
                    if (['false', 'no', 'n', '0'].includes(t)) return set(field, false);
                    return fail(row, field, composedText(locale, 'yes_or_no', { field }, `${field} must be yes or no`));
                }
            }
        });
        if (!job.title && !rowErrors.has(row, 'title')) fail(row, 'title', composedText(locale, 'required', { field: 'title' }, 'title is required'));
        const errors: FieldErrors = {};
        checkJobRules({ min_experience: EXPERIENCE.min, max_experience: EXPERIENCE.max, posted_date: new Date().toISOString().slice(0, 10), ...job }, errors);
        for (const [field, message] of Object.entries(errors)) fail(row, field, message);
        ready.push(job);
    }

    if (rowErrors.size) throw rowErrors.rejected(field => BULK_COLUMNS[field]?.title ?? field);
    const fresh = await withoutExistingJobs(tx, ready);
    await createJobs(tx, workspace.id, user, fresh);
    return { created: fresh.length, unchanged: ready.length - fresh.length };
}

export interface JobsUploaded {
    created: number;
    unchanged: number;
}

/** The import's answer: "3 jobs created, 1 already there.", in the request's language. */
export function jobsUploadedMessage({ created, unchanged }: JobsUploaded, locale: ServerLocale): string {
    return composedText(locale, 'jobs_uploaded', { created, unchanged }, `${created} job${created === 1 ? '' : 's'} created, ${unchanged} already there.`);
}

/**
 * A row naming a job the workspace already has (same title, client, department and
 * posted date), or repeating an earlier row, is left alone: re-uploading a file
 * creates no duplicates, as with the master-data uploads.
 */
async function withoutExistingJobs(tx: Tx, jobs: JobFields[]): Promise<JobFields[]> {
    const today = new Date().toISOString().slice(0, 10);
    const keyOf = (title: string, client: string | null | undefined, department: string | null | undefined, posted: string | null | undefined) =>
        [title.trim().toLowerCase(), client ?? '', department ?? '', posted ?? today].join('|');
    const titles = [...new Set(jobs.map(j => (j.title ?? '').trim().toLowerCase()))];
    const existing = titles.length
        ? await sql<{ title: string; client_id: string | null; department_id: string | null; posted_date: string }>`
              select title, client_id, department_id, posted_date::text as posted_date from jobs
              where lower(title) in (select value from jsonb_array_elements_text(${JSON.stringify(titles)}::jsonb))`.execute(tx)
        : { rows: [] };
    const seen = new Set(existing.rows.map(j => keyOf(j.title, j.client_id, j.department_id, j.posted_date)));
    return jobs.filter(job => {
        const key = keyOf(job.title ?? '', job.client_id, job.department_id, job.posted_date);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
    });
}
