/**
 * The signed-in vendor's record (config/resources/vendors.json, a config-driven
 * table linked to the account by user_id) and their profile: the account's
 * first name and image, the vendor company's details (docs/api-vendors.md).
 */
import { sql } from 'kysely';
import type { UpdateVendorProfileBody, VendorProfile } from '../../config/contracts/vendorPortal.js';
import type { Tx } from '../db/scope.js';
import type { AuthUser } from './access.js';
import { forbidden, HttpProblem, messages } from './http.js';

export interface VendorRecord {
    id: string;
    company_name: string | null;
    first_name: string | null;
}

async function vendorTableExists(tx: Tx): Promise<boolean> {
    return (await sql<{ t: string | null }>`select to_regclass('public.vendors')::text as t`.execute(tx)).rows[0].t !== null;
}

/**
 * The active vendor record of the signed-in account: every vendor route names
 * it before touching anything. A VENDOR account without one (the record was
 * deleted, or the deployment has no vendors resource) may do nothing: 403.
 */
export async function vendorOf(tx: Tx, user: AuthUser): Promise<VendorRecord> {
    if (!(await vendorTableExists(tx))) throw forbidden();
    const found = await sql<VendorRecord>`select id, company_name, first_name from vendors where user_id = ${user.id} and status = 'ACTIVE' limit 1`.execute(tx);
    if (!found.rows[0]) throw forbidden();
    return found.rows[0];
}

/** Whether a vendor record of this workspace has the id (the recruiter's refused-submissions list). */
export async function vendorExists(tx: Tx, vendorId: string): Promise<boolean> {
    if (!(await vendorTableExists(tx))) return false;
    return (await sql`select 1 from vendors where id = ${vendorId}`.execute(tx)).rows.length > 0;
}

export async function readVendorProfile(tx: Tx, user: AuthUser, vendor: VendorRecord): Promise<VendorProfile> {
    const found = await sql<VendorProfile>`select u.id, v.id as vendor_id, u.email, u.first_name, u.last_name, u.profile_image,
            v.company_name, v.phone, v.website, v.city, u.version
        from users u join vendors v on v.id = ${vendor.id} where u.id = ${user.id}`.execute(tx);
    return found.rows[0];
}

const ACCOUNT_FIELDS = ['first_name', 'last_name', 'profile_image'] as const;
const COMPANY_FIELDS = ['company_name', 'phone', 'website', 'city'] as const;
const trimmed = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() || null : (value ?? null));

/**
 * Only the fields sent change; the account's version guards the write (409
 * when stale). The record repeats the account's names, so they move together.
 */
export async function updateVendorProfile(tx: Tx, user: AuthUser, vendor: VendorRecord, body: UpdateVendorProfileBody): Promise<void> {
    const account = ACCOUNT_FIELDS.filter(f => body[f] !== undefined);
    const accountSet = account.map(f => sql`${sql.ref(f)} = ${f === 'first_name' ? body.first_name!.trim() : trimmed(body[f])}`);
    const updated = await sql`update users set ${sql.join([...accountSet, sql`version = version + 1`, sql`updated_at = now()`])}
        where id = ${user.id} and version = ${body.version} returning id`.execute(tx);
    if (!updated.rows.length) throw new HttpProblem(409, messages.stale);
    const recordSet = [
        ...(['first_name', 'last_name'] as const).filter(f => body[f] !== undefined).map(f => sql`${sql.ref(f)} = ${trimmed(body[f])}`),
        ...COMPANY_FIELDS.filter(f => body[f] !== undefined).map(f => sql`${sql.ref(f)} = ${trimmed(body[f])}`),
    ];
    if (recordSet.length) await sql`update vendors set ${sql.join([...recordSet, sql`version = version + 1`, sql`updated_at = now()`])} where id = ${vendor.id}`.execute(tx);
}
