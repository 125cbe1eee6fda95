/**
 * Automations (docs/api-communication.md, "Automations"): SPEC.md's
 * email-trigger endpoints as plain functions over the one httpClient, for the
 * mail and WhatsApp automation pages. Every shape is
 * config/contracts/automations.ts's.
 */
import type { ListMeta } from '../config/contracts/common';
import type { AutomationChannel, AutomationRule, AutomationSend, CreateRuleBody, RuleListQuery, RuleLogQuery, RuleOptions, UpdateRuleBody } from '../config/contracts/automations';
import { call, data } from './jobs';

export type * from '../config/contracts/automations';
export {
    AUTOMATION_EVENT_TYPES,
    AUTOMATION_RECIPIENTS,
    DELAY_UNITS,
    EVENT_FILTERS,
    EVENT_RECIPIENTS,
    MAX_DELAY_VALUE,
    SEND_STATUSES,
    automationRuleErrors,
} from '../config/contracts/automations';

export interface Page<T> {
    data: T[];
    meta: ListMeta;
}

const path = {
    list: 'email-trigger',
    options: 'email-trigger/options',
    one: (id: string) => `email-trigger/${encodeURIComponent(id)}`,
    status: (id: string) => `email-trigger/${encodeURIComponent(id)}/status`,
    log: (id: string) => `email-trigger/${encodeURIComponent(id)}/log`,
} as const;

const emptyMeta = (perPage: number): ListMeta => ({ total: 0, perPage, currentPage: 1, nextPage: null, previousPage: null, pageCount: 0 });

export async function listRules(query: RuleListQuery): Promise<Page<AutomationRule>> {
    const answer = await call<AutomationRule[]>('GET', path.list, { query: { ...query } });
    return { data: answer.data, meta: answer.meta ?? emptyMeta(query.limit ?? 10) };
}

export function ruleOptions(channel: AutomationChannel): Promise<RuleOptions> {
    return data('GET', path.options, { query: { channel } });
}

export function createRule(body: CreateRuleBody): Promise<AutomationRule> {
    return data('POST', path.list, { body });
}

export function updateRule(id: string, body: UpdateRuleBody): Promise<AutomationRule> {
    return data('PUT', path.one(id), { body });
}

export function setRuleEnabled(id: string, enabled: boolean): Promise<AutomationRule> {
    return data('PATCH', path.status(id), { body: { enabled } });
}

export async function deleteRule(id: string): Promise<void> {
    await call('DELETE', path.one(id));
}

export async function ruleLog(id: string, query: RuleLogQuery): Promise<Page<AutomationSend>> {
    const answer = await call<AutomationSend[]>('GET', path.log(id), { query: { ...query } });
    return { data: answer.data, meta: answer.meta ?? emptyMeta(query.limit ?? 10) };
}
