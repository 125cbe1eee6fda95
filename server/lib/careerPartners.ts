/**
 * White-label partner sites (config/resources/partner_sites.json, a table of
 * the config engine): the origins the career page trusts for CORS and
 * frame-ancestors, and the partner an application came through. Only ACTIVE
 * partners count. The table exists once the engine has run over the resource
 * files; a deployment whose resource files leave it out has no partners.
 */
import { sql, type Kysely } from 'kysely';
import { PARTNER_ORIGIN_PATTERN } from '../../config/contracts/career.js';
import type { DB } from '../db/schema.js';
import type { Tx } from '../db/scope.js';

export interface Partner {
    id: string;
    name: string;
    origin: string;
    brand_color: string | null;
}

const tablePresent = new WeakMap<Kysely<DB>, Promise<boolean>>();

/** Whether partner_sites exists on `db` (asked once per database: the engine creates it at start). */
export function hasPartnerTable(db: Kysely<DB>): Promise<boolean> {
    let known = tablePresent.get(db);
    if (!known) {
        known = sql<{ present: boolean }>`select to_regclass('public.partner_sites') is not null as present`.execute(db).then(r => r.rows[0].present);
        tablePresent.set(db, known);
        known.catch(() => tablePresent.delete(db));
    }
    return known;
}

const originPattern = new RegExp(PARTNER_ORIGIN_PATTERN);

/** An Origin header in the form partners are stored in (lower-cased), or null when it cannot be one. */
export function normaliseOrigin(origin: string | undefined): string | null {
    if (!origin || origin.length > 255 || !originPattern.test(origin)) return null;
    return origin.toLowerCase();
}

/** The active partner with this origin (compared case-insensitively, served by the engine's unique index on lower(origin)). */
export async function partnerByOrigin(tx: Tx, origin: string): Promise<Partner | undefined> {
    const result = await sql<Partner>`select id, name::text as name, origin::text as origin, brand_color::text as brand_color
        from partner_sites where lower(origin::text) = ${origin.toLowerCase()} and status = 'ACTIVE' limit 1`.execute(tx);
    return result.rows[0];
}

/** Every active partner's origin, for frame-ancestors (a workspace keeps a handful). */
export async function partnerOrigins(tx: Tx): Promise<string[]> {
    const result = await sql<{ origin: string }>`select distinct lower(origin::text) as origin from partner_sites
        where status = 'ACTIVE' order by 1 limit 200`.execute(tx);
    return result.rows.map(r => r.origin).filter(o => originPattern.test(o));
}

/**
 * The active partner `id` names, or undefined (unknown, inactive, not a uuid):
 * the apply route records an application's partner with it
 * (config/contracts/career.ts, "Partner attribution").
 */
export async function activePartner(tx: Tx, id: string): Promise<Partner | undefined> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
    // Its own check, in the caller's transaction: the apply route need not know the table may be absent.
    const present = await sql<{ present: boolean }>`select to_regclass('public.partner_sites') is not null as present`.execute(tx);
    if (!present.rows[0].present) return undefined;
    const result = await sql<Partner>`select id, name::text as name, origin::text as origin, brand_color::text as brand_color
        from partner_sites where id = ${id} and status = 'ACTIVE'`.execute(tx);
    return result.rows[0];
}
