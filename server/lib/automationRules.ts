/**
 * Automation rules (docs/api-communication.md, "Automations"): reads, writes
 * and the checks that need the database (the template, jobs and stages named
 * are this workspace's). The cross-field rules are the contract's
 * automationRuleErrors, so the editor shows the same sentences.
 */
import { sql } from 'kysely';
import {
    automationRuleErrors,
    EVENT_RECIPIENTS,
    type AutomationChannel,
    type AutomationRule,
    type AutomationSend,
    type CreateRuleBody,
    type RuleListQuery,
    type RuleLogQuery,
    type UpdateRuleBody,
} from '../../config/contracts/automations.js';
import { countedPage } from '../db/countedPage.js';
import type { Tx } from '../db/scope.js';
import type { AuthUser } from './access.js';
import hindiAutomations from '../../config/i18n/hi.automations.json';
import { HttpProblem, messages, notFound, pageMeta, pageWindow, type FieldErrors } from './http.js';
import { composedText, type ServerLocale } from './locale.js';

export const AUTOMATION_PAGE_SIZE = 10;

export const automationMessages = {
    created: 'Automation created.',
    updated: 'Automation updated.',
    switchedOn: 'Automation switched on.',
    switchedOff: 'Automation switched off.',
    deleted: 'Automation deleted.',
    templateUnknown: 'Choose a template from the list.',
    jobsUnknown: 'Choose jobs from the list.',
    /** The stages as the rule names them, in either language. */
    stagesUnknown: (names: string[], locale: ServerLocale) => {
        const stages = names.map(n => `"${n}"`).join(', ');
        return composedText(locale, 'automation_stages_unknown', { stages }, `No job has a stage named ${stages}.`);
    },
    whatsappCandidateOnly: 'WhatsApp messages go to the candidate only.',
} as const;

const TEMPLATE_TABLE: Record<AutomationChannel, 'email_templates' | 'whatsapp_templates'> = { EMAIL: 'email_templates', WHATSAPP: 'whatsapp_templates' };

const ruleColumns = (alias: string) => sql.raw(`${alias}.id, ${alias}.name, ${alias}.channel, ${alias}.event_type, ${alias}.job_ids, ${alias}.stage_names,
    ${alias}.sources, ${alias}.results, ${alias}.template_id, ${alias}.recipients, ${alias}.delay_value, ${alias}.delay_unit, ${alias}.enabled,
    ${alias}.version, ${alias}.created_at, ${alias}.updated_at`);

/** The rule's send counts, from the rule-log index. */
const ruleCounts = sql`
    (select count(*)::int from automation_sends s where s.workspace_id = r.workspace_id and s.rule_id = r.id and s.status = 'PENDING') as pending_count,
    (select count(*)::int from automation_sends s where s.workspace_id = r.workspace_id and s.rule_id = r.id and s.status = 'SENT') as sent_count,
    (select count(*)::int from automation_sends s where s.workspace_id = r.workspace_id and s.rule_id = r.id and s.status = 'FAILED') as failed_count`;

type RuleRow = Omit<AutomationRule, 'template_name'>;

async function templateTable(tx: Tx, channel: AutomationChannel): Promise<'email_templates' | 'whatsapp_templates' | null> {
    const table = TEMPLATE_TABLE[channel];
    const present = await sql<{ t: string | null }>`select to_regclass(${`public.${table}`})::text as t`.execute(tx);
    return present.rows[0].t ? table : null;
}

/** Each rule with its template's name (null once the template is deleted). Template tables are config-driven: read only when present. */
async function withTemplateNames(tx: Tx, rules: RuleRow[]): Promise<AutomationRule[]> {
    const names = new Map<string, string>();
    for (const channel of ['EMAIL', 'WHATSAPP'] as const) {
        const ids = [...new Set(rules.filter(r => r.channel === channel).map(r => r.template_id))];
        const table = ids.length ? await templateTable(tx, channel) : null;
        if (!table) continue;
        const found = await sql<{ id: string; name: string }>`select id, to_jsonb(t) ->> 'name' as name from ${sql.table(table)} t where id = any(${ids}::uuid[])`.execute(tx);
        for (const row of found.rows) names.set(row.id, row.name);
    }
    return rules.map(r => ({ ...r, template_name: names.get(r.template_id) ?? null }));
}

export async function listRules(tx: Tx, query: RuleListQuery) {
    const { currentPage, perPage, offset } = pageWindow(query, AUTOMATION_PAGE_SIZE);
    const where = query.channel ? sql`r.channel = ${query.channel}` : sql`true`;
    const page = { from: sql`automation_rules r`, where, select: sql`${ruleColumns('r')}, ${ruleCounts}`, order: sql`r.created_at desc, r.id` };
    const { total, rows } = await countedPage<RuleRow>(tx, page, perPage, offset);
    return { rows: await withTemplateNames(tx, rows), meta: pageMeta(total, currentPage, perPage) };
}

