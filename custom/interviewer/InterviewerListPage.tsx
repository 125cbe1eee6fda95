/**
 * /interviewer/upcoming-interviews, /interviewer/past-interviews and
 * /interviewer/profile-approval: the signed-in interviewer's interviews
 * (POST interviewer/get-interview-list), 12 to a page, with search, a date
 * range and status / type (or, for profile approval, the profile status).
 * Each card opens the candidate page with the query flags that keep this
 * list highlighted in the bar.
 */
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EventAvailable from '@mui/icons-material/EventAvailable';
import { useDataProvider, useTranslate } from 'react-admin';
import {
    INTERVIEW_STATUSES,
    INTERVIEW_TYPES,
    INTERVIEWER_PAGE_SIZE,
    PROFILE_STATUSES,
    type Interview,
    type InterviewerListBody,
    type InterviewStatus,
    type InterviewType,
    type ProfileStatus,
} from '../../config/contracts/interviews';
import type { InterviewPage, InterviewsDataProvider } from '../../dataProvider/interviews';
import { EmptyState } from '../../ui/EmptyState';
import { FiltersFold, filtersSetBeside } from '../../ui/FiltersFold';
import { CardSkeletons } from '../../ui/LoadStatus';
import { errorMessage } from '../../ui/errors';
import { PageHeader } from '../../ui/pageFrame';
import { DateRangeFilter } from '../interviews/DateRangeFilter';
import { personName, ProfileStatusChip, ResultBadge, StatusChip } from '../interviews/InterviewBadges';
import { formatInZone } from '../interviews/zonedTime';
import { useDebounced } from '../../ui/useDebounced';

export type InterviewerListKind = 'upcoming' | 'past' | 'approval';

/** `next`: where an empty list sends the interviewer (the other list that may hold something). */
const kinds: Record<InterviewerListKind, { title: string; empty: string; emptyHint: string; filterOption: InterviewerListBody['filterOption']; next: { to: string; label: string } }> = {
    upcoming: { title: 'ats.nav.upcoming_interviews', empty: 'ats.interviewer.upcoming_empty', emptyHint: 'ats.interviewer.upcoming_empty_hint', filterOption: 'UPCOMING', next: { to: '/interviewer/past-interviews', label: 'ats.interviewer.see_past' } },
    past: { title: 'ats.nav.past_interviews', empty: 'ats.interviewer.past_empty', emptyHint: 'ats.interviewer.past_empty_hint', filterOption: 'PAST', next: { to: '/interviewer/upcoming-interviews', label: 'ats.interviewer.back_to_upcoming' } },
    approval: { title: 'ats.nav.profile_approval', empty: 'ats.interviewer.approval_empty', emptyHint: 'ats.interviewer.approval_empty_hint', filterOption: 'ALL', next: { to: '/interviewer/upcoming-interviews', label: 'ats.interviewer.back_to_upcoming' } },
};

interface Filters {
    search: string;
    from: string;
    to: string;
    status: InterviewStatus | '';
    type: InterviewType | '';
    profileStatus: ProfileStatus | '';
}

const noFilters: Filters = { search: '', from: '', to: '', status: '', type: '', profileStatus: '' };

/** The request of a page: what the list always asks plus the filters that are set. */
export function listBody(kind: InterviewerListKind, filters: Filters, page: number): InterviewerListBody {
    return {
        page,
        limit: INTERVIEWER_PAGE_SIZE,
        filterOption: kinds[kind].filterOption,
        interview_type: kind === 'approval' ? 'PROFILE_REVIEW' : filters.type || undefined,
        ...(kind === 'approval' ? { profile_status: filters.profileStatus || undefined } : { interview_status: filters.status || undefined }),
        search: filters.search.trim() || undefined,
        from: filters.from || undefined,
        to: filters.to || undefined,
    };
}

