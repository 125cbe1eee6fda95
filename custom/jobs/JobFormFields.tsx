/** Inputs of the job form that are more than a text field: choices, tags, skills and references. */
import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useDataProvider, useTranslate } from 'react-admin';
import type { FilterOption, JobsDataProvider } from '../../dataProvider/jobs';
import { ReferenceAutocomplete, useReferenceOptions } from '../../ui/referenceOptions';
import { useDebounced } from '../../ui/useDebounced';
import { configByName, resourceKey, useResourceConfigs } from '../../dataProvider/resourceRegistry';
import { VENDOR_ACCESS, type VendorAccess } from '../../config/contracts/jobs';
import { hasPermission } from '../../config';
import { session } from '../../dataProvider/session';

export interface ChoiceSelectProps<T extends string> {
    label: string;
    value: T;
    choices: readonly T[];
    /** i18n prefix of the choice labels, e.g. `ats.jobs.employment_types` */
    labels: string;
    onChange: (value: T) => void;
}

export function ChoiceSelect<T extends string>({ label, value, choices, labels, onChange }: ChoiceSelectProps<T>) {
    const translate = useTranslate();
    return (
        <TextField select size="small" fullWidth label={translate(label)} value={value} onChange={event => onChange(event.target.value as T)}>
            {choices.map(choice => (
                <MenuItem key={choice} value={choice}>
                    {translate(`${labels}.${choice}`, { _: choice })}
                </MenuItem>
            ))}
        </TextField>
    );
}

export interface TagsInputProps {
    label: string;
    value: string[];
    suggestions: string[];
    onChange: (value: string[]) => void;
    onSearch?: (text: string) => void;
    helperText?: string;
}

/** Free text tags with suggestions (locations, skills). */
export function TagsInput({ label, value, suggestions, onChange, onSearch, helperText }: TagsInputProps) {
    const translate = useTranslate();
    return (
        <Autocomplete<string, true, false, true>
            multiple
            freeSolo
            size="small"
            options={suggestions}
            value={value}
            onChange={(_event, next) => onChange([...new Set(next.map(v => v.trim()).filter(Boolean))])}
            onInputChange={(_event, text) => onSearch?.(text)}
            renderInput={params => <TextField {...params} label={translate(label)} helperText={helperText ? translate(helperText) : undefined} />}
        />
    );
}

/** Skills with suggestions from get-skills (searched as the user types). */
export function SkillsInput({ value, onChange }: { value: string[]; onChange: (value: string[]) => void }) {
    const dataProvider = useDataProvider<JobsDataProvider>();
    const [search, setSearch] = useState('');
    const debounced = useDebounced(search, 300);
    const [suggestions, setSuggestions] = useState<string[]>([]);
    useEffect(() => {
        let cancelled = false;
        dataProvider.getSkills(debounced).then(
            skills => !cancelled && setSuggestions(Array.isArray(skills) ? skills.slice(0, 50) : []),
            () => undefined,
        );
        return () => {
            cancelled = true;
        };
    }, [dataProvider, debounced]);
    return <TagsInput label="ats.jobs.skills" value={value} suggestions={suggestions} onChange={onChange} onSearch={setSearch} helperText="ats.jobs.tags_hint" />;
}

export interface OptionsMultiSelectProps {
    label: string;
    value: string[];
    options: FilterOption[];
    onChange: (value: string[]) => void;
}

/** Several ids out of `{id, label}` options (recruiters). */
export function OptionsMultiSelect({ label, value, options, onChange }: OptionsMultiSelectProps) {
    const translate = useTranslate();
    const selected = value.map(id => options.find(option => option.id === id) ?? { id, label: id });
    return (
        <Autocomplete<FilterOption, true>
            multiple
            size="small"
            options={options}
            value={selected}
            getOptionLabel={option => option.label}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_event, next) => onChange(next.map(option => option.id))}
            renderInput={params => <TextField {...params} label={translate(label)} />}
        />
    );
}

export interface ReferencePickerProps {
    resource: string;
    label: string;
    value: string;
    onChange: (value: string) => void;
    error?: string;
    required?: boolean;
    /** get-filter-list's options, used when the session has no config for the resource (no onboarding permission). */
    fallback: FilterOption[];
}

/** The options endpoint needs the resource's VIEW permission (a RECRUITER often lacks ONBOARD-*). */
function canReadOptions(resource: string): boolean {
    const config = configByName(resource);
    if (!config) return false;
    if (session.getUser()?.role_name === 'CORPORATE' || !config.permission) return true;
    return hasPermission(session.getPermissions(), config.permission, 'VIEW');
}

