/**
 * Offer letters, recruiter side (docs/api-communication.md, "Offer letters"):
 * reads, and the writes of a DRAFT (create from an application, edit, delete).
 * The transitions (send, resend, withdraw, the candidate's answer, expiry)
 * are server/lib/offerLifecycle.ts.
 */
import { sql, type RawBuilder } from 'kysely';
import {
    offerMessages as msg,
    templateFields,
    type CreateOfferBody,
    type Offer,
    type OfferListQuery,
    type OfferStatus,
    type UpdateOfferBody,
} from '../../config/contracts/offers.js';
import hindiConsole from '../../config/i18n/hi.json';
import { countedPage } from '../db/countedPage.js';
import type { Tx } from '../db/scope.js';
import type { Workspace } from '../db/schema.js';
import type { AuthUser } from './access.js';
import { displayName } from './applications.js';
import { candidatesMatching } from './candidates.js';
import { hasWordStarting, likeContaining, searchWordsOf } from './searchWords.js';
import { HttpProblem, messages, pageMeta, pageWindow, type FieldErrors } from './http.js';
import { composedText, type ComposedKey, type ServerLocale } from './locale.js';
import { templateBody } from './offerLetter.js';
import { offerColumns, presentOffer, readOffer, templatesPresent, type OfferRow } from './offerRows.js';

/**
 * A refusal naming the offer's status ("Only a draft offer can be edited; this offer is sent."), in
 * `locale`: `english` is the contract's sentence, and Hindi names the status as the offer pages do
 * (the console's ats.offers.statuses).
 */
export function statusRefusal(key: ComposedKey, english: (status: OfferStatus) => string, status: OfferStatus, locale: ServerLocale): string {
    return composedText(locale, key, { status: hindiConsole.ats.offers.statuses[status] }, english(status));
}

export async function listOffers(tx: Tx, query: OfferListQuery) {
    const { currentPage, perPage, offset } = pageWindow(query, 10);
    const term = query.search?.trim();
    const like = term ? likeContaining(term) : null;
    const where = sql.join(
        [
            sql`true`,
            query.offer_status ? sql`o.offer_status = ${query.offer_status}` : null,
            query.application_id ? sql`o.application_id = ${query.application_id}` : null,
            like ? sql`(o.candidate_name::text ilike ${like} or o.candidate_email::text ilike ${like} or o.job_title::text ilike ${like})` : null,
        ].filter((part): part is RawBuilder<unknown> => part !== null),
        sql` and `,
    );
    const select = offerColumns(await templatesPresent(tx));
    const { total, rows } = await countedPage<OfferRow>(tx, { from: sql`offer_letters o`, where, select, order: sql`o.created_at desc, o.id` }, perPage, offset);
    return { rows: rows.map(presentOffer), meta: pageMeta(total, currentPage, perPage) };
}

/** The workspace's today: an offer is valid through its expiry day in the workspace's zone. */
export async function workspaceToday(tx: Tx, workspaceId: string): Promise<string> {
    const found = await sql<{ today: string }>`select to_char((now() at time zone time_zone)::date, 'YYYY-MM-DD') as today from workspaces where id = ${workspaceId}`.execute(tx);
    return found.rows[0].today;
}

interface ApplicationFacts {
    id: string;
    candidate_id: string;
    candidate_name: string;
    candidate_email: string;
    job_title: string;
}

async function applicationFacts(tx: Tx, applicationId: string): Promise<ApplicationFacts | undefined> {
    const found = await sql<ApplicationFacts>`select a.id, a.candidate_id, concat_ws(' ', c.first_name, c.last_name) as candidate_name, c.email as candidate_email, j.title as job_title
        from applications a join candidates c on c.id = a.candidate_id join jobs j on j.id = a.job_id
        where a.id = ${applicationId}`.execute(tx);
    return found.rows[0];
}

interface Editable {
    template_id: string | null;
    joining_date: string | null;
    expires_on: string | null;
    field_values: Record<string, string>;
}

/** The rules across fields (the schema checked each alone): a live template, its fields filled, sensible dates. */
async function checkOffer(tx: Tx, workspaceId: string, offer: Editable, named: ReadonlySet<string>): Promise<void> {
    const errors: FieldErrors = {};
    const template = await templateBody(tx, offer.template_id);
    if (!template || template.status !== 'ACTIVE') {
        if (named.has('template_id')) errors.template_id = msg.templateInactive;
    } else if (named.has('template_id') || named.has('field_values')) {
        const fields = templateFields(template.body);
        for (const name of fields) if (!offer.field_values[name]?.trim()) errors[`field_values.${name}`] = msg.fieldMissing;
        for (const name of Object.keys(offer.field_values)) if (!fields.includes(name)) errors[`field_values.${name}`] = msg.fieldUnknown;
    }
    if (named.has('expires_on') || named.has('joining_date')) {
        const today = await workspaceToday(tx, workspaceId);
        if (offer.expires_on && offer.expires_on < today) errors.expires_on = msg.expiryInPast;
        else if (offer.expires_on && offer.joining_date && offer.expires_on > offer.joining_date) errors.expires_on = msg.expiryAfterJoining;
    }
    if (Object.keys(errors).length) throw new HttpProblem(400, messages.invalidInput, errors);
}

/** One line on the application's timeline, in the change's transaction. */
export async function offerEvent(tx: Tx, workspaceId: string, applicationId: string | null, type: string, actor: { id: string | null; name: string | null }, offerId: string, text: string): Promise<void> {
    if (!applicationId) return;
    await sql`insert into application_events (workspace_id, application_id, type, actor_id, actor_name, data)
        values (${workspaceId}, ${applicationId}, ${type}, ${actor.id}, ${actor.name}, ${JSON.stringify({ text, offer_id: offerId })}::jsonb)`.execute(tx);
}

