/**
 * The interviewer area (docs/api-interviews.md): the signed-in interviewer's
 * lists, candidate page, feedback, results, profile reviews, dashboard and
 * profile. For the role INTERVIEWER and for teammates whose secondary role
 * is INTERVIEWER. Only interviews assigned to the caller: any other id,
 * another workspace's or another interviewer's, answers 404 and changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { corporateRoles } from '../../config/index.js';
import {
    applicantDetailSchema,
    calibrationSchema,
    dashboardAnalyticsSchema,
    editInterviewerBodySchema,
    feedbackBodySchema,
    interviewDetailsQuerySchema,
    interviewDetailsSchema,
    interviewerListBodySchema,
    interviewerProfileSchema,
    interviewMessages,
    interviewResultSchema,
    interviewSchema,
    profileStatusBodySchema,
    resultBodySchema,
} from '../../config/contracts/interviews.js';
import { profileImageKinds, readUploadedFile, resumeKinds } from '../lib/files.js';
import { HttpProblem, messages, notFound, ok, page, schemas } from '../lib/http.js';
import { canJobs } from '../lib/jobAccess.js';
import { feedbackOf, reviewProfile, saveFeedback, submitResult } from '../lib/interviewFeedback.js';
import { applicantView, editInterviewer, interviewerProfile, setProfileImage } from '../lib/interviewerProfile.js';
import { assertAssigned, assertOnApplication, getInterview, interviewerOnly, isInterviewer, listInterviewerInterviews, roundsOfApplication, workspaceTimeZone } from '../lib/interviews.js';
import { calibration, dashboardAnalytics } from '../lib/interviewStats.js';
import { localeOf } from '../lib/locale.js';
import { sql } from 'kysely';
import { RESUME_AREA } from '../lib/storedResumes.js';
import { route } from '../plugins/auth.js';

const tags = ['interviewer'];
const idParams = schemas.idParams;
const interviewer = {} as const;
/** Where public images live: served by /api/files/public/{name}, the path SPEC.md's profile-image rule prepends (server/routes/company.ts stores logos there). */
const PUBLIC_AREA = 'public';
const IMAGE_LIMIT_BYTES = 2 * 1024 * 1024;
const submittedAnswer = { 200: schemas.envelope({ type: 'object', properties: { interview_id: { type: 'string' }, submitted: { type: 'boolean' } } }) };

