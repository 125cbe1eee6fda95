/**
 * Create and Edit, rendered by @rjsf/mui from the config's JSON Schema and
 * uiSchema (the same schema the server validates the body with), validated
 * in the browser by resources/validator.ts (CSP-safe, ajv's messages, put in
 * the page's words by formErrors.ts). rjsf shows its own errors beside the
 * fields (`noHtml5Validate`, no error list on top).
 * Saving goes through react-admin's useCreate / useUpdate, pessimistic: a
 * server 400's `body.errors` (`{ field: message }`) becomes rjsf
 * `extraErrors`, so each message lands beside its field; a 409 (someone saved
 * the record meanwhile) shows the server's message and offers to reload.
 * A field may ask before the save (widgets.tsx `saveConfirmations`, e.g. a permission set that
 * grants nothing): the form then saves only once the ConfirmDialog is confirmed, and Cancel leaves
 * the form as it was.
 */
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { generateForm } from '@rjsf/mui';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { Link, useParams } from 'react-router-dom';
import {
    useCreate,
    useCreatePath,
    useGetOne,
    useRedirect,
    useTranslate,
    useUpdate,
    type Identifier,
    type RaRecord,
} from 'react-admin';
import { labelFieldOf } from '../config/resources';
import { PageLoadError } from '../ui/AccessDenied';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { PageHeader } from '../ui/pageFrame';
import { errorMessage } from '../ui/errors';
import { useToast } from '../ui/toast';
import { resourceKey } from '../dataProvider/resourceRegistry';
import { AsidePanel, hasAside } from './AsidePanel';
import type { ResourceConfig } from './types';
import { formValidator } from './validator';
import { readableErrors } from './formErrors';
import { knownReferenceLabels } from '../ui/referenceOptions';
import { fields, referenceUiSchema, saveConfirmationFor, widgets, WIDGETS_WITH_OWN_ERRORS, type ReferenceFormContext, type SaveConfirmation } from './widgets';
import { BusyButton } from '../ui/BusyButton';

export type FormValues = Record<string, unknown>;

/** rjsf logs a refused save to the console unless given this; the form already shows each error beside its field. */
const showsErrorsBesideFields = () => {};

/** @rjsf/mui's Form, typed for our records. */
const Form = generateForm<FormValues>();

