/**
 * Interviews (docs/api-interviews.md) as typed custom dataProvider methods:
 * rounds, scheduling, the workspace's list, the interviewer area, feedback,
 * profile reviews, dashboards and the interviewer's profile. Every shape is
 * config/contracts/interviews.ts's; App.tsx adds these with
 * `withCustomMethods`, so pages call `useDataProvider<InterviewsDataProvider>()`.
 */
import type { DataProvider } from 'react-admin';
import type { ListMeta } from '../config/contracts/common';
import type {
    Calibration,
    CreateQuestionBody,
    DashboardAnalytics,
    EditInterviewerBody,
    FeedbackBody,
    InterviewDetail,
    InterviewDetails,
    Interview,
    InterviewerListBody,
    InterviewerProfile,
    InterviewListQuery,
    InterviewResult,
    MarksDistribution,
    MonthlyCount,
    ProfileStatusBody,
    QuestionGroup,
    Criterion,
    RescheduleBody,
    ResultBody,
    Round,
    ScheduleBody,
    UpdateRoundBody,
    Feedback,
    InterviewStatus,
    ProfileStatus,
} from '../config/contracts/interviews';
import { apiUrl, apiHeaders, toHttpError, type QueryParams } from './httpClient';
import { call, data } from './jobs';

export type * from '../config/contracts/interviews';

export interface InterviewPage {
    data: Interview[];
    meta: ListMeta;
}

export interface InterviewerOption {
    id: string;
    first_name: string;
    last_name: string | null;
    email: string;
    role_name: string;
    secondary_role: string | null;
}

export interface QuestionBank {
    groups: QuestionGroup[];
    criteria: Criterion[];
}

export interface InterviewResultView {
    interview_id: string;
    status: InterviewStatus;
    result: InterviewResult | null;
    profile_status: ProfileStatus | null;
    feedback: Feedback[];
}

/** get-applicant-detail's answer (the candidate page's profile part). */
export interface ApplicantDetail {
    userApplication: InterviewDetails['userApplication'];
    job: { id: string; title: string };
    JobScreeningQuestion: InterviewDetails['JobScreeningQuestion'];
    rounds: InterviewDetails['other_rounds'];
}

export interface InterviewsMethods {
    getRounds(jobId: string): Promise<Round[]>;
    createRound(jobId: string, name: string): Promise<Round>;
    updateRound(roundId: string, changes: UpdateRoundBody): Promise<Round>;
    deleteRound(roundId: string): Promise<void>;

    interviewerOptions(search?: string): Promise<InterviewerOption[]>;
    questionBank(groupIds?: string[]): Promise<QuestionBank>;
    createQuestion(body: CreateQuestionBody): Promise<unknown>;
    /** Deletes one of the workspace's own questions (interviews keep their copy). */
    deleteQuestion(questionId: string): Promise<void>;
    regenerateQuestion(interviewId: string, questionId: string): Promise<InterviewDetail>;

    scheduleInterview(body: ScheduleBody): Promise<{ interview: InterviewDetail; message?: string }>;
    rescheduleInterview(body: RescheduleBody): Promise<{ interview: InterviewDetail; message?: string }>;
    /** Cancels (kept as CANCELLED), or removes it with `remove`. */
    deleteInterview(interviewId: string, remove: boolean): Promise<string | undefined>;
    getInterviews(query: InterviewListQuery): Promise<InterviewPage>;
    getInterview(interviewId: string): Promise<InterviewDetail>;

    getInterviewerInterviews(body: InterviewerListBody): Promise<InterviewPage>;
    getInterviewDetails(interviewId: string, interviewerId: string): Promise<InterviewDetails>;
    getApplicantDetail(applicationId: string): Promise<ApplicantDetail>;
    /** The resume of an application the interviewer has an interview on, as a Blob (served as an attachment). */
    interviewerResumeBlob(applicationId: string): Promise<Blob>;
    updateFeedback(body: FeedbackBody): Promise<{ feedback: unknown; message?: string }>;
    updateResult(body: ResultBody): Promise<string | undefined>;
    interviewResult(interviewId: string): Promise<InterviewResultView>;
    updateProfileStatus(body: ProfileStatusBody): Promise<string | undefined>;

    dashboardAnalytics(): Promise<DashboardAnalytics>;
    /** `interviewerId`: one interviewer's figures; without it a corporate caller's are the workspace's. */
    monthlyCounts(year?: number, interviewerId?: string): Promise<MonthlyCount[]>;
    marksDistribution(year?: number, interviewerId?: string): Promise<MarksDistribution>;
    /** The signed-in interviewer's own figures. */
    myCalibration(): Promise<Calibration>;
    /** Admins (USERS-INTERVIEWERS VIEW): every interviewer's figures, or one user's with interviewer_id. */
    calibrations(query: { interviewer_id?: string; page?: number; limit?: number }): Promise<Calibration[]>;

