/**
 * Resumes: told apart by content (PDF header; DOCX = a ZIP holding
 * word/document.xml, its archive checked BEFORE any parser sees it, by
 * server/lib/archive.ts as uploaded sheets are), text extracted (unpdf,
 * mammoth) and read heuristically into the fields a recruiter reviews before
 * saving. Limits and reasons: docs/jobs.md. The refusals are in the
 * uploading request's language (hi.server.json: the fixed one among its
 * `messages`, the ones with a kind or numbers among its `composed`).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// mammoth and unpdf are loaded on the first resume read (import() below): about 12 MB resident
// that an idle server need not hold (docs/performance.md, "Memory").
import type { ParsedResume } from '../../config/contracts/resumes.js';
import { checkArchive, isZip } from './archive.js';
import { HttpProblem } from './http.js';
import { composedText, type ServerLocale } from './locale.js';

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_BULK_MAX_FILES = 20;
export const PDF_MAX_PAGES = 50;
const MAX_TEXT_CHARS = 200_000;

export type ResumeKind = 'pdf' | 'docx';

export const NOT_A_RESUME = 'The resume must be a PDF or DOCX file.';
const refuse = (message: string) => new HttpProblem(400, message, { file: message });

/** PDF or DOCX by content, whatever the file is called; DOCX archive limits enforced here, refused in `locale`. */
export function resumeKind(bytes: Buffer, locale: ServerLocale): ResumeKind {
    if (bytes.length > 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
    if (isZip(bytes)) {
        checkArchive(bytes, 'DOCX', locale, entries => {
            if (!entries.some(e => e.name === 'word/document.xml')) throw refuse(NOT_A_RESUME);
        });
        return 'docx';
    }
    throw refuse(NOT_A_RESUME);
}

/** The file's text; refused in `locale` (English for a caller that reads a file of its own, as the offer letter's tests do). */
export async function resumeText(bytes: Buffer, kind: ResumeKind, locale: ServerLocale = 'en'): Promise<string> {
    try {
        if (kind === 'pdf') {
            const { extractText, getDocumentProxy } = await import('unpdf');
            const pdf = await getDocumentProxy(new Uint8Array(bytes));
            try {
                const pages = pdf.numPages;
                if (pages > PDF_MAX_PAGES) throw refuse(composedText(locale, 'resume_pages', { pages, max: PDF_MAX_PAGES }, `The PDF has ${pages} pages; a resume of at most ${PDF_MAX_PAGES} is accepted.`));
                const { text } = await extractText(pdf, { mergePages: true });
                return text.slice(0, MAX_TEXT_CHARS);
            } finally {
                await pdf.destroy();
            }
        }
        const { default: mammoth } = await import('mammoth');
        const { value } = await mammoth.extractRawText({ buffer: bytes });
        return value.slice(0, MAX_TEXT_CHARS);
    } catch (error) {
        if (error instanceof HttpProblem) throw error;
        const upper = kind.toUpperCase();
        throw refuse(composedText(locale, 'resume_unreadable', { kind: upper }, `The ${upper} file could not be read.`));
    }
}

// ---------------------------------------------------------------------------
// Reading the text.

const skillsFile = join(dirname(fileURLToPath(import.meta.url)), '../../config/skills.json');
let skillList: string[] | null = null;

/** The built-in skills dictionary (config/skills.json). */
export function builtInSkills(): string[] {
    skillList ??= (JSON.parse(readFileSync(skillsFile, 'utf8')) as { skills: string[] }).skills;
    return skillList;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
let skillMatchers: { skill: string; pattern: RegExp }[] | null = null;

function matchers() {
    skillMatchers ??= builtInSkills().map(skill => {
        // Short names (C, R, Go) only as written, standing alone: "go" in prose is not the language.
        const short = skill.replace(/[^A-Za-z]/g, '').length <= 2;
        // "Node.js" also as "NodeJS"; any run of spaces between words.
        const body = escapeRegExp(skill).replace(/(?<=\w)\\\./g, '\\.?').replace(/\s+/g, '\\s+');
        return { skill, pattern: new RegExp(`(?<![A-Za-z0-9+#.])${body}(?![A-Za-z0-9+#${short ? '\\-/' : ''}])`, short ? '' : 'i') };
    });
    return skillMatchers;
}

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/i;
const PHONE = /(?:\+\s?)?\(?\d[\d\s().-]{7,}\d/g;
const YEAR_RANGE = /^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/;
const DEGREE =
    /\b(?:B\.?\s?Tech|M\.?\s?Tech|B\.?\s?E\.?(?=\s)|M\.?\s?E\.?(?=\s)|B\.?\s?Sc|M\.?\s?Sc|BSc|MSc|B\.?\s?Com|M\.?\s?Com|BCA|MCA|BBA|MBA|B\.?\s?A\.?(?=\s)|M\.?\s?A\.?(?=\s)|Ph\.?\s?D|Doctorate|Bachelor'?s?|Master'?s?|Diploma|Associate (?:of|degree)|High School|Higher Secondary|Secondary School|PGDM)\b/i;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = `(?:${MONTHS.join('|')})[a-z]*\\.?`;
const DATE_RANGE = new RegExp(
    `(?:(${MONTH})\\s+)?((?:19|20)\\d{2})\\s*(?:-|–|—|to|until)\\s*(?:(?:(${MONTH})\\s+)?((?:19|20)\\d{2})|(present|current|now|till date|to date|date))`,
    'gi',
);
const NOT_A_NAME = /resume|curriculum|vitae|\bcv\b|profile|summary|contact|address|objective/i;

function titleCase(word: string): string {
    return word === word.toUpperCase() && word.length > 1 ? word.charAt(0) + word.slice(1).toLowerCase() : word;
}

/** The index of the name line among the first lines, or -1. */
function nameLineIndex(lines: string[]): number {
    for (const [index, line] of lines.slice(0, 8).entries()) {
        const clean = line.replace(/\s+/g, ' ').trim();
        if (!clean || clean.includes('@') || /\d/.test(clean) || NOT_A_NAME.test(clean)) continue;
        const words = clean.split(' ');
        if (words.length < 1 || words.length > 4 || !words.every(w => /^[\p{L}][\p{L}.'-]*$/u.test(w))) continue;
        return index;
    }
    return -1;
}

function findName(lines: string[], index: number): { first_name: string | null; last_name: string | null } {
    if (index < 0) return { first_name: null, last_name: null };
    const [first, ...rest] = lines[index].replace(/\s+/g, ' ').trim().split(' ').map(titleCase);
    return { first_name: first, last_name: rest.length ? rest.join(' ') : null };
}

// Words that make a phrase a job title ("Senior Software Engineer", "Data Analyst").
const ROLE_WORD =
    /\b(?:engineer|developer|programmer|architect|manager|analyst|designer|consultant|lead|director|officer|executive|specialist|scientist|administrator|accountant|recruiter|associate|coordinator|head|president|vp|intern|trainee|tester|technician|nurse|teacher|lecturer|professor|writer|editor|strategist|marketer|representative|advisor|adviser|planner|supervisor|founder|cto|ceo|cfo|coo|auditor|economist|researcher|instructor|lawyer|attorney|pharmacist|physician|therapist|chef|operator|controller|devops|sre|qa)s?\b/i;
const TITLE_LABEL = /^(?:current\s+(?:role|title|position|designation)|job\s+title|title|designation|position|role)\s*[:\-–—]\s*(.+)$/i;
const EXPERIENCE_HEADING = /^(?:(?:work|professional|relevant)\s+)?(?:experience|employment(?:\s+history)?|work\s+history|career\s+history)\s*:?$/i;
const SECTION_HEADING =
    /^(?:education|skills|technical\s+skills|projects|certifications?|achievements|awards|languages|interests|hobbies|publications|references|summary|profile|objective)\s*:?$/i;
const PRESENT = /\b(?:present|current|now|till date|to date)\b/i;
/** DATE_RANGE is global (matchAll); .test() on it would carry lastIndex between calls. */
const DATE_RANGE_TEST = new RegExp(DATE_RANGE.source, 'i');

/** A short phrase with a role word and no digits or contact details: a job title as written. */
function asTitle(phrase: string): string | null {
    const clean = phrase.replace(/\s+/g, ' ').trim().replace(/[.,;:]+$/, '');
    if (!clean || clean.length > 80 || /[@\d]/.test(clean) || !ROLE_WORD.test(clean)) return null;
    const words = clean.split(' ');
    return words.length <= 8 ? clean : null;
}

/** The title among a line's parts ("Acme Corp, Senior Engineer, Jan 2020 - Present" → "Senior Engineer"). */
function titleInLine(line: string): string | null {
    for (const part of line.split(/\s*[|,•·–—]\s*|\s+-\s+|\s+at\s+|\s+@\s+/)) {
        const title = asTitle(part);
        if (title) return title;
    }
    return null;
}

function findTitle(lines: string[], nameIndex: number): string | null {
    for (const line of lines) {
        const labelled = TITLE_LABEL.exec(line);
        if (labelled) {
            const title = titleInLine(labelled[1]) ?? (labelled[1].trim().length <= 80 ? labelled[1].trim() : null);
            if (title) return title;
        }
    }
    // Plain resumes put the current title right under the name.
    if (nameIndex >= 0 && nameIndex + 1 < lines.length && !EXPERIENCE_HEADING.test(lines[nameIndex + 1])) {
        const under = titleInLine(lines[nameIndex + 1]);
        if (under) return under;
    }
    // Else the latest role of the experience section: the one still running, else the first listed.
    const start = lines.findIndex(l => EXPERIENCE_HEADING.test(l));
    if (start < 0) return null;
    // Each role with its dates, which may share its line or sit on the line before or after it.
    const roles: { title: string; dates: string | null }[] = [];
    let pendingDates: string | null = null;
    for (let i = start + 1; i < lines.length && !SECTION_HEADING.test(lines[i]) && !EXPERIENCE_HEADING.test(lines[i]); i++) {
        const title = titleInLine(lines[i]);
        const dated = DATE_RANGE_TEST.test(lines[i]);
        if (title) {
            roles.push({ title, dates: dated ? lines[i] : pendingDates });
            pendingDates = null;
        } else if (dated) {
            const last = roles.at(-1);
            if (last && last.dates === null) last.dates = lines[i];
            else pendingDates = lines[i];
        }
    }
    return (roles.find(role => role.dates !== null && PRESENT.test(role.dates)) ?? roles[0])?.title ?? null;
}

const citiesFile = join(dirname(fileURLToPath(import.meta.url)), '../../config/cities.json');
let cityMatcher: { pattern: RegExp; canonical: Map<string, string> } | null = null;

/** One pattern over every known city and alias (longest first, so "New Delhi" wins over "Delhi"). */
function cities() {
    if (cityMatcher) return cityMatcher;
    const file = JSON.parse(readFileSync(citiesFile, 'utf8')) as { cities: string[]; aliases: Record<string, string> };
    const canonical = new Map<string, string>();
    for (const city of file.cities) canonical.set(city.toLowerCase(), city);
    for (const [alias, city] of Object.entries(file.aliases)) canonical.set(alias.toLowerCase(), city);
    const names = [...canonical.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
    // Standing alone: not part of a word, an email address or a URL.
    const pattern = new RegExp(`(?<![\\p{L}\\d@._/-])(?:${names.join('|')})(?![\\p{L}\\d@_/-]|\\.[\\p{L}])`, 'iu');
    cityMatcher = { pattern, canonical };
    return cityMatcher;
}

function knownCity(text: string): string | null {
    const { pattern, canonical } = cities();
    const match = pattern.exec(text);
    return match ? (canonical.get(match[0].toLowerCase()) ?? null) : null;
}

const CITY_LABEL = /^(?:current\s+)?(?:city|location|based\s+in|address|residence|current\s+address)\s*[:\-–—]\s*(.+)$/i;

function findCity(lines: string[], nameIndex: number): string | null {
    for (const line of lines) {
        const labelled = CITY_LABEL.exec(line);
        if (!labelled) continue;
        const known = knownCity(labelled[1]);
        if (known) return known;
        // "City: Springfield" names a city the list lacks; an address without a known city says too little.
        if (/^(?:current\s+)?city/i.test(line)) {
            const first = labelled[1].split(',')[0].trim();
            if (/^[\p{L}][\p{L} .'-]{1,40}$/u.test(first)) return first;
        }
    }
    // Else the header (contact lines), the name line left out: "Austin Miller" is a person.
    for (const [index, line] of lines.slice(0, 10).entries()) {
        if (EXPERIENCE_HEADING.test(line) || SECTION_HEADING.test(line)) break;
        if (index === nameIndex) continue;
        const known = knownCity(line);
        if (known) return known;
    }
    return null;
}

function findPhone(text: string): string | null {
    for (const match of text.matchAll(PHONE)) {
        const candidate = match[0].trim();
        const digits = candidate.replace(/\D/g, '');
        if (digits.length < 10 || digits.length > 15 || YEAR_RANGE.test(candidate)) continue;
        if (/^(?:19|20)\d{2}\D+(?:19|20)\d{2}/.test(candidate) && digits.length <= 12) continue;
        return candidate.replace(/\s+/g, ' ');
    }
    return null;
}

const monthIndex = (name: string | undefined) => (name ? MONTHS.indexOf(name.slice(0, 3).toLowerCase()) : -1);

function experienceYears(text: string, lines: string[], now = new Date()): number | null {
    const stated: number[] = [];
    const patterns = [
        /(\d{1,2}(?:\.\d+)?)\s*\+?\s*(?:years?|yrs?)(?:\s+(?:and\s+\d+\s+months?\s+)?of)?(?:\s+[\w-]+){0,3}?\s+experience/gi,
        /experience[^.\n]{0,40}?(\d{1,2}(?:\.\d+)?)\s*\+?\s*(?:years?|yrs?)/gi,
    ];
    for (const pattern of patterns) for (const m of text.matchAll(pattern)) stated.push(Number(m[1]));
    const plausible = stated.filter(n => Number.isFinite(n) && n >= 0 && n <= 40);
    if (plausible.length) return Math.max(...plausible);

    // Else the spans of dated roles (education lines left out), overlaps merged.
    const spans: [number, number][] = [];
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
    for (const line of lines) {
        if (DEGREE.test(line)) continue;
        for (const m of line.matchAll(DATE_RANGE)) {
            const startMonth = monthIndex(m[1]);
            const start = Number(m[2]) * 12 + (startMonth >= 0 ? startMonth : 0);
            const endMonth = monthIndex(m[3]);
            const end = m[5] ? current : Number(m[4]) * 12 + (endMonth >= 0 ? endMonth : 11);
            if (end >= start && end <= current + 1) spans.push([start, end]);
        }
    }
    if (!spans.length) return null;
    spans.sort((a, b) => a[0] - b[0]);
    let months = 0;
    let [curStart, curEnd] = spans[0];
    for (const [s, e] of spans.slice(1)) {
        if (s <= curEnd) curEnd = Math.max(curEnd, e);
        else {
            months += curEnd - curStart + 1;
            [curStart, curEnd] = [s, e];
        }
    }
    months += curEnd - curStart + 1;
    return Math.min(40, Math.round((months / 12) * 10) / 10);
}

export function parseResumeText(text: string): ParsedResume {
    const lines = text.split(/\r?\n/).map(l => l.trim()).filter(Boolean);
    const nameIndex = nameLineIndex(lines);
    const email = EMAIL.exec(text)?.[0].toLowerCase() ?? null;
    const skills = matchers().filter(m => m.pattern.test(text)).map(m => m.skill);
    const education = [
        ...new Set(
            lines
                .filter(l => DEGREE.test(l) && l.length <= 300)
                .map(l => l.replace(/\s+/g, ' ')),
        ),
    ].slice(0, 6);
    return {
        ...findName(lines, nameIndex),
        email,
        phone: findPhone(text),
        skills,
        experience_years: experienceYears(text, lines),
        education,
        current_title: findTitle(lines, nameIndex),
        city: findCity(lines, nameIndex),
    };
}
