/**
 * The career page's state lives in its URL, under SPEC.md section 3's
 * open-jobs keys exactly (currentPage, job_role_group_id, city_id,
 * job_type_id, industry_id, ctc, sort_by, work_exp_id, keyword), so a
 * filtered view can be shared, the back button undoes a filter, and the
 * request is the URL's keys as they are (plus the page size). Other query
 * keys (embed, partner, the utm_* values) are left alone. Pure, for tests.
 */
import {
    CAREER_PAGE_SIZE,
    CAREER_SORTS,
    CTC_BANDS,
    WORK_EXPERIENCE_BANDS,
    type CareerJobsQuery,
} from '../../config/contracts/career';
import { cityIdSchema } from '../../config/contracts/cities';
import { EMPLOYMENT_TYPES } from '../../config/contracts/jobs';

export const OPEN_JOB_FILTER_KEYS = ['keyword', 'job_role_group_id', 'city_id', 'job_type_id', 'industry_id', 'ctc', 'work_exp_id', 'sort_by'] as const;
export type OpenJobFilterKey = (typeof OPEN_JOB_FILTER_KEYS)[number];
export type OpenJobsFilter = Partial<Record<OpenJobFilterKey, string>>;

export const PAGE_KEY = 'currentPage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const oneOf = (allowed: readonly string[]) => (value: string) => allowed.includes(value);

/**
 * What the server accepts per key (config/contracts/career.ts careerJobsQuerySchema): a value typed
 * into the address bar that it would refuse is dropped, so an edited link still lists jobs.
 */
const acceptable: Record<OpenJobFilterKey, (value: string) => boolean> = {
    keyword: value => value.length <= 100,
    job_role_group_id: value => UUID.test(value),
    city_id: value => new RegExp(cityIdSchema.pattern).test(value),
    job_type_id: oneOf(EMPLOYMENT_TYPES),
    industry_id: value => /^[a-z0-9-]{1,60}$/.test(value),
    ctc: oneOf(CTC_BANDS.map(band => band.id)),
    work_exp_id: oneOf(WORK_EXPERIENCE_BANDS.map(band => band.id)),
    sort_by: oneOf(CAREER_SORTS.map(sort => sort.id)),
};

export interface CareerView {
    filter: OpenJobsFilter;
    currentPage: number;
}

/** The filters and page the URL holds (unknown or unacceptable values left out). */
export function viewFromSearch(params: URLSearchParams): CareerView {
    const filter: OpenJobsFilter = {};
    for (const key of OPEN_JOB_FILTER_KEYS) {
        const value = params.get(key)?.trim();
        if (value && acceptable[key](value)) filter[key] = value;
    }
    const page = Number(params.get(PAGE_KEY));
    return { filter, currentPage: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}

/** GET career/jobs's query: the page, the career page's size (10) and the filters, under their SPEC keys. */
export function careerJobsQuery({ filter, currentPage }: CareerView): CareerJobsQuery {
    return { currentPage, limit: CAREER_PAGE_SIZE, ...filter } as CareerJobsQuery;
}

/** The URL after setting (or clearing, with '') one filter: back to page 1, other keys kept. */
export function withFilter(params: URLSearchParams, key: OpenJobFilterKey, value: string): URLSearchParams {
    const next = new URLSearchParams(params);
    const trimmed = value.trim();
    if (trimmed) next.set(key, trimmed);
    else next.delete(key);
    next.delete(PAGE_KEY);
    return next;
}

/** The URL without any filter (embed, partner and attribution kept). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
    const next = new URLSearchParams(params);
    for (const key of [...OPEN_JOB_FILTER_KEYS, PAGE_KEY]) next.delete(key);
    return next;
}

/** The URL of another page of the same view; page 1 is written as no page at all. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
    const next = new URLSearchParams(params);
    if (page > 1) next.set(PAGE_KEY, String(page));
    else next.delete(PAGE_KEY);
    return next;
}

export const hasFilters = (filter: OpenJobsFilter): boolean => Object.keys(filter).length > 0;