    getInterviewerDetail(userId: string): Promise<InterviewerProfile>;
    editInterviewer(body: EditInterviewerBody): Promise<{ profile: InterviewerProfile; message?: string }>;
}

export type InterviewsDataProvider = DataProvider & InterviewsMethods;

const id = (value: string) => encodeURIComponent(value);

/** A list answer's page, with a meta built from the request when the server sent none. */
async function page(method: 'GET' | 'POST', path: string, request: { body?: unknown; query?: QueryParams }, limit: number): Promise<InterviewPage> {
    const json = await call<Interview[]>(method, path, request);
    const total = json.meta?.total ?? json.data.length;
    return { data: json.data, meta: json.meta ?? { total, perPage: limit, currentPage: 1, nextPage: null, previousPage: null, pageCount: 1 } };
}

export const interviewsMethods: InterviewsMethods = {
    getRounds: jobId => data('GET', `${id(jobId)}/get-interview-rounds`),
    createRound: (jobId, name) => data('POST', `${id(jobId)}/create-interview-round`, { body: { name } }),
    updateRound: (roundId, changes) => data('PUT', `edit-interview-round/${id(roundId)}`, { body: changes }),
    deleteRound: async roundId => {
        await call('DELETE', `delete-interview-round/${id(roundId)}`);
    },

    interviewerOptions: search => data('GET', 'interviewer-options', { query: { search, limit: 100 } }),
    questionBank: groupIds => data('GET', 'interview-questions', { query: { group_ids: groupIds?.join(',') } }),
    createQuestion: body => data('POST', 'interview-questions', { body }),
    deleteQuestion: async questionId => {
        await call('DELETE', `interview-questions/${id(questionId)}`);
    },
    regenerateQuestion: (interviewId, questionId) => data('POST', 'regenerate-question', { body: { interview_id: interviewId, question_id: questionId } }),

    scheduleInterview: async body => {
        const json = await call<InterviewDetail>('POST', 'schedule-interview', { body });
        return { interview: json.data, message: json.message };
    },
    rescheduleInterview: async body => {
        const json = await call<InterviewDetail>('PATCH', 'interviewer/reschedule-interview', { body });
        return { interview: json.data, message: json.message };
    },
    deleteInterview: async (interviewId, remove) =>
        (await call<unknown>('DELETE', `${id(interviewId)}/delete-interview`, { query: { type: remove ? 'DELETE' : undefined } })).message,
    getInterviews: query => page('GET', 'interviews', { query: { ...query } }, query.limit ?? 10),
    getInterview: interviewId => data('GET', `interview/${id(interviewId)}`),

    getInterviewerInterviews: body => page('POST', 'interviewer/get-interview-list', { body }, body.limit ?? 12),
    getInterviewDetails: (interviewId, interviewerId) => data('GET', 'get-interview-details', { query: { id: interviewId, interviewer_id: interviewerId } }),
    getApplicantDetail: applicationId => data('GET', `interviewer/get-applicant-detail/${id(applicationId)}`),
    interviewerResumeBlob: async applicationId => {
        // Bytes, not text: the same headers and errors as httpClient, as jobs' resumeBlob does.
        const response = await fetch(apiUrl(`interviewer/resume/${id(applicationId)}`), { headers: apiHeaders() });
        if (!response.ok) throw toHttpError(response.status, await response.text());
        return response.blob();
    },
    updateFeedback: async body => {
        const json = await call<unknown>('PATCH', 'update-interview-feedback', { body });
        return { feedback: json.data, message: json.message };
    },
    updateResult: async body => (await call<unknown>('PATCH', 'interviewer/update-interview-result', { body })).message,
    interviewResult: interviewId => data('GET', `interviewer-result/${id(interviewId)}`),
    updateProfileStatus: async body => (await call<unknown>('PATCH', 'interviewer/update-profile-status', { body })).message,

    dashboardAnalytics: () => data('GET', 'interviewer/dashboard-analytics'),
    monthlyCounts: (year, interviewerId) => data('GET', 'interview-count/monthly', { query: { year, interviewer_id: interviewerId } }),
    marksDistribution: (year, interviewerId) => data('GET', 'marks-distribution', { query: { year, interviewer_id: interviewerId } }),
    myCalibration: () => data('GET', 'interviewer/calibration'),
    calibrations: query => data('GET', 'interviewers/calibration', { query: { ...query } }),

    getInterviewerDetail: userId => data('GET', `interviewer/get-interviewer-detail/${id(userId)}`),
    editInterviewer: async body => {
        const json = await call<InterviewerProfile>('PATCH', 'interviewer/edit-interviewer', { body });
        return { profile: json.data, message: json.message };
    },
};
