/** One job of the vendor's list: its facts, how many of the vendor's people it holds, and the two ways on (detail, add applicant). */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { VendorJob } from '../../config/contracts/vendorPortal';
import { FactsLine } from '../../ui/FactsLine';
import { formatDay } from '../candidate/format';
import { addApplicantPath, experienceRange, jobPath, salaryRange } from './jobFacts';

export function VendorJobCard({ job }: { job: VendorJob }) {
    const translate = useTranslate();
    const salary = salaryRange(job);
    const headingId = `vendor-job-${job.id}`;
    const facts = [job.position_category_name, translate(`ats.jobs.employment_types.${job.employment_type}`, { _: job.employment_type }), job.job_locations.join(', ')];
    return (
        <Card variant="outlined" component="article" aria-labelledby={headingId} data-testid="vendor-job" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
            <CardContent sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography id={headingId} variant="subtitle1" component="h2" noWrap title={job.title} sx={{ fontWeight: 600 }}>
                    {job.title}
                </Typography>
                <FactsLine facts={facts} />
                <Typography variant="body2" sx={{ mt: 1 }}>
                    {[experienceRange(translate, job), salary, translate('ats.vendor.openings', { smart_count: job.openings })].filter(Boolean).join(' · ')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {translate('ats.vendor.posted_on', { date: formatDay(job.posted_date) })}
                    {job.job_deadline ? ` · ${translate('ats.vendor.deadline_on', { date: formatDay(job.job_deadline) })}` : ''}
                </Typography>
                {job.skills.length > 0 && (
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }} aria-label={translate('ats.vendor.skills')}>
                        {job.skills.slice(0, 8).map(skill => (
                            <Chip key={skill} size="small" label={skill} />
                        ))}
                    </Stack>
                )}
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
                    {job.screening_question_count > 0 && <Chip size="small" variant="outlined" label={translate('ats.vendor.questions_count', { smart_count: job.screening_question_count })} />}
                    {job.my_submissions > 0 && <Chip size="small" color="primary" variant="outlined" label={translate('ats.vendor.my_submissions', { smart_count: job.my_submissions })} />}
                </Stack>
            </CardContent>
            <CardActions>
                <Button component={RouterLink} to={jobPath(job.id)} aria-label={translate('ats.vendor.view_job_named', { title: job.title })}>
                    {translate('ats.vendor.view_job')}
                </Button>
                <Button component={RouterLink} to={addApplicantPath(job.id)} variant="contained" aria-label={translate('ats.vendor.add_applicant_named', { title: job.title })}>
                    {translate('ats.vendor.add_applicant')}
                </Button>
            </CardActions>
        </Card>
    );
}
