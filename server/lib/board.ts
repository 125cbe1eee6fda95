/**
 * The board (docs/board.md): every column in two queries whatever the number
 * of stages, and the one way a card changes stage (a conditional update plus
 * its history row and timeline event in one statement).
 */
import { sql, type RawBuilder } from 'kysely';
import type { BoardCard, BoardFilter } from '../../config/contracts/applications.js';
import type { Tx } from '../db/scope.js';
import type { AuthUser } from './access.js';
import { displayName, isStageOfJob } from './applications.js';
import { candidatesMatching } from './candidates.js';
import { HttpProblem, notFound } from './http.js';
import { composedText, type ServerLocale } from './locale.js';
import { searchWordsOf } from './searchWords.js';

/**
 * A card's columns (config/contracts/applications.ts `boardCardSchema`), over `applications a`
 * joined to `candidates c`: what the card shows, not the candidate's whole record. With its
 * latest interview result in the same statement (one round trip fewer per board and load-more
 * than a separate select), `at` written as Date.toISOString writes it; the latest result's
 * interview is kept on the application (044_latest_interview_result.sql), so the card reads it by
 * its key and only when there is one (a subquery per card searched and sorted each card's
 * interviews: docs/performance.md, "The board's latest interview result kept"). The candidate's fields
 * come as columns and are shaped by `cardOf`: a JSON object built per card by the database was
 * built again by the server's JSON parser (docs/performance.md, "The board's cards as columns").
 */
const cardColumns = sql`a.id, a.job_id, a.stage_id, a.recruiter_id, a.source, a.version,
    floor(extract(epoch from (now() - a.stage_entered_at)) / 86400)::int as days_in_stage,
    c.id as candidate_id, c.first_name as candidate_first_name, c.last_name as candidate_last_name,
    c.current_title as candidate_current_title, c.experience_years::float8 as candidate_experience_years, c.source as candidate_source,
    case when a.latest_result_interview_id is not null then
        (select json_build_object('interview_id', i.id, 'result', i.result, 'round', r.name,
                'at', to_char(i.result_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
            from interviews i join interview_rounds r on r.id = i.round_id
            where i.id = a.latest_result_interview_id)
    end as interview_result`;

/** A row of `cardColumns`. */
type CardRow = Omit<BoardCard, 'candidate'> & {
    candidate_id: string;
    candidate_first_name: string;
    candidate_last_name: string | null;
    candidate_current_title: string | null;
    candidate_experience_years: number | null;
    candidate_source: string | null;
};

const cardOf = (row: CardRow): BoardCard => ({
    id: row.id,
    job_id: row.job_id,
    stage_id: row.stage_id,
    recruiter_id: row.recruiter_id,
    source: row.source,
    version: row.version,
    days_in_stage: row.days_in_stage,
    candidate: {
        id: row.candidate_id,
        first_name: row.candidate_first_name,
        last_name: row.candidate_last_name,
        current_title: row.candidate_current_title,
        experience_years: row.candidate_experience_years,
        source: row.candidate_source,
    },
    interview_result: row.interview_result,
});

type Card = BoardCard;

/**
 * The cards a filter leaves, as statements read them: the recruiter filters are
 * conditions on the applications; a search is worked out once per statement
 * into `found`, the job's matching applications (their id, stage and arrival).
 *
 * The search matches applicants as the workspace's candidate search does
 * (config/contracts/candidates.ts candidateSearchWords, server/lib/candidates.ts
 * candidatesMatching): each word starts a word of the name, the email's local
 * part or the skills, the whole address, or the phone's digits. Before, it was
 * an ILIKE '%…%' on every candidate of the workspace (no index serves it under
 * row-level security): 0.9 s for one name on the 20,000-applicant job on PGlite.
 * Now the job's applications are read once and each is kept when its candidate
 * is in the hashed set of matching candidates. `is true` keeps the IN a hashed
 * subplan: as a plain IN the planner chose between that and a join driven from
 * the candidates (an index probe each) by an estimate it lacks for most names
 * (it guesses one row), and chose the probes for common ones too. The work is
 * the job's size plus the matching candidates, whatever the words.
 * docs/performance.md, "The board's search, the offer letter's picker and the interview lists".
 */
