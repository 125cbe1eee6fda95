/**
 * /vendors/job-openings/:id: one job shown to this vendor (vendor/jobs/{id};
 * a job not shown to them is a 404 like one that does not exist) with its
 * description and the screening questions the vendor answers on the
 * candidate's behalf, and the two ways to submit people: one with a CV
 * (the add-applicant page) or a sheet of them (BulkAddDialog).
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import type { VendorPortalDataProvider } from '../../dataProvider/vendorPortal';
import { formatDay } from '../candidate/format';
import { BulkAddDialog } from './BulkAddDialog';
import { JobDescription } from '../../ui/JobDescription';
import { addApplicantPath, experienceRange, salaryRange } from './jobFacts';
import { JobFailure } from './parts';
import { RowSkeletons } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/pageFrame';
import { useLoaded } from '../../ui/useLoaded';

export default function VendorJobPage() {
    const translate = useTranslate();
    const { id = '' } = useParams();
    const dataProvider = useDataProvider<VendorPortalDataProvider>();
    const job = useLoaded(() => dataProvider.vendorJob(id), [dataProvider, id]);
    const [bulk, setBulk] = useState(false);

    const back = (
        <Button component={RouterLink} to="/vendors/job-openings" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
            {translate('ats.vendor.back_to_jobs')}
        </Button>
    );
    if (job.failure) {
        return (
            <Stack spacing={2}>
                {back}
                <JobFailure job={job} />
            </Stack>
        );
    }
    if (!job.value) return <RowSkeletons count={6} />;
    const value = job.value;
    const salary = salaryRange(value);
    const questions = value.screening_questions.filter(question => question.question);
    // A sheet carries no answers: a job with required questions takes people one at a time (the server refuses a sheet too).
    const oneAtATime = questions.some(question => question.required);

    return (
        <Stack spacing={2} sx={{ maxWidth: 900 }}>
            <PageHeader
                title={value.title}
                breadcrumbs={[{ label: translate('ats.nav.job_openings'), to: '/vendors/job-openings' }]}
                action={
                    <Button component={RouterLink} to={addApplicantPath(value.id)} variant="contained">
                        {translate('ats.vendor.add_applicant')}
                    </Button>
                }
            />
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
                <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
                    {[value.position_category_name, translate(`ats.jobs.employment_types.${value.employment_type}`, { _: value.employment_type }), value.job_locations.join(', ')].filter(Boolean).join(' · ')}
                </Typography>
                <Button variant="outlined" onClick={() => setBulk(true)} disabled={oneAtATime} aria-describedby={oneAtATime ? 'vendor-bulk-unavailable' : undefined}>
                    {translate('ats.vendor.add_bulk')}
                </Button>
            </Stack>
            {oneAtATime && (
                <Typography id="vendor-bulk-unavailable" variant="body2" color="text.secondary">
                    {translate('ats.vendor.bulk_needs_answers')}
                </Typography>
            )}
            <Card variant="outlined" component="section" aria-labelledby="vendor-job-facts">
                <CardContent>
                    <Typography id="vendor-job-facts" variant="h6" component="h2" gutterBottom>
                        {translate('ats.vendor.job_facts')}
                    </Typography>
                    <Typography variant="body2">{[experienceRange(translate, value), salary, translate('ats.vendor.openings', { smart_count: value.openings })].filter(Boolean).join(' · ')}</Typography>
                    <Typography variant="body2" color="text.secondary">
                        {translate('ats.vendor.posted_on', { date: formatDay(value.posted_date) })}
                        {value.job_deadline ? ` · ${translate('ats.vendor.deadline_on', { date: formatDay(value.job_deadline) })}` : ''}
                        {value.my_submissions > 0 ? ` · ${translate('ats.vendor.my_submissions', { smart_count: value.my_submissions })}` : ''}
                    </Typography>
                    {value.skills.length > 0 && (
                        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }} aria-label={translate('ats.vendor.skills')}>
                            {value.skills.map(skill => (
                                <Chip key={skill} size="small" label={skill} />
                            ))}
                        </Stack>
                    )}
                </CardContent>
            </Card>
            <Card variant="outlined" component="section" aria-labelledby="vendor-job-questions">
                <CardContent>
                    <Typography id="vendor-job-questions" variant="h6" component="h2">
                        {translate('ats.vendor.screening_questions')}
                    </Typography>
                    {questions.length === 0 ? (
                        <Typography variant="body2" color="text.secondary">
                            {translate('ats.vendor.no_questions')}
                        </Typography>
                    ) : (
                        <>
                            <Typography variant="body2" color="text.secondary">
                                {translate('ats.vendor.questions_hint')}
                            </Typography>
                            <List dense data-testid="vendor-job-questions">
                                {questions.map((question, index) => (
                                    <ListItem key={question.id ?? index} disableGutters>
                                        <ListItemText
                                            primary={`${index + 1}. ${question.question}`}
                                            secondary={[translate(`ats.vendor.question_types.${question.type}`, { _: question.type }), question.required ? translate('ats.vendor.required_question') : translate('ats.vendor.optional_question')].join(' · ')}
                                        />
                                    </ListItem>
                                ))}
                            </List>
                        </>
                    )}
                </CardContent>
            </Card>
            <Card variant="outlined" component="section" aria-labelledby="vendor-job-description">
                <CardContent>
                    <Typography id="vendor-job-description" variant="h6" component="h2" gutterBottom>
                        {translate('ats.vendor.description')}
                    </Typography>
                    <JobDescription description={value.description} empty={translate('ats.vendor.no_description')} />
                </CardContent>
            </Card>
            {bulk && <BulkAddDialog jobId={value.id} jobTitle={value.title} onClose={() => setBulk(false)} />}
        </Stack>
    );
}