/** The candidate page's link, with the flags that keep this list highlighted (SPEC.md section 2). */
export function candidateLink(kind: InterviewerListKind, interview: Pick<Interview, 'id' | 'type'>): string {
    const isPast = kind === 'past';
    const isProfileReview = kind === 'approval' || interview.type === 'PROFILE_REVIEW';
    return `/interviewer/candidate-profile/${encodeURIComponent(interview.id)}?isPast=${isPast}&isProfileReview=${isProfileReview}`;
}

export function InterviewerListPage({ kind }: { kind: InterviewerListKind }) {
    const translate = useTranslate();
    const dataProvider = useDataProvider<InterviewsDataProvider>();
    const [filters, setFilters] = useState<Filters>(noFilters);
    const [page, setPage] = useState(1);
    const [answer, setAnswer] = useState<InterviewPage | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const search = useDebounced(filters.search, 300);
    const { from, to, status, type, profileStatus } = filters;

    useEffect(() => {
        let cancelled = false;
        setAnswer(null);
        dataProvider.getInterviewerInterviews(listBody(kind, { search, from, to, status, type, profileStatus }, page)).then(
            value => {
                if (cancelled) return;
                setAnswer(value);
                setFailure(null);
            },
            (error: unknown) => !cancelled && setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))),
        );
        return () => {
            cancelled = true;
        };
    }, [dataProvider, kind, search, from, to, status, type, profileStatus, page, translate]);

    const change = (patch: Partial<Filters>) => {
        setFilters(current => ({ ...current, ...patch }));
        setPage(1);
    };
    const filtered = JSON.stringify(filters) !== JSON.stringify(noFilters);
    const folded = filtersSetBeside(filters, noFilters, 'search');

    return (
        <Stack spacing={2}>
            <PageHeader title={translate(kinds[kind].title)} />
            {/* gap, not spacing: spacing's left margins indent whatever wraps to a second row. */}
            <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, alignItems: 'center' }} role="search">
                <TextField size="small" type="search" label={translate('ats.interviewer.search')} value={filters.search} onChange={event => change({ search: event.target.value })} sx={{ width: 260 }} />
                {/* On a phone the four filters stacked pushed the next interview below the fold: they fold behind a button. */}
                <FiltersFold
                    toggleLabel={folded ? translate('ats.interviewer.filters_toggle_count', { smart_count: folded }) : translate('ats.interviewer.filters_toggle')}
                    // display: contents keeps the controls items of the search row on wider screens.
                    panelSx={{ display: 'contents' }}
                >
                    <DateRangeFilter from={filters.from} to={filters.to} onChange={change} />
                    {kind === 'approval' ? (
                        <ChoiceFilter label="ats.interviewer.profile_status" value={filters.profileStatus} options={PROFILE_STATUSES} labelPrefix="ats.interviews.profile_statuses" onChange={value => change({ profileStatus: value })} />
                    ) : (
                        <>
                            <ChoiceFilter label="ats.interviews.status" value={filters.status} options={INTERVIEW_STATUSES} labelPrefix="ats.interviews.statuses" onChange={value => change({ status: value })} />
                            <ChoiceFilter label="ats.interviews.type" value={filters.type} options={INTERVIEW_TYPES} labelPrefix="ats.interviews.types" onChange={value => change({ type: value })} />
                        </>
                    )}
                    {filtered && <Button onClick={() => change(noFilters)}>{translate('ats.interviews.clear_filters')}</Button>}
                </FiltersFold>
            </Stack>
            {failure && <Alert severity="error">{failure}</Alert>}
            {!answer && !failure && <CardSkeletons label="ats.interviews.loading" count={3} />}
            {answer && answer.data.length === 0 && (
                <EmptyState
                    icon={EventAvailable}
                    title={filtered ? 'ats.interviews.no_matches' : kinds[kind].empty}
                    description={filtered ? 'ats.interviews.no_matches_hint' : kinds[kind].emptyHint}
                    action={
                        filtered ? (
                            <Button variant="outlined" onClick={() => change(noFilters)}>
                                {translate('ats.interviews.clear_filters')}
                            </Button>
                        ) : (
                            <Button variant="outlined" component={RouterLink} to={kinds[kind].next.to}>
                                {translate(kinds[kind].next.label)}
                            </Button>
                        )
                    }
                />
            )}
            {answer && answer.data.length > 0 && (
                <>
                    <Typography variant="body2" color="text.secondary" aria-live="polite">
                        {translate('ats.interviews.total', { smart_count: answer.meta.total })}
                    </Typography>
                    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
                        {answer.data.map(interview => (
                            <li key={interview.id}>
                                <InterviewCard interview={interview} to={candidateLink(kind, interview)} showProfileStatus={kind === 'approval'} />
                            </li>
                        ))}
                    </Box>
                    {answer.meta.pageCount > 1 && (
                        <Pagination
                            count={answer.meta.pageCount}
                            page={answer.meta.currentPage}
                            onChange={(_event, next) => setPage(next)}
                            getItemAriaLabel={(type, number) => (type === 'page' ? translate('ats.interviewer.page_of', { page: number, pages: answer.meta.pageCount }) : translate(`ra.navigation.${type === 'previous' ? 'previous' : 'next'}`, { _: type }))}
                        />
                    )}
                </>
            )}
        </Stack>
    );
}

