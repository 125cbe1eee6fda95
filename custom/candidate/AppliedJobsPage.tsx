/**
 * /candidate/applied-jobs: each of the candidate's applications with its job,
 * the day it was sent and its stage in words fit for a candidate. The server
 * sends the stage already worded (the stage's public name, "Not selected" for
 * an internal Rejected: the contract's publicStageName); the page shows it as
 * it is and never an internal name. A candidate applying from a job's page
 * lands here.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AssignmentTurnedIn from '@mui/icons-material/AssignmentTurnedIn';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { careerJobPath } from '../../config/contracts/career';
import type { AppliedJob, CandidatePortalDataProvider, Page } from '../../dataProvider/candidatePortal';
import { EmptyState } from '../../ui/EmptyState';
import { ListPager } from '../../ui/ListPager';
import { LoadFailure, RowSkeletons } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/pageFrame';
import { stackedLabel, stackedTableSx } from '../../ui/stackedTable';
import { useLoaded } from '../../ui/useLoaded';
import { formatDay } from './format';

const PAGE_SIZE = 10;

export default function AppliedJobsPage() {
    const dataProvider = useDataProvider<CandidatePortalDataProvider>();
    return (
        <AppliedJobsView
            load={page => dataProvider.appliedJobs({ page, limit: PAGE_SIZE })}
            jobPath={careerJobPath}
            emptyHint="ats.candidate.no_applications_hint"
            browse={{ to: '/candidate/jobs', label: 'ats.candidate.browse_jobs' }}
        />
    );
}

export interface AppliedJobsViewProps {
    load: (page: number) => Promise<Page<AppliedJob>>;
    /** Where an open job's link goes. */
    jobPath: (jobId: string) => string;
    /** i18n key of the empty state's hint, and the button to the jobs there are. */
    emptyHint: string;
    browse: { to: string; label: string };
}

/** A portal's applied jobs (the candidate's and the employee's): the table paged, with loading, failure and empty states. */
export function AppliedJobsView({ load, jobPath, emptyHint, browse }: AppliedJobsViewProps) {
    const translate = useTranslate();
    const [page, setPage] = useState(1);
    // `load` is a new closure every render: the page number is what the read depends on.
    const answer = useLoaded(() => load(page), [page]);
    return (
        <Stack spacing={2}>
            <PageHeader title={translate('ats.nav.applied_jobs')} />
            {answer.failure && <LoadFailure message={answer.failure} onRetry={answer.reload} />}
            {!answer.value && !answer.failure && <RowSkeletons label="ats.candidate.loading" />}
            {answer.value && answer.value.data.length === 0 && (
                <EmptyState
                    icon={AssignmentTurnedIn}
                    title="ats.candidate.no_applications"
                    description={emptyHint}
                    action={
                        <Button component={RouterLink} to={browse.to} variant="contained">
                            {translate(browse.label)}
                        </Button>
                    }
                />
            )}
            {answer.value && answer.value.data.length > 0 && (
                <>
                    <AppliedJobsTable rows={answer.value.data} jobPath={jobPath} />
                    <ListPager meta={answer.value.meta} onChange={setPage} />
                </>
            )}
        </Stack>
    );
}

/**
 * Applications as a table: job (a link while it is open), the day applied,
 * the stage in the server's words for outsiders and the day it last changed.
 * Shared with the employee's applied jobs (custom/employee/); `jobPath` is
 * where an open job's link goes.
 */
export function AppliedJobsTable({ rows, jobPath }: { rows: AppliedJob[]; jobPath: (jobId: string) => string }) {
    const translate = useTranslate();
    return (
        <TableContainer>
            {/* A card a row on a phone: four columns do not fit 390 px, and nothing hints that they scroll. */}
            <Table aria-label={translate('ats.nav.applied_jobs')} sx={stackedTableSx()}>
                <TableHead>
                    <TableRow>
                        <TableCell>{translate('ats.candidate.job')}</TableCell>
                        <TableCell>{translate('ats.candidate.applied_on')}</TableCell>
                        <TableCell>{translate('ats.candidate.status')}</TableCell>
                        <TableCell>{translate('ats.candidate.updated_on')}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {rows.map(application => (
                        <TableRow key={application.application_id} data-testid="applied-job">
                            <TableCell component="th" scope="row" sx={{ maxWidth: 360 }}>
                                <Typography variant="body2" noWrap title={application.job.title}>
                                    {application.job.open ? (
                                        <Link component={RouterLink} to={jobPath(application.job.id)}>
                                            {application.job.title}
                                        </Link>
                                    ) : (
                                        application.job.title
                                    )}
                                </Typography>
                                {application.job.job_locations.length > 0 && (
                                    <Typography variant="body2" color="text.secondary" noWrap title={application.job.job_locations.join(', ')}>
                                        {application.job.job_locations.join(', ')}
                                    </Typography>
                                )}
                            </TableCell>
                            <TableCell {...stackedLabel(translate('ats.candidate.applied_on'))}>{formatDay(application.applied_at)}</TableCell>
                            <TableCell data-testid="applied-job-stage" {...stackedLabel(translate('ats.candidate.status'))}>
                                <Chip size="small" variant="outlined" label={application.stage} title={application.stage} sx={{ maxWidth: 220 }} />
                            </TableCell>
                            <TableCell {...stackedLabel(translate('ats.candidate.updated_on'))}>{formatDay(application.stage_updated_at)}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </TableContainer>
    );
}
