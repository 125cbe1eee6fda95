/**
 * The career page's search and filters. Each control writes its SPEC key
 * into the URL (careerFilters.ts); the page reads the URL back, so the
 * controls, the request and the address always agree. Native selects: light,
 * and every one a labelled form control a keyboard and a screen reader know.
 * Built from FormControl, InputLabel, OutlinedInput and NativeSelect rather
 * than TextField, which brings MUI's whole menu select (Menu, Popover, Modal)
 * with it even when native: the career page's budget (config/performance.json).
 *
 * On a phone the selects fold behind a "Filters" button naming how many are
 * set (ui/FiltersFold.tsx), so the first jobs show under the search instead of
 * below seven stacked controls.
 */
import { useEffect, useId, useState, type FormEvent, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useTranslate } from 'react-admin';
import type { CareerFilters } from '../../dataProvider/career';
import { FiltersFold, filtersSetBeside } from '../../ui/FiltersFold';
import type { OpenJobFilterKey, OpenJobsFilter } from './careerFilters';

interface Option {
    id: string;
    label: string;
}

/**
 * The select filters in the order shown, with the option list of each in GET career/filters. The
 * fixed lists' options (`word`) are worded by their id in the page's language, the server's English
 * label under them: the same answer rides in the page's HTML, which is written before the page's
 * language is known (docs/api-career.md). Role groups, cities and industries are names, shown as they are.
 */
const SELECTS: Array<{ key: Exclude<OpenJobFilterKey, 'keyword' | 'sort_by'>; label: string; options: (filters: CareerFilters) => Option[]; word?: (id: string) => string }> = [
    { key: 'job_role_group_id', label: 'ats.career.filters.role_group', options: f => f.role_groups },
    { key: 'city_id', label: 'ats.career.filters.city', options: f => f.cities },
    { key: 'job_type_id', label: 'ats.career.filters.job_type', options: f => f.job_types, word: id => `ats.career.job_types.${id}` },
    { key: 'industry_id', label: 'ats.career.filters.industry', options: f => f.industries },
    { key: 'work_exp_id', label: 'ats.career.filters.experience', options: f => f.work_experience, word: id => `ats.career.filters.experience_bands.${id}` },
    { key: 'ctc', label: 'ats.career.filters.ctc', options: f => f.ctc, word: id => `ats.career.filters.ctc_bands.${id}` },
];

/** A sort's words (the first, "Newest first", is the select's empty choice). */
const sortWord = (id: string) => `ats.career.filters.sorts.${id}`;

type Translate = ReturnType<typeof useTranslate>;

/** The options with their labels in the page's language (`word` the key of an id), the server's label where the catalogue has none. */
function worded(translate: Translate, options: Option[], word?: (id: string) => string): Option[] {
    return word ? options.map(option => ({ id: option.id, label: translate(word(option.id), { _: option.label }) })) : options;
}

export interface CareerFiltersBarProps {
    filter: OpenJobsFilter;
    /** null while the options load (or when they failed: the selects offer "Any" only). */
    options: CareerFilters | null;
    onChange: (key: OpenJobFilterKey, value: string) => void;
    onClear: () => void;
    /** The search field, where the page puts the focus back once Clear filters has gone disabled or away. */
    searchRef?: RefObject<HTMLInputElement | null>;
}

function FilterSelect({ label, value, options, onChange, anyLabel }: { label: string; value: string; options: Option[]; onChange: (value: string) => void; anyLabel: string }) {
    // A value from a shared link that is not among the options still shows (and can be cleared).
    const shown = value && !options.some(option => option.id === value) ? [...options, { id: value, label: value }] : options;
    const id = useId();
    return (
        <FormControl variant="outlined" size="small" sx={{ minWidth: 180, flex: '1 1 180px' }}>
            <InputLabel htmlFor={id} shrink>
                {label}
            </InputLabel>
            <NativeSelect id={id} value={value} onChange={event => onChange(event.target.value)} input={<OutlinedInput notched label={label} />}>
                <option value="">{anyLabel}</option>
                {shown.map(option => (
                    <option key={option.id} value={option.id}>
                        {option.label}
                    </option>
                ))}
            </NativeSelect>
        </FormControl>
    );
}

export function CareerFiltersBar({ filter, options, onChange, onClear, searchRef }: CareerFiltersBarProps) {
    const translate = useTranslate();
    const [keyword, setKeyword] = useState(filter.keyword ?? '');
    // Back and forward change the URL under the field: follow it.
    useEffect(() => setKeyword(filter.keyword ?? ''), [filter.keyword]);
    const search = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onChange('keyword', keyword);
    };
    const any = translate('ats.career.filters.any');
    const searchId = useId();
    const selectsSet = filtersSetBeside(filter, {}, 'keyword');
    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box component="form" role="search" onSubmit={search} sx={{ display: 'flex', gap: 1 }}>
                {/* No margin of its own (the theme's dense one is 8 px above): the Search button stretches to the field's 40 px. */}
                <FormControl variant="outlined" size="small" margin="none" fullWidth>
                    <InputLabel htmlFor={searchId}>{translate('ats.career.search_label')}</InputLabel>
                    <OutlinedInput
                        id={searchId}
                        inputRef={searchRef}
                        type="search"
                        label={translate('ats.career.search_label')}
                        placeholder={translate('ats.career.search_placeholder')}
                        value={keyword}
                        onChange={event => setKeyword(event.target.value)}
                        inputProps={{ maxLength: 100 }}
                    />
                </FormControl>
                <Button type="submit" variant="contained">
                    {translate('ats.career.search')}
                </Button>
            </Box>
            <FiltersFold
                toggleLabel={selectsSet ? translate('ats.career.filters.toggle_count', { smart_count: selectsSet }) : translate('ats.career.filters.toggle')}
                panelSx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
            >
                {SELECTS.map(select => (
                    <FilterSelect
                        key={select.key}
                        label={translate(select.label)}
                        value={filter[select.key] ?? ''}
                        options={options ? worded(translate, select.options(options), select.word) : []}
                        onChange={value => onChange(select.key, value)}
                        anyLabel={any}
                    />
                ))}
                <FilterSelect
                    label={translate('ats.career.filters.sort_by')}
                    value={filter.sort_by ?? ''}
                    options={options ? worded(translate, options.sort_by.filter(sort => sort.id !== 'newest'), sortWord) : []}
                    onChange={value => onChange('sort_by', value)}
                    anyLabel={translate('ats.career.filters.newest')}
                />
                <Button onClick={onClear} disabled={Object.keys(filter).length === 0}>
                    {translate('ats.career.filters.clear')}
                </Button>
            </FiltersFold>
        </Box>
    );
}
