/**
 * Jobs, pipelines, applications and resumes (docs/api-jobs.md) as typed
 * custom dataProvider methods, built on the one httpClient and uploadFile.
 * App.tsx adds them with `withCustomMethods`, so pages call them through
 * `useDataProvider<JobsDataProvider>()` (errors then pass authProvider.checkError,
 * which handles a dead session) and tests hand in fakes.
 */
import type { DataProvider } from 'react-admin';
import { apiUrl, apiHeaders, httpClient, toHttpError, type QueryParams } from './httpClient';
import { uploadFile, type ProgressListener } from './upload';
import type { ApiSuccess } from './types';
import type {
    AddApplicationBody,
    AddApplicationResult,
    AiContentRequest,
    Application,
    ApplicationDetail,
    ApplicationsQuery,
    BoardCard,
    BoardStage,
    BulkApplicationsBody,
    BulkUploadCounts,
    Compatibility,
    FilterLists,
    Job,
    JobSummary,
    JobFields,
    JobList,
    JobListParams,
    Note,
    ParsedResumeUpload,
    Stage,
    StageChanges,
    StagePage,
    TimelineEvent,
    VersionedRef,
} from './jobsTypes';

export * from './jobsTypes';

/** The one way the typed custom methods (jobs, interviews) call the API: the envelope, or its `data`. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function call<T>(method: Method, path: string, request: { body?: unknown; query?: QueryParams } = {}): Promise<ApiSuccess<T>> {
    const response = await httpClient<ApiSuccess<T>>(path, { method, ...request });
    return response.json;
}

export async function data<T>(method: Method, path: string, request: { body?: unknown; query?: QueryParams } = {}): Promise<T> {
    return (await call<T>(method, path, request)).data;
}

const id = (value: string) => encodeURIComponent(value);

/** page, limit, search, sort, order in the query; the filter object JSON-encoded. */
export function jobListQuery(params: JobListParams): QueryParams {
    const filter = params.filter && Object.keys(params.filter).length > 0 ? JSON.stringify(params.filter) : undefined;
    return { page: params.page, limit: params.limit, search: params.search, sort: params.sort, order: params.order, filter };
}

/** Multipart upload answering the envelope; a refusal's `data` (row report) is in the HttpError body. */
async function upload<T>(path: string, form: FormData, onProgress?: ProgressListener): Promise<ApiSuccess<T>> {
    return (await uploadFile<ApiSuccess<T>>(path, form, { onProgress })).json;
}

function fileForm(file: Blob, fields: Record<string, string> = {}): FormData {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    return form;
}

export interface JobsMethods {
    getJobs(params: JobListParams): Promise<JobList>;
    getJob(jobId: string): Promise<Job>;
    allJobsByCompany(): Promise<{ id: string; title: string; job_type: string }[]>;
    createJob(fields: JobFields): Promise<{ job: Job; message?: string }>;
    updateJob(jobId: string, changes: Partial<JobFields> & { version: number }): Promise<Job>;
    deleteJob(jobId: string): Promise<string | undefined>;
    assignRecruiter(jobId: string, recruiterIds: string[]): Promise<Job>;
    removeJobRecruiter(jobId: string, recruiterId: string): Promise<Job>;
    updateHiringDeadline(jobId: string, hiringDeadline: string, version: number): Promise<Job>;
    promoteJob(jobId: string): Promise<Job>;
    getFilterList(): Promise<FilterLists>;
    getSkills(search: string): Promise<string[]>;
    generateAiContent(request: AiContentRequest): Promise<string>;
    jobBulkUpload(file: Blob, onProgress?: ProgressListener): Promise<BulkUploadCounts>;

    getPipelines(jobId: string): Promise<Stage[]>;
    createPipeline(jobId: string, name: string): Promise<Stage>;
    editPipeline(stageId: string, changes: StageChanges, version: number): Promise<Stage>;
    deletePipeline(stageId: string, moveTo?: string): Promise<void>;
    updatePipelineOrder(jobId: string, stageIds: string[]): Promise<Stage[]>;

    getUserApplications(jobId: string, query: ApplicationsQuery): Promise<BoardStage[]>;
    getStageApplications(jobId: string, query: ApplicationsQuery, stageId: string, offset: number): Promise<StagePage>;
    shiftApplicant(applicationId: string, toStageId: string, version: number): Promise<BoardCard>;
    updateBulkCurrentPipeline(jobId: string, pipelineId: string, applicants: VersionedRef[]): Promise<number>;
    bulkApplications(request: BulkApplicationsBody): Promise<number>;
    addUserApplication(request: AddApplicationBody): Promise<AddApplicationResult>;
    applicantUpload(jobId: string, file: Blob, onProgress?: ProgressListener): Promise<BulkUploadCounts>;
    parseResume(file: Blob, onProgress?: ProgressListener): Promise<ParsedResumeUpload>;
    applicationDetail(applicationId: string): Promise<ApplicationDetail>;
    getTimeline(applicationId: string): Promise<TimelineEvent[]>;
    addNote(applicationId: string, text: string): Promise<Note>;
    resumeCompatibility(applicationId: string): Promise<Compatibility>;
    /** The resume file as a Blob (it is served as an attachment behind the Bearer token). */
    resumeBlob(fileId: string): Promise<Blob>;
}

