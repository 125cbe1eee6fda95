/**
 * The template variables (config/communication/variables.json), typed, and
 * the parsing both sides share: the editors' chips and the server's renderer
 * read the same list, so a chip can never insert a name the server refuses.
 */
import variablesJson from './variables.json';

export const VARIABLE_GROUPS = ['candidate', 'job', 'company', 'interview', 'offer', 'recruiter', 'links'] as const;
export type VariableGroup = (typeof VARIABLE_GROUPS)[number];

export interface TemplateVariable {
    /** `candidate.name`: what goes between the braces. */
    name: string;
    label: string;
    /** Shown in the chips' tooltips and used by previews without a record. */
    sample: string;
    group: VariableGroup;
}

export const TEMPLATE_VARIABLE_GROUPS: ReadonlyArray<{ name: VariableGroup; label: string }> = variablesJson.groups as Array<{ name: VariableGroup; label: string }>;
export const TEMPLATE_VARIABLES: readonly TemplateVariable[] = variablesJson.variables as TemplateVariable[];

const KNOWN = new Set(TEMPLATE_VARIABLES.map(v => v.name));

export const isTemplateVariable = (name: string): boolean => KNOWN.has(name);

/**
 * Every `{{ … }}` of a source, spaces inside the braces allowed. The inner
 * text is anything but braces, so a misspelt or malformed name is still seen
 * (and refused) instead of passing as literal text.
 */
export const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The names a source uses, each once, in order of first use. */
export function placeholders(source: string): string[] {
    return [...new Set(Array.from(source.matchAll(PLACEHOLDER), m => m[1]))];
}

/** A template's own field (offer letters: `{{reporting_manager}}`, asked for when the offer is made): no dot, so never a variable. */
export const OWN_FIELD = /^[a-z][a-z0-9_]{0,59}$/;

/**
 * The names a source uses that are not variables. `numbered` accepts the
 * WhatsApp Cloud API's {{1}}, {{2}} … (a template's body refers to its
 * parameters by number; the template maps each number to a variable);
 * `ownFields` accepts a template's own fields (OWN_FIELD).
 */
export function unknownVariables(source: string, options: { numbered?: boolean; ownFields?: boolean } = {}): string[] {
    return placeholders(source).filter(name => !KNOWN.has(name) && !(options.numbered && /^[1-9]\d*$/.test(name)) && !(options.ownFields && OWN_FIELD.test(name)));
}

/** The numbers a WhatsApp body uses, ascending: {{1}} … {{n}}. */
export function numberedPlaceholders(source: string): number[] {
    return placeholders(source)
        .filter(name => /^[1-9]\d*$/.test(name))
        .map(Number)
        .sort((a, b) => a - b);
}

/**
 * Which variables a resource field's chips offer: `"all"`, a group name, or
 * a list of groups (uiSchema `ui:options.variables`).
 */
export function variablesFor(selection: unknown): TemplateVariable[] {
    if (selection === 'all' || selection === true) return [...TEMPLATE_VARIABLES];
    const groups = typeof selection === 'string' ? [selection] : Array.isArray(selection) ? selection.filter((g): g is string => typeof g === 'string') : [];
    return TEMPLATE_VARIABLES.filter(v => groups.includes(v.group));
}

/** Whom a mail to many people goes to, and so what fills its variables (docs/api-communication.md, "Bulk messages"). */
export type BulkAudience = 'applications' | 'talent pool';

/**
 * The groups a mail to many people has no record for: an application brings its candidate, job
 * and recruiter but no one interview or offer; a talent pool member is a person, not an
 * application. Such a variable would go out empty in every mail ("an interview on .").
 */
const UNFILLED_GROUPS: Record<BulkAudience, readonly VariableGroup[]> = {
    applications: ['interview', 'offer'],
    'talent pool': ['job', 'interview', 'offer'],
};

/** The variables of `sources` (a template's subject and body) that a mail to `audience` cannot fill, each once. */
export function variablesUnfilledFor(audience: BulkAudience, ...sources: string[]): string[] {
    const unfilled = new Set(TEMPLATE_VARIABLES.filter(v => UNFILLED_GROUPS[audience].includes(v.group)).map(v => v.name));
    return [...new Set(sources.flatMap(placeholders))].filter(name => unfilled.has(name));
}
