/**
 * The signed-in candidate's calls (docs/api-candidates.md) as typed custom
 * dataProvider methods: the job list with the free-job toggle, one-click
 * apply, applied jobs, profile and CV, offer letters, verify-profile, and
 * their own data (export, erasure). Every shape is
 * config/contracts/candidatePortal.ts's; app/ConsoleApp.tsx adds these with
 * `withCustomMethods`, so pages call `useDataProvider<CandidatePortalDataProvider>()`.
 * The paths are in one table (`candidatePaths`) so a renamed route is one line.
 */
import type { DataProvider } from 'react-admin';
import type { ListMeta } from '../config/contracts/common';
import type {
    AppliedJob,
    ApplyAnswer,
    ApplyBody,
    AttributionBody,
    CandidateExport,
    CandidateJob,
    CandidateJobsBody,
    CandidateOffer,
    CandidateProfile,
    ErasureAnswer,
    JobCategory,
    PrivacyNotice,
    ProfileVerificationStatus,
    UpdateProfileBody,
} from '../config/contracts/candidatePortal';
import { getAttribution } from './attribution';
import { call, data } from './jobs';
import { fetchBlob } from './offers';
import type { ApiSuccess } from './types';

export type * from '../config/contracts/candidatePortal';

export interface Page<T> {
    data: T[];
    meta: ListMeta;
}

const id = (value: string) => encodeURIComponent(value);

/** Where each call goes: SPEC.md section 7's names where it has them, the same style otherwise. */
export const candidatePaths = {
    jobs: 'candidate/get-jobs-filter',
    jobCategories: 'candidate/job-categories',
    apply: 'candidate/apply',
    privacyNotice: 'privacy-notice',
    appliedJobs: 'candidate/applied-jobs',
    profile: (userId: string) => `candidate/get-user-profile/${id(userId)}`,
    updateProfile: 'candidate/update-profile',
    /** Multipart (the page uploads it with useUpload, for SPEC.md section 4's progress); it becomes the profile's CV at once. */
    uploadCv: 'candidate/upload-candidate-cv',
    offers: 'candidate/offer-letters',
    offer: (offerId: string) => `candidate/offer-letter/${id(offerId)}`,
    acceptOffer: (offerId: string) => `candidate/offer-letter/${id(offerId)}/accept`,
    declineOffer: (offerId: string) => `candidate/offer-letter/${id(offerId)}/decline`,
    offerPdf: (offerId: string) => `candidate/offer-letter/${id(offerId)}/pdf`,
    verifyProfile: 'verify-profile',
    exportData: 'candidate/export',
    erase: 'candidate/erase-account',
} as const;

/** A list answer with its meta; a list without one is a server fault worth seeing, not a silent page 1. */
async function page<T>(method: 'GET' | 'POST', path: string, request: { body?: unknown; query?: Record<string, number | undefined> }): Promise<Page<T>> {
    const json = await call<T[]>(method, path, request);
    if (!json.meta) throw new Error(`${path} answered without its list meta`);
    return { data: json.data, meta: json.meta };
}

async function withMessage<T>(json: Promise<ApiSuccess<T>>): Promise<{ data: T; message?: string }> {
    const answer = await json;
    return { data: answer.data, message: answer.message };
}

export interface CandidatePortalMethods {
    candidateJobs(body: CandidateJobsBody): Promise<Page<CandidateJob>>;
    jobCategories(): Promise<JobCategory[]>;
    /** One-click apply to a free job, with the profile's CV. */
    applyToJob(body: ApplyBody): Promise<{ data: ApplyAnswer; message?: string }>;
    privacyNotice(): Promise<PrivacyNotice>;
    appliedJobs(query: { page?: number; limit?: number }): Promise<Page<AppliedJob>>;

    candidateProfile(userId: string): Promise<CandidateProfile>;
    updateCandidateProfile(body: UpdateProfileBody): Promise<{ data: CandidateProfile; message?: string }>;

    candidateOffers(): Promise<CandidateOffer[]>;
    candidateOffer(offerId: string): Promise<CandidateOffer>;
    acceptOffer(offerId: string): Promise<{ data: CandidateOffer; message?: string }>;
    declineOffer(offerId: string, reason: string): Promise<{ data: CandidateOffer; message?: string }>;
    /** The letter as the PDF it was sent as. */
    offerPdf(offerId: string): Promise<Blob>;

    verifyProfile(status: ProfileVerificationStatus, candidateId: string): Promise<{ data: { profile_verification: ProfileVerificationStatus; profile_verified_at: string }; message?: string }>;

    exportMyData(): Promise<CandidateExport>;
    eraseMyAccount(password: string): Promise<{ data: ErasureAnswer; message?: string }>;
}

export type CandidatePortalDataProvider = DataProvider & CandidatePortalMethods;

export const candidatePortalMethods: CandidatePortalMethods = {
    candidateJobs: body => page('POST', candidatePaths.jobs, { body }),
    jobCategories: () => data('GET', candidatePaths.jobCategories),
    applyToJob: body => withMessage(call('POST', candidatePaths.apply, { body })),
    privacyNotice: () => data('GET', candidatePaths.privacyNotice),
    appliedJobs: query => page('GET', candidatePaths.appliedJobs, { query }),

    candidateProfile: userId => data('GET', candidatePaths.profile(userId)),
    updateCandidateProfile: body => withMessage(call('PUT', candidatePaths.updateProfile, { body })),

    candidateOffers: () => data('GET', candidatePaths.offers),
    candidateOffer: offerId => data('GET', candidatePaths.offer(offerId)),
    acceptOffer: offerId => withMessage(call('POST', candidatePaths.acceptOffer(offerId))),
    declineOffer: (offerId, reason) => withMessage(call('POST', candidatePaths.declineOffer(offerId), { body: { reason } })),
    offerPdf: offerId => fetchBlob(candidatePaths.offerPdf(offerId)),

    verifyProfile: (status, candidateId) => withMessage(call('PATCH', candidatePaths.verifyProfile, { query: { status, id: candidateId } })),

    exportMyData: () => data('GET', candidatePaths.exportData),
    eraseMyAccount: password => withMessage(call('POST', candidatePaths.erase, { body: { password } })),
};

/** The visit's attribution cookies (SPEC.md section 4) as an application sends them, within the contract's lengths. */
export function attributionOfVisit(): AttributionBody | undefined {
    const stored = getAttribution();
    const body: AttributionBody = {};
    if (stored.utm_source) body.utm_source = stored.utm_source.slice(0, 100);
    if (stored.utm_medium) body.utm_medium = stored.utm_medium.slice(0, 100);
    if (stored.utm_campaign) body.utm_campaign = stored.utm_campaign.slice(0, 100);
    if (stored.refer_by) body.refer_by = stored.refer_by.slice(0, 64);
    if (stored.vendor_id) body.vendor_id = stored.vendor_id.slice(0, 64);
    return Object.keys(body).length > 0 ? body : undefined;
}
