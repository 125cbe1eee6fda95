/**
 * The applicant board's API (docs/api-jobs.md): the columns of one job with
 * their counts and first cards (and more on scroll), safe moves that carry the
 * application's version, and bulk moves and recruiter assignment.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import {
    boardCardSchema,
    boardQuerySchema,
    bulkApplicationsBodySchema,
    moveBodySchema,
    stageMoveBodySchema,
    staleBulkSchema,
} from '../../config/contracts/applications.js';
import type { Tx } from '../db/scope.js';
import { applicationMessages, assertRecruiter, addEvent, checkStageOfJob, displayName, NOT_A_STAGE_OF_THE_JOB } from '../lib/applications.js';
import { formatTime, getCard, lastMove, loadBoard, loadColumn, lockApplications, moveApplications, moveCard } from '../lib/board.js';
import { HttpProblem, messages, ok, schemas, type FieldErrors } from '../lib/http.js';
import { jobAccess } from '../lib/jobAccess.js';
import { composedText, composedWord, localeOf, localizedMessage, type ServerLocale } from '../lib/locale.js';
import { jobExists, throwIfErrors } from '../lib/jobs.js';
import type { AuthUser } from '../lib/access.js';
import { route } from '../plugins/auth.js';

const tags = ['applications'];
const idParams = schemas.idParams;
/** The 409 of a bulk change some of whose cards are stale, in `locale`. */
function staleBulk(reply: FastifyReply, stale: { id: string }[], locale: ServerLocale) {
    const count = stale.length;
    const english = `${count} of the selected applicant${count === 1 ? ' was' : 's were'} changed by someone else. Nothing was changed: reload the board and try again.`;
    return reply.code(409).send({ status: false, message: composedText(locale, 'applicants_stale', { count }, english), data: { stale: stale.map(s => s.id) } });
}

/** "3 applicants moved.", in `locale`. */
const movedMessage = (count: number, locale: ServerLocale) => composedText(locale, 'applicants_moved', { count }, `${count} applicant${count === 1 ? '' : 's'} moved.`);

/**
 * The 409 of a stale move: the card as it is now and who moved it, in `locale` (the mover's name
 * and the stage's as they are written; the time as the English writes it).
 */
async function staleMove(tx: Tx, applicationId: string, locale: ServerLocale) {
    const current = await getCard(tx, applicationId);
    const last = await lastMove(tx, applicationId);
    const stale = localizedMessage(messages.stale, locale);
    const message = last
        ? composedText(
              locale,
              'moved_by',
              { who: last.moved_by_name ?? composedWord(locale, 'someone', 'someone'), stage: last.to_stage_name, time: formatTime(last.moved_at) },
              `Moved by ${last.moved_by_name ?? 'someone'} to ${last.to_stage_name} at ${formatTime(last.moved_at)}. Reloaded.`,
          )
        : composedText(locale, 'stale_reloaded', { stale }, `${messages.stale} Reloaded.`);
    return { status: false as const, message, data: current };
}

