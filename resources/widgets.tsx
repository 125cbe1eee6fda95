/**
 * rjsf widgets by string key, on top of @rjsf/mui's own. A config's uiSchema
 * names one with `"ui:widget": "<key>"`; fields listed in `references` get
 * the reference widget without saying so (see `referenceUiSchema`).
 */
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import type { Identifier } from 'react-admin';
import { ReferenceAutocomplete } from './referenceOptions';
import type { ReferenceSpec } from './types';

function isReferenceSpec(value: unknown): value is ReferenceSpec {
    return typeof value === 'object' && value !== null && typeof (value as { resource?: unknown }).resource === 'string';
}

/**
 * Picks a record of another resource, searching its `options` (or `list`)
 * endpoint. The referenced resource comes from `ui:options.reference`.
 */
export function ReferenceWidget(props: WidgetProps) {
    const reference = props.options.reference;
    if (!isReferenceSpec(reference)) {
        throw new Error(`The reference widget of "${props.name}" needs ui:options.reference = { resource, labelField? }`);
    }
    const value = props.value as Identifier | null | undefined;
    return (
        <ReferenceAutocomplete
            id={props.id}
            reference={reference}
            value={value}
            onChange={next => props.onChange(next)}
            onBlur={() => props.onBlur(props.id, props.value)}
            label={props.hideLabel ? '' : props.label}
            required={props.required}
            disabled={props.disabled || props.readonly}
            error={(props.rawErrors?.length ?? 0) > 0}
        />
    );
}

export const widgets: RegistryWidgetsType = {
    reference: ReferenceWidget,
};

/** uiSchema entries giving each `references` field the reference widget; the config's own uiSchema wins. */
export function referenceUiSchema(references: Record<string, ReferenceSpec> | undefined): Record<string, unknown> {
    return Object.fromEntries(
        Object.entries(references ?? {}).map(([field, reference]) => [
            field,
            { 'ui:widget': 'reference', 'ui:options': { reference } },
        ]),
    );
}
