/**
 * Apply for myself: the job's screening questions (the shared
 * ScreeningAnswersInput and the contract's check, so the sentence beside a
 * question is the server's) and an optional CV, uploaded first with SPEC.md section 4's
 * progress (employee/upload-cv), then POST employee/apply. Without a CV the
 * server uses the one on the employee's candidate record. A refusal (a
 * second application, a closed job) stays in the dialog in the server's
 * words; an answer it names goes beside its question.
 */
import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useDataProvider, useTranslate } from 'react-admin';
import { answerField } from '../../config/contracts/screening';
import type { FieldErrors } from '../../config/contracts/common';
import { useUpload } from '../../dataProvider/upload';
import { employeePaths, type EmployeeApplyAnswer, type EmployeeJobDetail, type EmployeePortalDataProvider, type UploadedCv } from '../../dataProvider/employeePortal';
import type { ApiSuccess } from '../../dataProvider/types';
import { errorMessage } from '../../ui/errors';
import { UploadProgress } from '../../ui/UploadProgress';
import { ScreeningAnswersInput } from '../applicants/ScreeningAnswersInput';
import { screeningErrors, toScreeningAnswers, type ScreeningDrafts } from '../applicants/screeningAnswers';
import { CV_ACCEPT, isCvFile } from '../career/apply/applyFlow';
import { focusFirstInvalid, useFocusFirstInvalid } from '../../ui/focusFirstInvalid';
import { BusyButton, FileButton } from '../../ui/BusyButton';

/** The server's field errors: an answer's key (`screening_answers.<id>`) becomes its question's id. */
export function answerErrorsOf(error: unknown): FieldErrors {
    const errors = (error as { body?: { errors?: FieldErrors } } | null)?.body?.errors ?? {};
    const prefix = answerField('');
    return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field.startsWith(prefix) ? field.slice(prefix.length) : field, message]));
}

export function EmployeeApplyDialog({ job, onClose, onApplied }: { job: EmployeeJobDetail; onClose: () => void; onApplied: (answer: { data: EmployeeApplyAnswer; message?: string }) => void }) {
    const translate = useTranslate();
    const dataProvider = useDataProvider<EmployeePortalDataProvider>();
    const { progress, upload } = useUpload();
    const questions = job.screening_questions.filter((question): question is typeof question & { id: string } => Boolean(question.id));
    const [answers, setAnswers] = useState<ScreeningDrafts>({});
    const [file, setFile] = useState<File | null>(null);
    const [uploaded, setUploaded] = useState<UploadedCv | null>(null);
    const [errors, setErrors] = useState<FieldErrors>({});
    const [failure, setFailure] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    // Submit keeps the focus while sending (ui/BusyButton.tsx); an answer the server refuses then takes it.
    const formRef = useRef<HTMLFormElement>(null);
    const focusInvalidAfterRender = useFocusFirstInvalid(formRef);

    const submit = async (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const local = screeningErrors(questions, answers);
        setErrors(local);
        setFailure(null);
        if (Object.keys(local).length > 0) {
            focusFirstInvalid(event.currentTarget);
            return;
        }
        setBusy(true);
        try {
            let cv = uploaded;
            if (file && cv?.file_name !== file.name) {
                const form = new FormData();
                form.append('file', file);
                cv = (await upload<ApiSuccess<UploadedCv>>(employeePaths.uploadCv, form)).json.data;
                setUploaded(cv);
            }
            const screening = toScreeningAnswers(questions, answers);
            const answer = await dataProvider.employeeApply({
                job_id: job.id,
                ...(screening.length > 0 ? { screening_answers: screening } : {}),
                ...(cv ? { resume_file_id: cv.file_id } : {}),
            });
            onApplied(answer);
        } catch (error) {
            const fields = answerErrorsOf(error);
            setErrors(fields);
            setFailure(errorMessage(error, translate('ats.errors.try_later_bang')));
            focusInvalidAfterRender();
        } finally {
            setBusy(false);
        }
    };

    return (
        <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="employee-apply-title">
            <DialogTitle id="employee-apply-title">{translate('ats.employee.apply_title', { title: job.title })}</DialogTitle>
            <Box component="form" ref={formRef} noValidate onSubmit={event => void submit(event)}>
                <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 0 }}>
                    {questions.length > 0 ? (
                        <>
                            <Typography>{translate('ats.employee.apply_questions_intro')}</Typography>
                            <ScreeningAnswersInput questions={questions} value={answers} onChange={setAnswers} errors={errors} heading={null} />
                        </>
                    ) : (
                        <Typography>{translate('ats.employee.apply_no_questions')}</Typography>
                    )}
                    <Box>
                        <Typography variant="subtitle2" component="h3">
                            {translate('ats.employee.cv_optional')}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                            {translate('ats.employee.apply_cv_hint')}
                        </Typography>
                        {/* The CV is sent with the application, which Submit started and keeps the focus for: this waits, disabled. */}
                        <FileButton variant="outlined" disabled={busy}>
                            {translate(file ? 'ats.employee.cv_change' : 'ats.employee.cv_choose')}
                            <input
                                type="file"
                                hidden
                                accept={CV_ACCEPT}
                                aria-label={translate('ats.employee.cv_file')}
                                onChange={event => {
                                    const chosen = event.target.files?.[0] ?? null;
                                    event.target.value = '';
                                    if (!chosen) return;
                                    if (!isCvFile(chosen)) return setErrors({ file: translate('ats.employee.cv_type') });
                                    setErrors({});
                                    setUploaded(null);
                                    setFile(chosen);
                                }}
                            />
                        </FileButton>
                        {file && (
                            <Typography component="span" sx={{ ml: 1.5 }}>
                                {file.name}
                            </Typography>
                        )}
                        {errors.file && <FormHelperText error>{errors.file}</FormHelperText>}
                        <UploadProgress value={progress} />
                    </Box>
                    {failure && (
                        <Alert severity="error" role="alert">
                            {failure}
                        </Alert>
                    )}
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose} disabled={busy}>
                        {translate('ats.employee.cancel')}
                    </Button>
                    <BusyButton type="submit" variant="contained" busy={busy}>
                        {translate('ats.employee.submit_application')}
                    </BusyButton>
                </DialogActions>
            </Box>
        </Dialog>
    );
}