/** A config resource's record (department, client, ...) through its `options` endpoint. */
export function ReferencePicker({ resource, label, value, onChange, error, required, fallback }: ReferencePickerProps) {
    const translate = useTranslate();
    useResourceConfigs();
    if (!canReadOptions(resource)) {
        const selected = fallback.find(option => option.id === value) ?? null;
        return (
            <Autocomplete<FilterOption>
                size="small"
                fullWidth
                options={fallback}
                value={selected}
                getOptionLabel={option => option.label}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                onChange={(_event, option) => onChange(option ? option.id : '')}
                renderInput={params => <TextField {...params} label={translate(label)} required={required} error={Boolean(error)} helperText={error ? translate(error, { _: error }) : undefined} />}
            />
        );
    }
    return (
        <ReferenceAutocomplete
            reference={{ resource }}
            value={value || null}
            onChange={next => onChange(next === undefined ? '' : String(next))}
            label={translate(label)}
            size="small"
            required={required}
            error={Boolean(error)}
            helperText={error ? translate(error, { _: error }) : undefined}
        />
    );
}

export interface VendorAccessInputProps {
    access: VendorAccess;
    vendorIds: string[];
    onAccess: (access: VendorAccess) => void;
    onVendorIds: (ids: string[]) => void;
    /** i18n key or server message beside the chosen vendors. */
    error?: string;
}

const vendorsReference = { resource: 'vendors', labelField: 'company_name' } as const;

/**
 * Which vendors see the job (docs/ui-vendors.md): all active vendors, the chosen ones, or none;
 * with "Chosen vendors" the vendors' picker (the vendors resource, searched by name as typed).
 */
export function VendorAccessInput({ access, vendorIds, onAccess, onVendorIds, error }: VendorAccessInputProps) {
    return (
        <>
            <ChoiceSelect label="ats.vendor.job_form.vendor_access" value={access} choices={VENDOR_ACCESS} labels="ats.vendor.job_form.access" onChange={onAccess} />
            {access === 'CHOSEN' && <VendorsPicker value={vendorIds} onChange={onVendorIds} error={error} />}
        </>
    );
}

/** Labels of chosen vendors: from the options seen, else read once by id (a loaded job carries ids only). */
function useVendorLabels(ids: string[], options: { id: string | number; label: string }[]): Map<string, string> {
    const dataProvider = useDataProvider();
    const [fetched, setFetched] = useState<Map<string, string>>(new Map());
    const known = new Map(fetched);
    for (const option of options) known.set(String(option.id), option.label);
    const missing = ids.filter(id => !known.has(id)).join(',');
    useEffect(() => {
        const target = configByName('vendors');
        if (!missing || !target) return;
        let live = true;
        dataProvider.getMany(resourceKey(target), { ids: missing.split(',') }).then(
            ({ data }) => live && setFetched(previous => new Map([...previous, ...data.map(record => [String(record.id), String(record.company_name ?? record.id)] as const)])),
            () => undefined,
        );
        return () => {
            live = false;
        };
    }, [dataProvider, missing]);
    return known;
}

function VendorsPicker({ value, onChange, error }: { value: string[]; onChange: (ids: string[]) => void; error?: string }) {
    const translate = useTranslate();
    useResourceConfigs();
    const [search, setSearch] = useState('');
    const debounced = useDebounced(search, 300);
    const { options, isPending, error: loadError } = useReferenceOptions(vendorsReference, debounced);
    const labels = useVendorLabels(value, options);
    const choices = options.map(option => ({ id: String(option.id), label: option.label }));
    const selected = value.map(id => ({ id, label: labels.get(id) ?? id }));
    const helper = error ? translate(error, { _: error }) : loadError ? translate('ats.vendor.job_form.vendors_unavailable') : translate('ats.vendor.job_form.chosen_hint');
    return (
        <Autocomplete<FilterOption, true>
            multiple
            size="small"
            fullWidth
            options={choices}
            value={selected}
            loading={isPending}
            filterOptions={all => all}
            getOptionLabel={option => option.label}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_event, next) => onChange([...new Set(next.map(option => option.id))])}
            onInputChange={(_event, text, reason) => reason === 'input' && setSearch(text)}
            renderInput={params => <TextField {...params} label={translate('ats.vendor.job_form.chosen_vendors')} required error={Boolean(error)} helperText={helper} />}
        />
    );
}
