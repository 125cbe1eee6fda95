/**
 * One job in the active jobs list: what it is, its applicants and recruiters,
 * and its actions (board, edit, promote, hiring deadline, assign or remove a
 * recruiter, delete behind the confirmation dialog).
 */
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Job } from '../../dataProvider/jobsTypes';

export type JobAction = 'promote' | 'deadline' | 'assign' | 'delete';

export interface JobCardProps {
    job: Job;
    canEdit: boolean;
    onAction: (action: JobAction, job: Job) => void;
    onRemoveRecruiter: (job: Job, recruiterId: string) => void;
}

function JobCardInner({ job, canEdit, onAction, onRemoveRecruiter }: JobCardProps) {
    const translate = useTranslate();
    const facts = [
        job.department_name,
        job.job_locations?.join(', '),
        translate('ats.jobs.experience_range', { min: job.min_experience, max: job.max_experience }),
        translate(`ats.jobs.employment_types.${job.employment_type}`, { _: job.employment_type }),
    ].filter(Boolean);
    return (
        <Card variant="outlined" component="article" aria-label={job.title} data-testid="job-card" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
            <CardContent sx={{ flexGrow: 1 }}>
                <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 0.5 }}>
                    <Chip size="small" label={translate(`ats.jobs.job_types.${job.job_type}`, { _: job.job_type })} color={job.job_type === 'OPEN' ? 'success' : 'default'} />
                    <Chip size="small" variant="outlined" label={translate(`ats.jobs.priorities.${job.priority}`, { _: job.priority })} />
                    {job.promoted_at && <Chip size="small" color="secondary" label={translate('ats.jobs.promoted')} />}
                </Stack>
                <Link component={RouterLink} to={`/corporate/total-applications/${job.id}`} variant="h6" underline="hover">
                    {job.title}
                </Link>
                <Typography variant="body2" color="text.secondary">
                    {facts.join(' · ')}
                </Typography>
                <Typography variant="body2" sx={{ mt: 1 }}>
                    {translate('ats.jobs.applicants', { smart_count: job.applicant_count ?? 0, count: job.applicant_count ?? 0 })}
                    {job.hiring_deadline ? ` · ${translate('ats.jobs.hiring_by', { date: job.hiring_deadline.slice(0, 10) })}` : ''}
                </Typography>
                <Stack direction="row" role="group" sx={{ mt: 1, flexWrap: 'wrap', gap: 0.5 }} aria-label={translate('ats.jobs.recruiters')}>
                    {(job.recruiters ?? []).map(recruiter => {
                        const name = [recruiter.first_name, recruiter.last_name].filter(Boolean).join(' ');
                        return (
                            <Chip
                                key={recruiter.id}
                                size="small"
                                label={name}
                                onDelete={canEdit ? () => onRemoveRecruiter(job, recruiter.id) : undefined}
                                slotProps={{ root: { 'aria-label': name } }}
                            />
                        );
                    })}
                </Stack>
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap' }}>
                <Button size="small" component={RouterLink} to={`/corporate/total-applications/${job.id}`}>
                    {translate('ats.jobs.open_board')}
                </Button>
                {canEdit && (
                    <>
                        <Button size="small" component={RouterLink} to={`/corporate/post-a-job/${job.id}`}>
                            {translate('ats.jobs.edit')}
                        </Button>
                        <Button size="small" onClick={() => onAction('promote', job)}>
                            {translate('ats.jobs.promote')}
                        </Button>
                        <Button size="small" onClick={() => onAction('deadline', job)}>
                            {translate('ats.jobs.hiring_deadline')}
                        </Button>
                        <Button size="small" onClick={() => onAction('assign', job)}>
                            {translate('ats.jobs.assign_recruiter')}
                        </Button>
                        <Button size="small" color="error" onClick={() => onAction('delete', job)}>
                            {translate('ats.jobs.delete')}
                        </Button>
                    </>
                )}
            </CardActions>
        </Card>
    );
}

export const JobCard = memo(JobCardInner);