interface Cards {
    /** The common table expressions (`name as (…)`) the statements below read. */
    ctes: RawBuilder<unknown>[];
    /** The cards of one stage, newest arrival first, from `offset`. */
    page(stageId: string, limit: number, offset: number): RawBuilder<unknown>;
    /** (stage_id, n) per stage (of one stage when given), or null when the kept counts answer (no filter). */
    counts(stageId?: string): RawBuilder<unknown> | null;
}

const withClause = (ctes: RawBuilder<unknown>[]) => (ctes.length ? sql`with ${sql.join(ctes, sql`, `)} ` : sql``);

/** The cards the filter keeps; a search refused in `locale` (searchWordsOf). */
function cardsOf(workspaceId: string, jobId: string, filter: BoardFilter, locale: ServerLocale): Cards {
    const conditions: RawBuilder<unknown>[] = [sql`a.job_id = ${jobId}`];
    const who: RawBuilder<unknown>[] = [];
    if (filter.recruiters?.length) who.push(sql`a.recruiter_id in (${sql.join(filter.recruiters)})`);
    if (filter.unassigned) who.push(sql`a.recruiter_id is null`);
    if (who.length) conditions.push(sql`(${sql.join(who, sql` or `)})`);
    const where = sql.join(conditions, sql` and `);
    const ofStage = (stageId?: string) => (stageId ? sql` and stage_id = ${stageId}` : sql``);
    const words = filter.search?.trim() ? searchWordsOf('search', filter.search, locale) : undefined;
    if (!words) {
        return {
            ctes: [],
            page: (stageId, limit, offset) => sql`select a.* from applications a where ${where} and a.stage_id = ${stageId}
                order by a.stage_entered_at desc, a.id limit ${limit} offset ${offset}`,
            counts: stageId => (who.length ? sql`select a.stage_id, count(*)::int as n from applications a where ${where}${ofStage(stageId)} group by a.stage_id` : null),
        };
    }
    // Words that are all punctuation leave nothing to match: no card.
    const matched = words.length ? candidatesMatching(workspaceId, words) : sql`select null::uuid as candidate_id where false`;
    return {
        ctes: [
            sql`found as materialized (select a.id, a.stage_id, a.stage_entered_at from applications a
                where ${where} and (a.candidate_id in (select m.candidate_id from (${matched}) m)) is true)`,
        ],
        page: (stageId, limit, offset) => sql`select a.* from applications a where a.id in (
                select f.id from found f where f.stage_id = ${stageId} order by f.stage_entered_at desc, f.id limit ${limit} offset ${offset})`,
        counts: stageId => sql`select stage_id, count(*)::int as n from found where true${ofStage(stageId)} group by stage_id`,
    };
}

/**
 * Every column of the board whatever the job's size: the stages with their
 * counts (kept per stage by the database, 007_volume_indexes.sql; counted
 * over what a filter leaves when there is one) and the first `limit` cards of
 * each stage (one LIMIT per stage, each the first `limit` entries of the
 * (job_id, stage_id, stage_entered_at desc, id) index), so the work is
 * stages × limit, not the job's size. docs/performance.md, "Queries at volume".
 * A filtered board's counts ride on its cards (a stage counted above zero has a
 * card on its first page), so a search works out its matches once.
 */
