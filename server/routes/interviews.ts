/**
 * Interviews, corporate side (docs/api-interviews.md): a job's rounds,
 * scheduling, rescheduling and cancelling, the workspace's list, the
 * question bank and a workspace's own questions, figures and calibration.
 * The interviewer area is server/routes/interviewer.ts.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { corporateRoles } from '../../config/index.js';
import {
    calibrationQuerySchema,
    calibrationSchema,
    createQuestionBodySchema,
    createRoundBodySchema,
    deleteInterviewQuerySchema,
    interviewDetailSchema,
    interviewerOptionSchema,
    interviewerOptionsQuerySchema,
    interviewListQuerySchema,
    interviewMessages,
    interviewSchema,
    interviewStatsQuerySchema,
    marksDistributionSchema,
    monthlyCountSchema,
    questionBankQuerySchema,
    questionBankSchema,
    questionSchema,
    regenerateQuestionBodySchema,
    rescheduleBodySchema,
    roundSchema,
    scheduleBodySchema,
    updateRoundBodySchema,
} from '../../config/contracts/interviews.js';
import type { AuthUser } from '../lib/access.js';
import { HttpProblem, notFound, ok, page, schemas } from '../lib/http.js';
import { localeOf } from '../lib/locale.js';
import { canJobs, jobAccess } from '../lib/jobAccess.js';
import { jobExists } from '../lib/jobs.js';
import { aiQuestionSuggester, allCriteria, customCriteria, loadQuestionBank, regenerateQuestion, workspaceBank } from '../lib/interviewQuestions.js';
import { assertAssigned, getInterview, isInterviewer, listWorkspaceInterviews, workspaceTimeZone } from '../lib/interviews.js';
import { calibration, currentYear, marksDistribution, monthlyCounts } from '../lib/interviewStats.js';
import { cancelInterview, createRound, deleteRound, getRound, rescheduleInterview, roundsOf, scheduleInterview, updateRound } from '../lib/interviewWrites.js';
import { forbidden } from '../lib/http.js';
import { route } from '../plugins/auth.js';
import { likeContaining } from '../lib/searchWords.js';

const tags = ['interviews'];
const idParams = schemas.idParams;
const interviewAnswer = { 200: schemas.envelope(interviewDetailSchema) };
const roundAnswer = { 200: schemas.envelope(roundSchema) };
const corporate = { roles: corporateRoles } as const;
/** Corporate users who work a job's board, or interviewers (their own figures only). */
const corporateOrInterviewer = {} as const;

function corporateOrInterviewerOnly({ user }: { user: AuthUser }): void {
    if (!corporateRoles.includes(user.role_name) && !isInterviewer(user)) throw forbidden();
}

/** Whose figures: an interviewer (not corporate) sees only their own, whatever the query asks. */
function statsScope(user: AuthUser, interviewerId: string | undefined): string | null {
    if (!corporateRoles.includes(user.role_name)) return user.id;
    return interviewerId ?? null;
}

