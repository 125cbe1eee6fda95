/**
 * Where an application came from, as the recruiter's detail shows it
 * (config/contracts/applications.ts applicationAttributionSchema): the stored
 * source, medium and campaign, and the names of the referring employee, the
 * vendor and the partner site. Those three are config-driven records whose
 * tables may be absent from a deployment's resource files: a missing table
 * reads as no record.
 */
import { sql, type RawBuilder } from 'kysely';
import type { ApplicationAttribution } from '../../config/contracts/applications.js';
import type { Tx } from '../db/scope.js';

interface AttributionRow {
    source: string | null;
    utm_medium: string | null;
    utm_campaign: string | null;
    referred_by_employee_id: string | null;
    vendor_id: string | null;
    partner_id: string | null;
    vendor_submitted_at: Date | null;
    vendor_ownership_until: Date | null;
    referrer_name: string | null;
    vendor_name: string | null;
    partner_name: string | null;
}

const named = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

export async function applicationAttribution(tx: Tx, applicationId: string): Promise<ApplicationAttribution> {
    const tables = await sql<{ employees: boolean; vendors: boolean; partners: boolean }>`select to_regclass('public.employees') is not null as employees,
        to_regclass('public.vendors') is not null as vendors, to_regclass('public.partner_sites') is not null as partners`.execute(tx);
    const present = tables.rows[0];
    const lookup = (yes: boolean, query: RawBuilder<unknown>) => (yes ? query : sql`null::text`);
    const found = await sql<AttributionRow>`select a.source, a.utm_medium, a.utm_campaign, a.referred_by_employee_id, a.vendor_id, a.partner_id, a.vendor_submitted_at, a.vendor_ownership_until,
            ${lookup(present.employees, sql`(select trim(e.first_name::text || ' ' || coalesce(e.last_name::text, '')) from employees e where e.id = a.referred_by_employee_id)`)} as referrer_name,
            ${lookup(present.vendors, sql`(select coalesce(v.company_name::text, v.first_name::text) from vendors v where v.id = a.vendor_id)`)} as vendor_name,
            ${lookup(present.partners, sql`(select p.name::text from partner_sites p where p.id = a.partner_id)`)} as partner_name
        from applications a where a.id = ${applicationId}`.execute(tx);
    const row = found.rows[0];
    if (!row) return { source: null, medium: null, campaign: null, referred_by: null, vendor: null, partner: null, vendor_submitted_at: null, vendor_ownership_until: null };
    return {
        source: row.source,
        medium: row.utm_medium,
        campaign: row.utm_campaign,
        referred_by: named(row.referred_by_employee_id, row.referrer_name),
        vendor: named(row.vendor_id, row.vendor_name),
        partner: named(row.partner_id, row.partner_name),
        // Only a vendor's submission has a time and an ownership end (docs/api-vendors.md, "Ownership").
        vendor_submitted_at: row.vendor_id ? (row.vendor_submitted_at?.toISOString() ?? null) : null,
        vendor_ownership_until: row.vendor_id ? (row.vendor_ownership_until?.toISOString() ?? null) : null,
    };
}
