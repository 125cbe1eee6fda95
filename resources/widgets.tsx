/**
 * rjsf widgets by string key, on top of @rjsf/mui's own. A config's uiSchema
 * names one with `"ui:widget": "<key>"`; fields listed in `references` get
 * the reference widget without saying so (see `referenceUiSchema`).
 */
import { Suspense, useLayoutEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getUiOptions, type FieldProps, type RegistryFieldsType, type RegistryWidgetsType, type WidgetProps } from '@rjsf/utils';
import { useTranslate, type Identifier } from 'react-admin';
import { permissionActions, permissionModules, type Action, type Permissions } from '../config';
import { numberedPlaceholders, TEMPLATE_VARIABLE_GROUPS, TEMPLATE_VARIABLES, variablesFor } from '../config/communication/variables';
import type { TemplateKind } from '../config/contracts/templates';
import { TemplatePreview } from './templateEditor/TemplatePreview';
import { VariableChips } from '../ui/richText/VariableChips';
import { ReferenceAutocomplete, type KnownReferenceLabels } from '../ui/referenceOptions';
import { EditorLoading, LazyRichTextEditor as RichTextEditor } from '../ui/richText/LazyRichTextEditor';
import { asPermissions, grantsNothing, permissionActionLabel, permissionModuleLabel, roleDefaultPermissions } from './permissionLabels';
import type { ReferenceSpec } from './types';