export async function loadBoard(tx: Tx, workspaceId: string, jobId: string, filter: BoardFilter, limit: number, locale: ServerLocale = 'en') {
    const cards = cardsOf(workspaceId, jobId, filter, locale);
    const stages = await sql<{ id: string; name: string; position: number; version: number; application_count: number }>`
        select id, name, position, version, application_count from pipeline_stages where job_id = ${jobId} order by position, created_at`.execute(tx);
    const counts = cards.counts();
    const ctes = counts ? [...cards.ctes, sql`counted as materialized (${counts})`] : cards.ctes;
    const stageCount = counts ? sql`, (select k.n from counted k where k.stage_id = a.stage_id) as stage_count` : sql``;
    // One LIMIT per stage, each stage id a constant: the planner then knows a busy stage holds
    // thousands of cards (its statistics) and reads the index in order; with the id as a LATERAL
    // parameter it guessed a few cards per stage and sometimes fetched and sorted a whole column.
    const columns = stages.rows.map((s, i) => sql`(select p.*, ${i}::int as column_order from (${cards.page(s.id, limit, 0)}) p)`);
    const rows = columns.length
        ? await sql<CardRow & { stage_count?: number }>`${withClause(ctes)}
            select ${cardColumns}${stageCount}
            from (${sql.join(columns, sql` union all `)}) a
            join candidates c on c.id = a.candidate_id
            order by a.column_order, a.stage_entered_at desc, a.id`.execute(tx)
        : { rows: [] as (CardRow & { stage_count?: number })[] };
    const countOf = new Map(counts ? [] : stages.rows.map(s => [s.id, s.application_count]));
    const byStage = new Map<string, Card[]>();
    for (const row of rows.rows) {
        const card = cardOf(row);
        if (row.stage_count !== undefined) countOf.set(card.stage_id, row.stage_count);
        const list = byStage.get(card.stage_id) ?? [];
        list.push(card);
        byStage.set(card.stage_id, list);
    }
    return {
        stages: stages.rows.map(({ application_count: _kept, ...s }) => ({ ...s, count: countOf.get(s.id) ?? 0, applications: byStage.get(s.id) ?? [] })),
    };
}

/** One card as the board shows it: a move's answer, so the card keeps its badge (404 when unknown). */
export async function getCard(tx: Tx, applicationId: string): Promise<Card> {
    const result = await sql<CardRow>`select ${cardColumns} from applications a join candidates c on c.id = a.candidate_id where a.id = ${applicationId}`.execute(tx);
    if (!result.rows[0]) throw notFound();
    return cardOf(result.rows[0]);
}

/**
 * One column from `offset` (the column's "load more"), through the same index as the first page;
 * null when the stage is not a stage of the job (nor the job one the caller sees). Unfiltered, the
 * stage's kept count is read by the stage and its job, which is that check too.
 */
export async function loadColumn(tx: Tx, workspaceId: string, jobId: string, stageId: string, filter: BoardFilter, limit: number, offset: number, locale: ServerLocale = 'en') {
    const cards = cardsOf(workspaceId, jobId, filter, locale);
    const counting = cards.counts(stageId);
    let count: number;
    if (counting) {
        if (!(await isStageOfJob(tx, jobId, stageId))) return null;
        count = (await sql<{ n: number }>`${withClause(cards.ctes)} ${counting}`.execute(tx)).rows[0]?.n ?? 0;
    } else {
        const kept = await sql<{ n: number }>`select application_count as n from pipeline_stages where id = ${stageId} and job_id = ${jobId}`.execute(tx);
        if (!kept.rows[0]) return null;
        count = kept.rows[0].n;
    }
    const rows = await sql<CardRow>`${withClause(cards.ctes)}
        select ${cardColumns}
        from (${cards.page(stageId, limit, offset)}) a
        join candidates c on c.id = a.candidate_id
        order by a.stage_entered_at desc, a.id`.execute(tx);
    return { stage_id: stageId, count, applications: rows.rows.map(cardOf) };
}

// ---------------------------------------------------------------------------
// Moves.

export interface Moved {
    id: string;
    version: number;
    from_stage_id: string | null;
    to_stage_id: string;
}

/**
 * Moves the applications matching `condition` (alias a) of the stage's job that are not
 * already in `toStageId`: stage, version + 1, stage_entered_at, and in the
 * same statement one history row, one STAGE_CHANGED event and one STAGE_ENTERED automation
 * event (server/lib/automationEvents.ts) per card.
 */
export async function moveApplications(tx: Tx, workspaceId: string, actor: AuthUser, toStageId: string, condition: RawBuilder<unknown>): Promise<Moved[]> {
    const result = await sql<Moved>`${moveStatement(workspaceId, actor, toStageId, condition)}
        select id, version, from_stage_id, to_stage_id from moved`.execute(tx);
    return result.rows;
}

/**
 * One card moved (its version read must still be its version) and answered as the board shows
 * it, in the move's own statement: the card from the update's new row (a statement does not see
 * its own update when it reads the table again). A move then holds the two stages' kept counts,
 * which its triggers lock, one statement and round trip less than a move followed by getCard.
 * Undefined when nothing moved (unknown, stale, already there, or a stage of another job).
 */
