/**
 * Shapes of docs/api-jobs.md (jobs, pipelines, applications, resumes), as the
 * console reads them. The wire shapes themselves are config/contracts/ (one
 * JSON Schema each, types derived): this file narrows them to what the console
 * relies on, and adds the console-only request parameters.
 */
import type { AddApplicationBody, Application, BoardCard, BoardQuery, BulkApplicationsBody } from '../config/contracts/applications';
import type { ListMeta } from '../config/contracts/common';
import type { EmploymentType, JobFields as JobFieldsContract, JobSummary, JobType, PersonRef, PositionType, Priority } from '../config/contracts/jobs';
import type { Compatibility, ParsedResume } from '../config/contracts/resumes';
import type { PresentedAnswer, ScreeningAnswer, ScreeningQuestionInput } from '../config/contracts/screening';

export type { Stage, StageChanges } from '../config/contracts/pipelines';
export type { Application, ApplicationConsent, BoardCard, ApplicationDetail, Candidate, HistoryEntry, Note, TimelineEvent, TimelineType } from '../config/contracts/applications';
export type { Job, JobSummary } from '../config/contracts/jobs';

/** The fields a job form edits (create-job body; update-job sends the changed ones plus version): every writable field but status. */
export type JobFields = Required<Omit<JobFieldsContract, 'status' | 'screening_questions'>> & {
    /** A question the job asks its applicants; the server gives new ones their id. */
    screening_questions: (ScreeningQuestionInput & { required: boolean })[];
};
export type ScreeningQuestion = JobFields['screening_questions'][number];

/** SPEC.md section 3 job list filter keys (spelled as the spec spells them). */
export const jobFilterKeys = [
    'client_id',
    'department',
    'job_type',
    'recruiter',
    'employement_type',
    'position_type',
    'business_unit',
    'priority',
    'domain',
    'position_category',
    'posted_date',
    'job_location',
    'job_deadline',
    'hiring_deadline',
] as const;
export type JobFilterKey = (typeof jobFilterKeys)[number];
export const jobDateFilterKeys = ['posted_date', 'job_deadline', 'hiring_deadline'] as const;
export type JobDateFilterKey = (typeof jobDateFilterKeys)[number];
export type JobChoiceFilterKey = Exclude<JobFilterKey, JobDateFilterKey>;

export interface DateRange {
    from?: string;
    to?: string;
}

export type JobFilter = Partial<Record<JobChoiceFilterKey, string | string[]>> & Partial<Record<JobDateFilterKey, DateRange>>;

export interface JobListParams {
    page: number;
    limit: number;
    search?: string;
    sort?: string;
    order?: 'asc' | 'desc';
    filter?: JobFilter;
}

export interface JobList {
    data: JobSummary[];
    meta: ListMeta;
}

export interface FilterOption {
    id: string;
    label: string;
}

export interface FilterLists {
    clients: FilterOption[];
    departments: FilterOption[];
    business_units: FilterOption[];
    domains: FilterOption[];
    position_categories: FilterOption[];
    recruiters: FilterOption[];
    job_locations: FilterOption[];
    employment_types: FilterOption[];
    position_types: FilterOption[];
    priorities: FilterOption[];
    job_types: FilterOption[];
}

export interface AiContentRequest {
    type: 'JD';
    title: string;
    skills?: string[];
    min_experience?: number;
    max_experience?: number;
    job_locations?: string[];
    employment_type?: string;
    department?: string;
}

/** The applications state of SPEC.md section 3 as the request body of get-user-applications (the console always sends these). */
export type ApplicationsQuery = BoardQuery & Required<Pick<BoardQuery, 'type' | 'recruiters' | 'unassigned' | 'limit'>>;

export interface BoardStage {
    id: string;
    name: string;
    position: number;
    count: number;
    applications: BoardCard[];
}

export interface StagePage {
    stage_id: string;
    count: number;
    applications: BoardCard[];
}

export type { VersionedRef } from '../config/contracts/applications';

export type { BulkApplicationsBody };

export interface NewCandidate {
    first_name: string;
    last_name?: string;
    email: string;
    phone?: string;
    current_title?: string;
    experience_years?: number;
    skills?: string[];
    education?: string[];
    city?: string;
}

export type { AddApplicationBody };

export interface AddApplicationResult {
    application: Application;
    linkedExisting: boolean;
}

/** parse-resume's answer: the stored file and what was read from it. */
export interface ParsedResumeUpload {
    file_id: string;
    file_name: string;
    parsed: ParsedResume;
}

export type { Compatibility, EmploymentType, JobType, ParsedResume, PersonRef, PositionType, PresentedAnswer, Priority, ScreeningAnswer };

/** What a bulk upload answers on success (counts) — failures reject with the row report. */
export type BulkUploadCounts = Record<string, number>;