export async function boardRoutes(app: FastifyInstance): Promise<void> {
    route(app, {
        method: 'POST',
        url: '/api/:id/get-user-applications',
        // A listing with its filters in the body: it only reads, each column a lookup by key.
        readOnly: true,
        reusePlans: true,
        access: jobAccess('read'),
        // The same columns for every caller who may read the job (row security is the workspace's),
        // until the workspace's data changes: a team opening one job's board, or a recruiter going
        // back to it, reads the kept answer (docs/decisions.md, "The board and the job list answer from kept answers").
        keepAnswer: ({ params, body }) => ({ job: params.id, body }),
        schema: {
            tags,
            summary: "The board: every stage with its count and first `limit` cards (two queries), or one stage's cards from `offset` (load more)",
            params: idParams,
            body: boardQuerySchema,
            response: {
                200: schemas.envelope({
                    type: 'object',
                    properties: {
                        stages: {
                            type: 'array',
                            items: {
                                type: 'object',
                                properties: {
                                    id: { type: 'string' },
                                    name: { type: 'string' },
                                    position: { type: 'integer' },
                                    version: { type: 'integer' },
                                    count: { type: 'integer' },
                                    applications: { type: 'array', items: boardCardSchema },
                                },
                            },
                        },
                        stage_id: { type: 'string' },
                        count: { type: 'integer' },
                        applications: { type: 'array', items: boardCardSchema },
                    },
                }),
            },
        },
        async handler({ tx, workspace, params, body, request }) {
            if (body.job_id && body.job_id !== params.id) throw new HttpProblem(400, 'job_id does not match the job in the path.', { job_id: 'job_id does not match the job in the path.' });
            const filter = { recruiters: body.recruiters, unassigned: body.unassigned, search: body.search };
            const limit = body.limit ?? 20;
            const locale = localeOf(request);
            // The job is checked only when its stages are not found: a stage of the job read under the
            // workspace's row security is the job's existence too (a statement less per board and load-more).
            if (body.stage_id) {
                const column = await loadColumn(tx, workspace.id, params.id, body.stage_id, filter, limit, body.offset ?? 0, locale);
                if (column) return ok(column);
                await jobExists(tx, params.id);
                throw new HttpProblem(400, NOT_A_STAGE_OF_THE_JOB, { stage_id: NOT_A_STAGE_OF_THE_JOB });
            }
            const board = await loadBoard(tx, workspace.id, params.id, filter, limit, locale);
            // Every job keeps at least one stage: none is a job the caller cannot see (404).
            if (!board.stages.length) await jobExists(tx, params.id);
            return ok(board);
        },
    });

    route(app, {
        method: 'PATCH',
        url: '/api/shift-applicant',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: 'Move a card: the version read is required; a stale one is 409 with the card as it is now and who moved it',
            body: moveBodySchema,
            response: { 200: schemas.envelope(boardCardSchema), 409: { type: 'object', properties: { status: { type: 'boolean' }, message: { type: 'string' }, data: boardCardSchema } } },
        },
        // One card by its key, moved and answered by one statement (moveCard): on PGlite the statements are kept parsed (their plans reused).
        reusePlans: true,
        async handler({ tx, user, workspace, body, reply, request }) {
            const moved = await moveCard(tx, workspace.id, user, body.to_stage_id, body.application_id, body.version);
            if (moved) return ok(moved, applicationMessages.moved);
            // Nothing moved: unknown card, a stage of another job, already there, or stale.
            const current = await getCard(tx, body.application_id);
            const errors: FieldErrors = {};
            await checkStageOfJob(tx, current.job_id, body.to_stage_id, 'to_stage_id', errors);
            throwIfErrors(errors);
            if (current.version === body.version && current.stage_id === body.to_stage_id) return ok(current, applicationMessages.unchanged);
            return reply.code(409).send(await staleMove(tx, body.application_id, localeOf(request)));
        },
    });

    type BulkMoveResult = { stale: { id: string }[] } | { moved: number };
    const bulkMove = async (
        tx: Tx,
        workspaceId: string,
        user: AuthUser,
        jobId: string,
        stageId: string,
        applicants: { id: string; version: number }[],
        locale: ServerLocale,
    ): Promise<BulkMoveResult> => {
        await jobExists(tx, jobId);
        const errors: FieldErrors = {};
        await checkStageOfJob(tx, jobId, stageId, 'pipeline_id', errors);
        throwIfErrors(errors);
        const { stale } = await lockApplications(tx, jobId, applicants, locale);
        if (stale.length) return { stale };
        const moved = await moveApplications(tx, workspaceId, user, stageId, sql`a.id in (${sql.join(applicants.map(a => a.id))})`);
        return { moved: moved.length };
    };

    route(app, {
        method: 'PATCH',
        url: '/api/update-bulk-current-pipeline/:id',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: 'Move selected cards of a job to one stage: all or nothing (any stale version: 409, nothing moved)',
            params: idParams,
            body: stageMoveBodySchema,
            response: { 200: schemas.envelope({ type: 'object', properties: { moved: { type: 'integer' } } }), 409: staleBulkSchema },
        },
        async handler({ tx, user, workspace, params, body, reply, request }) {
            const locale = localeOf(request);
            const result = await bulkMove(tx, workspace.id, user, params.id, body.pipeline_id, body.applicants, locale);
            if ('stale' in result) return staleBulk(reply, result.stale, locale);
            return ok({ moved: result.moved }, movedMessage(result.moved, locale));
        },
    });

    route(app, {
        method: 'PATCH',
        url: '/api/bulk-applications',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: 'Bulk actions on selected cards: move to a stage (pipeline) or assign a recruiter (recruiter; null unassigns); all or nothing',
            body: bulkApplicationsBodySchema,
            response: { 200: schemas.envelope({ type: 'object', properties: { updated: { type: 'integer' } } }), 409: staleBulkSchema },
        },
        async handler({ tx, user, workspace, body, reply, request }) {
            const locale = localeOf(request);
            if (body.type === 'pipeline') {
                if (!body.pipeline_id) throw new HttpProblem(400, 'pipeline_id is required', { pipeline_id: 'pipeline_id is required' });
                const result = await bulkMove(tx, workspace.id, user, body.job_id, body.pipeline_id, body.applicants, locale);
                if ('stale' in result) return staleBulk(reply, result.stale, locale);
                return ok({ updated: result.moved }, movedMessage(result.moved, locale));
            }
            if (body.recruiter_id === undefined) throw new HttpProblem(400, 'recruiter_id is required', { recruiter_id: 'recruiter_id is required' });
            await jobExists(tx, body.job_id);
            const errors: FieldErrors = {};
            await assertRecruiter(tx, body.recruiter_id, 'recruiter_id', errors);
            throwIfErrors(errors);
            const { stale } = await lockApplications(tx, body.job_id, body.applicants, locale);
            if (stale.length) return staleBulk(reply, stale, locale);
            const updated = await sql<{ id: string }>`update applications set recruiter_id = ${body.recruiter_id}, version = version + 1, updated_at = now()
                where id in (${sql.join(body.applicants.map(a => a.id))}) and recruiter_id is distinct from ${body.recruiter_id}::uuid returning id`.execute(tx);
            const recruiter = body.recruiter_id
                ? await tx.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', body.recruiter_id).executeTakeFirstOrThrow()
                : null;
            await addEvent(tx, workspace.id, user, updated.rows.map(r => r.id), 'RECRUITER_ASSIGNED', {
                recruiter_id: body.recruiter_id,
                recruiter_name: recruiter ? displayName(recruiter) : null,
            });
            const count = updated.rows.length;
            return ok({ updated: count }, composedText(locale, 'applicants_updated', { count }, `${count} applicant${count === 1 ? '' : 's'} updated.`));
        },
    });
}
