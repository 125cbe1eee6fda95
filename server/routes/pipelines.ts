/**
 * Pipelines: the ordered stages of one job (docs/api-jobs.md). A stage with
 * applicants is deleted only when they move elsewhere (history rows written).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Tx } from '../db/scope.js';
import { addStageBodySchema, deleteStageQuerySchema, MAX_STAGES, renameStageBodySchema, stageOrderBodySchema, stageSchema } from '../../config/contracts/pipelines.js';
import { getStage, stagesOf } from '../lib/applications.js';
import { moveApplications } from '../lib/board.js';
import { HttpProblem, messages, ok, schemas } from '../lib/http.js';
import { jobAccess } from '../lib/jobAccess.js';
import { jobExists } from '../lib/jobs.js';
import { composedText, localeOf } from '../lib/locale.js';
import { route } from '../plugins/auth.js';

export const pipelineMessages = {
    created: 'Stage added successfully!',
    updated: 'Stage updated successfully!',
    deleted: 'Stage deleted successfully!',
    reordered: 'Stages reordered successfully!',
    duplicate: 'A stage with this name already exists in this job.',
} as const;

const tags = ['pipelines'];
const idParams = schemas.idParams;
const stagesAnswer = { 200: schemas.envelope({ type: 'array', items: stageSchema }) };
const stageAnswer = { 200: schemas.envelope(stageSchema) };

const duplicate = () => new HttpProblem(400, pipelineMessages.duplicate, { name: pipelineMessages.duplicate });

async function nameTaken(tx: Tx, jobId: string, name: string, exceptId: string | null): Promise<boolean> {
    const result = await sql`select 1 from pipeline_stages where job_id = ${jobId} and lower(name) = lower(${name})
        ${exceptId ? sql`and id <> ${exceptId}` : sql``}`.execute(tx);
    return result.rows.length > 0;
}

/** Unique violations raced past the check answer like the check. */
function mapDuplicate(error: unknown): never {
    if ((error as { code?: string; constraint?: string }).code === '23505' && (error as { constraint?: string }).constraint === 'pipeline_stages_job_name') throw duplicate();
    throw error;
}

