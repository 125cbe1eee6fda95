/**
 * /employee/job-openings: the open jobs shown to employees (POST
 * employee/jobs), 12 to a page, with a search (300 ms after typing stops) and
 * the filters of employee/get-filters (city, employment type, department)
 * plus applied / not applied. Each job opens its page (apply for myself),
 * is referred from Refer and Share, or shared through the employee's link.
 */
import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MoreVert from '@mui/icons-material/MoreVert';
import Share from '@mui/icons-material/Share';
import WorkOutline from '@mui/icons-material/WorkOutlineOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { EMPLOYMENT_TYPES } from '../../config/contracts/jobs';
import type { EmployeeFilters, EmployeeJob, EmployeePortalDataProvider, Page } from '../../dataProvider/employeePortal';
import { EmptyState } from '../../ui/EmptyState';
import { besideFilterFieldsSx, FiltersFold, filtersSetBeside } from '../../ui/FiltersFold';
import { errorMessage } from '../../ui/errors';
import { CardSkeletons } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/pageFrame';
import { JobSummaryCard } from '../candidate/CandidateJobCard';
import { ListPager } from '../../ui/ListPager';
import { useDebounced } from '../../ui/useDebounced';
import { defaultEmployeeJobFilter, employeeJobsBody, isDefaultEmployeeJobFilter, SEARCH_MAX, type EmployeeJobFilter } from './jobFilter';
import { ShareJobDialog } from './SharePanel';
import { employeeJobPath, referPath } from './paths';

const noFilters: EmployeeFilters = { locations: [], departments: [], employment_types: [] };

export default function EmployeeJobsPage() {
    const translate = useTranslate();
    const dataProvider = useDataProvider<EmployeePortalDataProvider>();
    const [filter, setFilter] = useState<EmployeeJobFilter>(defaultEmployeeJobFilter);
    const [page, setPage] = useState(1);
    const [answer, setAnswer] = useState<Page<EmployeeJob> | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const [choices, setChoices] = useState<EmployeeFilters>(noFilters);
    const [reloads, setReloads] = useState(0);
    const [sharing, setSharing] = useState<EmployeeJob | null>(null);
    // Typing waits 300 ms; the choices ask at once (the debounce settles them in the same turn).
    const settled = useDebounced(filter, 300);
    const body = JSON.stringify(employeeJobsBody(settled, page));

    useEffect(() => {
        dataProvider.employeeFilters().then(setChoices, () => setChoices(noFilters));
    }, [dataProvider]);

    useEffect(() => {
        let cancelled = false;
        setAnswer(null);
        setFailure(null);
        dataProvider.employeeJobs(JSON.parse(body)).then(
            value => !cancelled && setAnswer(value),
            (error: unknown) => !cancelled && setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))),
        );
        return () => {
            cancelled = true;
        };
    }, [dataProvider, body, reloads, translate]);

    const change = (patch: Partial<EmployeeJobFilter>) => {
        setFilter(current => ({ ...current, ...patch }));
        setPage(1);
    };
    const filtered = !isDefaultEmployeeJobFilter(filter);
    const folded = filtersSetBeside(filter, defaultEmployeeJobFilter, 'search');
    const employmentTypes = choices.employment_types.length > 0 ? choices.employment_types : [...EMPLOYMENT_TYPES];

    return (
        <Stack spacing={2}>
            <PageHeader title={translate('ats.nav.job_openings')} />
            <Stack direction="row" role="search" aria-label={translate('ats.employee.job_filter')} sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, alignItems: 'flex-start' }}>
                <TextField size="small" type="search" label={translate('ats.employee.search_jobs')} value={filter.search} onChange={event => change({ search: event.target.value })} slotProps={{ htmlInput: { maxLength: SEARCH_MAX } }} sx={{ width: 240 }} />
                <FiltersFold
                    toggleLabel={folded ? translate('ats.candidate.filters_toggle_count', { smart_count: folded }) : translate('ats.candidate.filters_toggle')}
                    // display: contents keeps the controls items of the search row on wider screens.
                    panelSx={{ display: 'contents' }}
                >
                    <TextField select size="small" label={translate('ats.employee.city')} value={filter.city} onChange={event => change({ city: event.target.value })} sx={{ width: 180 }}>
                        <MenuItem value="">{translate('ats.employee.any_city')}</MenuItem>
                        {choices.locations.map(city => (
                            <MenuItem key={city} value={city}>
                                {city}
                            </MenuItem>
                        ))}
                    </TextField>
                    <TextField select size="small" label={translate('ats.employee.employment_type')} value={filter.employment_type} onChange={event => change({ employment_type: event.target.value as EmployeeJobFilter['employment_type'] })} sx={{ width: 180 }}>
                        <MenuItem value="">{translate('ats.employee.any_type')}</MenuItem>
                        {employmentTypes.map(type => (
                            <MenuItem key={type} value={type}>
                                {translate(`ats.jobs.employment_types.${type}`)}
                            </MenuItem>
                        ))}
                    </TextField>
                    {choices.departments.length > 0 && (
                        <TextField select size="small" label={translate('ats.employee.department')} value={filter.department_id} onChange={event => change({ department_id: event.target.value })} sx={{ width: 200 }}>
                            <MenuItem value="">{translate('ats.employee.any_department')}</MenuItem>
                            {choices.departments.map(department => (
                                <MenuItem key={department.id} value={department.id}>
                                    {department.name}
                                </MenuItem>
                            ))}
                        </TextField>
                    )}
                    <TextField select size="small" label={translate('ats.employee.applied_filter')} value={filter.applied} onChange={event => change({ applied: event.target.value as EmployeeJobFilter['applied'] })} sx={{ width: 200 }}>
                        <MenuItem value="">{translate('ats.employee.applied_any')}</MenuItem>
                        <MenuItem value="yes">{translate('ats.employee.applied_yes')}</MenuItem>
                        <MenuItem value="no">{translate('ats.employee.applied_no')}</MenuItem>
                    </TextField>
                    {filtered && (
                        <Button onClick={() => change(defaultEmployeeJobFilter)} sx={besideFilterFieldsSx}>
                            {translate('ats.candidate.clear_filters')}
                        </Button>
                    )}
                </FiltersFold>
            </Stack>
            {failure && (
                <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => setReloads(count => count + 1)}>{translate('ats.candidate.retry')}</Button>}>
                    {failure}
                </Alert>
            )}
            {!answer && !failure && <CardSkeletons label="ats.candidate.loading" count={3} />}
            {answer && answer.data.length === 0 && (
                <EmptyState
                    icon={WorkOutline}
                    title={filtered ? 'ats.candidate.no_matching_jobs' : 'ats.candidate.no_jobs'}
                    description={filtered ? 'ats.employee.no_matching_jobs_hint' : 'ats.employee.no_jobs_hint'}
                    action={
                        filtered ? (
                            <Button variant="outlined" onClick={() => change(defaultEmployeeJobFilter)}>
                                {translate('ats.candidate.clear_filters')}
                            </Button>
                        ) : undefined
                    }
                />
            )}
            {answer && answer.data.length > 0 && (
                <>
                    <Typography variant="body2" color="text.secondary" aria-live="polite">
                        {translate('ats.candidate.jobs_total', { smart_count: answer.meta.total })}
                    </Typography>
                    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
                        {answer.data.map(job => (
                            <li key={job.id}>
                                <EmployeeJobCard job={job} onShare={() => setSharing(job)} />
                            </li>
                        ))}
                    </Box>
                    <ListPager meta={answer.meta} onChange={setPage} />
                </>
            )}
            {sharing && <ShareJobDialog jobId={sharing.id} title={sharing.title} onClose={() => setSharing(null)} />}
        </Stack>
    );
}

