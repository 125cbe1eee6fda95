/**
 * /vendors/applications (menu label Applicants): only this vendor's
 * submissions (vendor/applicants), newest first, 10 to a page, searched by
 * the candidate's name, email or phone and filtered by job. Each shows the
 * stage as the server words it for outsiders (the stage's public name,
 * "Not selected" for an internal Rejected: candidatePortal.ts
 * publicStageName), the interviews' dates (never feedback), when it was
 * submitted and until when it is this vendor's; and the screening answers
 * given. Nothing internal is shown because nothing internal is sent. Below
 * 900 px each submission is a card (ui/stackedTable.ts).
 */
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PeopleOutline from '@mui/icons-material/GroupOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { VENDOR_APPLICANTS_PAGE_SIZE, type VendorApplicantsBody } from '../../config/contracts/vendorPortal';
import type { VendorPortalDataProvider, VendorSubmission } from '../../dataProvider/vendorPortal';
import { EmptyState } from '../../ui/EmptyState';
import { useDebounced } from '../../ui/useDebounced';
import { formatDateTime, formatDay } from './format';
import { LoadFailure, RowSkeletons } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/pageFrame';
import { useLoaded } from '../../ui/useLoaded';
import { ListPager } from '../../ui/ListPager';
import { stackedLabel, stackedTableSx } from '../../ui/stackedTable';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { ScreeningResponseDialog } from './ScreeningResponseDialog';

/** The vendor/applicants body: an empty search or job is left out. */
export function vendorApplicantsBody(search: string, jobId: string, page: number): VendorApplicantsBody {
    const body: VendorApplicantsBody = { currentPage: page, limit: VENDOR_APPLICANTS_PAGE_SIZE };
    if (search.trim()) body.search = search.trim().slice(0, 100);
    if (jobId) body.job_id = jobId;
    return body;
}

function Interviews({ submission }: { submission: VendorSubmission }) {
    const translate = useTranslate();
    if (submission.interviews.length === 0) return <>{translate('ats.vendor.no_interviews')}</>;
    return (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {submission.interviews.map(interview => (
                <li key={`${interview.starts_at}-${interview.round}`}>
                    {formatDateTime(interview.starts_at)}
                    {interview.round ? ` · ${interview.round}` : ''}
                </li>
            ))}
        </Box>
    );
}