export async function moveCard(tx: Tx, workspaceId: string, actor: AuthUser, toStageId: string, applicationId: string, version: number): Promise<BoardCard | undefined> {
    const result = await sql<CardRow>`${moveStatement(workspaceId, actor, toStageId, sql`a.id = ${applicationId} and a.version = ${version}`)}
        select ${cardColumns} from moved a join candidates c on c.id = a.candidate_id`.execute(tx);
    return result.rows[0] && cardOf(result.rows[0]);
}

/** The WITH clause of a move: `moved` (the new rows, with the stage left), and its history, events and automation events. */
function moveStatement(workspaceId: string, actor: AuthUser, toStageId: string, condition: RawBuilder<unknown>): RawBuilder<unknown> {
    const name = displayName(actor);
    return sql`
        with moved as (
            update applications a
            set stage_id = ${toStageId}, version = a.version + 1, stage_entered_at = now(), updated_at = now()
            from applications prev, pipeline_stages target
            where prev.id = a.id and target.id = ${toStageId} and a.job_id = target.job_id and a.stage_id <> target.id and ${condition}
            returning a.id, a.job_id, a.version, a.source, prev.stage_id as from_stage_id, a.stage_id as to_stage_id,
                a.stage_id, a.recruiter_id, a.stage_entered_at, a.candidate_id, a.latest_result_interview_id
        ),
        named as (
            select m.*, fs.name as from_name, ts.name as to_name from moved m
            left join pipeline_stages fs on fs.id = m.from_stage_id
            join pipeline_stages ts on ts.id = m.to_stage_id
        ),
        history as (
            insert into application_stage_history (workspace_id, application_id, job_id, from_stage_id, from_stage_name, to_stage_id, to_stage_name, moved_by, moved_by_name)
            select ${workspaceId}, n.id, n.job_id, n.from_stage_id, n.from_name, n.to_stage_id, n.to_name, ${actor.id}, ${name} from named n
            returning 1
        ),
        events as (
            insert into application_events (workspace_id, application_id, type, actor_id, actor_name, data)
            select ${workspaceId}, n.id, 'STAGE_CHANGED', ${actor.id}, ${name},
                   jsonb_build_object('from_stage', n.from_name, 'to_stage', n.to_name, 'from_stage_id', n.from_stage_id, 'to_stage_id', n.to_stage_id)
            from named n
            returning 1
        ),
        automation as (
            insert into automation_events (workspace_id, type, application_id, job_id, stage_id, source)
            select ${workspaceId}, 'STAGE_ENTERED', m.id, m.job_id, m.to_stage_id, m.source from moved m
            returning 1
        )`;
}

/** The last move of an application, for "Moved by <name> to <stage> at <time>". */
export async function lastMove(tx: Tx, applicationId: string) {
    const result = await sql<{ moved_by_name: string | null; to_stage_name: string; moved_at: Date }>`
        select moved_by_name, to_stage_name, moved_at from application_stage_history
        where application_id = ${applicationId} order by moved_at desc, id desc limit 1`.execute(tx);
    return result.rows[0];
}

export const formatTime = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Locks the listed applications of a job and checks each version: 404 unknown (in `locale`), 409 stale (nothing written yet). */
export async function lockApplications(tx: Tx, jobId: string, applicants: { id: string; version: number }[], locale: ServerLocale) {
    const ids = applicants.map(a => a.id);
    const rows = await sql<{ id: string; version: number; stage_id: string; job_id: string }>`
        select id, version, stage_id, job_id from applications where id in (${sql.join(ids)}) order by id for update`.execute(tx);
    const byId = new Map(rows.rows.map(r => [r.id, r]));
    const missing = applicants.filter(a => byId.get(a.id)?.job_id !== jobId);
    if (missing.length) {
        const count = missing.length;
        const message = composedText(locale, 'applicants_not_in_job', { count }, `${count} of the selected applicants ${count === 1 ? 'does' : 'do'} not belong to this job.`);
        throw new HttpProblem(404, message, { applicants: message });
    }
    const stale = applicants.filter(a => byId.get(a.id)!.version !== a.version);
    return { rows: rows.rows, stale };
}