export async function interviewRoutes(app: FastifyInstance): Promise<void> {
    // A broken bank file refuses the start, one line per problem (like resource files).
    loadQuestionBank();

    // -----------------------------------------------------------------------
    // Rounds.

    route(app, {
        method: 'GET',
        url: '/api/:id/get-interview-rounds',
        access: jobAccess('read'),
        schema: { tags, summary: "A job's interview rounds in order, with how many interviews use each", params: idParams, response: { 200: schemas.envelope({ type: 'array', items: roundSchema }) } },
        async handler({ tx, params }) {
            await jobExists(tx, params.id);
            return ok(await roundsOf(tx, params.id));
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/:id/create-interview-round',
        access: jobAccess('write'),
        schema: { tags, summary: 'Append an interview round to a job (name unique per job)', params: idParams, body: createRoundBodySchema, response: roundAnswer },
        async handler({ tx, workspace, params, body, request }) {
            await jobExists(tx, params.id);
            return ok(await createRound(tx, workspace.id, params.id, body.name, localeOf(request)), interviewMessages.roundCreated);
        },
    });

    route(app, {
        method: 'PUT',
        url: '/api/edit-interview-round/:id',
        access: jobAccess('write'),
        schema: { tags, summary: 'Rename or move an interview round', params: idParams, body: updateRoundBodySchema, response: roundAnswer },
        async handler({ tx, params, body }) {
            return ok(await updateRound(tx, params.id, body), interviewMessages.roundUpdated);
        },
    });

    route(app, {
        method: 'DELETE',
        url: '/api/delete-interview-round/:id',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: 'Delete an interview round no interview uses',
            params: idParams,
            'x-problems': { 409: 'Interviews use this round' },
            response: { 200: schemas.envelope({ type: 'object', properties: { id: { type: 'string' } } }) },
        },
        async handler({ tx, params, request }) {
            await getRound(tx, params.id);
            await deleteRound(tx, params.id, localeOf(request));
            return ok({ id: params.id }, interviewMessages.roundDeleted);
        },
    });

    // -----------------------------------------------------------------------
    // Scheduling.

    route(app, {
        method: 'GET',
        url: '/api/interviewer-options',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: 'Who may be put on an interview: active interviewers and teammates whose secondary role is INTERVIEWER',
            querystring: interviewerOptionsQuerySchema,
            response: { 200: schemas.envelope({ type: 'array', items: interviewerOptionSchema }) },
        },
        async handler({ tx, query }) {
            const term = query.search?.trim();
            const like = term ? likeContaining(term) : null;
            const rows = await sql`select id, first_name, last_name, email, role_name, secondary_role from users
                where status = 'ACTIVE' and (role_name = 'INTERVIEWER' or secondary_role = 'INTERVIEWER')
                ${like ? sql`and (concat_ws(' ', first_name, last_name) ilike ${like} or email ilike ${like})` : sql``}
                order by first_name, last_name, id limit ${query.limit ?? 100}`.execute(tx);
            return ok(rows.rows);
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/schedule-interview',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: 'Schedule an interview (or ask for a profile review) of an application; mails an invite (.ics) to the interviewers and the candidate',
            body: scheduleBodySchema,
            'x-problems': { 409: "An interviewer already has an interview at that time (the message names it)" },
            response: interviewAnswer,
        },
        async handler({ tx, workspace, user, body, request }) {
            return ok(await scheduleInterview(tx, workspace, user, body, localeOf(request), request.log), interviewMessages.scheduled);
        },
    });

    route(app, {
        method: 'PATCH',
        url: '/api/interviewer/reschedule-interview',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: 'Move an interview to a new time (the old one stays in its history); mails the updated invite',
            body: rescheduleBodySchema,
            'x-problems': { 409: 'Stale version, or an interviewer already has an interview at that time' },
            response: interviewAnswer,
        },
        async handler({ tx, workspace, user, body, request }) {
            return ok(await rescheduleInterview(tx, workspace, user, body, localeOf(request), request.log), interviewMessages.rescheduled);
        },
    });

    route(app, {
        method: 'DELETE',
        url: '/api/:id/delete-interview',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: 'Cancel an interview (kept as CANCELLED), or delete it with type=DELETE; a pending one mails its cancellation',
            params: idParams,
            querystring: deleteInterviewQuerySchema,
            response: { 200: schemas.envelope({ type: 'object', properties: { id: { type: 'string' }, status: { type: 'string', enum: ['CANCELLED', 'DELETED'] } } }) },
        },
        async handler({ tx, workspace, user, params, query, request }) {
            const status = await cancelInterview(tx, workspace, user, params.id, query.type === 'DELETE', request.log);
            return ok({ id: params.id, status }, status === 'DELETED' ? interviewMessages.deleted : interviewMessages.cancelled);
        },
    });

    // -----------------------------------------------------------------------
    // The workspace's interviews (SPEC.md section 6: every corporate user sees them).

    route(app, {
        method: 'GET',
        url: '/api/interviews',
        access: corporate,
        schema: { tags, summary: "The workspace's interviews, latest first, 10 a page, with filters", querystring: interviewListQuerySchema, response: { 200: schemas.page(interviewSchema) } },
        async handler({ tx, workspace, query, request }) {
            const { data, meta } = await listWorkspaceInterviews(tx, workspace.id, query, localeOf(request));
            return page(data, meta);
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/interview/:id',
        access: corporate,
        schema: { tags, summary: 'One interview with its questions and time history', params: idParams, response: interviewAnswer },
        async handler({ tx, workspace, params }) {
            return ok(await getInterview(tx, workspace.id, params.id));
        },
    });

    // -----------------------------------------------------------------------
    // Questions.

    route(app, {
        method: 'GET',
        url: '/api/interview-questions',
        access: corporateOrInterviewer,
        authorize: corporateOrInterviewerOnly,
        schema: { tags, summary: "The question bank: every group, the workspace's own questions after the shipped ones, and the criteria", querystring: questionBankQuerySchema, response: { 200: schemas.envelope(questionBankSchema) } },
        async handler({ tx, query }) {
            const ids = query.group_ids?.split(',').map(s => s.trim()).filter(Boolean);
            return ok({ groups: await workspaceBank(tx, ids), criteria: allCriteria() });
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/interview-questions',
        access: { roles: corporateRoles, permission: ['USERS-INTERVIEWERS', 'CREATE'] },
        schema: { tags, summary: "Add a workspace's own question to a group", body: createQuestionBodySchema, response: { 200: schemas.envelope(questionSchema) } },
        async handler({ tx, workspace, user, body }) {
            const errors: Record<string, string> = {};
            const criteria = customCriteria(body.group_id, body.criteria_ids, errors);
            const fields = Object.keys(errors);
            if (fields.length) throw new HttpProblem(400, errors[fields[0]], errors);
            const inserted = await sql<{ id: string }>`insert into interview_custom_questions (workspace_id, group_id, label, criteria_ids, created_by)
                values (${workspace.id}, ${body.group_id}, ${body.label.trim()}, ${JSON.stringify(criteria)}::jsonb, ${user.id}) returning id`.execute(tx);
            const [group] = await workspaceBank(tx, [body.group_id]);
            return ok(group.questions.find(q => q.id === inserted.rows[0].id), interviewMessages.questionCreated);
        },
    });

    route(app, {
        method: 'DELETE',
        url: '/api/interview-questions/:id',
        access: { roles: corporateRoles, permission: ['USERS-INTERVIEWERS', 'CREATE'] },
        schema: { tags, summary: "Delete a workspace's own question (interviews keep their copy)", params: idParams, response: { 200: schemas.envelope({ type: 'object', properties: { id: { type: 'string' } } }) } },
        async handler({ tx, params }) {
            const deleted = await sql`delete from interview_custom_questions where id = ${params.id} returning id`.execute(tx);
            if (!deleted.rows.length) throw notFound();
            return ok({ id: params.id }, interviewMessages.questionDeleted);
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/regenerate-question',
        access: corporateOrInterviewer,
        authorize: corporateOrInterviewerOnly,
        schema: {
            tags,
            summary: 'Replace one question of an interview (nobody has rated it yet): one the configured AI service writes for its group, else an unused one of the group',
            body: regenerateQuestionBodySchema,
            'x-problems': { 409: 'The question was rated, or the group has no unused question' },
            response: interviewAnswer,
        },
        async handler({ tx, workspace, user, body, request }) {
            // A scheduler may change any interview; an interviewer only their own (others: 404).
            if (!(corporateRoles.includes(user.role_name) && canJobs(user, 'write'))) await assertAssigned(tx, body.interview_id, user.id);
            await getInterview(tx, workspace.id, body.interview_id);
            await regenerateQuestion(tx, body.interview_id, body.question_id, aiQuestionSuggester(app.deps.config, message => request.log.warn(message)));
            return ok(await getInterview(tx, workspace.id, body.interview_id, isInterviewer(user) ? user.id : null), interviewMessages.questionRegenerated);
        },
    });

    // -----------------------------------------------------------------------
    // Figures.

    route(app, {
        method: 'GET',
        url: '/api/interview-count/monthly',
        access: corporateOrInterviewer,
        authorize: corporateOrInterviewerOnly,
        schema: { tags, summary: "Interviews per month of a year: the interviewer's own, or (corporate) the workspace's or one interviewer's", querystring: interviewStatsQuerySchema, response: { 200: schemas.envelope({ type: 'array', items: monthlyCountSchema }) } },
        async handler({ tx, workspace, user, query }) {
            const timeZone = await workspaceTimeZone(tx, workspace.id);
            return ok(await monthlyCounts(tx, statsScope(user, query.interviewer_id), query.year ?? (await currentYear(tx, timeZone)), timeZone));
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/marks-distribution',
        access: corporateOrInterviewer,
        authorize: corporateOrInterviewerOnly,
        schema: { tags, summary: 'How often each criterion level and each recommendation was given in a year', querystring: interviewStatsQuerySchema, response: { 200: schemas.envelope(marksDistributionSchema) } },
        async handler({ tx, workspace, user, query }) {
            const timeZone = await workspaceTimeZone(tx, workspace.id);
            return ok(await marksDistribution(tx, statsScope(user, query.interviewer_id), query.year ?? (await currentYear(tx, timeZone)), timeZone));
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/interviewers/calibration',
        access: { roles: corporateRoles, permission: ['USERS-INTERVIEWERS', 'VIEW'] },
        schema: {
            tags,
            summary: 'Calibration of interviewers: interviews done, no-shows, feedback turnaround, pass rate against the workspace, agreement with final outcomes',
            querystring: calibrationQuerySchema,
            response: { 200: schemas.page(calibrationSchema) },
        },
        async handler({ tx, query }) {
            const { data, meta } = await calibration(tx, { userId: query.interviewer_id, search: query.search, page: query.page, limit: query.limit });
            return page(data, meta);
        },
    });
}