export async function getRule(tx: Tx, id: string): Promise<AutomationRule> {
    const found = await sql<RuleRow>`select ${ruleColumns('r')}, ${ruleCounts} from automation_rules r where r.id = ${id}`.execute(tx);
    if (!found.rows[0]) throw notFound();
    return (await withTemplateNames(tx, found.rows))[0];
}

type RuleShape = Required<Omit<CreateRuleBody, 'enabled'>> & { enabled: boolean };

const defaults = { job_ids: [], stage_names: [], sources: [], results: [], delay_value: 0, delay_unit: 'MINUTES', enabled: true } as const;

/**
 * The contract's refusal of recipients the event has none of ("This event has no vendor to send
 * to."), in `locale`: in Hindi the recipients as the editor names them.
 */
function unreachableRecipients(rule: RuleShape, english: string, locale: ServerLocale): string {
    const kinds: Record<string, string> = hindiAutomations.ats.automations.recipient_kinds;
    const unreachable = rule.recipients.filter(r => !EVENT_RECIPIENTS[rule.event_type].includes(r));
    return composedText(locale, 'automation_recipients', { recipients: unreachable.map(r => kinds[r] ?? r).join(', ') }, english);
}

/** The rule as it would be after the change: the contract's rules and the database's, every problem named by field, those composed with values in `locale`. */
async function checkRule(tx: Tx, rule: RuleShape, changed: Partial<RuleShape>, locale: ServerLocale): Promise<void> {
    const errors: FieldErrors = automationRuleErrors(rule);
    if (errors.recipients) errors.recipients = unreachableRecipients(rule, errors.recipients, locale);
    if (rule.channel === 'WHATSAPP' && rule.recipients.some(r => r !== 'CANDIDATE')) errors.recipients ??= automationMessages.whatsappCandidateOnly;
    if (changed.template_id !== undefined || changed.channel !== undefined) {
        if (!(await templateExists(tx, rule.channel, rule.template_id))) errors.template_id = automationMessages.templateUnknown;
    }
    if (changed.job_ids?.length) {
        const found = await sql<{ n: number }>`select count(*)::int as n from jobs where id = any(${changed.job_ids}::uuid[])`.execute(tx);
        if (found.rows[0].n !== changed.job_ids.length) errors.job_ids = automationMessages.jobsUnknown;
    }
    if (changed.stage_names?.length) {
        const wanted = changed.stage_names.map(n => n.trim().toLowerCase());
        const found = await sql<{ name: string }>`select distinct lower(name) as name from pipeline_stages where lower(name) = any(${wanted}::text[])`.execute(tx);
        const known = new Set(found.rows.map(r => r.name));
        const missing = changed.stage_names.filter(n => !known.has(n.trim().toLowerCase()));
        if (missing.length) errors.stage_names = automationMessages.stagesUnknown(missing, locale);
    }
    const problems = Object.values(errors);
    if (problems.length) throw new HttpProblem(400, problems.length === 1 ? problems[0] : messages.invalidInput, errors);
}

async function templateExists(tx: Tx, channel: AutomationChannel, id: string): Promise<boolean> {
    const table = await templateTable(tx, channel);
    if (!table) return false;
    return (await sql`select 1 from ${sql.table(table)} where id = ${id}`.execute(tx)).rows.length > 0;
}

const trimmed = (list: readonly string[] | undefined) => (list ? [...new Set(list.map(s => s.trim()).filter(Boolean))] : undefined);

