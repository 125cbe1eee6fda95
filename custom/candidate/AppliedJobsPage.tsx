/**
 * /candidate/applied-jobs: each of the candidate's applications with its job,
 * the day it was sent and its stage in words fit for a candidate. The server
 * sends the stage already worded (the stage's public name, "Not selected" for
 * an internal Rejected: the contract's publicStageName); the page shows it as
 * it is and never an internal name. A candidate applying from a job's page
 * lands here.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
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
import { ListPager } from './ListPager';
import { errorMessage } from '../../ui/errors';
import { formatDay } from './format';

const PAGE_SIZE = 10;

export default function AppliedJobsPage() {
    const translate = useTranslate();
    const dataProvider = useDataProvider<CandidatePortalDataProvider>();
    const [page, setPage] = useState(1);
    const [answer, setAnswer] = useState<Page<AppliedJob> | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const [reloads, setReloads] = useState(0);

    useEffect(() => {
        let cancelled = false;
        setAnswer(null);
        setFailure(null);
        dataProvider.appliedJobs({ page, limit: PAGE_SIZE }).then(
            value => !cancelled && setAnswer(value),
            (error: unknown) => !cancelled && setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))),
        );
        return () => {
            cancelled = true;
        };
    }, [dataProvider, page, reloads, translate]);

    return (
        <Stack spacing={2}>
            <Typography variant="h5" component="h1">
                {translate('ats.nav.applied_jobs')}
            </Typography>
            {failure && (
                <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => setReloads(count => count + 1)}>{translate('ats.candidate.retry')}</Button>}>
                    {failure}
                </Alert>
            )}
            {!answer && !failure && <CircularProgress aria-label={translate('ats.candidate.loading')} />}
            {answer && answer.data.length === 0 && (
                <EmptyState
                    icon={AssignmentTurnedIn}
                    title="ats.candidate.no_applications"
                    description="ats.candidate.no_applications_hint"
                    action={
                        <Button component={RouterLink} to="/candidate/jobs" variant="contained">
                            {translate('ats.candidate.browse_jobs')}
                        </Button>
                    }
                />
            )}
            {answer && answer.data.length > 0 && (
                <>
                    <AppliedJobsTable rows={answer.data} jobPath={careerJobPath} />
                    <ListPager meta={answer.meta} onChange={setPage} />
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
            <Table aria-label={translate('ats.nav.applied_jobs')}>
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
                            <TableCell>
                                {application.job.open ? (
                                    <RouterLink to={jobPath(application.job.id)}>{application.job.title}</RouterLink>
                                ) : (
                                    application.job.title
                                )}
                                {application.job.job_locations.length > 0 && (
                                    <Typography variant="body2" color="text.secondary">
                                        {application.job.job_locations.join(', ')}
                                    </Typography>
                                )}
                            </TableCell>
                            <TableCell>{formatDay(application.applied_at)}</TableCell>
                            <TableCell data-testid="applied-job-stage">{application.stage}</TableCell>
                            <TableCell>{formatDay(application.stage_updated_at)}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </TableContainer>
    );
}