export const actorOf = (user: AuthUser) => ({ id: user.id, name: displayName(user) });

export async function createOffer(tx: Tx, workspace: Workspace, user: AuthUser, body: CreateOfferBody): Promise<Offer> {
    const application = await applicationFacts(tx, body.application_id);
    if (!application) throw new HttpProblem(400, messages.invalidInput, { application_id: 'No such application.' });
    const fieldValues = body.field_values ?? {};
    await checkOffer(tx, workspace.id, { template_id: body.template_id, joining_date: body.joining_date, expires_on: body.expires_on, field_values: fieldValues }, new Set(['template_id', 'field_values', 'expires_on']));
    const inserted = await sql<{ id: string }>`insert into offer_letters (workspace_id, application_id, candidate_id, candidate_name, candidate_email, job_title,
            template_id, annual_ctc, currency, joining_date, expires_on, field_values, offer_status, created_by)
        values (${workspace.id}, ${application.id}, ${application.candidate_id}, ${application.candidate_name}, ${application.candidate_email}, ${application.job_title},
            ${body.template_id}, ${body.annual_ctc}, ${body.currency}, ${body.joining_date}, ${body.expires_on}, ${JSON.stringify(fieldValues)}::jsonb, 'DRAFT', ${user.id})
        returning id`.execute(tx);
    const id = inserted.rows[0].id;
    await offerEvent(tx, workspace.id, application.id, 'OFFER_CREATED', actorOf(user), id, `Offer for ${application.job_title} drafted`);
    return presentOffer(await readOffer(tx, id));
}

export async function updateOffer(tx: Tx, workspace: Workspace, user: AuthUser, id: string, body: UpdateOfferBody, locale: ServerLocale): Promise<Offer> {
    const current = await readOffer(tx, id, true);
    if (current.offer_status !== 'DRAFT') throw new HttpProblem(409, statusRefusal('offer_only_draft_editable', msg.onlyDraftEditable, current.offer_status, locale));
    if (current.version !== body.version) throw new HttpProblem(409, messages.stale);
    const { version: _version, ...changes } = body;
    const named = new Set(Object.keys(changes));
    await checkOffer(
        tx,
        workspace.id,
        {
            template_id: changes.template_id ?? current.template_id,
            joining_date: changes.joining_date ?? current.joining_date,
            expires_on: changes.expires_on ?? current.expires_on,
            field_values: changes.field_values ?? current.field_values,
        },
        // A new template asks for its own fields again.
        changes.template_id ? new Set([...named, 'field_values']) : named,
    );
    const sets = Object.entries(changes).map(([column, value]) => (column === 'field_values' ? sql`field_values = ${JSON.stringify(value)}::jsonb` : sql`${sql.ref(column)} = ${value}`));
    await sql`update offer_letters set ${sql.join(sets)}, updated_at = now(), version = version + 1 where id = ${id}`.execute(tx);
    await offerEvent(tx, workspace.id, current.application_id, 'OFFER_UPDATED', actorOf(user), id, `Draft offer for ${current.job_title} edited (${[...named].join(', ')})`);
    return presentOffer(await readOffer(tx, id));
}

export async function deleteOffer(tx: Tx, workspace: Workspace, user: AuthUser, id: string, locale: ServerLocale): Promise<void> {
    const current = await readOffer(tx, id, true);
    if (current.offer_status !== 'DRAFT') throw new HttpProblem(409, statusRefusal('offer_only_draft_deletable', msg.onlyDraftDeletable, current.offer_status, locale));
    await sql`delete from offer_letters where id = ${id}`.execute(tx);
    await offerEvent(tx, workspace.id, current.application_id, 'OFFER_UPDATED', actorOf(user), id, `Draft offer for ${current.job_title} deleted`);
}

/**
 * The application picker: the workspace's applications (of candidates not erased), newest first,
 * where each word starts a word of the candidate as the candidate search matches them
 * (candidateSearchWords: name, email, skills, phone) or a word of the job's title as the global
 * search does ("priya analyst" finds Priya's application to the analyst job). Each word's
 * candidates and jobs are hashed sets (an IN under OR stays a hashed subplan) checked while the
 * applications are read newest first, so a name that matches nothing reads the applications once.
 * Before, an ILIKE of every application's candidate and job: 0.8 s per keystroke on PGlite at the
 * issue-10 volume (docs/performance.md, "The board's search, the offer letter's picker and the interview lists").
 */
export async function offerApplicationOptions(tx: Tx, workspaceId: string, search: string | undefined, limit: number, locale: ServerLocale = 'en') {
    const words = search?.trim() ? searchWordsOf('search', search, locale) : [];
    const matches = words.map(
        w => sql`and (a.candidate_id in (select m.candidate_id from (${candidatesMatching(workspaceId, [w])}) m)
            or a.job_id in (select j2.id from jobs j2 where j2.workspace_id = ${workspaceId} and ${hasWordStarting('j2.title', w)}))`,
    );
    // Only punctuation leaves no word to match: nothing, rather than every application.
    const nothing = search?.trim() && !words.length ? sql`and false` : sql``;
    const found = await sql<{ id: string; candidate_name: string; candidate_email: string; job_title: string; stage: string }>`
        select a.id, concat_ws(' ', c.first_name, c.last_name) as candidate_name, c.email as candidate_email, j.title as job_title, s.name as stage
        from applications a join candidates c on c.id = a.candidate_id join jobs j on j.id = a.job_id join pipeline_stages s on s.id = a.stage_id
        where a.workspace_id = ${workspaceId} and c.erased_at is null ${sql.join(matches, sql` `)} ${nothing}
        order by a.created_at desc, a.id limit ${limit}`.execute(tx);
    return found.rows;
}