/** Stored values: names and sources trimmed, duplicates dropped. */
function normalise<T extends Partial<RuleShape>>(body: T): T {
    const out: T = { ...body };
    if (out.name !== undefined) out.name = out.name.trim();
    if (body.stage_names) out.stage_names = trimmed(body.stage_names);
    if (body.sources) out.sources = trimmed(body.sources);
    return out;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

export async function createRule(tx: Tx, workspaceId: string, user: AuthUser, body: CreateRuleBody, locale: ServerLocale): Promise<AutomationRule> {
    const given = normalise(body as Partial<RuleShape>);
    const rule: RuleShape = { ...defaults, ...given } as RuleShape;
    if (!rule.name) throw new HttpProblem(400, 'Name the automation.', { name: 'Name the automation.' });
    await checkRule(tx, rule, given, locale);
    const inserted = await sql<{ id: string }>`insert into automation_rules
            (workspace_id, name, channel, event_type, job_ids, stage_names, sources, results, template_id, recipients, delay_value, delay_unit, enabled, created_by)
        values (${workspaceId}, ${rule.name}, ${rule.channel}, ${rule.event_type}, ${json(rule.job_ids)}, ${json(rule.stage_names)}, ${json(rule.sources)},
            ${json(rule.results)}, ${rule.template_id}, ${json(rule.recipients)}, ${rule.delay_value}, ${rule.delay_unit}, ${rule.enabled}, ${user.id})
        returning id`.execute(tx);
    return getRule(tx, inserted.rows[0].id);
}

const JSON_FIELDS = new Set(['job_ids', 'stage_names', 'sources', 'results', 'recipients']);

/** Only the fields sent change; a stale version is a 409 with nothing written. */
export async function updateRule(tx: Tx, id: string, body: UpdateRuleBody, locale: ServerLocale): Promise<AutomationRule> {
    const { version, ...rest } = body;
    const changed = normalise(rest as Partial<RuleShape>);
    const current = (await sql<RuleShape & { version: number }>`select ${ruleColumns('r')} from automation_rules r where r.id = ${id} for update`.execute(tx)).rows[0];
    if (!current) throw notFound();
    if (current.version !== version) throw new HttpProblem(409, messages.stale);
    if (changed.name !== undefined && !changed.name) throw new HttpProblem(400, 'Name the automation.', { name: 'Name the automation.' });
    await checkRule(tx, { ...current, ...changed }, changed, locale);
    const sets = Object.entries(changed).map(([k, v]) => sql`${sql.ref(k)} = ${JSON_FIELDS.has(k) ? json(v) : v}`);
    await sql`update automation_rules set ${sql.join([...sets, sql`version = version + 1`, sql`updated_at = now()`])} where id = ${id}`.execute(tx);
    return getRule(tx, id);
}

export async function setRuleEnabled(tx: Tx, id: string, enabled: boolean): Promise<AutomationRule> {
    const updated = await sql`update automation_rules set enabled = ${enabled}, version = version + 1, updated_at = now() where id = ${id} returning id`.execute(tx);
    if (!updated.rows[0]) throw notFound();
    return getRule(tx, id);
}

/** The rule and its log go; what it sent stays in the outbox and the communication log (rule_id is a plain reference there). */
export async function deleteRule(tx: Tx, id: string): Promise<void> {
    const deleted = await sql`delete from automation_rules where id = ${id} returning id`.execute(tx);
    if (!deleted.rows[0]) throw notFound();
}

export async function ruleLog(tx: Tx, id: string, query: RuleLogQuery) {
    await getRuleId(tx, id);
    const { currentPage, perPage, offset } = pageWindow(query, AUTOMATION_PAGE_SIZE);
    const status = query.status ? sql`and s.status = ${query.status}` : sql``;
    const { total, rows } = await countedPage<AutomationSend>(
        tx,
        {
            from: sql`automation_sends s join automation_events e on e.id = s.event_id left join candidates c on c.id = s.candidate_id`,
            countFrom: sql`automation_sends s`,
            where: sql`s.rule_id = ${id} ${status}`,
            select: sql`s.id, e.type as event_type, s.recipient_kind, s.to_address, s.application_id, s.status, s.reason, s.due_at, s.done_at, s.created_at,
               nullif(trim(concat_ws(' ', c.first_name, c.last_name)), '') as candidate_name`,
            order: sql`s.created_at desc, s.id`,
        },
        perPage,
        offset,
    );
    return { rows, meta: pageMeta(total, currentPage, perPage) };
}

async function getRuleId(tx: Tx, id: string): Promise<void> {
    if (!(await sql`select 1 from automation_rules where id = ${id}`.execute(tx)).rows.length) throw notFound();
}

/** What the editor offers: the channel's templates, the jobs, the stage names in use and recent sources. */
export async function ruleOptions(tx: Tx, channel: AutomationChannel) {
    const table = await templateTable(tx, channel);
    const templates = table
        ? (await sql<{ id: string; name: string; status: string | null }>`select id, to_jsonb(t) ->> 'name' as name, to_jsonb(t) ->> 'status' as status
              from ${sql.table(table)} t order by lower(to_jsonb(t) ->> 'name'), id limit 500`.execute(tx)).rows
        : [];
    const jobs = (await sql<{ id: string; title: string }>`select id, title from jobs order by lower(title), id limit 1000`.execute(tx)).rows;
    const stages = (await sql<{ name: string }>`select min(name) as name from pipeline_stages group by lower(name) order by min(position), lower(name) limit 200`.execute(tx)).rows;
    // The sources of the latest applications (workspace and created_at lead an index), plus those the portals write.
    const recent = (await sql<{ source: string }>`select distinct source from (select source from applications order by created_at desc limit 1000) a
        where source is not null`.execute(tx)).rows;
    const sources = [...new Set(['Career page', 'Vendor', 'Employee', 'Referral', 'Employee referral', ...recent.map(r => r.source)])].sort((a, b) => a.localeCompare(b));
    return { templates, jobs, stage_names: stages.map(s => s.name), sources };
}
