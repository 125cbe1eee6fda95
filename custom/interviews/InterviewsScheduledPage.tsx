/**
 * /corporate/interviews-scheduled: every interview of the workspace (GET
 * interviews), searched by candidate, job or round and filtered by job, round,
 * interviewer, status and a date range,
 * as a list (10 to a page by default) or as a week calendar in the
 * workspace's time zone. Each interview can be rescheduled, cancelled or
 * deleted from its actions menu.
 */
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import CalendarViewWeek from '@mui/icons-material/CalendarViewWeek';
import Event from '@mui/icons-material/Event';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import ViewList from '@mui/icons-material/ViewList';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { INTERVIEW_PAGE_SIZE, INTERVIEW_STATUSES, type Interview, type InterviewListQuery, type InterviewStatus } from '../../config/contracts/interviews';
import type { JobsDataProvider } from '../../dataProvider/jobs';
import type { InterviewerOption, InterviewPage, InterviewsDataProvider, Round } from '../../dataProvider/interviews';
import { EmptyState } from '../../ui/EmptyState';
import { RowSkeletons } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/pageFrame';
import { errorMessage } from '../../ui/errors';
import { hasPermission } from '../../config';
import { session } from '../../dataProvider/session';
import { InterviewActions } from './InterviewActions';
import { DateRangeFilter } from './DateRangeFilter';
import { personName, ResultBadge, StatusChip } from './InterviewBadges';
import { QuestionBankDialog } from './QuestionBankDialog';
import { workspaceTimeZone } from './ScheduleInterviewDialog';
import { WeekCalendar } from './WeekCalendar';
import { addDays, formatInZone, mondayOf, todayIn } from './zonedTime';
import { DefinitionList } from '../../ui/DefinitionList';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { useDebounced } from '../../ui/useDebounced';

/** The calendar asks for the whole week in one page (the contract's largest). */
const WEEK_LIMIT = 100;

interface Filters {
    search: string;
    job_id: string;
    round_id: string;
    interviewer_id: string;
    status: InterviewStatus | '';
    from: string;
    to: string;
}
const noFilters: Filters = { search: '', job_id: '', round_id: '', interviewer_id: '', status: '', from: '', to: '' };

type View = 'list' | 'week';

/** The list query: set filters only; the week view's own range replaces the date filters. */
export function interviewQuery(filters: Filters, view: View, page: number, perPage: number, weekStart: string): InterviewListQuery {
    const range = view === 'week' ? { from: weekStart, to: addDays(weekStart, 6) } : { from: filters.from || undefined, to: filters.to || undefined };
    return {
        page: view === 'week' ? 1 : page,
        limit: view === 'week' ? WEEK_LIMIT : perPage,
        job_id: filters.job_id || undefined,
        round_id: filters.round_id || undefined,
        interviewer_id: filters.interviewer_id || undefined,
        status: filters.status || undefined,
        search: filters.search.trim() || undefined,
        ...range,
    };
}

function useFilterChoices(jobId: string) {
    const dataProvider = useDataProvider<InterviewsDataProvider & JobsDataProvider>();
    const [jobs, setJobs] = useState<{ id: string; title: string }[]>([]);
    const [people, setPeople] = useState<InterviewerOption[]>([]);
    const [rounds, setRounds] = useState<Round[]>([]);
    useEffect(() => {
        dataProvider.allJobsByCompany().then(setJobs, () => undefined);
        dataProvider.interviewerOptions().then(setPeople, () => undefined);
    }, [dataProvider]);
    useEffect(() => {
        setRounds([]);
        if (jobId) dataProvider.getRounds(jobId).then(setRounds, () => undefined);
    }, [dataProvider, jobId]);
    return { jobs, people, rounds };
}

