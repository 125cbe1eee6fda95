/**
 * An offer letter as read from the database (server/lib/offers.ts writes
 * them, offerLifecycle.ts moves them, templateRender.ts fills the offer.*
 * variables from them): one column list, so every reader sees the same row.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Offer, OfferStatus } from '../../config/contracts/offers.js';
import type { Tx } from '../db/scope.js';
import { notFound } from './http.js';

/** What an offer letter's text and PDF are made from. */
export interface LetterFacts {
    id: string;
    application_id: string | null;
    candidate_name: string;
    job_title: string;
    template_id: string | null;
    annual_ctc: number | null;
    currency: string;
    joining_date: string | null;
    expires_on: string | null;
    field_values: Record<string, string>;
    sent_at: string | null;
}

export interface OfferRow extends LetterFacts {
    candidate_id: string | null;
    candidate_email: string;
    template_name: string | null;
    offer_status: OfferStatus;
    sent_by: string | null;
    responded_at: string | null;
    decline_reason: string | null;
    pdf_file_id: string | null;
    created_by: string | null;
    created_at: string;
    updated_at: string;
    version: number;
}

const day = (column: string) => sql.raw(`to_char(o.${column}, 'YYYY-MM-DD')`);
const instant = (column: string) => sql.raw(`to_char(o.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The offer's columns as the API answers them (dates as text, money as a number). */
export function offerColumns(templates: boolean): RawBuilder<unknown> {
    const templateName = templates ? sql`(select t.name::text from offer_letter_templates t where t.id = o.template_id)` : sql`null::text`;
    return sql`o.id, o.application_id, o.candidate_id, coalesce(o.candidate_name::text, '') as candidate_name, coalesce(o.candidate_email::text, '') as candidate_email,
        coalesce(o.job_title::text, '') as job_title, o.template_id, ${templateName} as template_name, o.annual_ctc::float8 as annual_ctc,
        coalesce(o.currency::text, 'INR') as currency, ${day('joining_date')} as joining_date, ${day('expires_on')} as expires_on, o.field_values,
        o.offer_status::text as offer_status, ${instant('sent_at')} as sent_at, o.sent_by, ${instant('responded_at')} as responded_at,
        (select r.reason from offer_responses r where r.offer_id = o.id) as decline_reason, o.pdf_file_id, o.created_by,
        ${instant('created_at')} as created_at, ${instant('updated_at')} as updated_at, o.version`;
}

export async function templatesPresent(tx: Tx): Promise<boolean> {
    const found = await sql<{ ok: boolean }>`select to_regclass('public.offer_letter_templates') is not null as ok`.execute(tx);
    return Boolean(found.rows[0]?.ok);
}

/** What the API answers: the row without the stored file's id and the author. */
export function presentOffer(row: OfferRow): Offer {
    const { pdf_file_id: _file, created_by: _author, ...offer } = row;
    return offer;
}

export async function readOffer(tx: Tx, id: string, lock = false): Promise<OfferRow> {
    const found = await sql<OfferRow>`select ${offerColumns(await templatesPresent(tx))} from offer_letters o where o.id = ${id} ${lock ? sql`for update of o` : sql``}`.execute(tx);
    if (!found.rows[0]) throw notFound();
    return found.rows[0];
}
