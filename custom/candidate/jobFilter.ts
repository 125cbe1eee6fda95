/**
 * The candidate job filter (SPEC.md section 3: job_category,
 * min_work_experience 0, max_work_experience 40) with the keyword and the
 * free-job toggle, as the form holds it and as candidate/get-jobs-filter
 * receives it. Pure, so the component test and the page agree on the body.
 */
import { CANDIDATE_JOBS_PAGE_SIZE, candidateJobsRuleErrors, type CandidateJobsBody } from '../../config/contracts/candidatePortal';
import type { FieldErrors } from '../../config/contracts/common';
import { EXPERIENCE } from '../../config/contracts/jobs';

export interface CandidateJobFilter {
    /** A position category id, '' for any. */
    job_category: string;
    /** Text as typed in the number inputs; '' is no limit (the end of the range). */
    min_work_experience: string;
    max_work_experience: string;
    keyword: string;
    /** Only free jobs (no screening questions: one-click apply, docs/decisions.md). */
    free: boolean;
}

export const defaultJobFilter: CandidateJobFilter = {
    job_category: '',
    min_work_experience: String(EXPERIENCE.min),
    max_work_experience: String(EXPERIENCE.max),
    keyword: '',
    free: false,
};

const WHOLE_YEARS = /^\d{1,2}$/;

/**
 * A bound as typed: an empty box is no limit, so the end of the range (clearing a box to type
 * another number, or to drop the limit, is not a mistake); else whole years within it, or null.
 */
function years(value: string, none: number): number | null {
    const text = value.trim();
    if (text === '') return none;
    if (!WHOLE_YEARS.test(text)) return null;
    const number = Number(text);
    return number >= EXPERIENCE.min && number <= EXPERIENCE.max ? number : null;
}

const minYears = (filter: CandidateJobFilter) => years(filter.min_work_experience, EXPERIENCE.min);
const maxYears = (filter: CandidateJobFilter) => years(filter.max_work_experience, EXPERIENCE.max);

/** The form's checks: each bound empty or a whole number of years within 0 to 40, then the contract's min ≤ max. */
export function jobFilterErrors(filter: CandidateJobFilter, rangeMessage: string): FieldErrors {
    const errors: FieldErrors = {};
    const min = minYears(filter);
    const max = maxYears(filter);
    if (min === null) errors.min_work_experience = rangeMessage;
    if (max === null) errors.max_work_experience = rangeMessage;
    if (min !== null && max !== null) Object.assign(errors, candidateJobsRuleErrors({ min_work_experience: min, max_work_experience: max }));
    return errors;
}

/**
 * The request of a page. The experience bounds are always sent (the filter's
 * keys, SPEC.md section 3), an empty box as the end of the range; the
 * category, keyword and toggle only when set, so "free: false" never reads as
 * "only jobs that are not free".
 */
export function jobFilterBody(filter: CandidateJobFilter, page: number): CandidateJobsBody {
    const body: CandidateJobsBody = {
        page,
        limit: CANDIDATE_JOBS_PAGE_SIZE,
        min_work_experience: minYears(filter) ?? EXPERIENCE.min,
        max_work_experience: maxYears(filter) ?? EXPERIENCE.max,
    };
    if (filter.job_category) body.job_category = filter.job_category;
    const keyword = filter.keyword.trim();
    if (keyword) body.keyword = keyword.slice(0, 100);
    if (filter.free) body.free = true;
    return body;
}

/** The filter with an empty experience box as the limit it means, so it counts as no filter set. */
export function withLimitsFilled(filter: CandidateJobFilter): CandidateJobFilter {
    return {
        ...filter,
        min_work_experience: filter.min_work_experience.trim() === '' ? defaultJobFilter.min_work_experience : filter.min_work_experience,
        max_work_experience: filter.max_work_experience.trim() === '' ? defaultJobFilter.max_work_experience : filter.max_work_experience,
    };
}

export function isDefaultFilter(filter: CandidateJobFilter): boolean {
    const meant = withLimitsFilled(filter);
    return (Object.keys(defaultJobFilter) as (keyof CandidateJobFilter)[]).every(key => meant[key] === defaultJobFilter[key]);
}