export default function InterviewsScheduledPage() {
    const translate = useTranslate();
    const dataProvider = useDataProvider<InterviewsDataProvider>();
    const timeZone = workspaceTimeZone();
    const [filters, setFilters] = useState<Filters>(noFilters);
    const [view, setView] = useState<View>('list');
    const [page, setPage] = useState(1);
    const [perPage, setPerPage] = useState(INTERVIEW_PAGE_SIZE);
    const [weekStart, setWeekStart] = useState(() => mondayOf(todayIn(timeZone)));
    const [answer, setAnswer] = useState<InterviewPage | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const [opened, setOpened] = useState<Interview | null>(null);
    const [reloads, setReloads] = useState(0);
    const [bankOpen, setBankOpen] = useState(false);
    const choices = useFilterChoices(filters.job_id);
    const reload = useCallback(() => setReloads(count => count + 1), []);
    // Typing asks once it pauses; the query's text says when it changed.
    const search = useDebounced(filters.search, 300);
    const query = JSON.stringify(interviewQuery({ ...filters, search }, view, page, perPage, weekStart));

    useEffect(() => {
        let cancelled = false;
        setFailure(null);
        dataProvider.getInterviews(JSON.parse(query) as InterviewListQuery).then(
            value => !cancelled && setAnswer(value),
            (error: unknown) => !cancelled && setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))),
        );
        return () => {
            cancelled = true;
        };
    }, [dataProvider, query, reloads, translate]);

    const change = (patch: Partial<Filters>) => {
        // Another job's rounds are not this job's.
        setFilters(current => ({ ...current, ...patch, ...(patch.job_id !== undefined ? { round_id: '' } : {}) }));
        setPage(1);
    };
    const filtered = JSON.stringify(filters) !== JSON.stringify(noFilters);

    return (
        <Stack spacing={2}>
            <PageHeader title={translate('ats.interviews.page_title')} />
            <Stack direction="row" sx={{ alignItems: 'center', columnGap: 2, rowGap: 1, flexWrap: 'wrap' }}>
                <Button startIcon={<LibraryBooks />} onClick={() => setBankOpen(true)}>
                    {translate('ats.interviews.question_bank')}
                </Button>
                <ToggleButtonGroup exclusive size="small" value={view} onChange={(_event, next: View | null) => next && setView(next)} aria-label={translate('ats.interviews.view')}>
                    <ToggleButton value="list">
                        <ViewList fontSize="small" sx={{ mr: 0.5 }} />
                        {translate('ats.interviews.list_view')}
                    </ToggleButton>
                    <ToggleButton value="week">
                        <CalendarViewWeek fontSize="small" sx={{ mr: 0.5 }} />
                        {translate('ats.interviews.week_view')}
                    </ToggleButton>
                </ToggleButtonGroup>
            </Stack>
            <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, alignItems: 'center' }} role="search" aria-label={translate('ats.interviews.filters')}>
                <TextField size="small" type="search" label={translate('ats.interviews.search')} value={filters.search} onChange={event => change({ search: event.target.value })} sx={{ width: 260 }} />
                <Select label="ats.interviews.job" value={filters.job_id} onChange={job_id => change({ job_id })} options={choices.jobs.map(job => ({ id: job.id, label: job.title }))} />
                <Select label="ats.interviews.round" value={filters.round_id} onChange={round_id => change({ round_id })} options={choices.rounds.map(round => ({ id: round.id, label: round.name }))} disabled={!filters.job_id} />
                <Select
                    label="ats.interviews.interviewer"
                    value={filters.interviewer_id}
                    onChange={interviewer_id => change({ interviewer_id })}
                    options={choices.people.map(person => ({ id: person.id, label: personName(person) }))}
                />
                <Select
                    label="ats.interviews.status"
                    value={filters.status}
                    onChange={status => change({ status: status as InterviewStatus | '' })}
                    options={INTERVIEW_STATUSES.map(status => ({ id: status, label: translate(`ats.interviews.statuses.${status}`) }))}
                />
                {view === 'list' && (
                    <DateRangeFilter from={filters.from} to={filters.to} onChange={change} />
                )}
                {filtered && <Button onClick={() => change(noFilters)}>{translate('ats.interviews.clear_filters')}</Button>}
            </Stack>
            {failure && <Alert severity="error">{failure}</Alert>}
            {!answer && !failure && <RowSkeletons label="ats.interviews.loading" />}
            {answer && view === 'week' && (
                <>
                    {answer.meta.total > answer.data.length && <Alert severity="info">{translate('ats.interviews.week_limited', { shown: answer.data.length, total: answer.meta.total })}</Alert>}
                    <WeekCalendar
                        weekStart={weekStart}
                        timeZone={timeZone}
                        onWeekChange={setWeekStart}
                        onOpen={id => setOpened(answer.data.find(interview => interview.id === id) ?? null)}
                        events={answer.data.map(interview => ({
                            id: interview.id,
                            start: interview.starts_at,
                            minutes: interview.duration_minutes,
                            title: personName(interview.candidate),
                            subtitle: [interview.type === 'PROFILE_REVIEW' ? translate('ats.interviews.types.PROFILE_REVIEW') : null, interview.job.title, interview.round.name].filter(Boolean).join(' · '),
                            adornment: interview.result ? <ResultBadge result={interview.result} /> : interview.status === 'CANCELLED' ? <StatusChip status={interview.status} /> : undefined,
                        }))}
                    />
                </>
            )}
            {answer && view === 'list' && answer.data.length === 0 && (
                <EmptyState
                    icon={Event}
                    title={filtered ? 'ats.interviews.no_matches' : 'ats.interviews.empty_title'}
                    description={filtered ? 'ats.interviews.no_matches_hint' : 'ats.interviews.empty_body'}
                    action={
                        filtered ? (
                            <Button variant="outlined" onClick={() => change(noFilters)}>
                                {translate('ats.interviews.clear_filters')}
                            </Button>
                        ) : (
                            <Button variant="contained" component={RouterLink} to="/corporate/active-jobs">
                                {translate('ats.load.go_to_jobs')}
                            </Button>
                        )
                    }
                />
            )}
            {answer && view === 'list' && answer.data.length > 0 && (
                <Paper variant="outlined">
                    <TableContainer>
                        <Table size="small" aria-label={translate('ats.interviews.page_title')}>
                            <TableHead>
                                <TableRow>
                                    {['candidate', 'job', 'round', 'when', 'interviewers', 'status', 'result'].map(column => (
                                        <TableCell key={column}>{translate(`ats.interviews.${column}`)}</TableCell>
                                    ))}
                                    <TableCell>
                                        <Box component="span" sx={visuallyHidden}>
                                            {translate('ats.interviews.actions')}
                                        </Box>
                                    </TableCell>
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {answer.data.map(interview => (
                                    <TableRow key={interview.id} hover data-testid="interview-row">
                                        <TableCell>{personName(interview.candidate)}</TableCell>
                                        <TableCell>{interview.job.title}</TableCell>
                                        <TableCell>{interview.round.name}</TableCell>
                                        <TableCell>{whenOf(interview, translate)}</TableCell>
                                        <TableCell>{interview.interviewers.map(personName).join(', ')}</TableCell>
                                        <TableCell>
                                            <StatusChip status={interview.status} />
                                        </TableCell>
                                        <TableCell>{interview.result ? <ResultBadge result={interview.result} /> : '—'}</TableCell>
                                        <TableCell align="right">
                                            <InterviewActions interview={interview} onChanged={reload} />
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </TableContainer>
                    <TablePagination
                        component="div"
                        count={answer.meta.total}
                        page={answer.meta.currentPage - 1}
                        rowsPerPage={perPage}
                        rowsPerPageOptions={[INTERVIEW_PAGE_SIZE, 25, 50]}
                        onPageChange={(_event, next) => setPage(next + 1)}
                        onRowsPerPageChange={event => {
                            setPerPage(Number(event.target.value));
                            setPage(1);
                        }}
                    />
                </Paper>
            )}
            {opened && <InterviewDialog interview={opened} onClose={() => setOpened(null)} onChanged={() => {
                setOpened(null);
                reload();
            }} />}
            <QuestionBankDialog open={bankOpen} onClose={() => setBankOpen(false)} canEdit={hasPermission(session.getPermissions(), 'USERS-INTERVIEWERS', 'CREATE')} />
        </Stack>
    );
}

function Select({ label, value, options, onChange, disabled = false }: { label: string; value: string; options: { id: string; label: string }[]; onChange: (value: string) => void; disabled?: boolean }) {
    const translate = useTranslate();
    return (
        <TextField select size="small" label={translate(label)} value={options.some(option => option.id === value) ? value : ''} onChange={event => onChange(event.target.value)} disabled={disabled} sx={{ width: 190 }}>
            <MenuItem value="">{translate('ats.interviews.any')}</MenuItem>
            {options.map(option => (
                <MenuItem key={option.id} value={option.id}>
                    {option.label}
                </MenuItem>
            ))}
        </TextField>
    );
}

/** The list's When: a meeting's time, or when a profile review was asked for (the list's order is by that time). */
function whenOf(interview: Interview, translate: (key: string, options?: Record<string, unknown>) => string): string {
    const at = formatInZone(interview.starts_at, interview.time_zone);
    return interview.type === 'PROFILE_REVIEW' ? translate('ats.interviews.profile_review_asked', { date: at }) : at;
}

/** An interview opened from the calendar: what it is, and the same actions as a list row. */
function InterviewDialog({ interview, onClose, onChanged }: { interview: Interview; onClose: () => void; onChanged: () => void }) {
    const translate = useTranslate();
    const name = personName(interview.candidate);
    const at = `${formatInZone(interview.starts_at, interview.time_zone, { dateStyle: 'full', timeStyle: 'short' })} (${interview.time_zone})`;
    // A profile review has no meeting: its time is when it was asked for, and it has no length or mode.
    const meeting: [string, string][] =
        interview.type === 'PROFILE_REVIEW'
            ? [
                  ['ats.interviews.type', translate('ats.interviews.types.PROFILE_REVIEW')],
                  ['ats.interviews.asked', at],
              ]
            : [
                  ['ats.interviews.when', at],
                  ['ats.interviews.duration', String(interview.duration_minutes)],
                  ['ats.interviews.mode', interview.mode ? translate(`ats.interviews.modes.${interview.mode}`) : '—'],
              ];
    const rows: [string, string][] = [
        ['ats.interviews.job', interview.job.title],
        ['ats.interviews.round', interview.round.name],
        ...meeting,
        ['ats.interviews.interviewers', interview.interviewers.map(personName).join(', ')],
    ];
    if (interview.link) rows.push(['ats.interviews.link', interview.link]);
    if (interview.place) rows.push(['ats.interviews.place', interview.place]);
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="interview-dialog-title">
            <DialogTitle id="interview-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box component="span" sx={{ flexGrow: 1 }}>
                    {translate('ats.interviews.detail_title', { name })}
                </Box>
                <InterviewActions interview={interview} onChanged={onChanged} />
            </DialogTitle>
            <DialogContent>
                <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
                    <StatusChip status={interview.status} />
                    {interview.result && <ResultBadge result={interview.result} />}
                </Stack>
                <DefinitionList rows={rows} />
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ats.resources.close')}</Button>
            </DialogActions>
        </Dialog>
    );
}
