/** How well a candidate's skills and experience fit a job, with the reasons (docs/jobs.md). */
import type { Compatibility } from '../../config/contracts/resumes.js';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Skills weigh 70 (share of the job's skills the candidate has), experience 30
 * (full inside the range, shrinking with each missing year, 20 above it).
 */
export function compatibility(
    job: { skills: string[]; min_experience: number; max_experience: number },
    candidate: { skills: string[]; experience_years: number | null },
): Compatibility {
    const norm = (s: string) => s.trim().toLowerCase();
    const has = new Set(candidate.skills.map(norm));
    const matched = job.skills.filter(s => has.has(norm(s)));
    const missing = job.skills.filter(s => !has.has(norm(s)));
    const reasons: string[] = [];
    let skillPart = 1;
    if (job.skills.length) {
        skillPart = matched.length / job.skills.length;
        reasons.push(`Has ${matched.length} of the ${plural(job.skills.length, 'skill')} asked${matched.length ? `: ${matched.join(', ')}` : ''}.`);
        if (missing.length) reasons.push(`Missing: ${missing.join(', ')}.`);
    } else {
        reasons.push('The job lists no skills.');
    }
    let experiencePart: number;
    const years = candidate.experience_years;
    const range = `${job.min_experience}–${job.max_experience} years asked`;
    if (years === null || years === undefined) {
        experiencePart = 0.5;
        reasons.push(`Experience unknown (${range}).`);
    } else if (years < job.min_experience) {
        experiencePart = Math.max(0, 1 - (job.min_experience - years) / Math.max(job.min_experience, 1));
        reasons.push(`${plural(years, 'year')} of experience, below the ${range}.`);
    } else if (years > job.max_experience) {
        experiencePart = 2 / 3;
        reasons.push(`${plural(years, 'year')} of experience, above the ${range}.`);
    } else {
        experiencePart = 1;
        reasons.push(`${plural(years, 'year')} of experience, within the ${range}.`);
    }
    return { score: Math.round(70 * skillPart + 30 * experiencePart), matched_skills: matched, missing_skills: missing, reasons };
}
