/** The employee area's paths (SPEC.md section 2; a job's page and the refer form's job are ours). */
const AREA = '/employee';

export const employeePagePaths = {
    dashboard: `${AREA}/dashboard`,
    jobs: `${AREA}/job-openings`,
    appliedJobs: `${AREA}/applied-jobs`,
    referAndShare: `${AREA}/refer-and-share`,
    profile: `${AREA}/profile`,
} as const;

export const employeeJobPath = (jobId: string) => `${employeePagePaths.jobs}/${encodeURIComponent(jobId)}`;

/** Refer and Share with the job chosen in the referral form (`?job=`). */
export const referPath = (jobId: string) => `${employeePagePaths.referAndShare}?job=${encodeURIComponent(jobId)}`;
