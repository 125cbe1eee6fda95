/**
 * /employee/applied-jobs: the employee's own applications (GET
 * employee/applied-jobs), 10 to a page, in the candidate area's table: the
 * job (its employee page while open), the day applied, the stage in the
 * server's words for outsiders (publicStageName: an internal "Rejected" reads
 * "Not selected") and the day it last changed.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssignmentTurnedIn from '@mui/icons-material/AssignmentTurnedIn';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { EMPLOYEE_LIST_PAGE_SIZE } from '../../config/contracts/employeePortal';
import type { EmployeeAppliedJob, EmployeePortalDataProvider, Page } from '../../dataProvider/employeePortal';
import { EmptyState } from '../../ui/EmptyState';
import { errorMessage } from '../../ui/errors';
import { AppliedJobsTable } from '../candidate/AppliedJobsPage';
import { ListPager } from '../candidate/ListPager';
import { employeeJobPath, employeePagePaths } from './paths';

export default function EmployeeAppliedJobsPage() {
    const translate = useTranslate();
    const dataProvider = useDataProvider<EmployeePortalDataProvider>();
    const [page, setPage] = useState(1);
    const [answer, setAnswer] = useState<Page<EmployeeAppliedJob> | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const [reloads, setReloads] = useState(0);

    useEffect(() => {
        let cancelled = false;
        setAnswer(null);
        setFailure(null);
        dataProvider.employeeAppliedJobs({ page, limit: EMPLOYEE_LIST_PAGE_SIZE }).then(
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
                    description="ats.employee.no_applications_hint"
                    action={
                        <Button component={RouterLink} to={employeePagePaths.jobs} variant="contained">
                            {translate('ats.employee.browse_jobs')}
                        </Button>
                    }
                />
            )}
            {answer && answer.data.length > 0 && (
                <>
                    <AppliedJobsTable rows={answer.data} jobPath={employeeJobPath} />
                    <ListPager meta={answer.meta} onChange={setPage} />
                </>
            )}
        </Stack>
    );
}
