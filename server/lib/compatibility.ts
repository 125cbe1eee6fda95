/**
 * How well a candidate's skills and experience fit a job, with the reasons (docs/jobs.md), in the
 * request's language: the applicant drawer shows them to the recruiter who asked (Hindi from
 * hi.server.json's `composed` templates, the English word for word as before; skill names as the
 * job writes them).
 */
import type { Compatibility } from '../../config/contracts/resumes.js';
import { composedText, type ServerLocale } from './locale.js';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

interface FitJob {
    skills: string[];
    min_experience: number;
    max_experience: number;
}

/** The reasons about skills, and the share of the job's skills the candidate has (1 when it asks none). */
function skillFit(job: FitJob, matched: string[], missing: string[], locale: ServerLocale): { part: number; reasons: string[] } {
    if (!job.skills.length) return { part: 1, reasons: [composedText(locale, 'fit_no_skills', {}, 'The job lists no skills.')] };
    const count = job.skills.length;
    const english = `Has ${matched.length} of the ${plural(count, 'skill')} asked${matched.length ? `: ${matched.join(', ')}` : ''}.`;
    const reasons = [
        matched.length
            ? composedText(locale, 'fit_skills_matched', { matched: matched.length, count, skills: matched.join(', ') }, english)
            : composedText(locale, 'fit_skills_none', { count }, english),
    ];
    if (missing.length) reasons.push(composedText(locale, 'fit_skills_missing', { skills: missing.join(', ') }, `Missing: ${missing.join(', ')}.`));
    return { part: matched.length / count, reasons };
}

/** The reason about experience, and its part: full inside the range, shrinking with each missing year, 2/3 above it, 1/2 unknown. */
function experienceFit(job: FitJob, years: number | null | undefined, locale: ServerLocale): { part: number; reason: string } {
    const { min_experience: min, max_experience: max } = job;
    const range = `${min}–${max} years asked`;
    if (years === null || years === undefined) return { part: 0.5, reason: composedText(locale, 'fit_experience_unknown', { min, max }, `Experience unknown (${range}).`) };
    const values = { years, min, max };
    if (years < min) {
        const part = Math.max(0, 1 - (min - years) / Math.max(min, 1));
        return { part, reason: composedText(locale, 'fit_experience_below', values, `${plural(years, 'year')} of experience, below the ${range}.`) };
    }
    if (years > max) return { part: 2 / 3, reason: composedText(locale, 'fit_experience_above', values, `${plural(years, 'year')} of experience, above the ${range}.`) };
    return { part: 1, reason: composedText(locale, 'fit_experience_within', values, `${plural(years, 'year')} of experience, within the ${range}.`) };
}

/**
 * Skills weigh 70 (share of the job's skills the candidate has), experience 30
 * (full inside the range, shrinking with each missing year, 20 above it).
 */
export function compatibility(job: FitJob, candidate: { skills: string[]; experience_years: number | null }, locale: ServerLocale): Compatibility {
    const norm = (s: string) => s.trim().toLowerCase();
    const has = new Set(candidate.skills.map(norm));
    const matched = job.skills.filter(s => has.has(norm(s)));
    const missing = job.skills.filter(s => !has.has(norm(s)));
    const skills = skillFit(job, matched, missing, locale);
    const experience = experienceFit(job, candidate.experience_years, locale);
    return {
        score: Math.round(70 * skills.part + 30 * experience.part),
        matched_skills: matched,
        missing_skills: missing,
        reasons: [...skills.reasons, experience.reason],
    };
}
