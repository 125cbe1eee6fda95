/**
 * Every job-list filter key of SPEC.md section 3, with choices from
 * get-filter-list; posted date and the two deadlines are from/to ranges, a To
 * before its From said under the To as the interview lists say it.
 */
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import {
    jobDateFilterKeys,
    type DateRange,
    type FilterLists,
    type JobChoiceFilterKey,
    type JobDateFilterKey,
    type JobFilter,
} from '../../dataProvider/jobsTypes';
import { isReversedRange } from '../interviews/DateRangeFilter';

/** Which get-filter-list list feeds each choice key. */
export const filterSources: Record<JobChoiceFilterKey, keyof FilterLists> = {
    client_id: 'clients',
    department: 'departments',
    job_type: 'job_types',
    recruiter: 'recruiters',
    employement_type: 'employment_types',
    position_type: 'position_types',
    business_unit: 'business_units',
    priority: 'priorities',
    domain: 'domains',
    position_category: 'position_categories',
    job_location: 'job_locations',
};

export interface JobFiltersProps {
    filter: JobFilter;
    lists: FilterLists | null;
    showClient: boolean;
    onChange: (filter: JobFilter) => void;
}

export function JobFilters({ filter, lists, showClient, onChange }: JobFiltersProps) {
    const translate = useTranslate();
    const keys = (Object.keys(filterSources) as JobChoiceFilterKey[]).filter(key => showClient || key !== 'client_id');
    const setChoice = (key: JobChoiceFilterKey, value: string) => {
        const next: JobFilter = { ...filter };
        if (value) next[key] = value;
        else delete next[key];
        onChange(next);
    };
    const setDate = (key: JobDateFilterKey, edge: keyof DateRange, value: string) => {
        const range: DateRange = { ...(filter[key] ?? {}), [edge]: value || undefined };
        const next: JobFilter = { ...filter };
        if (range.from || range.to) next[key] = Object.fromEntries(Object.entries(range).filter(([, v]) => v)) as DateRange;
        else delete next[key];
        onChange(next);
    };
    return (
        <Stack spacing={2} component="section" aria-label={translate('ats.jobs.filters')}>
            <Grid container spacing={2}>
                {keys.map(key => (
                    <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
                        <TextField
                            select
                            size="small"
                            fullWidth
                            label={translate(`ats.jobs.filter.${key}`)}
                            value={typeof filter[key] === 'string' ? filter[key] : ''}
                            onChange={event => setChoice(key, event.target.value)}
                        >
                            <MenuItem value="">{translate('ats.jobs.any')}</MenuItem>
                            {(lists?.[filterSources[key]] ?? []).map(option => (
                                <MenuItem key={option.id} value={option.id}>
                                    {option.label}
                                </MenuItem>
                            ))}
                        </TextField>
                    </Grid>
                ))}
                {jobDateFilterKeys.map(key => {
                    const reversed = isReversedRange(filter[key]?.from ?? '', filter[key]?.to ?? '');
                    return (
                        <Grid key={key} size={{ xs: 12, md: 4 }}>
                            <Typography variant="caption" color="text.secondary" component="div">
                                {translate(`ats.jobs.filter.${key}`)}
                            </Typography>
                            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                                {(['from', 'to'] as const).map(edge => (
                                    <TextField
                                        key={edge}
                                        type="date"
                                        size="small"
                                        fullWidth
                                        label={translate(`ats.jobs.${edge}`)}
                                        value={filter[key]?.[edge] ?? ''}
                                        onChange={event => setDate(key, edge, event.target.value)}
                                        error={edge === 'to' && reversed}
                                        helperText={edge === 'to' && reversed ? translate('ats.interviews.to_before_from') : undefined}
                                        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `${translate(`ats.jobs.filter.${key}`)} ${translate(`ats.jobs.${edge}`)}` } }}
                                    />
                                ))}
                            </Stack>
                        </Grid>
                    );
                })}
            </Grid>
            <Button onClick={() => onChange({})} sx={{ alignSelf: 'flex-start' }} disabled={Object.keys(filter).length === 0}>
                {translate('ats.jobs.clear_filters')}
            </Button>
        </Stack>
    );
}