export type JobsDataProvider = DataProvider & JobsMethods;

export const jobsMethods: JobsMethods = {
    getJobs: async params => {
        const json = await call<JobSummary[]>('GET', 'get-jobs', { query: jobListQuery(params) });
        const total = json.meta?.total ?? json.data.length;
        const meta = json.meta ?? { total, perPage: params.limit, currentPage: params.page, nextPage: null, previousPage: null, pageCount: 1 };
        return { data: json.data, meta };
    },
    getJob: jobId => data('GET', `get-job-by-id/${id(jobId)}`),
    allJobsByCompany: () => data('GET', 'all-jobs-by-company'),
    createJob: async fields => {
        const json = await call<Job>('POST', 'create-job', { body: fields });
        return { job: json.data, message: json.message };
    },
    updateJob: (jobId, changes) => data('PUT', `update-job/${id(jobId)}`, { body: changes }),
    deleteJob: async jobId => (await call<unknown>('DELETE', `delete-job/${id(jobId)}`)).message,
    assignRecruiter: (jobId, recruiterIds) => data('PATCH', `assign-recruiter/${id(jobId)}`, { body: { recruiter_ids: recruiterIds } }),
    removeJobRecruiter: (jobId, recruiterId) => data('PATCH', 'remove-job-recruiter', { body: { job_id: jobId, recruiter_id: recruiterId } }),
    updateHiringDeadline: (jobId, hiringDeadline, version) =>
        data('PATCH', `${id(jobId)}/update-hiring-deadline`, { body: { hiring_deadline: hiringDeadline, version } }),
    promoteJob: jobId => data('PATCH', `${id(jobId)}/promote-job`, { body: {} }),
    getFilterList: () => data('GET', 'get-filter-list'),
    getSkills: search => data('GET', 'get-skills', { query: { search } }),
    generateAiContent: async request => (await data<{ content: string }>('POST', 'generate-ai-content', { body: request })).content,
    jobBulkUpload: async (file, onProgress) => (await upload<BulkUploadCounts>('job-bulk-upload', fileForm(file), onProgress)).data,

    getPipelines: jobId => data('GET', `get-hiring-pipelines/${id(jobId)}`),
    createPipeline: (jobId, name) => data('POST', `${id(jobId)}/create-hiring-pipeline`, { body: { name } }),
    editPipeline: (stageId, changes, version) => data('PUT', `edit-pipeline/${id(stageId)}`, { body: { ...changes, version } }),
    deletePipeline: async (stageId, moveTo) => {
        await call('DELETE', `delete-pipeline-by-id/${id(stageId)}`, { query: { move_to: moveTo } });
    },
    updatePipelineOrder: (jobId, stageIds) => data('PUT', `update-pipeline-order/${id(jobId)}`, { body: { stage_ids: stageIds } }),

    getUserApplications: async (jobId, query) =>
        (await data<{ stages: BoardStage[] }>('POST', `${id(jobId)}/get-user-applications`, { body: query })).stages,
    getStageApplications: (jobId, query, stageId, offset) =>
        data('POST', `${id(jobId)}/get-user-applications`, { body: { ...query, stage_id: stageId, offset } }),
    shiftApplicant: (applicationId, toStageId, version) =>
        data('PATCH', 'shift-applicant', { body: { application_id: applicationId, to_stage_id: toStageId, version } }),
    updateBulkCurrentPipeline: async (jobId, pipelineId, applicants) =>
        (await data<{ moved: number }>('PATCH', `update-bulk-current-pipeline/${id(jobId)}`, { body: { pipeline_id: pipelineId, applicants } })).moved,
    bulkApplications: async request => (await data<{ updated: number }>('PATCH', 'bulk-applications', { body: request })).updated,
    addUserApplication: async request => {
        const application = await data<Application & { linked_existing?: boolean }>('POST', 'add-user-application', { body: request });
        return { application, linkedExisting: application.linked_existing === true };
    },
    applicantUpload: async (jobId, file, onProgress) =>
        (await upload<BulkUploadCounts>('applicant-upload', fileForm(file, { job_id: jobId }), onProgress)).data,
    parseResume: async (file, onProgress) => (await upload<ParsedResumeUpload>('parse-resume', fileForm(file), onProgress)).data,
    applicationDetail: applicationId => data('GET', `${id(applicationId)}/application-detail`),
    getTimeline: applicationId => data('GET', `${id(applicationId)}/get-timeline`),
    addNote: (applicationId, text) => data('POST', `${id(applicationId)}/notes`, { body: { text } }),
    resumeCompatibility: applicationId => data('GET', `${id(applicationId)}/resume-compatibility`),
    resumeBlob: async fileId => {
        // httpClient reads text; a PDF needs the bytes, so this one call reads a Blob with the same headers and errors.
        const response = await fetch(apiUrl(`files/resume/${id(fileId)}`), { headers: apiHeaders() });
        if (!response.ok) throw toHttpError(response.status, await response.text());
        return response.blob();
    },
};
