/**
 * The signed-in vendor's calls (docs/api-vendors.md, docs/ui-vendors.md) as
 * typed custom dataProvider methods: the jobs shown to the vendor and their
 * filters, one job with its screening questions, parsing a CV, adding one
 * applicant or a sheet of them, the vendor's own submissions and the answers
 * given for one, the dashboard and the profile. Also the recruiter's list of
 * a vendor's refused duplicate submissions. Every shape is
 * config/contracts/vendorPortal.ts's; app/ConsoleApp.tsx adds these with
 * `withCustomMethods`, so pages call `useDataProvider<VendorPortalDataProvider>()`.
 * Uploads go through dataProvider/upload.ts for SPEC.md section 4's progress.
 */
import type { DataProvider } from 'react-admin';
import type { ListMeta } from '../config/contracts/common';
import type {
    RefusedSubmission,
    ScreeningResponse,
    UpdateVendorProfileBody,
    VendorAddApplicantBody,
    VendorApplicantsBody,
    VendorBulkAnswer,
    VendorDashboard,
    VendorFilters,
    VendorJob,
    VendorJobDetail,
    VendorJobsBody,
    VendorParsedResume,
    VendorProfile,
    VendorSubmission,
} from '../config/contracts/vendorPortal';
import { call, data } from './jobs';
import type { ApiSuccess } from './types';
import { uploadFile, type ProgressListener } from './upload';

export type * from '../config/contracts/vendorPortal';

export interface VendorPage<T> {
    data: T[];
    meta: ListMeta;
}

const id = (value: string) => encodeURIComponent(value);

/** Where each call goes: SPEC.md section 7's names where it has them, the same style otherwise. */
export const vendorPaths = {
    jobs: 'vendor/jobs',
    job: (jobId: string) => `vendor/jobs/${id(jobId)}`,
    filters: 'vendor/get-filters',
    parseResume: 'vendor/parse-resume',
    addApplicant: 'vendor/add-applicant',
    addApplicantsBulk: 'vendor/add-applicant/bulk',
    applicants: 'vendor/applicants',
    screeningResponse: (jobId: string) => `vendor/${id(jobId)}/get-screening-response`,
    dashboard: 'vendor/dashboard',
    profile: 'vendor/profile',
    profileImage: 'vendor/profile-image',
    refusedSubmissions: (vendorId: string) => `vendor/${id(vendorId)}/refused-submissions`,
} as const;

/** A list answer with its meta; a list without one is a server fault worth seeing, not a silent page 1. */
async function page<T>(method: 'GET' | 'POST', path: string, request: { body?: unknown; query?: Record<string, number | undefined> }): Promise<VendorPage<T>> {
    const json = await call<T[]>(method, path, request);
    if (!json.meta) throw new Error(`${path} answered without its list meta`);
    return { data: json.data, meta: json.meta };
}

async function withMessage<T>(json: Promise<ApiSuccess<T>>): Promise<{ data: T; message?: string }> {
    const answer = await json;
    return { data: answer.data, message: answer.message };
}

/** Multipart with progress; a refusal (e.g. a sheet's row report in `data.rows`) rejects with the HttpError and its body. */
async function upload<T>(path: string, fields: Record<string, string>, file: Blob, onProgress?: ProgressListener): Promise<{ data: T; message?: string }> {
    const form = new FormData();
    // Plain fields first: the server reads them before it streams the file.
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    const { json } = await uploadFile<ApiSuccess<T>>(path, form, { onProgress });
    return { data: json.data, message: json.message };
}

export interface VendorPortalMethods {
    vendorJobs(body: VendorJobsBody): Promise<VendorPage<VendorJob>>;
    vendorJob(jobId: string): Promise<VendorJobDetail>;
    vendorFilters(): Promise<VendorFilters>;

    /** Stores the CV and reads its fields, for the form to prefill (the vendor reviews them). */
    vendorParseResume(file: Blob, onProgress?: ProgressListener): Promise<{ data: VendorParsedResume; message?: string }>;
    vendorAddApplicant(body: VendorAddApplicantBody): Promise<{ data: VendorSubmission; message?: string }>;
    /** All rows or none: a refused sheet rejects with its row report. */
    vendorAddApplicantsBulk(jobId: string, file: Blob, onProgress?: ProgressListener): Promise<{ data: VendorBulkAnswer; message?: string }>;

    vendorApplicants(body: VendorApplicantsBody): Promise<VendorPage<VendorSubmission>>;
    vendorScreeningResponse(jobId: string, userId: string): Promise<ScreeningResponse>;

    vendorDashboard(): Promise<VendorDashboard>;

    vendorProfile(): Promise<VendorProfile>;
    updateVendorProfile(body: UpdateVendorProfileBody): Promise<{ data: VendorProfile; message?: string }>;
    vendorProfileImage(file: Blob, onProgress?: ProgressListener): Promise<{ data: VendorProfile; message?: string }>;

    /** The recruiter's side: one vendor's refused duplicate submissions, newest first. */
    vendorRefusedSubmissions(vendorId: string, query: { page?: number; limit?: number }): Promise<VendorPage<RefusedSubmission>>;
}

export type VendorPortalDataProvider = DataProvider & VendorPortalMethods;

export const vendorPortalMethods: VendorPortalMethods = {
    vendorJobs: body => page('POST', vendorPaths.jobs, { body }),
    vendorJob: jobId => data('GET', vendorPaths.job(jobId)),
    vendorFilters: () => data('GET', vendorPaths.filters),

    vendorParseResume: (file, onProgress) => upload(vendorPaths.parseResume, {}, file, onProgress),
    vendorAddApplicant: body => withMessage(call('POST', vendorPaths.addApplicant, { body })),
    vendorAddApplicantsBulk: (jobId, file, onProgress) => upload(vendorPaths.addApplicantsBulk, { job_id: jobId }, file, onProgress),

    vendorApplicants: body => page('POST', vendorPaths.applicants, { body }),
    vendorScreeningResponse: (jobId, userId) => data('GET', vendorPaths.screeningResponse(jobId), { query: { user_id: userId } }),

    vendorDashboard: () => data('GET', vendorPaths.dashboard),

    vendorProfile: () => data('GET', vendorPaths.profile),
    updateVendorProfile: body => withMessage(call('PUT', vendorPaths.profile, { body })),
    vendorProfileImage: (file, onProgress) => upload(vendorPaths.profileImage, {}, file, onProgress),

    vendorRefusedSubmissions: (vendorId, query) => page('GET', vendorPaths.refusedSubmissions(vendorId), { query }),
};
