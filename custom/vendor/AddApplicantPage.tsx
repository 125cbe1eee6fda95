/**
 * /vendors/job-openings/:id/add-applicant: the vendor submits one person for
 * the job. The CV (PDF or DOCX) is uploaded first (vendor/parse-resume, with
 * SPEC.md section 4's progress: 1, the percent capped at 99, then 100 or 0);
 * what the server reads from it fills the empty fields for the vendor to
 * review. The job's screening questions are answered on the candidate's
 * behalf. vendor/add-applicant then submits; a person already in process
 * for the job (another vendor's, or any channel's) is refused with the
 * server's one message, which never says who holds them (docs/ui-vendors.md).
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { EXPERIENCE } from '../../config/contracts/jobs';
import type { VendorParsedResume, VendorPortalDataProvider } from '../../dataProvider/vendorPortal';
import { BusyButton } from '../../ui/BusyButton';
import { errorMessage, fieldErrorsOf } from '../../ui/errors';
import { focusFirstInvalid, useFocusFirstInvalid } from '../../ui/focusFirstInvalid';
import { useToast } from '../../ui/toast';
import { UploadProgress } from '../../ui/UploadProgress';
import { ScreeningAnswersInput } from '../applicants/ScreeningAnswersInput';
import { screeningErrors, toScreeningAnswers, type ScreeningDrafts } from '../applicants/screeningAnswers';
import { CityInput } from '../cities/CityInput';
import { emptyVendorApplicant, isRequiredField, toVendorApplicantBody, vendorApplicantErrors, vendorApplicantFields, withoutFilledErrors, withParsedResume, type VendorApplicantField, type VendorApplicantValues } from './applicantForm';
import { jobPath } from './jobFacts';
import { JobFailure } from './parts';
import { RowSkeletons } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/pageFrame';
import { useLoaded } from '../../ui/useLoaded';

const resumeAccept = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const answerPrefix = 'screening_answers.';

/** The server's field errors split: beside a form field, beside a question, or said above the form. */
function placeErrors(errors: Record<string, string>): { fields: Record<string, string>; answers: Record<string, string>; other: string[] } {
    const placed = { fields: {} as Record<string, string>, answers: {} as Record<string, string>, other: [] as string[] };
    for (const [key, message] of Object.entries(errors)) {
        if (key.startsWith(answerPrefix)) placed.answers[key.slice(answerPrefix.length)] = message;
        else if ((vendorApplicantFields as string[]).includes(key.split('.')[0])) placed.fields[key.split('.')[0]] = message;
        else if (key === 'resume_file_id') placed.fields.resume = message;
        else placed.other.push(message);
    }
    return placed;
}

