/**
 * /employee/job-openings/:id: a job shown to employees (GET employee/jobs/{id})
 * with its facts, description and screening questions; Apply for myself
 * (EmployeeApplyDialog), Refer someone (the refer form with this job), and
 * the employee's share link for it. A job not shown to employees, closed or
 * of another workspace is the server's 404: a page of its own (ui/PageState.tsx) headed "Job not
 * available", with the server's message and the way back to the job openings.
 */
import { useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WorkOff from '@mui/icons-material/WorkOff';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import type { EmployeeJobDetail, EmployeePortalDataProvider } from '../../dataProvider/employeePortal';
import { JobDescription } from '../../ui/JobDescription';
import { errorMessage } from '../../ui/errors';
import { RowSkeletons } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/pageFrame';
import { PageState } from '../../ui/PageState';
import { useToast } from '../../ui/toast';
import { candidateSalary, experienceText } from '../candidate/CandidateJobCard';
import { formatDay } from '../candidate/format';
import { EmployeeApplyDialog } from './EmployeeApplyDialog';
import { ShareJob } from './SharePanel';
import { employeePagePaths, referPath } from './paths';

export default function EmployeeJobPage() {
    const { id = '' } = useParams();
    const translate = useTranslate();
    const toast = useToast();
    const dataProvider = useDataProvider<EmployeePortalDataProvider>();
    const [job, setJob] = useState<EmployeeJobDetail | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const [applying, setApplying] = useState(false);
    // Apply goes once the application is in (the dialog's focus would return to nothing): the focus
    // moves to the link that takes its place, as on the candidate's job card. A ref callback, not an
    // effect: the link is drawn in the frame's bar (PageHeader), a render after this page's.
    const [justApplied, setJustApplied] = useState(false);
    const applicationsLink = useCallback(
        (link: HTMLAnchorElement | null) => {
            if (!link || !justApplied) return;
            link.focus();
            setJustApplied(false);
        },
        [justApplied],
    );

    useEffect(() => {
        let cancelled = false;
        setJob(null);
        setFailure(null);
        dataProvider.employeeJob(id).then(
            value => !cancelled && setJob(value),
            (error: unknown) => !cancelled && setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))),
        );
        return () => {
            cancelled = true;
        };
    }, [dataProvider, id, translate]);

    if (failure)
        return (
            // A page of its own, heading and all: an alert alone left a reader landing here with no h1.
            <PageState
                icon={WorkOff}
                title="ats.employee.job_unavailable"
                breadcrumbs={[{ label: translate('ats.nav.job_openings'), to: employeePagePaths.jobs }]}
                description={failure}
                action={
                    <Button component={RouterLink} to={employeePagePaths.jobs} variant="outlined">
                        {translate('ats.employee.back_to_jobs')}
                    </Button>
                }
            />
        );
    if (!job) return <RowSkeletons label="ats.candidate.loading" count={6} />;

    const salary = candidateSalary(job);
    const facts = [job.department_name, job.position_category_name, job.job_locations.join(', '), translate(`ats.jobs.employment_types.${job.employment_type}`), experienceText(translate, job.min_experience, job.max_experience)].filter(Boolean);
    const questions = job.screening_questions.filter(question => question.id);

    return (
        <Stack spacing={2} sx={{ maxWidth: 900 }}>
            <PageHeader
                title={job.title}
                breadcrumbs={[{ label: translate('ats.nav.job_openings'), to: employeePagePaths.jobs }]}
                action={
                    job.applied ? (
                        <Button ref={applicationsLink} component={RouterLink} to={employeePagePaths.appliedJobs} variant="outlined">
                            {translate('ats.employee.see_my_applications')}
                        </Button>
                    ) : (
                        <Button variant="contained" onClick={() => setApplying(true)}>
                            {translate('ats.employee.apply_for_myself')}
                        </Button>
                    )
                }
            />
            <Box>
                <Typography color="text.secondary">{facts.join(' · ')}</Typography>
                {salary && <Typography>{salary}</Typography>}
                <Typography variant="body2" color="text.secondary">
                    {translate('ats.employee.posted_on', { date: formatDay(job.posted_date) })}
                    {job.job_deadline ? ` · ${translate('ats.employee.apply_by', { date: formatDay(job.job_deadline) })}` : ''}
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
                    {job.applied && <Chip size="small" color="success" label={translate('ats.candidate.applied')} />}
                    {job.referred > 0 && <Chip size="small" color="primary" variant="outlined" label={translate('ats.employee.referred_count', { smart_count: job.referred })} />}
                    {job.skills.map(skill => (
                        <Chip key={skill} size="small" label={skill} />
                    ))}
                </Stack>
            </Box>
            <Button component={RouterLink} to={referPath(job.id)} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
                {translate('ats.employee.refer_someone')}
            </Button>
            {job.description && (
                <Card variant="outlined">
                    <CardContent>
                        <Typography variant="h6" component="h2" gutterBottom>
                            {translate('ats.employee.about_job')}
                        </Typography>
                        <JobDescription description={job.description} />
                    </CardContent>
                </Card>
            )}
            {questions.length > 0 && (
                <Card variant="outlined">
                    <CardContent>
                        <Typography variant="h6" component="h2" gutterBottom>
                            {translate('ats.employee.screening_questions')}
                        </Typography>
                        <Box component="ol" sx={{ m: 0, pl: 3 }}>
                            {questions.map(question => (
                                <li key={question.id}>
                                    <Typography>
                                        {question.question}
                                        {question.required ? ` (${translate('ats.employee.required')})` : ''}
                                    </Typography>
                                </li>
                            ))}
                        </Box>
                    </CardContent>
                </Card>
            )}
            <Card variant="outlined">
                <CardContent>
                    <Typography variant="h6" component="h2" gutterBottom>
                        {translate('ats.employee.share_this_job')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                        {translate('ats.employee.share_intro')}
                    </Typography>
                    <ShareJob jobId={job.id} title={job.title} link={job.share_link} />
                </CardContent>
            </Card>
            {applying && (
                <EmployeeApplyDialog
                    job={job}
                    onClose={() => setApplying(false)}
                    onApplied={answer => {
                        setApplying(false);
                        setJob({ ...job, applied: true });
                        setJustApplied(true);
                        toast.success(answer.message ?? 'ats.candidate.applied_toast');
                    }}
                />
            )}
        </Stack>
    );
}
