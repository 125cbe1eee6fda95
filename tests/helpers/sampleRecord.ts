/**
 * Valid sample records made from a resource's JSON Schema, so the generated
 * CRUD suite covers every resource file without knowing any of them.
 * `seq` makes values distinct (unique rules); the same seq gives the same record.
 */
import type { FieldSchema, ResourceConfig } from '../../config/resources.js';

export type Sample = Record<string, unknown>;

function fit(text: string, field: FieldSchema): string {
    let out = text;
    const min = field.minLength ?? 0;
    while (out.length < min) out += 'x';
    if (field.maxLength !== undefined && out.length > field.maxLength) out = out.slice(out.length - field.maxLength);
    return out;
}

function matches(field: FieldSchema, text: string): boolean {
    if (field.minLength !== undefined && text.length < field.minLength) return false;
    if (field.maxLength !== undefined && text.length > field.maxLength) return false;
    return field.pattern ? new RegExp(field.pattern, 'u').test(text) : true;
}

function sampleString(name: string, field: FieldSchema, seq: number): string {
    if (field.enum) return String(field.enum[seq % field.enum.length]);
    switch (field.format) {
        case 'email':
            return `${name.replace(/_/g, '.')}.${seq}@sample.example`;
        case 'uri':
        case 'url':
            return `https://sample.example/${name}/${seq}`;
        case 'date':
            return `2024-${String((seq % 12) + 1).padStart(2, '0')}-15`;
        case 'date-time':
            return new Date(Date.UTC(2024, seq % 12, 15, 9, 30)).toISOString();
        case 'uuid':
            return `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
    }
    const words = `Sample ${name.replace(/_/g, ' ')} ${seq}`;
    const candidates = [words, `S${seq}`, `Sample${seq}`, `sample-${seq}`, `sample_${seq}`, `98765${String(seq).padStart(5, '0')}`, `+91 98765 ${String(seq).padStart(5, '0')}`, `${seq}`, `https://sample${seq}.example`, `#${String(seq).padStart(6, '0')}`];
    for (const candidate of candidates.map(c => fit(c, field))) if (matches(field, candidate)) return candidate;
    throw new Error(`sampleRecord: no sample value satisfies field "${name}" (pattern ${field.pattern}); extend tests/helpers/sampleRecord.ts`);
}

function sampleNumber(field: FieldSchema, seq: number): number {
    const min = field.minimum ?? (field.exclusiveMinimum !== undefined ? field.exclusiveMinimum + 1 : 0);
    const max = field.maximum ?? (field.exclusiveMaximum !== undefined ? field.exclusiveMaximum - 1 : min + 1000);
    const value = min + (seq % Math.max(1, max - min + 1));
    return field.type === 'integer' ? Math.floor(value) : value;
}

export function sampleValue(name: string, field: FieldSchema, seq: number): unknown {
    if (field.enum && field.type !== 'array') return field.enum[seq % field.enum.length];
    switch (field.type) {
        case 'string':
            return sampleString(name, field, seq);
        case 'integer':
        case 'number':
            return sampleNumber(field, seq);
        case 'boolean':
            return seq % 2 === 0;
        case 'array': {
            const items = (field.items ?? { type: 'string' }) as FieldSchema;
            const count = Math.max(field.minItems ?? 1, 1);
            return Array.from({ length: count }, (_, i) => sampleValue(`${name}_item`, { ...items, title: items.title ?? name }, seq + i));
        }
        default: {
            const props = (field.properties ?? {}) as Record<string, FieldSchema>;
            return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, sampleValue(k, { ...v, title: v.title ?? k }, seq)]));
        }
    }
}

/**
 * A valid create body. Reference fields get the id `refs(resource)` returns
 * (the suite creates the referenced record first).
 */
export async function sampleRecord(resource: ResourceConfig, seq: number, refs: (resource: string) => Promise<string>): Promise<Sample> {
    const out: Sample = {};
    for (const [name, field] of Object.entries(resource.schema.properties)) {
        const ref = resource.references?.[name];
        out[name] = ref ? await refs(ref.resource) : sampleValue(name, field, seq);
    }
    // A template's mapping of numbered placeholders (WhatsApp: ui:options.mapping) must fit its
    // body; the sample body has no placeholder, so the mapping is empty (docs/api-communication.md).
    for (const ui of Object.values(resource.uiSchema ?? {})) {
        const mapping = (ui as { 'ui:options'?: { mapping?: unknown } } | undefined)?.['ui:options']?.mapping;
        if (typeof mapping === 'string' && mapping in out) out[mapping] = [];
    }
    // An account's role picked from the roles a teammate may hold.
    const roleField = resource.account?.roleField;
    if (roleField && !resource.schema.properties[roleField].enum) out[roleField] = 'RECRUITER';
    return out;
}

/** A field the suite can change on update: a plain string, else any non-reference field. */
export function editableField(resource: ResourceConfig): string | undefined {
    const props = resource.schema.properties;
    const plain = Object.keys(props).filter(n => !resource.references?.[n] && n !== resource.account?.roleField && n !== resource.account?.permissionsField);
    const uniqueFields = new Set((resource.unique ?? []).flat());
    return (
        plain.find(n => props[n].type === 'string' && !props[n].enum && !props[n].format && !uniqueFields.has(n)) ??
        plain.find(n => props[n].type === 'string' && !props[n].enum) ??
        plain[0]
    );
}

/**
 * The sample with every defaulted field set to something other than its
 * default, so a test can tell a kept value from a default applied again.
 */
export function awayFromDefaults(resource: ResourceConfig, sample: Sample): Sample {
    const out = { ...sample };
    for (const [name, field] of Object.entries(resource.schema.properties)) {
        if (field.default === undefined || out[name] !== field.default) continue;
        if (field.enum) out[name] = field.enum.find(v => v !== field.default);
        else if (field.type === 'boolean') out[name] = !field.default;
        else if (field.type === 'integer' || field.type === 'number') {
            const next = Number(field.default) + 1;
            out[name] = field.maximum !== undefined && next > field.maximum ? Number(field.default) - 1 : next;
        } else throw new Error(`awayFromDefaults: cannot pick a non-default value for "${name}"; extend tests/helpers/sampleRecord.ts`);
    }
    return out;
}
