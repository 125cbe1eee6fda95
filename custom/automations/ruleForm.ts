/**
 * The rule editor's state, its checks before sending (the contract's
 * automationRuleErrors, so the sentence is the server's), and the body sent:
 * a new rule sends every field, an edit only those that changed.
 */
import {
    EVENT_FILTERS,
    EVENT_RECIPIENTS,
    automationRuleErrors,
    type AutomationChannel,
    type AutomationEventType,
    type AutomationRecipient,
    type AutomationRule,
    type CreateRuleBody,
    type DelayUnit,
    type UpdateRuleBody,
} from '../../dataProvider/automations';

export type InterviewResult = 'PASS' | 'FAIL' | 'WAITLIST' | 'NOT_APPEARED';

export interface RuleForm {
    name: string;
    event_type: AutomationEventType | '';
    job_ids: string[];
    stage_names: string[];
    sources: string[];
    results: InterviewResult[];
    template_id: string;
    recipients: AutomationRecipient[];
    /** Send now, or after delay_value delay_unit. */
    delayed: boolean;
    delay_value: string;
    delay_unit: DelayUnit;
    enabled: boolean;
}

export function emptyForm(channel: AutomationChannel): RuleForm {
    return {
        name: '',
        event_type: '',
        job_ids: [],
        stage_names: [],
        sources: [],
        results: [],
        template_id: '',
        recipients: channel === 'WHATSAPP' ? ['CANDIDATE'] : [],
        delayed: false,
        delay_value: '1',
        delay_unit: 'HOURS',
        enabled: true,
    };
}

export function formOf(rule: AutomationRule): RuleForm {
    return {
        name: rule.name,
        event_type: rule.event_type,
        job_ids: rule.job_ids,
        stage_names: rule.stage_names,
        sources: rule.sources,
        results: rule.results as InterviewResult[],
        template_id: rule.template_id,
        recipients: rule.recipients,
        delayed: rule.delay_value > 0,
        delay_value: String(rule.delay_value > 0 ? rule.delay_value : 1),
        delay_unit: rule.delay_unit,
        enabled: rule.enabled,
    };
}

/** Who the event can reach on this channel (a WhatsApp message goes to the candidate only). */
export function reachable(channel: AutomationChannel, event: AutomationEventType | ''): readonly AutomationRecipient[] {
    if (!event) return [];
    const all = EVENT_RECIPIENTS[event];
    return channel === 'WHATSAPP' ? all.filter(r => r === 'CANDIDATE') : all;
}

export const filtersOf = (event: AutomationEventType | '') => (event ? EVENT_FILTERS[event] : []);

/** A changed event drops the filters and recipients the new one does not have. */
export function withEvent(form: RuleForm, channel: AutomationChannel, event: AutomationEventType): RuleForm {
    const filters = EVENT_FILTERS[event];
    const recipients = form.recipients.filter(r => reachable(channel, event).includes(r));
    return {
        ...form,
        event_type: event,
        job_ids: filters.includes('job_ids') ? form.job_ids : [],
        stage_names: filters.includes('stage_names') ? form.stage_names : [],
        sources: filters.includes('sources') ? form.sources : [],
        results: filters.includes('results') ? form.results : [],
        recipients: recipients.length ? recipients : channel === 'WHATSAPP' && event !== 'JOB_PUBLISHED' ? ['CANDIDATE'] : [],
    };
}

function delayOf(form: RuleForm): { delay_value: number; delay_unit: DelayUnit } {
    return form.delayed ? { delay_value: Number(form.delay_value), delay_unit: form.delay_unit } : { delay_value: 0, delay_unit: 'MINUTES' };
}

/** Field → message (i18n keys for what only the form checks; the contract's sentences otherwise). */
export function validateRule(form: RuleForm): Record<string, string> {
    const errors: Record<string, string> = {};
    if (!form.name.trim()) errors.name = 'ats.automations.errors.name';
    if (!form.event_type) errors.event_type = 'ats.automations.errors.event';
    if (!form.template_id) errors.template_id = 'ats.automations.errors.template';
    if (!form.recipients.length) errors.recipients = 'ats.automations.errors.recipients';
    if (form.delayed && !/^\d+$/.test(form.delay_value.trim())) errors.delay_value = 'ats.automations.errors.delay';
    else if (form.delayed && Number(form.delay_value) < 1) errors.delay_value = 'ats.automations.errors.delay';
    if (form.event_type && !errors.delay_value) {
        for (const [field, message] of Object.entries(automationRuleErrors({ ...form, event_type: form.event_type, ...delayOf(form) }))) errors[field] ??= message;
    }
    return errors;
}

export function createBody(channel: AutomationChannel, form: RuleForm): CreateRuleBody {
    return {
        name: form.name.trim(),
        channel,
        event_type: form.event_type as AutomationEventType,
        job_ids: form.job_ids,
        stage_names: form.stage_names,
        sources: form.sources,
        results: form.results,
        template_id: form.template_id,
        recipients: form.recipients,
        ...delayOf(form),
        enabled: form.enabled,
    };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what changed, with the version read. */
export function updateBody(rule: AutomationRule, form: RuleForm): UpdateRuleBody {
    const next = createBody(rule.channel, form);
    const body: UpdateRuleBody = { version: rule.version };
    for (const key of Object.keys(next) as (keyof CreateRuleBody)[]) {
        if (key === 'channel') continue;
        if (!same(next[key], rule[key])) Object.assign(body, { [key]: next[key] });
    }
    return body;
}
