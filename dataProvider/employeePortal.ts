/**
 * The signed-in employee's calls (docs/api-employees.md, docs/ui-employees.md)
 * as typed custom dataProvider methods: the jobs shown to employees and their
 * filters, a job with its share link, applying for oneself, applied jobs,
 * referrals, the dashboard and the profile. Every shape is
 * config/contracts/employeePortal.ts's; app/ConsoleApp.tsx adds these with
 * `withCustomMethods`, so pages call `useDataProvider<EmployeePortalDataProvider>()`.
 * CVs and the profile image are multipart uploads with progress: the pages send
 * them through useUpload (dataProvider/upload.ts) to `employeePaths.uploadCv`
 * and `employeePaths.profileImage`. The password is changed through
 * corporate/change-password (the shared ChangePasswordPage).
 */
import type { DataProvider } from 'react-admin';
import type { ListMeta } from '../config/contracts/common';
import type {
    EmployeeApplyAnswer,
    EmployeeApplyBody,
    EmployeeAppliedJob,
    EmployeeDashboard,
    EmployeeFilters,
    EmployeeJob,
    EmployeeJobDetail,
    EmployeeJobsBody,
    EmployeePageQuery,
    EmployeeProfile,
    Referral,
    ReferralBody,
    ReferralsQuery,
    ShareLink,
    UpdateEmployeeProfileBody,
} from '../config/contracts/employeePortal';
import { getCareerJob } from './career';
import { call, data } from './jobs';
import type { ApiSuccess } from './types';

export type * from '../config/contracts/employeePortal';

export interface Page<T> {
    data: T[];
    meta: ListMeta;
}

const id = (value: string) => encodeURIComponent(value);

/** Where each call goes: SPEC.md section 7's names where it has them, the same style otherwise. */
export const employeePaths = {
    jobs: 'employee/jobs',
    filters: 'employee/get-filters',
    job: (jobId: string) => `employee/jobs/${id(jobId)}`,
    shareLink: (jobId: string) => `employee/share-link/${id(jobId)}`,
    /** Multipart (field file, PDF or DOCX): answers the file_id apply and referrals name. */
    uploadCv: 'employee/upload-cv',
    apply: 'employee/apply',
    appliedJobs: 'employee/applied-jobs',
    referrals: 'employee/referrals',
    dashboard: 'employee/dashboard',
    profile: 'employee/profile',
    /** Multipart (field file, an image): it becomes the profile's image at once. */
    profileImage: 'employee/profile-image',
} as const;

/** A list answer with its meta; a list without one is a server fault worth seeing, not a silent page 1. */
async function page<T>(method: 'GET' | 'POST', path: string, request: { body?: unknown; query?: Record<string, string | number | undefined> }): Promise<Page<T>> {
    const json = await call<T[]>(method, path, request);
    if (!json.meta) throw new Error(`${path} answered without its list meta`);
    return { data: json.data, meta: json.meta };
}

async function withMessage<T>(json: Promise<ApiSuccess<T>>): Promise<{ data: T; message?: string }> {
    const answer = await json;
    return { data: answer.data, message: answer.message };
}

export interface EmployeePortalMethods {
    employeeJobs(body: EmployeeJobsBody): Promise<Page<EmployeeJob>>;
    employeeFilters(): Promise<EmployeeFilters>;
    employeeJob(jobId: string): Promise<EmployeeJobDetail>;
    employeeShareLink(jobId: string): Promise<ShareLink>;
    employeeApply(body: EmployeeApplyBody): Promise<{ data: EmployeeApplyAnswer; message?: string }>;
    employeeAppliedJobs(query: EmployeePageQuery): Promise<Page<EmployeeAppliedJob>>;
    referPerson(body: ReferralBody): Promise<{ data: Referral; message?: string }>;
    employeeReferrals(query: ReferralsQuery): Promise<Page<Referral>>;
    employeeDashboard(): Promise<EmployeeDashboard>;
    employeeProfile(): Promise<EmployeeProfile>;
    updateEmployeeProfile(body: UpdateEmployeeProfileBody): Promise<{ data: EmployeeProfile; message?: string }>;
    /**
     * Whether the job's public career page exists (the public career/jobs/{id}): a job may be shown
     * to employees without being on the career page, and a share link to it would lead nowhere.
     * Only a 404 is "no"; any other failure is not a reason to hide the link.
     */
    onCareerPage(jobId: string): Promise<boolean>;
}

export type EmployeePortalDataProvider = DataProvider & EmployeePortalMethods;

export const employeePortalMethods: EmployeePortalMethods = {
    employeeJobs: body => page('POST', employeePaths.jobs, { body }),
    employeeFilters: () => data('GET', employeePaths.filters),
    employeeJob: jobId => data('GET', employeePaths.job(jobId)),
    employeeShareLink: jobId => data('GET', employeePaths.shareLink(jobId)),
    employeeApply: body => withMessage(call('POST', employeePaths.apply, { body })),
    employeeAppliedJobs: query => page('GET', employeePaths.appliedJobs, { query }),
    referPerson: body => withMessage(call('POST', employeePaths.referrals, { body })),
    employeeReferrals: query => page('GET', employeePaths.referrals, { query }),
    employeeDashboard: () => data('GET', employeePaths.dashboard),
    employeeProfile: () => data('GET', employeePaths.profile),
    updateEmployeeProfile: body => withMessage(call('PUT', employeePaths.profile, { body })),
    onCareerPage: jobId =>
        getCareerJob(jobId).then(
            () => true,
            (error: unknown) => (error as { status?: number } | null)?.status !== 404,
        ),
};