function EmployeeJobCard({ job, onShare }: { job: EmployeeJob; onShare: () => void }) {
    const translate = useTranslate();
    return (
        <JobSummaryCard
            job={job}
            testId="employee-job"
            chips={
                <>
                    {job.department_name && <Chip size="small" variant="outlined" label={job.department_name} />}
                    {job.applied && <Chip size="small" color="success" label={translate('ats.candidate.applied')} />}
                    {job.referred > 0 && <Chip size="small" color="primary" variant="outlined" label={translate('ats.employee.referred_count', { smart_count: job.referred })} />}
                </>
            }
            actions={
                <>
                    <Button component={RouterLink} to={employeeJobPath(job.id)} aria-label={translate('ats.candidate.view_job_named', { title: job.title })}>
                        {translate('ats.candidate.view_job')}
                    </Button>
                    <Button variant="outlined" component={RouterLink} to={referPath(job.id)} aria-label={translate('ats.employee.refer_named', { title: job.title })}>
                        {translate('ats.employee.refer')}
                    </Button>
                    <ShareMenu title={job.title} onShare={onShare} />
                </>
            }
        />
    );
}

/** The card's other action (share) behind its overflow button: one primary action per card (docs/ui.md). */
function ShareMenu({ title, onShare }: { title: string; onShare: () => void }) {
    const translate = useTranslate();
    const menuId = useId();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    return (
        <>
            <IconButton
                size="small"
                aria-label={translate('ats.jobs.more_actions', { title })}
                aria-haspopup="menu"
                aria-controls={anchor ? menuId : undefined}
                aria-expanded={anchor ? 'true' : undefined}
                onClick={event => setAnchor(event.currentTarget)}
                sx={{ ml: 'auto' }}
            >
                <MoreVert fontSize="small" />
            </IconButton>
            <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
                <MenuItem
                    aria-label={translate('ats.employee.share_named', { title })}
                    onClick={() => {
                        setAnchor(null);
                        onShare();
                    }}
                >
                    <ListItemIcon>
                        <Share fontSize="small" />
                    </ListItemIcon>
                    <ListItemText>{translate('ats.employee.share')}</ListItemText>
                </MenuItem>
            </Menu>
        </>
    );
}
