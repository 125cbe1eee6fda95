/**
 * How a column (list) or a detail row (show) renders, by string key. The key
 * comes from, in order: `references` (a reference column), the field's
 * uiSchema `"ui:column"`, the system columns (status, created_at, updated_at,
 * id), the field's JSON Schema `format`, then its `type`. Unknown keys fall
 * back to text, so a config never breaks a screen.
 */
import type { ReactElement } from 'react';
import {
    BooleanField,
    ChipField,
    DateField,
    EmailField,
    NumberField,
    ReferenceField,
    TextArrayField,
    TextField,
    UrlField,
} from 'react-admin';
import { referenceLabelField } from './referenceOptions';
import { configByName, resourceKey } from './registry';
import { StatusChip, StatusToggle } from './StatusToggle';
import type { FieldSchema, ResourceConfig } from './types';

export type FieldMode = 'list' | 'show';

export interface FieldContext {
    source: string;
    /** Already a display text or an i18n key (react-admin translates labels). */
    label: string;
    config: ResourceConfig;
    schema?: FieldSchema;
    mode: FieldMode;
}

export type FieldRenderer = (context: FieldContext) => ReactElement;

const text: FieldRenderer = ({ source, label }) => <TextField key={source} source={source} label={label} />;
const dateTime: FieldRenderer = ({ source, label }) => <DateField key={source} source={source} label={label} showTime />;

export const fieldRenderers: Record<string, FieldRenderer> = {
    text,
    email: ({ source, label }) => <EmailField key={source} source={source} label={label} />,
    uri: ({ source, label }) => <UrlField key={source} source={source} label={label} />,
    date: ({ source, label }) => <DateField key={source} source={source} label={label} />,
    'date-time': dateTime,
    boolean: ({ source, label }) => <BooleanField key={source} source={source} label={label} />,
    number: ({ source, label }) => <NumberField key={source} source={source} label={label} />,
    integer: ({ source, label }) => <NumberField key={source} source={source} label={label} />,
    chip: ({ source, label }) => <ChipField key={source} source={source} label={label} />,
    array: ({ source, label }) => <TextArrayField key={source} source={source} label={label} sortable={false} />,
    status: ({ source, label, config, mode }) =>
        mode === 'list' && config.api.status ? (
            <StatusToggle key={source} source={source} label={label} successMessage={config.messages?.status} />
        ) : (
            <StatusChip key={source} source={source} label={label} />
        ),
    reference: ({ source, label, config }) => {
        const spec = config.references?.[source];
        const target = spec ? configByName(spec.resource) : undefined;
        // A reference to a resource this workspace does not have shows the raw id.
        if (!spec || !target) return text({ source, label, config, mode: 'list' });
        return (
            <ReferenceField key={source} source={source} label={label} reference={resourceKey(target)} link={false}>
                <TextField source={referenceLabelField(spec, target)} />
            </ReferenceField>
        );
    },
};

/** Labels of the columns every record carries (i18n keys). */
export const systemFieldLabels: Record<string, string> = {
    id: 'ats.resources.id',
    status: 'ats.resources.status',
    created_at: 'ats.resources.created_at',
    updated_at: 'ats.resources.updated_at',
};

const systemRenderers: Record<string, string> = {
    id: 'text',
    status: 'status',
    created_at: 'date-time',
    updated_at: 'date-time',
};

export function fieldLabel(config: ResourceConfig, source: string): string {
    return config.schema.properties[source]?.title ?? systemFieldLabels[source] ?? source;
}

/** The renderer key for a field of a config (see the module comment for the order). */
export function rendererKeyFor(config: ResourceConfig, source: string): string {
    if (config.references?.[source]) return 'reference';
    const ui = config.uiSchema?.[source];
    const named = typeof ui === 'object' && ui !== null ? (ui as Record<string, unknown>)['ui:column'] : undefined;
    if (typeof named === 'string' && fieldRenderers[named]) return named;
    if (systemRenderers[source]) return systemRenderers[source];
    const schema = config.schema.properties[source];
    if (schema?.format && fieldRenderers[schema.format]) return schema.format;
    if (schema?.type && fieldRenderers[schema.type]) return schema.type;
    return 'text';
}

export function renderField(config: ResourceConfig, source: string, mode: FieldMode): ReactElement {
    const renderer = fieldRenderers[rendererKeyFor(config, source)] ?? text;
    return renderer({ source, label: fieldLabel(config, source), config, schema: config.schema.properties[source], mode });
}
