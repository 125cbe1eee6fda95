/**
 * The public career page's calls (docs/api-career.md): plain functions over
 * the one httpClient, because the career page renders in the public shell,
 * outside react-admin's <Admin> and its dataProvider context
 * (custom/auth/LoginPage.tsx does the same). Every shape is
 * config/contracts/career.ts's or candidatePortal.ts's. The list, the job, the
 * filters and the privacy notice go without a token; a signed-in candidate's
 * applications carry theirs. The apply flow's sign-up and apply calls are
 * dataProvider/careerApply.ts, loaded with the apply dialog, not with the page
 * (docs/performance.md, "Console loading").
 */
import type {
    CareerFilters,
    CareerJobCard,
    CareerJobDetail,
    CareerJobsQuery,
    CareerPartner,
} from '../config/contracts/career';
import { joinJobIds } from '../config/contracts/career';
import type { AppliedJob, PrivacyNotice, UpdatePrivacyNoticeBody } from '../config/contracts/candidatePortal';
import type { ListMeta } from '../config/contracts/common';
import { httpClient, type QueryParams } from './httpClient';
import type { ApiSuccess, HttpMethod } from './types';

export type * from '../config/contracts/career';

export interface CareerJobPage {
    data: CareerJobCard[];
    meta: ListMeta;
}

export interface Request {
    body?: unknown;
    query?: QueryParams;
    /** Public calls send no token (a signed-in visitor's would be ignored anyway). */
    authenticated?: boolean;
}

/** A call's whole answer (its message and data); dataProvider/careerApply.ts calls through it too. */
export async function envelope<T>(method: HttpMethod, path: string, request: Request = {}): Promise<ApiSuccess<T>> {
    const { authenticated = false, ...rest } = request;
    return (await httpClient<ApiSuccess<T>>(path, { method, authenticated, ...rest })).json;
}

/** A call's data. */
export async function data<T>(method: HttpMethod, path: string, request: Request = {}): Promise<T> {
    return (await envelope<T>(method, path, request)).data;
}

const id = (value: string) => encodeURIComponent(value);

// ---------------------------------------------------------------------------
// The career page (public).

/** GET career/jobs: the query is SPEC.md section 3's open-jobs keys as they are. */
export async function getCareerJobs(query: CareerJobsQuery, signal?: AbortSignal): Promise<CareerJobPage> {
    const response = await httpClient<ApiSuccess<CareerJobCard[]>>('career/jobs', { query: { ...query }, authenticated: false, signal });
    const { data: jobs, meta } = response.json;
    const perPage = query.limit ?? jobs.length;
    return { data: jobs, meta: meta ?? { total: jobs.length, perPage, currentPage: 1, nextPage: null, previousPage: null, pageCount: 1 } };
}

export const getCareerJob = (jobId: string): Promise<CareerJobDetail> => data('GET', `career/jobs/${id(jobId)}`);

export const getCareerFilters = (): Promise<CareerFilters> => data('GET', 'career/filters');

/** The skill list of the career page (built-in skills and the published jobs' ones). */
export const getCareerSkills = (search?: string, limit?: number): Promise<string[]> => data('GET', 'career/get-skills', { query: { search, limit } });

export const getCareerPartner = (partnerId: string): Promise<CareerPartner> => data('GET', `career/partners/${id(partnerId)}`);

// ---------------------------------------------------------------------------
// The privacy notice (the apply dialog shows it; a workspace admin edits it) and a candidate's applications.

export const getPrivacyNotice = (): Promise<PrivacyNotice> => data('GET', 'privacy-notice');

/** A workspace admin replaces the notice (null: the built-in text); the answer's message says what changed. */
export const updatePrivacyNotice = (body: UpdatePrivacyNoticeBody): Promise<ApiSuccess<PrivacyNotice>> =>
    envelope('PUT', 'privacy-notice', { body, authenticated: true });

/** Which of these jobs the signed-in candidate has applied to: one request for a page of the career page's cards. */
export async function getAppliedJobIds(jobIds: readonly string[], signal?: AbortSignal): Promise<Set<string>> {
    const response = await httpClient<ApiSuccess<AppliedJob[]>>('candidate/applied-jobs', { query: { job_ids: joinJobIds(jobIds), limit: jobIds.length }, authenticated: true, signal });
    return new Set(response.json.data.map(application => application.job.id));
}

/** The signed-in candidate's application to the job, or null: asked before the apply flow changes their profile. */
export async function getApplicationTo(jobId: string): Promise<AppliedJob | null> {
    const found = await data<AppliedJob[]>('GET', 'candidate/applied-jobs', { query: { job_id: jobId, limit: 1 }, authenticated: true });
    return found[0] ?? null;
}