export default function AddApplicantPage() {
    const translate = useTranslate();
    const toast = useToast();
    const navigate = useNavigate();
    const { id = '' } = useParams();
    const dataProvider = useDataProvider<VendorPortalDataProvider>();
    const job = useLoaded(() => dataProvider.vendorJob(id), [dataProvider, id]);
    const inputId = useId();
    const [values, setValues] = useState<VendorApplicantValues>(emptyVendorApplicant);
    const [errors, setErrors] = useState<Record<string, string>>({});
    const formRef = useRef<HTMLFormElement>(null);
    // The server's field errors arrive after an awaited request: focused once they have rendered.
    const focusRefusedField = useFocusFirstInvalid(formRef);
    const [answers, setAnswers] = useState<ScreeningDrafts>({});
    const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({});
    const [resume, setResume] = useState<VendorParsedResume | null>(null);
    const [progress, setProgress] = useState(0);
    const [parsing, setParsing] = useState(false);
    const [sending, setSending] = useState(false);
    const [refusal, setRefusal] = useState<string | null>(null);

    const back = (
        <Button component={RouterLink} to={job.failure ? '/vendors/job-openings' : jobPath(id)} startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
            {translate(job.failure ? 'ats.vendor.back_to_jobs' : 'ats.vendor.back_to_job')}
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
    const questions = job.value.screening_questions;

    const change = (field: VendorApplicantField, value: string) => {
        setValues(current => ({ ...current, [field]: value }));
        setErrors(({ [field]: _gone, ...rest }) => rest);
    };
    const set = (field: VendorApplicantField) => (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.value);

    const onResume = async (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file) return;
        setParsing(true);
        setErrors(({ resume: _gone, ...rest }) => rest);
        try {
            const answer = await dataProvider.vendorParseResume(file, setProgress);
            setResume(answer.data);
            setValues(current => withParsedResume(current, answer.data.parsed));
            setErrors(current => withoutFilledErrors(current, answer.data.parsed));
            toast.success(answer.message ?? 'ats.vendor.resume_parsed');
        } catch (error) {
            setResume(null);
            const message = fieldErrorsOf(error).file ?? errorMessage(error, translate('ats.errors.try_later_bang'));
            setErrors(current => ({ ...current, resume: message }));
        } finally {
            setParsing(false);
        }
    };

    const submit = async () => {
        const found = vendorApplicantErrors(values, resume !== null);
        const unanswered = screeningErrors(questions, answers);
        setErrors(found);
        setAnswerErrors(unanswered);
        setRefusal(null);
        if (Object.keys(found).length > 0 || Object.keys(unanswered).length > 0) {
            focusFirstInvalid(formRef.current);
            return;
        }
        if (!resume) return;
        setSending(true);
        try {
            const answer = await dataProvider.vendorAddApplicant(toVendorApplicantBody(id, values, resume.file_id, toScreeningAnswers(questions, answers)));
            toast.success(answer.message ?? 'ats.vendor.added');
            navigate('/vendors/applications');
        } catch (error) {
            const placed = placeErrors(fieldErrorsOf(error));
            setErrors(placed.fields);
            setAnswerErrors(placed.answers);
            const besideFields = Object.keys(placed.fields).length + Object.keys(placed.answers).length;
            if (besideFields > 0) focusRefusedField();
            // A duplicate (409: also beside the email or phone that matched) and anything without a field is said above the button, in the server's words.
            const duplicate = (error as { status?: number } | null)?.status === 409;
            const message = errorMessage(error, translate('ats.errors.try_later_bang'));
            if (duplicate) setRefusal(message);
            else if (placed.other.length > 0) setRefusal(placed.other.join(' '));
            else setRefusal(besideFields === 0 ? message : null);
        } finally {
            setSending(false);
        }
    };

    const uploading = parsing || (progress > 0 && progress < 100);
    const shown = (message: string | undefined) => (message ? translate(message, { _: message, min: EXPERIENCE.min, max: EXPERIENCE.max }) : undefined);

    return (
        <Stack spacing={2} sx={{ maxWidth: 760 }}>
            <PageHeader
                title={translate('ats.vendor.add_applicant_title')}
                breadcrumbs={[
                    { label: translate('ats.nav.job_openings'), to: '/vendors/job-openings' },
                    { label: job.value.title, to: jobPath(id) },
                ]}
            />
            <Card variant="outlined" component="section" aria-labelledby={`${inputId}-cv`}>
                <CardContent>
                    <Typography id={`${inputId}-cv`} variant="h6" component="h2" gutterBottom>
                        {translate('ats.vendor.resume')}
                    </Typography>
                    <Stack spacing={1.5}>
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                            {/* It had the focus when the CV was chosen: it keeps it while the CV is read (ui/BusyButton.tsx). */}
                            <BusyButton variant="outlined" component="label" busy={uploading} disabled={sending} aria-describedby={`${inputId}-cv-hint`}>
                                {translate(resume ? 'ats.vendor.replace_resume' : 'ats.vendor.upload_resume')}
                                <input type="file" accept={resumeAccept} onChange={event => void onResume(event)} disabled={uploading || sending} data-testid="vendor-resume-file" style={{ display: 'none' }} />
                            </BusyButton>
                            <Typography variant="body2" data-testid="vendor-resume-name">
                                {resume ? resume.file_name : translate('ats.vendor.no_resume')}
                            </Typography>
                        </Box>
                        <Typography id={`${inputId}-cv-hint`} variant="caption" color="text.secondary">
                            {translate('ats.vendor.resume_hint')}
                        </Typography>
                        <UploadProgress value={progress} />
                        {errors.resume && (
                            <Alert severity="error" role="alert">
                                {shown(errors.resume)}
                            </Alert>
                        )}
                        {resume && (
                            <Alert severity="info" role="status">
                                {translate('ats.vendor.review_parsed')}
                            </Alert>
                        )}
                    </Stack>
                </CardContent>
            </Card>
            <Card variant="outlined" component="section" aria-labelledby={`${inputId}-person`}>
                <CardContent>
                    <Typography id={`${inputId}-person`} variant="h6" component="h2" gutterBottom>
                        {translate('ats.vendor.candidate_details')}
                    </Typography>
                    <Stack
                        component="form"
                        ref={formRef}
                        noValidate
                        spacing={2}
                        aria-labelledby={`${inputId}-person`}
                        onSubmit={event => {
                            event.preventDefault();
                            void submit();
                        }}
                    >
                        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                            {vendorApplicantFields.map(field =>
                                field === 'city' ? (
                                    <CityInput
                                        key={field}
                                        label="ats.vendor.fields.city"
                                        value={values.city}
                                        onChange={city => change('city', city)}
                                        error={shown(errors.city)}
                                    />
                                ) : (
                                <TextField
                                    key={field}
                                    name={field}
                                    size="small"
                                    label={translate(`ats.vendor.fields.${field}`)}
                                    required={isRequiredField(field)}
                                    value={values[field]}
                                    onChange={set(field)}
                                    error={Boolean(errors[field])}
                                    helperText={shown(errors[field]) ?? (field === 'skills' ? translate('ats.vendor.skills_hint') : undefined)}
                                    type={field === 'experience_years' ? 'number' : field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                                    sx={field === 'skills' ? { gridColumn: { sm: '1 / span 2' } } : undefined}
                                    slotProps={{ htmlInput: field === 'experience_years' ? { min: EXPERIENCE.min, max: EXPERIENCE.max, step: 0.5 } : { maxLength: field === 'skills' ? 2000 : field === 'email' ? 254 : 160 } }}
                                />
                                ),
                            )}
                        </Box>
                        {questions.length > 0 && (
                            <Box component="section" aria-labelledby={`${inputId}-questions`}>
                                <Typography id={`${inputId}-questions`} variant="subtitle2" component="h3">
                                    {translate('ats.vendor.screening_questions')}
                                </Typography>
                                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                                    {translate('ats.vendor.answers_on_behalf')}
                                </Typography>
                                <ScreeningAnswersInput questions={questions} value={answers} onChange={setAnswers} errors={answerErrors} heading={null} />
                            </Box>
                        )}
                        {refusal && (
                            <Alert severity="error" role="alert" data-testid="vendor-add-refused">
                                {refusal}
                            </Alert>
                        )}
                        <Stack direction="row" spacing={2}>
                            <BusyButton type="submit" variant="contained" busy={sending} disabled={uploading}>
                                {translate('ats.vendor.submit_applicant')}
                            </BusyButton>
                            <Button component={RouterLink} to={jobPath(id)} disabled={sending}>
                                {translate('ats.confirm.cancel')}
                            </Button>
                        </Stack>
                    </Stack>
                </CardContent>
            </Card>
        </Stack>
    );
}
