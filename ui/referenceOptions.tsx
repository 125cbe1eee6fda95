/**
 * Choices for a field that holds another resource's record id. The referenced
 * resource's `options` endpoint answers `{ data: [{ id, label }] }`; without
 * one, its `list` endpoint is searched and each record's `labelField`
 * (default `name`) becomes the label. One autocomplete serves the rjsf
 * reference widget (forms) and the reference filter (lists).
 */
import { useEffect, useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useDataProvider, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { labelFieldOf, referenceLabelsKey } from '../config/resources';
import type { ConfigDataProvider } from '../dataProvider/configDataProvider';
import { configByName, resourceKey, useResourceConfigs } from '../dataProvider/resourceRegistry';
import type { PublicResourceConfig as ResourceConfig, ReferenceConfig as ReferenceSpec } from '../config/resources';
import { useDebounced } from './useDebounced';

export const referenceSearchDelayMs = 300;
export const referencePageSize = 25;

/** One choice of a reference picker, always with a display label. */
export interface ReferenceOption {
    id: Identifier;
    label: string;
}

export interface ReferenceOptionsState {
    options: ReferenceOption[];
    isPending: boolean;
    error: unknown;
}

/** Per reference field of a record being edited: its current value with the label the server joined. */
export type KnownReferenceLabels = Record<string, ReferenceOption>;

/** The record's `_labels` as options, so the form shows the current choice without asking the referenced resource. */
export function knownReferenceLabels(record: RaRecord | undefined): KnownReferenceLabels {
    const labels: unknown = record?.[referenceLabelsKey];
    if (!record || typeof labels !== 'object' || labels === null) return {};
    const known: KnownReferenceLabels = {};
    for (const [field, label] of Object.entries(labels as Record<string, unknown>)) {
        const id: unknown = record[field];
        if (typeof label === 'string' && (typeof id === 'string' || typeof id === 'number')) known[field] = { id, label };
    }
    return known;
}

/** The field labelling the referenced records: the reference's `labelField`, else the target's own. */
export function referenceLabelField(reference: ReferenceSpec, target: ResourceConfig | undefined): string {
    return reference.labelField ?? (target ? labelFieldOf(target) : 'name');
}

function labelOf(record: RaRecord, labelField: string): string {
    const value: unknown = record[labelField];
    return value === undefined || value === null || value === '' ? String(record.id) : String(value);
}

/** Options of the referenced resource matching `search` (debounced by the caller). */
export function useReferenceOptions(reference: ReferenceSpec, search: string): ReferenceOptionsState {
    const dataProvider = useDataProvider<ConfigDataProvider>();
    useResourceConfigs(); // re-run once the configs arrive
    const target = configByName(reference.resource);
    const labelField = referenceLabelField(reference, target);
    const [state, setState] = useState<ReferenceOptionsState>({ options: [], isPending: true, error: null });

    useEffect(() => {
        if (!target) {
            setState({ options: [], isPending: false, error: new Error(`Unknown referenced resource "${reference.resource}"`) });
            return;
        }
        let cancelled = false;
        setState(previous => ({ ...previous, isPending: true }));
        const key = resourceKey(target);
        const request: Promise<ReferenceOption[]> = target.api.options
            ? dataProvider
                  .getOptions(key, { search, limit: referencePageSize })
                  .then(result => result.data.map(option => ({ id: option.id, label: option.label ?? String(option.id) })))
            : dataProvider
                  .getList(key, {
                      pagination: { page: 1, perPage: referencePageSize },
                      sort: { field: labelField, order: 'ASC' },
                      filter: search ? { q: search } : {},
                  })
                  .then(result => result.data.map(record => ({ id: record.id, label: labelOf(record, labelField) })));
        request.then(
            options => !cancelled && setState({ options, isPending: false, error: null }),
            (error: unknown) => !cancelled && setState({ options: [], isPending: false, error }),
        );
        return () => {
            cancelled = true;
        };
    }, [dataProvider, target, reference.resource, labelField, search]);

    return state;
}

/** The label of one referenced record, for a value that is not among the loaded options. */
export function useReferenceLabel(reference: ReferenceSpec, id: Identifier | null | undefined, known: ReferenceOption[]): string | null {
    const dataProvider = useDataProvider<ConfigDataProvider>();
    const target = configByName(reference.resource);
    const labelField = referenceLabelField(reference, target);
    const fromOptions = id === null || id === undefined ? null : known.find(option => String(option.id) === String(id));
    const [fetched, setFetched] = useState<{ id: Identifier; label: string } | null>(null);
    const needsFetch = id !== null && id !== undefined && id !== '' && !fromOptions && target?.api.one !== undefined;

    useEffect(() => {
        if (!needsFetch || !target || id === null || id === undefined) return;
        let cancelled = false;
        dataProvider.getOne(resourceKey(target), { id }).then(
            ({ data }) => !cancelled && setFetched({ id, label: labelOf(data, labelField) }),
            () => !cancelled && setFetched({ id, label: String(id) }),
        );
        return () => {
            cancelled = true;
        };
    }, [dataProvider, needsFetch, target, id, labelField]);

    if (id === null || id === undefined || id === '') return null;
    if (fromOptions) return fromOptions.label;
    return fetched && String(fetched.id) === String(id) ? fetched.label : String(id);
}

export interface ReferenceAutocompleteProps {
    id?: string;
    reference: ReferenceSpec;
    value: Identifier | null | undefined;
    onChange: (value: Identifier | undefined) => void;
    onBlur?: () => void;
    label: string;
    required?: boolean;
    disabled?: boolean;
    error?: boolean;
    helperText?: string;
    size?: 'small' | 'medium';
    /** The current value's label when already known (the edited record's `_labels`). */
    known?: ReferenceOption;
}

export function ReferenceAutocomplete(props: ReferenceAutocompleteProps) {
    const translate = useTranslate();
    const [input, setInput] = useState('');
    const [open, setOpen] = useState(false);
    const search = useDebounced(input, referenceSearchDelayMs);
    const { options, isPending } = useReferenceOptions(props.reference, search);
    const selectedLabel = useReferenceLabel(props.reference, props.value, props.known ? [...options, props.known] : options);
    const selected = useMemo<ReferenceOption | null>(
        () =>
            props.value === null || props.value === undefined || props.value === ''
                ? null
                : (options.find(option => String(option.id) === String(props.value)) ?? { id: props.value, label: selectedLabel ?? String(props.value) }),
        [options, props.value, selectedLabel],
    );

    return (
        <Autocomplete<ReferenceOption, false, false, false>
            id={props.id}
            open={open}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
            options={options}
            value={selected}
            loading={isPending}
            disabled={props.disabled}
            size={props.size}
            filterOptions={all => all /* the server searches */}
            isOptionEqualToValue={(option, value) => String(option.id) === String(value.id)}
            getOptionLabel={option => option.label}
            onChange={(_event, option) => props.onChange(option ? option.id : undefined)}
            onInputChange={(_event, text, reason) => {
                if (reason === 'input' || reason === 'clear') setInput(text);
            }}
            onBlur={props.onBlur}
            noOptionsText={translate('ats.resources.no_options')}
            loadingText={translate('ats.resources.loading')}
            renderInput={params => (
                <TextField
                    {...params}
                    label={props.label}
                    required={props.required}
                    error={props.error}
                    helperText={props.helperText}
                    slotProps={{
                        ...params.slotProps,
                        input: {
                            ...params.slotProps.input,
                            endAdornment: (
                                <>
                                    {isPending && open ? <CircularProgress color="inherit" size={18} /> : null}
                                    {params.slotProps.input.endAdornment}
                                </>
                            ),
                        },
                    }}
                />
            )}
        />
    );
}