function isRecord(value: unknown): value is Record<string, unknown> {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `{ name: 'taken', 'address.city': 'required' }` → rjsf's
 * `{ name: { __errors: ['taken'] }, address: { city: { __errors: ['required'] } } }`.
 */
export function toExtraErrors(errors: Record<string, string>): ErrorSchema<FormValues> {
    const root: Record<string, unknown> = {};
    for (const [path, message] of Object.entries(errors)) {
        let node = root;
        for (const part of path.split('.').filter(Boolean)) {
            if (!isRecord(node[part])) node[part] = {};
            node = node[part] as Record<string, unknown>;
        }
        const list = Array.isArray(node.__errors) ? (node.__errors as string[]) : [];
        node.__errors = [...list, message];
    }
    return root as ErrorSchema<FormValues>;
}

/** The record's values of the schema's fields; nulls are left out so rjsf sees an empty field. */
export function formValuesOf(config: ResourceConfig, record: RaRecord | undefined): FormValues {
    if (!record) return {};
    return Object.fromEntries(
        Object.keys(config.schema.properties)
            .filter(field => record[field] !== null && record[field] !== undefined)
            .map(field => [field, record[field]]),
    );
}

/**
 * rjsf drops a field the user emptied; an update must still say so, or the
 * old value would silently stay. Emptied fields are sent as null.
 */
export function withClearedFields(config: ResourceConfig, values: FormValues, previous: RaRecord | undefined): FormValues {
    const cleared = Object.keys(config.schema.properties).filter(
        field => values[field] === undefined && previous?.[field] !== undefined && previous[field] !== null,
    );
    return { ...values, ...Object.fromEntries(cleared.map(field => [field, null])) };
}

/** The config's uiSchema over the generated one (reference widgets), merged per field. */
export function formUiSchema(config: ResourceConfig): UiSchema {
    const generated = referenceUiSchema(config.references);
    const own = config.uiSchema ?? {};
    const merged: Record<string, unknown> = { ...generated };
    for (const [key, value] of Object.entries(own)) {
        const base = merged[key];
        merged[key] = isRecord(base) && isRecord(value) ? { ...base, ...value } : value;
        // rjsf renders objects through fields, not widgets: a field key named as a widget becomes ui:field.
        const entry = merged[key];
        if (isRecord(entry) && typeof entry['ui:widget'] === 'string' && entry['ui:widget'] in fields) {
            const { 'ui:widget': name, ...rest } = entry;
            merged[key] = { ...rest, 'ui:field': name };
        }
        // A template field says its errors under its input, above its chips: rjsf's list would repeat them below.
        if (isRecord(entry) && typeof entry['ui:widget'] === 'string' && WIDGETS_WITH_OWN_ERRORS.has(entry['ui:widget']) && !('ui:hideError' in entry)) {
            merged[key] = { ...entry, 'ui:hideError': true };
        }
    }
    return merged as UiSchema;
}

/** What the person knows the record by (its label field), for a question about saving it. */
function recordName(config: ResourceConfig, values: FormValues): string | undefined {
    const name = values[labelFieldOf(config)];
    return typeof name === 'string' && name.trim() !== '' ? name : undefined;
}

interface SaveError {
    status?: number;
    body?: { message?: string; errors?: Record<string, string> };
}

export interface FormViewProps {
    config: ResourceConfig;
}

export function CreateView({ config }: FormViewProps) {
    const translate = useTranslate();
    return (
        <FormPage title={translate('ats.resources.create_title', { name: config.label.one })}>
            <SchemaForm config={config} initial={{}} />
        </FormPage>
    );
}

export function EditView({ config }: FormViewProps) {
    const translate = useTranslate();
    const { id } = useParams<{ id: string }>();
    const key = resourceKey(config);
    const [reloads, setReloads] = useState(0);
    const { data: record, isFetching, error, refetch } = useGetOne<RaRecord>(key, { id: id ?? '' }, { enabled: Boolean(id) });
    // The form edits the record as fetched when the page opened (or on Reload): the list's cached
    // copy may be older, and a background refetch must not wipe what the user is typing. A stale
    // version is the server's to refuse (409), which offers the reload.
    const [formRecord, setFormRecord] = useState<RaRecord | null>(null);
    useEffect(() => {
        if (!formRecord && record && !isFetching) setFormRecord(record);
    }, [formRecord, record, isFetching]);

    let content;
    if (formRecord) {
        content = (
            <SchemaForm
                key={reloads}
                config={config}
                initial={formValuesOf(config, formRecord)}
                record={formRecord}
                onReload={async () => {
                    const result = await refetch();
                    if (result.data) setFormRecord(result.data);
                    setReloads(count => count + 1);
                }}
            />
        );
    } else if (error && !isFetching) {
        content = <PageLoadError error={error} />;
    } else {
        content = <CircularProgress aria-label={translate('ats.resources.loading')} />;
    }
    const page = <FormPage title={translate('ats.resources.edit_title', { name: config.label.one })}>{content}</FormPage>;
    if (!hasAside(config, 'edit')) return page;
    return (
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
            {page}
            <Box sx={{ pt: { lg: 6 } }}>
                <AsidePanel config={config} view="edit" record={formRecord ?? record} />
            </Box>
        </Stack>
    );
}

/**
 * @rjsf/mui stacks the root object's dense margin, its grid's inline 10px and each field's
 * doubled dense FormControl margins above the first field: the first field starts at the
 * card's padding, and fields sit 16px apart.
 */
const formSpacing = {
    '& form > .rjsf-field-object > .MuiFormControl-root': { mt: 0, mb: 0 },
    '& form > .rjsf-field-object > .MuiFormControl-root > .MuiGrid-container': { mt: '0 !important' },
    '& form > .rjsf-field-object > .MuiFormControl-root > .MuiGrid-container > .MuiGrid-root': { mb: '16px !important' },
    '& .rjsf-field > .MuiFormControl-root': { mt: 0, mb: 0 },
    '& .rjsf-field > .MuiFormControl-root > .MuiFormControl-root': { mt: 0, mb: 0 },
} as const;

function FormPage({ title, children }: { title: string; children: React.ReactNode }) {
    return (
        <Box sx={{ maxWidth: 720 }}>
            <PageHeader title={title} />
            <Paper sx={{ p: 3, ...formSpacing }}>{children}</Paper>
        </Box>
    );
}

interface SchemaFormProps {
    config: ResourceConfig;
    initial: FormValues;
    /** The record being edited; absent when creating. */
    record?: RaRecord;
    onReload?: () => Promise<void>;
}

export function SchemaForm({ config, initial, record, onReload }: SchemaFormProps) {
    const translate = useTranslate();
    const toast = useToast();
    const redirect = useRedirect();
    const createPath = useCreatePath();
    const key = resourceKey(config);
    const [create] = useCreate();
    const [update] = useUpdate();
    const [values, setValues] = useState<FormValues>(initial);
    const [extraErrors, setExtraErrors] = useState<ErrorSchema<FormValues> | undefined>(undefined);
    const [otherErrors, setOtherErrors] = useState<string[]>([]);
    const [conflict, setConflict] = useState<string | null>(null);
    const [saving, setSaving] = useState(false);
    const [reloading, setReloading] = useState(false);
    // The values waiting on a field's question; kept after the dialog closes so its words stay while it fades out.
    const [asking, setAsking] = useState<{ data: FormValues; confirmation: SaveConfirmation } | null>(null);
    const [askOpen, setAskOpen] = useState(false);
    const uiSchema = useMemo(() => formUiSchema(config), [config]);
    const transformErrors = useMemo(() => readableErrors(translate), [translate]);
    // The first field a server refusal names gets the keyboard, once the form is enabled again (rjsf's
    // focusOnFirstError does this for the errors it finds itself).
    const [refusedField, setRefusedField] = useState<string | null>(null);
    useEffect(() => {
        if (!refusedField || saving) return;
        document.getElementById(`root_${refusedField.split('.').join('_')}`)?.focus();
        setRefusedField(null);
    }, [refusedField, saving]);
    // Reference pickers show the current choice by the label the record carries; a template's Preview reads the values.
    const formContext = useMemo<ReferenceFormContext>(() => ({ referenceLabels: knownReferenceLabels(record), values }), [record, values]);
    const schema = config.schema as unknown as RJSFSchema;

    const onChange = (event: IChangeEvent<FormValues>) => {
        const next = event.formData ?? {};
        // A field the user edits loses the server's complaint about its old value.
        if (extraErrors) {
            const changed = Object.keys({ ...values, ...next }).filter(field => JSON.stringify(values[field]) !== JSON.stringify(next[field]));
            if (changed.some(field => field in extraErrors)) {
                const remaining = Object.fromEntries(Object.entries(extraErrors).filter(([field]) => !changed.includes(field)));
                setExtraErrors(Object.keys(remaining).length > 0 ? (remaining as ErrorSchema<FormValues>) : undefined);
            }
        }
        setValues(next);
    };

    const onError = (error: unknown) => {
        setSaving(false);
        const { status, body } = (isRecord(error) ? error : {}) as SaveError;
        if (status === 409) {
            setConflict(errorMessage(error, translate('ats.resources.conflict')));
            return;
        }
        const fieldErrors = body?.errors ?? {};
        const known = Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => field.split('.')[0] in config.schema.properties));
        setExtraErrors(Object.keys(known).length > 0 ? toExtraErrors(known) : undefined);
        setRefusedField(Object.keys(known)[0] ?? null);
        setOtherErrors(Object.entries(fieldErrors).filter(([field]) => !(field.split('.')[0] in config.schema.properties)).map(([, message]) => message));
        toast.error(errorMessage(error, translate('ats.errors.try_later_bang')));
    };

    const save = (data: FormValues) => {
        setSaving(true);
        setExtraErrors(undefined);
        setOtherErrors([]);
        setConflict(null);
        const done = (message: string) => {
            setSaving(false);
            toast.success(message);
            redirect('list', key);
        };
        if (record) {
            update(
                key,
                { id: record.id as Identifier, data: withClearedFields(config, data, record), previousData: record },
                { mutationMode: 'pessimistic', onSuccess: () => done(config.messages?.updated ?? 'ats.resources.updated'), onError },
            );
        } else {
            create(key, { data }, { mutationMode: 'pessimistic', onSuccess: () => done(config.messages?.created ?? 'ats.resources.created'), onError });
        }
    };

    const onSubmit = (event: IChangeEvent<FormValues>) => {
        const data = event.formData ?? {};
        const confirmation = saveConfirmationFor(uiSchema as Record<string, unknown>, data);
        if (!confirmation) {
            save(data);
            return;
        }
        setAsking({ data, confirmation });
        setAskOpen(true);
    };

    const reload = async () => {
        if (!onReload) return;
        setReloading(true);
        try {
            await onReload();
        } finally {
            setReloading(false);
        }
    };

    return (
        <>
            {conflict && (
                <Alert
                    severity="warning"
                    role="alert"
                    sx={{ mb: 2 }}
                    action={
                        onReload ? (
                            <Button color="inherit" size="small" onClick={() => void reload()} disabled={reloading}>
                                {translate('ats.resources.reload')}
                            </Button>
                        ) : undefined
                    }
                >
                    {conflict}
                </Alert>
            )}
            {otherErrors.length > 0 && (
                <Alert severity="error" sx={{ mb: 2 }}>
                    {otherErrors.join(' ')}
                </Alert>
            )}
            <Form
                schema={schema}
                uiSchema={uiSchema}
                formData={values}
                validator={formValidator}
                transformErrors={transformErrors}
                // A refused save puts the keyboard in the first field it names; the messages are beside their fields.
                focusOnFirstError
                onError={showsErrorsBesideFields}
                widgets={widgets}
                fields={fields}
                formContext={formContext}
                extraErrors={extraErrors}
                onChange={onChange}
                onSubmit={onSubmit}
                noHtml5Validate
                showErrorList={false}
                disabled={saving}
            >
                <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
                    <BusyButton type="submit" variant="contained" busy={saving}>
                        {translate('ats.resources.save')}
                    </BusyButton>
                    <Button component={Link} to={createPath({ resource: key, type: 'list' })} disabled={saving}>
                        {translate('ats.resources.cancel')}
                    </Button>
                </Box>
            </Form>
            {asking && (
                <ConfirmDialog
                    open={askOpen}
                    onClose={() => setAskOpen(false)}
                    // The save reports itself (errors beside their fields, the toast): the dialog only lets it start.
                    onConfirm={async () => save(asking.data)}
                    subject={recordName(config, asking.data)}
                    title={asking.confirmation.title}
                    content={asking.confirmation.content}
                    confirmLabel={asking.confirmation.confirmLabel}
                />
            )}
        </>
    );
}
