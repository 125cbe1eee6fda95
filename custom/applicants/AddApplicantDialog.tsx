/**
 * Adding one applicant to the job: an optional resume (PDF/DOCX) is parsed
 * first (parse-resume, progress 1 → ≤99 → 100, 0 on failure) and prefills the
 * fields for review; then add-user-application. The server links an existing
 * candidate with the same email or phone (said in the dialog) and refuses a
 * second application to the same job (said beside the email or phone that
 * matched). Every refusal shows beside its field or, with no field for it, as
 * a toast.
 */
import { useId, useRef, useState, type ChangeEvent, type ComponentProps } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDataProvider, useTranslate } from 'react-admin';
import { constants } from '../../config';
import type { FilterOption, JobsDataProvider, NewCandidate, ParsedResumeUpload } from '../../dataProvider/jobs';
import type { ScreeningQuestion } from '../../dataProvider/jobsTypes';
import { errorMessage, fieldErrorsOf } from '../../ui/errors';
import { focusFirstInvalid } from '../../ui/focusFirstInvalid';
import { CityInput } from '../cities/CityInput';
import { useToast } from '../../ui/toast';
import { UploadProgress } from '../../ui/UploadProgress';
import { applicantErrors, emptyApplicant, fromParsed, placeServerErrors, toCandidate, type ApplicantValues } from './applicantForm';
import { ScreeningAnswersInput } from './ScreeningAnswersInput';
import { screeningErrors, toScreeningAnswers, type ScreeningDrafts } from './screeningAnswers';
import { BusyButton, FileButton } from '../../ui/BusyButton';

export const resumeAccept = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface AddApplicantDialogProps {
    jobId: string;
    stageId?: string;
    recruiters: FilterOption[];
    /** The job's screening questions, answered here. */
    questions?: ScreeningQuestion[];
    onClose: () => void;
    onAdded: () => void;
}

const textFields: (keyof ApplicantValues)[] = ['first_name', 'last_name', 'email', 'phone', 'current_title', 'experience_years', 'skills', 'city', 'source'];

