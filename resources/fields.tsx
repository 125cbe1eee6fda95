/**
 * How a column (list) or a detail row (show) renders, by string key. The key
 * comes from, in order: `references` (a reference column, showing the label
 * the record carries in `_labels`), the field's
 * uiSchema `"ui:column"`, a phone field (uiSchema `"ui:inputType": "tel"`, which
 * also gives its form input the phone keypad), the system columns (status,
 * created_at, updated_at, id), the field's JSON Schema `format`, then its
 * `type`. Unknown keys fall back to text, so a config never breaks a screen.
 */
import type { MouseEvent, ReactElement } from 'react';
import Link from '@mui/material/Link';
import {
    BooleanField,
    ChipField,
    EmailField,
    FunctionField,
    NumberField,
    TextArrayField,
    TextField,
    UrlField,
    type RaRecord,
} from 'react-admin';
import { referenceLabelsKey } from '../config/resources';
import { formatCurrency, formatDateTime, formatDay, formatNumber } from '../ui/format';
import { PermissionSummary } from './permissionLabels';
import { StatusChip, StatusToggle } from './StatusToggle';
import type { FieldSchema, ResourceConfig } from './types';
import { uiOption } from './uiOptions';

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
/** A date or an instant in words, in the page's language (docs/ui.md, "Dates"), not react-admin's numeric default. */
const written =
    (format: (value: string | null | undefined) => string): FieldRenderer =>
    ({ source, label }) => <FunctionField key={source} source={source} label={label} render={(record: RaRecord) => format(record[source] as string | null | undefined)} />;
const dateTime = written(formatDateTime);

// A link in a row must not also open the row (react-admin's EmailField does the same).
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/** A phone number kept on one line (a narrow column would break "+44 20 5555 0123" at each space), dialled by a tap. */
export function PhoneLink({ value }: { value: unknown }) {
    if (typeof value !== 'string' || value.trim() === '') return null;
    return (
        <Link href={`tel:${value.replace(/[^0-9+]/g, '')}`} onClick={stopPropagation} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {value}
        </Link>
    );
}

/**
 * An amount in the currency its record names in the field that `ui:currencyField` says ("$25"),
 * or the bare figure when that field is empty (a record made before the field existed).
 */
function money({ source, label, config }: FieldContext): ReactElement {
    const currencyField = uiOption(config, source, 'currencyField');
    const render = (record: RaRecord) => {
        const amount = record[source];
        if (typeof amount !== 'number') return null;
        const currency = typeof currencyField === 'string' ? record[currencyField] : undefined;
        if (typeof currency !== 'string' || !currency) return formatNumber(amount);
        try {
            return formatCurrency(amount, currency);
        } catch {
            // Not a currency code Intl knows (a free-text field): the figure and the text, rather than a broken list.
            return `${formatNumber(amount)} ${currency}`;
        }
    };
    return <FunctionField key={source} source={source} label={label} textAlign="right" render={render} />;
}

export const fieldRenderers: Record<string, FieldRenderer> = {
    text,
    email: ({ source, label }) => <EmailField key={source} source={source} label={label} />,
    uri: ({ source, label }) => <UrlField key={source} source={source} label={label} />,
    phone: ({ source, label }) => <FunctionField key={source} source={source} label={label} render={(record: RaRecord) => <PhoneLink value={record[source]} />} />,
    date: written(formatDay),
    'date-time': dateTime,
    boolean: ({ source, label }) => <BooleanField key={source} source={source} label={label} />,
    money,
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
    // The label arrives with the record (`_labels`, joined by the server): no call to the
    // referenced resource, which the user may not be allowed to read (docs/crud-engine.md).
    reference: ({ source, label }) => <FunctionField key={source} source={source} label={label} render={record => referenceLabelOf(record, source)} />,
    // An enum with `ui:enumNames` shows the word the form shows ("Invitation", not INVITE).
    enum: ({ source, label, config }) => <FunctionField key={source} source={source} label={label} render={record => enumLabel(config, source, record?.[source])} />,
    // A permission set (a teammate's) in the grid's words, "Reports: View, Export", not its stored codes.
    permissions: ({ source, label }) => <FunctionField key={source} source={source} label={label} sortable={false} render={record => <PermissionSummary value={record?.[source]} />} />,
};

/** The word for an enum value: its `ui:enumNames` entry (same position as in `enum`), else the value itself. */
export function enumLabel(config: ResourceConfig, source: string, value: unknown): string {
    if (value === null || value === undefined) return '';
    const names = enumNamesOf(config, source);
    const index = (config.schema.properties[source]?.enum ?? []).findIndex(option => option === value);
    return names && index >= 0 && typeof names[index] === 'string' ? names[index] : String(value);
}

function enumNamesOf(config: ResourceConfig, source: string): unknown[] | undefined {
    const names = uiOption(config, source, 'enumNames');
    return Array.isArray(names) ? names : undefined;
}

/** The display text of a reference field: its joined label, else the raw id; empty when unset. */
export function referenceLabelOf(record: RaRecord | undefined, source: string): string {
    const value: unknown = record?.[source];
    if (value === null || value === undefined || value === '') return '';
    const labels: unknown = record?.[referenceLabelsKey];
    const joined = typeof labels === 'object' && labels !== null ? (labels as Record<string, unknown>)[source] : undefined;
    return typeof joined === 'string' && joined !== '' ? joined : String(value);
}

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
    const named = uiOption(config, source, 'column');
    if (typeof named === 'string' && fieldRenderers[named]) return named;
    if (uiOption(config, source, 'inputType') === 'tel') return 'phone';
    if (systemRenderers[source]) return systemRenderers[source];
    const schema = config.schema.properties[source];
    if (schema?.enum && enumNamesOf(config, source)) return 'enum';
    if (schema?.format && fieldRenderers[schema.format]) return schema.format;
    if (schema?.type && fieldRenderers[schema.type]) return schema.type;
    return 'text';
}

export function renderField(config: ResourceConfig, source: string, mode: FieldMode): ReactElement {
    const renderer = fieldRenderers[rendererKeyFor(config, source)] ?? text;
    return renderer({ source, label: fieldLabel(config, source), config, schema: config.schema.properties[source], mode });
}
