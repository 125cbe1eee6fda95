/**
 * rjsf widgets by string key, on top of @rjsf/mui's own. A config's uiSchema
 * names one with `"ui:widget": "<key>"`; fields listed in `references` get
 * the reference widget without saying so (see `referenceUiSchema`).
 */
import { useRef } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldProps, RegistryFieldsType, RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import type { Identifier } from 'react-admin';
import { permissionActions, permissionModules, type Action } from '../config';
import { ReferenceAutocomplete, type KnownReferenceLabels } from '../ui/referenceOptions';
import type { ReferenceSpec } from './types';

/** What SchemaForm hands its widgets: the edited record's reference labels, by field. */
export interface ReferenceFormContext {
    referenceLabels?: KnownReferenceLabels;
}

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
    const known = (props.registry.formContext as ReferenceFormContext | undefined)?.referenceLabels?.[props.name];
    return (
        <ReferenceAutocomplete
            id={props.id}
            reference={reference}
            value={value}
            known={known}
            onChange={next => props.onChange(next)}
            onBlur={() => props.onBlur(props.id, props.value)}
            label={props.hideLabel ? '' : props.label}
            required={props.required}
            disabled={props.disabled || props.readonly}
            error={(props.rawErrors?.length ?? 0) > 0}
        />
    );
}

/**
 * HTML source of a template (`"ui:widget": "html"`), with chips inserting the
 * `ui:options.variables` as `{{name}}` at the cursor. The server sanitizes the HTML.
 */
export function HtmlWidget(props: WidgetProps) {
    const input = useRef<HTMLTextAreaElement>(null);
    const value = typeof props.value === 'string' ? props.value : '';
    const variables = Array.isArray(props.options.variables) ? props.options.variables.map(String) : [];
    const insert = (name: string) => {
        const token = `{{${name}}}`;
        const start = input.current?.selectionStart ?? value.length;
        const end = input.current?.selectionEnd ?? value.length;
        props.onChange(value.slice(0, start) + token + value.slice(end));
    };
    return (
        <Box>
            <TextField
                id={props.id}
                inputRef={input}
                label={props.hideLabel ? undefined : props.label}
                required={props.required}
                disabled={props.disabled || props.readonly}
                error={(props.rawErrors?.length ?? 0) > 0}
                value={value}
                onChange={event => props.onChange(event.target.value === '' ? props.options.emptyValue : event.target.value)}
                onBlur={() => props.onBlur(props.id, props.value)}
                multiline
                minRows={8}
                fullWidth
                slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
            />
            {variables.length > 0 && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
                    {variables.map(name => (
                        <Chip key={name} size="small" label={`{{${name}}}`} onClick={() => insert(name)} disabled={props.disabled || props.readonly} />
                    ))}
                </Box>
            )}
        </Box>
    );
}

export const widgets: RegistryWidgetsType = {
    reference: ReferenceWidget,
    html: HtmlWidget,
};

type PermissionValue = Record<string, Action[]>;

/**
 * A module-by-action permission set (`"ui:widget": "permissionGrid"` on an
 * object field; rjsf renders objects through fields, so formUiSchema turns
 * the key into `ui:field`): one row per module of config/permissions.json.
 */
export function PermissionGridField(props: FieldProps) {
    const value: PermissionValue = typeof props.formData === 'object' && props.formData !== null ? (props.formData as PermissionValue) : {};
    const disabled = Boolean(props.disabled || props.readonly);
    const toggle = (module: string, action: Action, on: boolean) => {
        const current = new Set(value[module] ?? []);
        if (on) current.add(action);
        else current.delete(action);
        const actions = permissionActions.filter(a => current.has(a));
        const next: PermissionValue = { ...value };
        if (actions.length > 0) next[module] = actions;
        else delete next[module];
        props.onChange(next, props.fieldPathId.path);
    };
    return (
        <Box>
            <Typography variant="subtitle2">{props.schema.title ?? props.name}</Typography>
            <Table size="small" aria-label={props.schema.title ?? props.name}>
                <TableHead>
                    <TableRow>
                        <TableCell />
                        {permissionActions.map(action => (
                            <TableCell key={action} align="center">
                                {action}
                            </TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {permissionModules.map(module => (
                        <TableRow key={module}>
                            <TableCell>{module}</TableCell>
                            {permissionActions.map(action => (
                                <TableCell key={action} align="center" padding="checkbox">
                                    <Checkbox
                                        size="small"
                                        checked={(value[module] ?? []).includes(action)}
                                        disabled={disabled}
                                        onChange={event => toggle(module, action, event.target.checked)}
                                        slotProps={{ input: { 'aria-label': `${module} ${action}` } }}
                                    />
                                </TableCell>
                            ))}
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </Box>
    );
}

/** Custom rjsf fields by key; a config names one with `ui:widget` or `ui:field`. */
export const fields: RegistryFieldsType = {
    permissionGrid: PermissionGridField,
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