export default function VendorApplicantsPage() {
    const translate = useTranslate();
    const dataProvider = useDataProvider<VendorPortalDataProvider>();
    const [search, setSearch] = useState('');
    const [jobId, setJobId] = useState('');
    const [page, setPage] = useState(1);
    const [answersOf, setAnswersOf] = useState<VendorSubmission | null>(null);
    const settledSearch = useDebounced(search, 300);
    const body = JSON.stringify(vendorApplicantsBody(settledSearch, jobId, page));
    const list = useLoaded(() => dataProvider.vendorApplicants(JSON.parse(body)), [dataProvider, body]);
    const jobs = useLoaded(() => dataProvider.vendorFilters().then(filters => filters.jobs, () => []), [dataProvider]).value ?? [];
    const filtered = Boolean(search.trim() || jobId);
    const searchField = useRef<HTMLInputElement>(null);
    // The empty state's button goes once the list is back: the focus moves to the search.
    const clearFilters = () => {
        setSearch('');
        setJobId('');
        setPage(1);
        searchField.current?.focus();
    };

    return (
        <Stack spacing={2}>
            <PageHeader title={translate('ats.nav.applicants')} />
            <Stack direction="row" role="search" aria-label={translate('ats.vendor.applicant_filter')} sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
                <TextField
                    size="small"
                    type="search"
                    inputRef={searchField}
                    label={translate('ats.vendor.search_applicants')}
                    value={search}
                    onChange={event => {
                        setSearch(event.target.value);
                        setPage(1);
                    }}
                    slotProps={{ htmlInput: { maxLength: 100 } }}
                    sx={{ width: 280 }}
                />
                <TextField
                    select
                    size="small"
                    label={translate('ats.vendor.filter_job')}
                    value={jobId}
                    onChange={event => {
                        setJobId(event.target.value);
                        setPage(1);
                    }}
                    sx={{ width: 240 }}
                >
                    <MenuItem value="">{translate('ats.vendor.any_job')}</MenuItem>
                    {jobs.map(job => (
                        <MenuItem key={job.id} value={job.id}>
                            {job.title}
                        </MenuItem>
                    ))}
                </TextField>
            </Stack>
            {list.failure && <LoadFailure message={list.failure} onRetry={list.reload} />}
            {!list.value && !list.failure && <RowSkeletons />}
            {list.value && list.value.data.length === 0 && (
                <EmptyState
                    icon={PeopleOutline}
                    title={filtered ? 'ats.vendor.no_matching_applicants' : 'ats.vendor.no_applicants'}
                    description={filtered ? 'ats.vendor.no_matching_applicants_hint' : 'ats.vendor.no_applicants_hint'}
                    action={
                        filtered ? (
                            <Button variant="outlined" onClick={clearFilters}>
                                {translate('ats.vendor.clear_filters')}
                            </Button>
                        ) : (
                            <Button component={RouterLink} to="/vendors/job-openings" variant="contained">
                                {translate('ats.vendor.browse_jobs')}
                            </Button>
                        )
                    }
                />
            )}
            {list.value && list.value.data.length > 0 && (
                <>
                    <Typography variant="body2" color="text.secondary" aria-live="polite">
                        {translate('ats.vendor.applicants_total', { smart_count: list.value.meta.total })}
                    </Typography>
                    <TableContainer>
                        {/* Cards on phones and narrow tablets: the seven columns need about 870 px. */}
                        <Table aria-label={translate('ats.nav.applicants')} sx={stackedTableSx()}>
                            <TableHead>
                                <TableRow>
                                    <TableCell>{translate('ats.vendor.candidate')}</TableCell>
                                    <TableCell>{translate('ats.vendor.job')}</TableCell>
                                    <TableCell>{translate('ats.vendor.stage')}</TableCell>
                                    <TableCell>{translate('ats.vendor.interviews')}</TableCell>
                                    <TableCell>{translate('ats.vendor.submitted')}</TableCell>
                                    <TableCell>{translate('ats.vendor.ownership_until')}</TableCell>
                                    <TableCell>
                                        <Box component="span" sx={visuallyHidden}>
                                            {translate('ats.vendor.actions')}
                                        </Box>
                                    </TableCell>
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {list.value.data.map(submission => (
                                    <TableRow key={submission.application_id} data-testid="vendor-applicant">
                                        <TableCell component="th" scope="row" sx={{ maxWidth: 260 }}>
                                            <Typography variant="body2" noWrap title={submission.candidate_name} sx={{ fontWeight: 600 }}>
                                                {submission.candidate_name}
                                            </Typography>
                                            {submission.email && (
                                                <Typography variant="body2" color="text.secondary" noWrap title={submission.email}>
                                                    {submission.email}
                                                </Typography>
                                            )}
                                            {/* A line of its own, never cut: the vendor calls the number. */}
                                            {submission.phone && (
                                                <Typography variant="body2" color="text.secondary" data-testid="vendor-applicant-phone" sx={{ whiteSpace: 'nowrap' }}>
                                                    {submission.phone}
                                                </Typography>
                                            )}
                                        </TableCell>
                                        <TableCell sx={{ maxWidth: 240 }} {...stackedLabel(translate('ats.vendor.job'))}>
                                            <Typography variant="body2" noWrap title={submission.job.title}>
                                                {submission.job.title}
                                            </Typography>
                                        </TableCell>
                                        <TableCell data-testid="vendor-applicant-stage" {...stackedLabel(translate('ats.vendor.stage'))}>
                                            <Chip size="small" variant="outlined" label={submission.stage} title={submission.stage} sx={{ maxWidth: 200 }} />
                                        </TableCell>
                                        <TableCell {...stackedLabel(translate('ats.vendor.interviews'))}>
                                            <Interviews submission={submission} />
                                        </TableCell>
                                        <TableCell {...stackedLabel(translate('ats.vendor.submitted'))}>{formatDay(submission.submitted_at)}</TableCell>
                                        <TableCell {...stackedLabel(translate('ats.vendor.ownership_until'))}>
                                            {formatDay(submission.ownership_until)}
                                            {!submission.ownership_active && <Chip size="small" variant="outlined" label={translate('ats.vendor.ownership_ended')} sx={{ ml: 1 }} />}
                                        </TableCell>
                                        <TableCell>
                                            <Button size="small" onClick={() => setAnswersOf(submission)} aria-label={translate('ats.vendor.answers_named', { name: submission.candidate_name })}>
                                                {translate('ats.vendor.answers')}
                                            </Button>
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </TableContainer>
                    <ListPager meta={list.value.meta} onChange={setPage} />
                </>
            )}
            {answersOf && <ScreeningResponseDialog submission={answersOf} onClose={() => setAnswersOf(null)} />}
        </Stack>
    );
}