export async function pipelineRoutes(app: FastifyInstance): Promise<void> {
    route(app, {
        method: 'GET',
        url: '/api/get-hiring-pipelines/:id',
        access: jobAccess('read'),
        schema: { tags, summary: "A job's stages in order, with applicant counts", params: idParams, response: stagesAnswer },
        async handler({ tx, user, params }) {
            await jobExists(tx, params.id);
            return ok(await stagesOf(tx, params.id));
        },
    });

    route(app, {
        method: 'POST',
        url: '/api/:id/create-hiring-pipeline',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: 'Append a stage to a job (name unique per job)',
            params: idParams,
            body: addStageBodySchema,
            response: stageAnswer,
        },
        async handler({ tx, user, workspace, params, body, request }) {
            await jobExists(tx, params.id);
            await sql`select 1 from jobs where id = ${params.id} for update`.execute(tx);
            const name = body.name.trim();
            if (await nameTaken(tx, params.id, name, null)) throw duplicate();
            const count = await sql<{ n: number; last: number }>`select count(*)::int as n, coalesce(max(position), 0)::int as last
                from pipeline_stages where job_id = ${params.id}`.execute(tx);
            if (count.rows[0].n >= MAX_STAGES) {
                const message = composedText(localeOf(request), 'stages_max', { max: MAX_STAGES }, `A job has at most ${MAX_STAGES} stages.`);
                throw new HttpProblem(400, message, { name: message });
            }
            const inserted = await sql<{ id: string }>`insert into pipeline_stages (workspace_id, job_id, name, position)
                values (${workspace.id}, ${params.id}, ${name}, ${count.rows[0].last + 1}) returning id`
                .execute(tx)
                .catch(mapDuplicate);
            return ok(await getStage(tx, inserted.rows[0].id), pipelineMessages.created);
        },
    });

    route(app, {
        method: 'PUT',
        url: '/api/edit-pipeline/:id',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: 'Rename a stage, and set or clear the name candidates read (public_name) (send the version read; 409 when stale)',
            params: idParams,
            body: renameStageBodySchema,
            response: stageAnswer,
        },
        async handler({ tx, user, params, body }) {
            const stage = await getStage(tx, params.id);
            const name = body.name.trim();
            if (await nameTaken(tx, stage.job_id, name, stage.id)) throw duplicate();
            const publicName = body.public_name === undefined ? sql`public_name` : sql`${body.public_name?.trim() ?? null}`;
            const updated = await sql`update pipeline_stages set name = ${name}, public_name = ${publicName}, version = version + 1, updated_at = now()
                where id = ${params.id} and version = ${body.version} returning id`
                .execute(tx)
                .catch(mapDuplicate);
            if (!updated.rows.length) throw new HttpProblem(409, messages.stale);
            return ok(await getStage(tx, params.id), pipelineMessages.updated);
        },
    });

    route(app, {
        method: 'DELETE',
        url: '/api/delete-pipeline-by-id/:id',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: 'Delete a stage; refused while applicants sit there unless move_to names another stage of the job (they move, with history)',
            params: idParams,
            querystring: deleteStageQuerySchema,
            response: { 200: schemas.envelope({ type: 'object', properties: { id: { type: 'string' }, moved: { type: 'integer' } } }) },
        },
        async handler({ tx, user, workspace, params, query, request }) {
            const stage = await getStage(tx, params.id);
            await sql`select 1 from jobs where id = ${stage.job_id} for update`.execute(tx);
            const stages = await stagesOf(tx, stage.job_id);
            if (stages.length <= 1) {
                throw new HttpProblem(400, 'A job needs at least one stage.', { id: 'A job needs at least one stage.' });
            }
            const occupied = stages.find(s => s.id === stage.id)!.applicant_count;
            let moved = 0;
            if (query.move_to) {
                const target = stages.find(s => s.id === query.move_to);
                if (!target || target.id === stage.id) {
                    const message = 'Choose another stage of this job to move the applicants to.';
                    throw new HttpProblem(400, message, { move_to: message });
                }
                moved = (await moveApplications(tx, workspace.id, user, target.id, sql`a.stage_id = ${stage.id}`)).length;
            } else if (occupied > 0) {
                const english = `Move the ${occupied} applicant${occupied === 1 ? '' : 's'} in this stage first.`;
                const message = composedText(localeOf(request), 'stage_occupied', { count: occupied }, english);
                throw new HttpProblem(400, message, { move_to: message });
            }
            await sql`delete from pipeline_stages where id = ${stage.id}`.execute(tx);
            // Close the gap so positions stay 1..n.
            await sql`update pipeline_stages s set position = o.n from (
                    select id, row_number() over (order by position, created_at)::int as n from pipeline_stages where job_id = ${stage.job_id}
                ) o where s.id = o.id and s.position <> o.n`.execute(tx);
            return ok({ id: stage.id, moved }, pipelineMessages.deleted);
        },
    });

    route(app, {
        method: 'PUT',
        url: '/api/update-pipeline-order/:id',
        access: jobAccess('write'),
        schema: {
            tags,
            summary: 'Reorder the stages of a job: every stage id, in the new order',
            params: idParams,
            body: stageOrderBodySchema,
            response: stagesAnswer,
        },
        async handler({ tx, user, params, body }) {
            await jobExists(tx, params.id);
            await sql`select 1 from jobs where id = ${params.id} for update`.execute(tx);
            const current = await stagesOf(tx, params.id);
            const known = new Set(current.map(s => s.id));
            if (body.stage_ids.length !== current.length || !body.stage_ids.every(id => known.has(id))) {
                const message = 'Send every stage of this job exactly once, in the new order.';
                throw new HttpProblem(400, message, { stage_ids: message });
            }
            await sql`update pipeline_stages s set position = o.n, updated_at = now()
                from (values ${sql.join(body.stage_ids.map((id, i) => sql`(${id}::uuid, ${i + 1}::int)`))}) as o(id, n)
                where s.id = o.id and s.job_id = ${params.id}`.execute(tx);
            return ok(await stagesOf(tx, params.id), pipelineMessages.reordered);
        },
    });
}