export async function interviewerRoutes(app: FastifyInstance): Promise<void> {
    const files = app.deps.files;

    route(app, {
        method: 'GET',
        url: '/api/interviewer/dashboard-analytics',
        access: interviewer,
        authorize: interviewerOnly,
        schema: { tags, summary: "The interviewer's dashboard: upcoming today and this week, feedback pending, completed, no-shows", response: { 200: schemas.envelope(dashboardAnalyticsSchema) } },
        async handler({ tx, workspace, user }) {
            return ok(await dashboardAnalytics(tx, user.id, await workspaceTimeZone(tx, workspace.id)));
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/interviewer/get-interview-list',
        // A listing with its filters in the body: it only reads.
        readOnly: true,
        access: interviewer,
        authorize: interviewerOnly,
        schema: { tags, summary: "The interviewer's interviews: UPCOMING, PAST or ALL, by status or type, 12 a page", body: interviewerListBodySchema, response: { 200: schemas.page(interviewSchema) } },
        async handler({ tx, workspace, user, body, request }) {
            const { data, meta } = await listInterviewerInterviews(tx, workspace.id, user.id, body, localeOf(request));
            return page(data, meta);
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/get-interview-details',
        access: interviewer,
        authorize: interviewerOnly,
        schema: {
            tags,
            summary: "The interviewer's candidate page: the interview, the application, screening answers, earlier rounds and their own feedback",
            querystring: interviewDetailsQuerySchema,
            response: { 200: schemas.envelope(interviewDetailsSchema) },
        },
        async handler({ tx, workspace, user, query }) {
            if (query.interviewer_id !== user.id) throw notFound();
            await assertAssigned(tx, query.id, user.id);
            const interview = await getInterview(tx, workspace.id, query.id, user.id);
            const applicant = await applicantView(tx, interview.application_id);
            const [mine] = await feedbackOf(tx, interview.id, user.id);
            return ok({
                interview,
                userApplication: applicant.userApplication,
                JobScreeningQuestion: applicant.JobScreeningQuestion,
                job_id: interview.job.id,
                user_id: applicant.candidateId,
                other_rounds: await roundsOfApplication(tx, interview.application_id, interview.id),
                my_feedback: mine ?? null,
                isPast: interview.is_past,
                isProfileReview: interview.type === 'PROFILE_REVIEW',
            });
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/interviewer/get-applicant-detail/:id',
        access: interviewer,
        authorize: interviewerOnly,
        schema: { tags, summary: "A candidate's profile, for an application the interviewer has an interview on", params: idParams, response: { 200: schemas.envelope(applicantDetailSchema) } },
        async handler({ tx, user, params }) {
            await assertOnApplication(tx, params.id, user.id);
            const applicant = await applicantView(tx, params.id);
            return ok({ job: applicant.job, userApplication: applicant.userApplication, JobScreeningQuestion: applicant.JobScreeningQuestion, rounds: await roundsOfApplication(tx, params.id, null) });
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/interviewer/resume/:id',
        access: interviewer,
        authorize: interviewerOnly,
        schema: {
            tags,
            summary: "The resume of an application the interviewer has an interview on, as an attachment",
            params: idParams,
            produces: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
            response: { 200: { type: 'string', format: 'binary', description: 'the file' } },
        },
        async handler({ tx, workspace, user, params, reply }) {
            await assertOnApplication(tx, params.id, user.id);
            const { resumeFileId } = await applicantView(tx, params.id);
            const meta = resumeFileId
                ? (await sql<{ stored_name: string; original_name: string }>`select stored_name, original_name from stored_files where id = ${resumeFileId}`.execute(tx)).rows[0]
                : undefined;
            const file = meta ? await files.read(workspace.id, RESUME_AREA, meta.stored_name, resumeKinds) : null;
            if (!meta || !file) throw new HttpProblem(404, messages.notFound);
            const ascii = meta.original_name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
            return reply
                .type(file.mime)
                .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(meta.original_name)}`)
                .header('x-content-type-options', 'nosniff')
                .header('cache-control', 'private, no-store')
                .header('content-security-policy', "default-src 'none'; sandbox")
                .send(file.bytes);
        },
    });

    route(app, {
        method: 'PATCH',
        url: '/api/update-interview-feedback',
        access: interviewer,
        authorize: interviewerOnly,
        schema: {
            tags,
            summary: 'Save the ratings (a criterion per question, notes); with a recommendation, submit them (every question rated, then read-only)',
            body: feedbackBodySchema,
            'x-problems': { 409: 'Feedback already submitted' },
            response: submittedAnswer,
        },
        async handler({ tx, workspace, user, body }) {
            const { submitted } = await saveFeedback(tx, workspace.id, user, body);
            return ok({ interview_id: body.interview_id, submitted }, submitted ? interviewMessages.feedbackSubmitted : interviewMessages.feedbackSaved);
        },
    });

    route(app, {
        method: 'PATCH',
        url: '/api/interviewer/update-interview-result',
        access: interviewer,
        authorize: interviewerOnly,
        schema: {
            tags,
            summary: 'Give the result (PASS, FAIL, WAITLIST, NOT_APPEARED) with the ratings saved so far; NOT_APPEARED needs none',
            body: resultBodySchema,
            'x-problems': { 409: 'Feedback already submitted' },
            response: submittedAnswer,
        },
        async handler({ tx, workspace, user, body }) {
            await submitResult(tx, workspace.id, user, body.interview_id, body.result, body.overall_note);
            return ok({ interview_id: body.interview_id, submitted: true }, interviewMessages.feedbackSubmitted);
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/interviewer-result/:id',
        access: {},
        authorize: ({ user }) => {
            if (!isInterviewer(user) && !(corporateRoles.includes(user.role_name) && canJobs(user, 'read'))) throw new HttpProblem(403, messages.forbidden);
        },
        schema: { tags, summary: "An interview's result and feedback: an interviewer sees their own, a recruiter everyone's", params: idParams, response: { 200: schemas.envelope(interviewResultSchema) } },
        async handler({ tx, workspace, user, params }) {
            const everyone = corporateRoles.includes(user.role_name) && canJobs(user, 'read');
            if (!everyone) await assertAssigned(tx, params.id, user.id);
            const interview = await getInterview(tx, workspace.id, params.id);
            return ok({
                interview_id: interview.id,
                status: interview.status,
                result: interview.result,
                profile_status: interview.profile_status,
                feedback: await feedbackOf(tx, interview.id, everyone ? null : user.id),
            });
        },
    });

    route(app, {
        method: 'PATCH',
        url: '/api/interviewer/update-profile-status',
        access: interviewer,
        authorize: interviewerOnly,
        schema: {
            tags,
            summary: 'Approve or reject a profile review (once)',
            body: profileStatusBodySchema,
            'x-problems': { 409: 'Already reviewed' },
            response: { 200: schemas.envelope(interviewSchema) },
        },
        async handler({ tx, workspace, user, body }) {
            await reviewProfile(tx, workspace.id, user, body);
            return ok(await getInterview(tx, workspace.id, body.interview_id, user.id), interviewMessages.profileReviewed);
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/interviewer/calibration',
        access: interviewer,
        authorize: interviewerOnly,
        schema: {
            tags,
            summary: "The interviewer's own calibration figures",
            response: { 200: schemas.envelope(calibrationSchema) } },
        async handler({ tx, user }) {
            return ok((await calibration(tx, { userId: user.id })).data[0]);
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/interviewer/get-interviewer-detail/:id',
        access: interviewer,
        authorize: interviewerOnly,
        schema: { tags, summary: "The signed-in interviewer's profile (any other id: 404)", params: idParams, response: { 200: schemas.envelope(interviewerProfileSchema) } },
        async handler({ tx, user, params }) {
            if (params.id !== user.id) throw notFound();
            return ok(await interviewerProfile(tx, user.id));
        },
    });

    route(app, {
        method: 'PATCH',
        url: '/api/interviewer/edit-interviewer',
        access: interviewer,
        authorize: interviewerOnly,
        schema: {
            tags,
            summary: "Edit the signed-in interviewer's own profile (only the fields sent change)",
            body: editInterviewerBodySchema,
            response: { 200: schemas.envelope(interviewerProfileSchema) },
        },
        async handler({ tx, user, body }) {
            await editInterviewer(tx, user.id, body);
            return ok(await interviewerProfile(tx, user.id), interviewMessages.profileUpdated);
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/interviewer/profile-image',
        access: interviewer,
        authorize: interviewerOnly,
        schema: {
            tags,
            summary: "Upload the signed-in interviewer's profile image (field file: PNG, JPEG, GIF or WEBP by content, at most 2 MB); profile_image becomes its stored name",
            consumes: ['multipart/form-data'],
            // No type: a request without a body reaches the handler, which names the missing file.
            body: { properties: { file: { description: 'the profile image' } } },
            response: { 200: schemas.envelope(interviewerProfileSchema) },
        },
        async handler({ tx, workspace, user, request }) {
            const bytes = await readUploadedFile(request, IMAGE_LIMIT_BYTES);
            const name = await files.save(workspace.id, PUBLIC_AREA, bytes, profileImageKinds, 'profile image', localeOf(request));
            await setProfileImage(tx, user.id, name);
            return ok(await interviewerProfile(tx, user.id), interviewMessages.profileUpdated);
        },
    });
}
