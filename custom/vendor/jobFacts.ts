/** A vendor job's facts in words: experience, salary. */
import type { VendorJob } from '../../config/contracts/vendorPortal';
import { experienceWords } from '../../config/contracts/jobs';
import { formatAmount } from '../../ui/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function experienceRange(translate: Translate, job: Pick<VendorJob, 'min_experience' | 'max_experience'>): string {
    return experienceWords(translate, wording => `ats.vendor.experience_wording.${wording}`, job.min_experience, job.max_experience);
}

/** "INR 600,000 – 900,000", "INR 600,000" or null when the job publishes no salary. */
export function salaryRange(job: Pick<VendorJob, 'salary_min' | 'salary_max' | 'currency'>): string | null {
    const amounts = [job.salary_min, job.salary_max].filter((value): value is number => typeof value === 'number');
    if (amounts.length === 0) return null;
    const text = [...new Set(amounts)].map(formatAmount).join(' – ');
    return job.currency ? `${job.currency} ${text}` : text;
}

export const addApplicantPath = (jobId: string) => `/vendors/job-openings/${encodeURIComponent(jobId)}/add-applicant`;
export const jobPath = (jobId: string) => `/vendors/job-openings/${encodeURIComponent(jobId)}`;