function ChoiceFilter<T extends string>({ label, value, options, labelPrefix, onChange }: { label: string; value: T | ''; options: readonly T[]; labelPrefix: string; onChange: (value: T | '') => void }) {
    const translate = useTranslate();
    return (
        <TextField select size="small" label={translate(label)} value={value} onChange={event => onChange(event.target.value as T | '')} sx={{ width: 170 }}>
            <MenuItem value="">{translate('ats.interviews.any')}</MenuItem>
            {options.map(option => (
                <MenuItem key={option} value={option}>
                    {translate(`${labelPrefix}.${option}`)}
                </MenuItem>
            ))}
        </TextField>
    );
}

function InterviewCard({ interview, to, showProfileStatus }: { interview: Interview; to: string; showProfileStatus: boolean }) {
    const translate = useTranslate();
    const name = personName(interview.candidate);
    const what = [interview.job.title, interview.round.name].filter(Boolean).join(' · ');
    const zone = interview.time_zone;
    return (
        <Card variant="outlined" sx={{ height: '100%' }} data-testid="interviewer-interview">
            {/* The card's own text names the link (candidate first), so what is seen is what is read out. */}
            <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
                <CardContent>
                    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} noWrap title={name}>
                        {name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" noWrap title={what}>
                        {what}
                    </Typography>
                    <Typography variant="body2" sx={{ mt: 1 }}>
                        {interview.type === 'PROFILE_REVIEW'
                            ? translate('ats.interviews.types.PROFILE_REVIEW')
                            : `${formatInZone(interview.starts_at, zone)} · ${translate('ats.interviews.minutes', { smart_count: interview.duration_minutes })}${interview.mode ? ` · ${translate(`ats.interviews.modes.${interview.mode}`)}` : ''}`}
                    </Typography>
                    <Stack direction="row" sx={{ gap: 0.5, mt: 1, flexWrap: 'wrap' }}>
                        {showProfileStatus && interview.profile_status ? <ProfileStatusChip status={interview.profile_status} /> : <StatusChip status={interview.status} />}
                        {interview.result && <ResultBadge result={interview.result} />}
                    </Stack>
                </CardContent>
            </CardActionArea>
        </Card>
    );
}

export function UpcomingInterviewsPage() {
    return <InterviewerListPage kind="upcoming" />;
}
export function PastInterviewsPage() {
    return <InterviewerListPage kind="past" />;
}
export function ProfileApprovalPage() {
    return <InterviewerListPage kind="approval" />;
}