export function AddApplicantDialog({ jobId, stageId, recruiters, questions = [], onClose, onAdded }: AddApplicantDialogProps) {
    const translate = useTranslate();
    const toast = useToast();
    const dataProvider = useDataProvider<JobsDataProvider>();
    const inputId = useId();
    const [values, setValues] = useState<ApplicantValues>(emptyApplicant);
    const [errors, setErrors] = useState<Record<string, string>>({});
    const formRef = useRef<HTMLFormElement>(null);
    const [resume, setResume] = useState<ParsedResumeUpload | null>(null);
    const [progress, setProgress] = useState(0);
    // What runs: the résumé's parse (started by its upload button) or the save (started by Save, which keeps the focus).
    const [busy, setBusy] = useState<'parse' | 'save' | null>(null);
    const [linked, setLinked] = useState(false);
    const [answers, setAnswers] = useState<ScreeningDrafts>({});
    const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({});
    // The fields this dialog shows (the recruiter picker only when there are recruiters).
    const visibleFields: (keyof ApplicantValues)[] = [...textFields, ...(recruiters.length > 0 ? (['recruiter_id'] as const) : [])];
    const set = (field: keyof ApplicantValues) => (event: ChangeEvent<HTMLInputElement>) => {
        setValues(previous => ({ ...previous, [field]: event.target.value }));
        setErrors(previous => ({ ...previous, [field]: '' }));
    };

    const parse = async (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file) return;
        setBusy('parse');
        try {
            const parsed = await dataProvider.parseResume(file, setProgress);
            setResume(parsed);
            setValues(previous => fromParsed(previous, parsed));
            toast.success('ats.applicants.resume_parsed');
        } catch (error) {
            setProgress(0);
            toast.error(errorMessage(error, translate('ats.errors.try_later_bang')));
        } finally {
            setBusy(null);
        }
    };

    const submit = async () => {
        // Enter in a field submits the form through its hidden button while a save runs, too.
        if (busy !== null) return;
        const found = applicantErrors(values);
        const unanswered = screeningErrors(questions, answers);
        setErrors(found);
        setAnswerErrors(unanswered);
        if (Object.keys(found).length > 0 || Object.keys(unanswered).length > 0) {
            focusFirstInvalid(formRef.current);
            return;
        }
        setBusy('save');
        try {
            const candidate: NewCandidate = toCandidate(values);
            const result = await dataProvider.addUserApplication({
                job_id: jobId,
                ...(stageId ? { stage_id: stageId } : {}),
                ...(values.source.trim() ? { source: values.source.trim() } : {}),
                ...(values.recruiter_id ? { recruiter_id: values.recruiter_id } : {}),
                candidate,
                ...(resume ? { resume_file_id: resume.file_id } : {}),
                ...(questions.length > 0 ? { screening_answers: toScreeningAnswers(questions, answers) } : {}),
            });
            onAdded();
            toast.success('ats.applicants.added');
            if (result.linkedExisting) setLinked(true);
            else onClose();
        } catch (error) {
            const message = errorMessage(error, translate('ats.errors.try_later_bang'));
            // Every refusal is said: beside its field or question, else in a toast; the dialog stays open.
            const placed = placeServerErrors(fieldErrorsOf(error), visibleFields);
            setErrors(placed.fields);
            setAnswerErrors(placed.answers);
            const besideFields = Object.keys(placed.fields).length + Object.keys(placed.answers).length;
            if (besideFields > 0) focusFirstInvalid(formRef.current);
            if (placed.unplaced.length > 0) toast.error(placed.unplaced.join(' '));
            else if (besideFields === 0) toast.error(message);
        } finally {
            setBusy(null);
        }
    };

    const field = (name: keyof ApplicantValues, label: string, extra: Partial<ComponentProps<typeof TextField>> = {}) => (
        <TextField
            label={translate(label)}
            value={values[name]}
            onChange={set(name)}
            error={Boolean(errors[name])}
            // The experience range's message names its bounds (%{min}, %{max}).
            helperText={errors[name] ? translate(errors[name], { _: errors[name], ...constants.experienceYears }) : undefined}
            size="small"
            fullWidth
            {...extra}
        />
    );

    return (
        <Dialog open onClose={() => busy === null && onClose()} fullWidth maxWidth="sm" aria-labelledby={`${inputId}-title`}>
            <DialogTitle id={`${inputId}-title`}>{translate('ats.applicants.add')}</DialogTitle>
            <DialogContent>
                {linked ? (
                    <Alert severity="info" role="status">
                        {translate('ats.applicants.linked_existing')}
                    </Alert>
                ) : (
                    <Stack spacing={2} sx={{ pt: 1 }} component="form" ref={formRef} noValidate onSubmit={event => { event.preventDefault(); void submit(); }}>
                        {/* The button keeps its one line (it had shrunk to two), and the hint wraps beside it, or
                            under it where the dialog is narrow (it had been cut after a few words). */}
                        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}>
                            {/* It had the focus when the résumé was chosen: it keeps it while the résumé is read (ui/BusyButton.tsx). */}
                            <FileButton variant="outlined" busy={busy === 'parse'} disabled={busy === 'save'} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                                {translate('ats.applicants.upload_resume')}
                                <input type="file" accept={resumeAccept} onChange={event => void parse(event)} disabled={busy !== null} data-testid="resume-file" style={{ display: 'none' }} />
                            </FileButton>
                            <Typography variant="body2" data-testid="resume-hint" sx={{ flex: '1 1 200px', minWidth: 0, overflowWrap: 'anywhere' }}>
                                {resume ? resume.file_name : translate('ats.applicants.resume_hint')}
                            </Typography>
                        </Box>
                        <UploadProgress value={progress} />
                        {/* Two fields a row where the dialog is wide, one a row on a phone (beside each other
                            "Experience (years)" was cut after "Experience"). A grid, not rows of Stacks: a row
                            Stack zeroes only its own children's margins, so the city's field, inside its
                            Autocomplete, kept the theme's dense margin and sat 8 px below Source. */}
                        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start', '& .MuiFormControl-root': { m: 0 } }}>
                            {field('first_name', 'ats.applicants.first_name', { required: true })}
                            {field('last_name', 'ats.applicants.last_name')}
                            {field('email', 'ats.applicants.email', { required: true, type: 'email' })}
                            {field('phone', 'ats.applicants.phone')}
                            {field('current_title', 'ats.applicants.current_title')}
                            {field('experience_years', 'ats.applicants.experience_years', { type: 'number', slotProps: { htmlInput: { min: 0, max: 40 } } })}
                            {field('skills', 'ats.applicants.skills', { helperText: translate(errors.skills || 'ats.applicants.skills_hint', { _: errors.skills }), sx: { gridColumn: '1 / -1' } })}
                            <CityInput
                                label="ats.applicants.city"
                                value={values.city}
                                onChange={city => {
                                    setValues(previous => ({ ...previous, city }));
                                    setErrors(previous => ({ ...previous, city: '' }));
                                }}
                                error={errors.city ? translate(errors.city, { _: errors.city }) : undefined}
                            />
                            {field('source', 'ats.applicants.source')}
                            {recruiters.length > 0 &&
                                field('recruiter_id', 'ats.applicants.recruiter', {
                                    select: true,
                                    sx: { gridColumn: '1 / -1' },
                                    children: [<MenuItem key="" value="">{translate('ats.applicants.no_recruiter')}</MenuItem>, ...recruiters.map(r => <MenuItem key={r.id} value={r.id}>{r.label}</MenuItem>)],
                                })}
                        </Box>
                        <ScreeningAnswersInput questions={questions} value={answers} onChange={setAnswers} errors={answerErrors} />
                        <button type="submit" hidden />
                    </Stack>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose} disabled={busy !== null}>
                    {translate(linked ? 'ats.resources.close' : 'ats.confirm.cancel')}
                </Button>
                {!linked && (
                    <BusyButton variant="contained" onClick={() => void submit()} busy={busy === 'save'} disabled={busy === 'parse'}>
                        {translate('ats.applicants.save')}
                    </BusyButton>
                )}
            </DialogActions>
        </Dialog>
    );
}