/** What SchemaForm hands its widgets: the edited record's reference labels, by field, and the form's current values. */
export interface ReferenceFormContext {
    referenceLabels?: KnownReferenceLabels;
    /** The whole form as typed so far: a template body's Preview renders it with the subject beside it. */
    values?: Record<string, unknown>;
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

/** The TEMPLATE_KINDS a body's `ui:options.preview` names, for its Preview button. */
const PREVIEW_KINDS: Record<string, TemplateKind> = { email: 'EMAIL', offer_letter: 'OFFER_LETTER' };

/**
 * The widgets that say their field's errors themselves, right under the field: below them come
 * the variable chips and the Preview button, and rjsf's list after all of that stood away from the
 * field it was about. formUiSchema (FormView.tsx) hides rjsf's list for them (`ui:hideError`), which
 * still hands them the errors.
 */
export const WIDGETS_WITH_OWN_ERRORS: ReadonlySet<string> = new Set(['html', 'templateText']);

/** The field's errors as one text under it; undefined when it has none. */
const errorText = (props: WidgetProps) => (props.rawErrors?.length ? props.rawErrors.join(' ') : undefined);

/** The form's current values (SchemaForm's formContext), for a widget that needs its siblings. */
function formState(props: WidgetProps): { values: Record<string, unknown> } {
    const context = props.registry.formContext as ReferenceFormContext | undefined;
    return { values: context?.values ?? {} };
}

/**
 * A template's HTML body (`"ui:widget": "html"`): a rich-text editor whose
 * chips insert the variables `ui:options.variables` selects ("all", a group
 * or a list of groups of config/communication/variables.json) as `{{name}}`
 * at the cursor, and, with `ui:options.preview` ("email", "offer_letter"),
 * a Preview of the form's subject and body rendered against a real
 * application. The server sanitises the HTML.
 */
export function HtmlWidget(props: WidgetProps) {
    const value = typeof props.value === 'string' ? props.value : '';
    const variables = variablesFor(props.options.variables);
    const previewKind = typeof props.options.preview === 'string' ? PREVIEW_KINDS[props.options.preview] : undefined;
    const subject = formState(props).values.subject;
    return (
        <Box>
            <Suspense fallback={<EditorLoading />}>
                <RichTextEditor
                    id={props.id}
                    label={props.hideLabel ? '' : props.label}
                    value={value}
                    onChange={html => props.onChange(html === '' ? props.options.emptyValue : html)}
                    onBlur={() => props.onBlur(props.id, props.value)}
                    variables={variables}
                    disabled={props.disabled || props.readonly}
                    required={props.required}
                    error={(props.rawErrors?.length ?? 0) > 0}
                    helperText={errorText(props)}
                />
            </Suspense>
            {previewKind && <TemplatePreview kind={previewKind} subject={typeof subject === 'string' ? subject : undefined} body={value} disabled={props.disabled} />}
        </Box>
    );
}

/**
 * A plain-text template field (`"ui:widget": "templateText"`: an email's
 * subject, a WhatsApp message) with variable chips inserting `{{name}}` at the
 * cursor. With `ui:options.placeholders: "numbered"` (WhatsApp) it inserts the
 * next {{1}}, {{2}} … instead; `ui:options.rows` makes it multi-line;
 * `ui:options.collapsed` keeps the chips behind a toggle.
 */
export function TemplateTextWidget(props: WidgetProps) {
    const translate = useTranslate();
    const input = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
    const value = typeof props.value === 'string' ? props.value : '';
    const rows = typeof props.options.rows === 'number' ? props.options.rows : 0;
    const numbered = props.options.placeholders === 'numbered';
    const disabled = props.disabled || props.readonly;
    // Back to the field, the cursor after what was inserted, as soon as the new value is in the field (before the next
    // keystroke). A frame later was too late on a slow machine: text typed at once went in, then the cursor jumped back
    // before it, and the next placeholder landed mid-sentence. Never once the field holds anything else.
    const caretAfterInsert = useRef<{ value: string; at: number } | null>(null);
    useLayoutEffect(() => {
        const pending = caretAfterInsert.current;
        const field = input.current;
        if (!pending || !field || field.value !== pending.value) return;
        caretAfterInsert.current = null;
        field.focus();
        field.setSelectionRange(pending.at, pending.at);
    }, [value]);
    const insert = (token: string) => {
        const start = input.current?.selectionStart ?? value.length;
        const end = input.current?.selectionEnd ?? value.length;
        const inserted = value.slice(0, start) + token + value.slice(end);
        caretAfterInsert.current = { value: inserted, at: start + token.length };
        props.onChange(inserted);
    };
    const next = (numberedPlaceholders(value).at(-1) ?? 0) + 1;
    const label = props.hideLabel ? '' : props.label;
    return (
        <Box>
            <TextField
                id={props.id}
                inputRef={input}
                label={label || undefined}
                required={props.required}
                disabled={disabled}
                error={(props.rawErrors?.length ?? 0) > 0}
                helperText={errorText(props)}
                value={value}
                onChange={event => props.onChange(event.target.value === '' ? props.options.emptyValue : event.target.value)}
                onBlur={() => props.onBlur(props.id, props.value)}
                multiline={rows > 0}
                minRows={rows > 0 ? rows : undefined}
                fullWidth
            />
            {numbered ? (
                <Box sx={{ mt: 1 }}>
                    <Chip
                        size="small"
                        variant="outlined"
                        label={translate('ats.templates.add_placeholder', { token: `{{${next}}}` })}
                        onMouseDown={event => event.preventDefault()}
                        onClick={() => insert(`{{${next}}}`)}
                        disabled={disabled}
                    />
                </Box>
            ) : (
                <VariableChips variables={variablesFor(props.options.variables)} fieldLabel={label} disabled={disabled} onInsert={insert} collapsed={props.options.collapsed === true} />
            )}
        </Box>
    );
}

/**
 * One variable of config/communication/variables.json (`"ui:widget": "templateVariable"`):
 * a WhatsApp placeholder's value. As an array item (rjsf ids end in the index) it is labelled
 * by the placeholder it fills, "Fills {{1}}", not "Variables-1".
 */
export function TemplateVariableWidget(props: WidgetProps) {
    const translate = useTranslate();
    const value = typeof props.value === 'string' ? props.value : '';
    const index = /_(\d+)$/.exec(props.id)?.[1];
    const label = index === undefined ? props.label : translate('ats.templates.fills', { token: `{{${Number(index) + 1}}}` });
    return (
        <TextField
            id={props.id}
            select
            label={props.hideLabel ? undefined : label}
            required={props.required}
            disabled={props.disabled || props.readonly}
            error={(props.rawErrors?.length ?? 0) > 0}
            value={value}
            onChange={event => props.onChange(event.target.value === '' ? undefined : event.target.value)}
            onBlur={() => props.onBlur(props.id, props.value)}
            fullWidth
            size="small"
        >
            {TEMPLATE_VARIABLE_GROUPS.flatMap(group => [
                <ListSubheader key={`group-${group.name}`}>{group.label}</ListSubheader>,
                ...TEMPLATE_VARIABLES.filter(v => v.group === group.name).map(v => (
                    <MenuItem key={v.name} value={v.name}>
                        {v.label}
                    </MenuItem>
                )),
            ])}
        </TextField>
    );
}

export const widgets: RegistryWidgetsType = {
    reference: ReferenceWidget,
    html: HtmlWidget,
    templateText: TemplateTextWidget,
    templateVariable: TemplateVariableWidget,
};

/**
 * A module-by-action permission set (`"ui:widget": "permissionGrid"` on an
 * object field; rjsf renders objects through fields, so formUiSchema turns
 * the key into `ui:field`): one row per module of config/permissions.json, in words.
 *
 * With `ui:options.roleField`, a set nobody has ticked yet (a new teammate's) shows that role's
 * defaults (config/permissions.json), which is what the server writes when the create sends none,
 * and follows a change of role; the field stays empty until a box is clicked, so the server still
 * fills them. A set that grants nothing says so under the grid: the account could sign in and
 * open no guarded page. It warns, and Save asks first (`saveConfirmations` below); it does not
 * refuse, since an admin may park an account so.
 */
export function PermissionGridField(props: FieldProps) {
    const translate = useTranslate();
    const own = asPermissions(props.formData);
    const roleField = getUiOptions(props.uiSchema).roleField;
    const role = typeof roleField === 'string' ? roleOf(props, roleField) : undefined;
    const defaults = own === undefined ? roleDefaultPermissions(role) : undefined;
    const value: Permissions = own ?? defaults ?? {};
    const disabled = Boolean(props.disabled || props.readonly);
    const toggle = (module: string, action: Action, on: boolean) => {
        const current = new Set(value[module] ?? []);
        if (on) current.add(action);
        else current.delete(action);
        const actions = permissionActions.filter(a => current.has(a));
        const next: Permissions = { ...value };
        if (actions.length > 0) next[module] = actions;
        else delete next[module];
        props.onChange(next, props.fieldPathId.path);
    };
    const title = props.schema.title ?? props.name;
    const hintId = `${props.fieldPathId.$id}-hint`;
    return (
        <Box>
            <Typography variant="subtitle2">{title}</Typography>
            {defaults && typeof role === 'string' && (
                <Typography id={hintId} variant="body2" color="text.secondary">
                    {translate('ats.permissions.role_defaults', { role: translate(`ats.roles.${role}`, { _: role }) })}
                </Typography>
            )}
            <Table size="small" aria-label={title} aria-describedby={defaults ? hintId : undefined}>
                <TableHead>
                    <TableRow>
                        <TableCell>{translate('ats.permissions.page')}</TableCell>
                        {permissionActions.map(action => (
                            <TableCell key={action} align="center">
                                {permissionActionLabel(translate, action)}
                            </TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {permissionModules.map(module => {
                        const label = permissionModuleLabel(translate, module);
                        return (
                            <TableRow key={module}>
                                <TableCell component="th" scope="row">
                                    {label}
                                </TableCell>
                                {permissionActions.map(action => (
                                    <TableCell key={action} align="center" padding="checkbox">
                                        <Checkbox
                                            size="small"
                                            checked={(value[module] ?? []).includes(action)}
                                            disabled={disabled}
                                            onChange={event => toggle(module, action, event.target.checked)}
                                            slotProps={{ input: { 'aria-label': `${label}: ${permissionActionLabel(translate, action)}` } }}
                                        />
                                    </TableCell>
                                ))}
                            </TableRow>
                        );
                    })}
                </TableBody>
            </Table>
            {grantsNothing(value) && (
                <Alert severity="warning" role="status" sx={{ mt: 1 }}>
                    {translate('ats.permissions.none_warning')}
                </Alert>
            )}
        </Box>
    );
}

/**
 * The role the form holds: as typed (SchemaForm's formContext), else the schema's default, which
 * rjsf shows in a new form's select before anything is chosen.
 */
function roleOf(props: FieldProps, roleField: string): unknown {
    const typed = (props.registry.formContext as ReferenceFormContext | undefined)?.values?.[roleField];
    if (typed !== undefined) return typed;
    const property = props.registry.rootSchema.properties?.[roleField];
    return typeof property === 'object' ? property.default : undefined;
}

/** Custom rjsf fields by key; a config names one with `ui:widget` or `ui:field`. */
export const fields: RegistryFieldsType = {
    permissionGrid: PermissionGridField,
};

/** What the form asks before it saves a value: ConfirmDialog's title, sentence and confirm button, as i18n keys. */
export interface SaveConfirmation {
    title: string;
    content: string;
    confirmLabel: string;
}

/**
 * Values a field saves only once confirmed, by the field's key (`ui:field` or `ui:widget`): the
 * generated form (resources/FormView.tsx) asks before the save, so any resource whose config names
 * the field gets the question. Undefined lets the save go on.
 */
export const saveConfirmations: Record<string, (value: unknown) => SaveConfirmation | undefined> = {
    // Only a set ticked away: an untouched one (undefined) gets the role's defaults from the server.
    permissionGrid: value => {
        const permissions = asPermissions(value);
        return permissions && grantsNothing(permissions)
            ? { title: 'ats.permissions.confirm_none_title', content: 'ats.permissions.confirm_none_content', confirmLabel: 'ats.permissions.confirm_none_save' }
            : undefined;
    },
};

/** The question a field of the form asks of the values about to be saved, if one does (the first, in uiSchema order). */
export function saveConfirmationFor(uiSchema: Record<string, unknown>, values: Record<string, unknown>): SaveConfirmation | undefined {
    for (const [field, entry] of Object.entries(uiSchema)) {
        if (typeof entry !== 'object' || entry === null) continue;
        const ui = entry as Record<string, unknown>;
        const key = ui['ui:field'] ?? ui['ui:widget'];
        const check = typeof key === 'string' && Object.prototype.hasOwnProperty.call(saveConfirmations, key) ? saveConfirmations[key] : undefined;
        const confirmation = check?.(values[field]);
        if (confirmation) return confirmation;
    }
    return undefined;
}

/** uiSchema entries giving each `references` field the reference widget; the config's own uiSchema wins. */
export function referenceUiSchema(references: Record<string, ReferenceSpec> | undefined): Record<string, unknown> {
    return Object.fromEntries(
        Object.entries(references ?? {}).map(([field, reference]) => [
            field,
            { 'ui:widget': 'reference', 'ui:options': { reference } },
        ]),
    );
}
