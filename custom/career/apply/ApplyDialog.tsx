/**
 * Apply, as a stepper dialog over the job's page (docs/ui-career.md,
 * "Apply"): email → sign in (an account exists) or a one-time code → account
 * details → CV with progress → the profile for review → the job's screening
 * questions → consent to the privacy notice → applied. One draft holds every
 * value, so Back loses nothing; every refusal shows the server's sentence,
 * beside its field when it names one. A candidate who has applied to the job
 * already is told so as soon as they are known, before the CV or the profile
 * is written.
 */
import { useContext, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { AuthContext, useTranslate } from 'react-admin';
import type { AppliedJob, CandidateProfile, PrivacyNotice, UploadCvAnswer } from '../../../config/contracts/candidatePortal';
import type { FieldErrors } from '../../../config/contracts/common';
import { getAttribution } from '../../../dataProvider/attribution';
import { getApplicationTo, getPrivacyNotice, type CareerJobDetail } from '../../../dataProvider/career';
import {
    applyToJob,
    checkUsers,
    createAccountDetails,
    getCandidateProfile,
    otpChallenge,
    otpVerifyChallenge,
    updateCandidateProfile,
    uploadCandidateCv,
} from '../../../dataProvider/careerApply';
import { errorMessage } from '../../../ui/errors';
import { focusFirstInvalid } from '../../../ui/focusFirstInvalid';
import { UploadProgress } from '../../../ui/UploadProgress';
import { useCountdown } from '../../../ui/useCountdown';
import applyMessagesCatalogue from '../../../config/i18n/en.apply.json';
import { i18nProvider } from '../../i18nProvider';
import { useEmbed } from '../CareerShell';
import { APPLIED_JOBS_PATH, signedInCandidate } from '../candidateSession';
import { ScreeningAnswersInput } from '../../applicants/ScreeningAnswersInput';
import { ApplyField } from './ApplyFields';
import {
    CV_ACCEPT,
    accountBody,
    accountErrors,
    answerErrors,
    applyBody,
    askedQuestions,
    codeErrors,
    emailErrors,
    emptyDraft,
    isCvFile,
    passwordErrors,
    reviewBody,
    reviewErrors,
    reviewFromProfile,
    splitServerErrors,
    stepperSteps,
    applyMessages,
    type ApplyDraft,
    type StepId,
} from './applyFlow';
import { BusyButton } from '../../../ui/BusyButton';
import { useFocusAfterRender } from '../../../ui/useFocusAfterRender';
import { useStepFocus } from './stepFocus';

// The flow's messages come with its chunk, not with every sign-in page (docs/ui-career.md, "Messages").
i18nProvider.addMessages(applyMessagesCatalogue);

interface Failure {
    message: string;
    fields: FieldErrors;
}

function failureOf(error: unknown, fallback: string): Failure {
    const body = typeof error === 'object' && error !== null ? (error as { body?: { errors?: FieldErrors } }).body : undefined;
    return { message: errorMessage(error, fallback), fields: body?.errors ?? {} };
}

export interface ApplyDialogProps {
    job: CareerJobDetail;
    onClose: () => void;
}

export default function ApplyDialog({ job, onClose }: ApplyDialogProps) {
    const translate = useTranslate();
    // The public shell's context, read as react-admin's useAuthProvider reads it: that hook's own file is in the
    // console's chunk, which the dialog then downloaded (56 KB) for one line (as LoginPage.tsx reads it).
    const authProvider = useContext(AuthContext);
    const { partnerId } = useEmbed();
    const questions = askedQuestions(job);
    const [draft, setDraft] = useState<ApplyDraft>(emptyDraft);
    const [history, setHistory] = useState<StepId[]>(() => [signedInCandidate() ? 'cv' : 'email']);
    const step = history[history.length - 1];
    // Which button started the running request: the step's own (Continue, Sign in...) or Resend. It keeps the focus meanwhile (ui/BusyButton.tsx).
    const [running, setRunning] = useState<'step' | 'resend' | null>(null);
    const busy = running !== null;
    const [failure, setFailure] = useState<Failure | null>(null);
    const [info, setInfo] = useState<string | null>(null);
    const [shownErrors, setShownErrors] = useState<FieldErrors>({});
    const [resendIn, startCountdown] = useCountdown();
    const ticket = useRef<string | null>(null);
    const formRef = useRef<HTMLFormElement>(null);
    const contentRef = useRef<HTMLDivElement>(null);
    // A code sent again starts Resend's countdown, which disables it under the focus: the emptied code field takes it.
    const focusCode = useFocusAfterRender(() => formRef.current?.querySelector<HTMLInputElement>('input[name="code"]'));
    const [profile, setProfile] = useState<CandidateProfile | null>(null);
    const [cv, setCv] = useState<UploadCvAnswer | null>(null);
    const [file, setFile] = useState<File | null>(null);
    const [progress, setProgress] = useState(0);
    const [notice, setNotice] = useState<PrivacyNotice | null>(null);
    // Each new step takes the focus at its start (stepFocus.ts): a form's first field, a result's sentence.
    useStepFocus(step, contentRef);

    const go = (next: StepId) => {
        setFailure(null);
        setShownErrors({});
        setHistory(steps => [...steps, next]);
    };
    const back = () => {
        setFailure(null);
        setInfo(null);
        setShownErrors({});
        setHistory(steps => (steps.length > 1 ? steps.slice(0, -1) : steps));
    };
    /** Signed in: the identity steps are behind, Back no longer returns to them. */
    const signedIn = () => {
        setFailure(null);
        setShownErrors({});
        setHistory(['cv']);
    };

    // Asked once per dialog: the CV upload and the profile save change the profile for every job,
    // so a candidate who applied already must be stopped before them, not by the final submit's 409.
    const applicationCheck = useRef<Promise<AppliedJob | null> | null>(null);
    const applicationTo = (): Promise<AppliedJob | null> =>
        (applicationCheck.current ??= getApplicationTo(job.id).catch((error: unknown) => {
            // A failed check is asked again on the next try; nothing is written until one answers.
            applicationCheck.current = null;
            throw error;
        }));
    /** True, and the dialog says so, when the signed-in candidate has applied to this job already. */
    const stopIfApplied = async (): Promise<boolean> => {
        if (!(await applicationTo())) return false;
        setFailure(null);
        setShownErrors({});
        setHistory(['applied']);
        return true;
    };
    const update = <K extends keyof ApplyDraft>(key: K, value: ApplyDraft[K]) => setDraft(previous => ({ ...previous, [key]: value }));
    const fallback = translate('ats.errors.try_later_bang');

    /** Runs a step's request: local errors first (nothing sent), then the server's. */
    const run = async (local: FieldErrors, action: () => Promise<void>, by: 'step' | 'resend' = 'step') => {
        setShownErrors(local);
        setFailure(null);
        if (Object.keys(local).length > 0) {
            focusFirstInvalid(formRef.current);
            return;
        }
        setRunning(by);
        try {
            await action();
        } catch (error) {
            const found = failureOf(error, fallback);
            setFailure(found);
            setShownErrors(found.fields);
            focusFirstInvalid(formRef.current);
        } finally {
            setRunning(null);
        }
    };

    const loadProfile = async () => {
        const user = signedInCandidate();
        if (!user) throw new Error(fallback);
        const read = await getCandidateProfile(user.id);
        setProfile(read);
        return read;
    };
    // A candidate already signed in starts at the CV: their profile and their application to the job are read straight away.
    useEffect(() => {
        if (step === 'cv' && !profile && signedInCandidate()) void Promise.all([loadProfile(), stopIfApplied()]).catch(error => setFailure(failureOf(error, fallback)));
        // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the first step
    }, []);

    const sendCode = async () => {
        const answer = await otpChallenge(draft.email.trim());
        setInfo(answer.message ?? null);
        startCountdown(answer.data.resend_after_seconds);
    };

    const submitEmail = () =>
        run(emailErrors(draft.email), async () => {
            const { exists } = await checkUsers(draft.email.trim());
            if (exists) return go('signin');
            await sendCode();
            go('code');
        });

    const submitSignIn = () =>
        run(passwordErrors(draft.password), async () => {
            if (!authProvider) throw new Error(fallback);
            await authProvider.login({ email: draft.email.trim(), password: draft.password, audience: 'candidate' });
            update('password', '');
            const [, applied] = await Promise.all([loadProfile(), stopIfApplied()]);
            if (!applied) signedIn();
        });

    const submitCode = () =>
        run(codeErrors(draft.code), async () => {
            const answer = await otpVerifyChallenge(draft.email.trim(), draft.code.trim());
            ticket.current = answer.ticket;
            setInfo(null);
            go('account');
        });

    const resend = () =>
        run(
            {},
            async () => {
                update('code', '');
                await sendCode();
                focusCode();
            },
            'resend',
        );

    const submitAccount = () =>
        run(accountErrors(draft.account), async () => {
            if (!ticket.current) throw new Error(fallback);
            await createAccountDetails(accountBody(ticket.current, draft.account));
            // A new account may be matched to a record a recruiter already added to this job.
            const [, applied] = await Promise.all([loadProfile(), stopIfApplied()]);
            if (!applied) signedIn();
        });

    const submitCv = () =>
        run(file || profile?.resume ? {} : { file: applyMessages.cv }, async () => {
            if (await stopIfApplied()) return;
            let current = profile ?? (await loadProfile());
            let uploaded = cv;
            if (file && (!cv || cv.file_name !== file.name)) {
                uploaded = await uploadCandidateCv(file, setProgress);
                setCv(uploaded);
                // The upload made it the profile's CV, a change of the profile: read its new version.
                current = await loadProfile();
            }
            setDraft(previous => ({ ...previous, review: reviewFromProfile(current, uploaded?.parsed ?? null) }));
            go('review');
        });

    const afterReview = () => (questions.length > 0 ? go('questions') : openConsent());

    const submitReview = () =>
        run(reviewErrors(draft.review), async () => {
            if (!profile) throw new Error(fallback);
            if (await stopIfApplied()) return;
            const body = reviewBody(profile, draft.review, cv && profile.resume?.file_id !== cv.file_id ? cv.file_id : null);
            if (body) setProfile(await updateCandidateProfile(body));
            afterReview();
        });

    const openConsent = () => {
        go('consent');
        if (!notice) void getPrivacyNotice().then(setNotice, error => setFailure(failureOf(error, fallback)));
    };

    const submitAnswers = () => run(answerErrors(job, draft.answers), async () => openConsent());

    const submitApplication = () =>
        run(draft.consent ? {} : { consent: applyMessages.consent }, async () => {
            if (!notice) throw new Error(fallback);
            try {
                await applyToJob(applyBody(job, draft, notice, getAttribution(), partnerId, cv?.file_id ?? null));
            } catch (error) {
                // An answer refused: back to the questions, the server's sentence beside each.
                const { answers } = splitServerErrors(failureOf(error, fallback).fields);
                if (Object.keys(answers).length > 0 && questions.length > 0) {
                    setHistory(steps => [...steps.slice(0, steps.lastIndexOf('questions') + 1)]);
                }
                throw Object.keys(answers).length > 0 ? Object.assign(new Error(errorMessage(error, fallback)), { body: { errors: answers } }) : error;
            }
            go('done');
        });

    const submits: Partial<Record<StepId, () => Promise<void>>> = {
        email: submitEmail,
        signin: submitSignIn,
        code: submitCode,
        account: submitAccount,
        cv: submitCv,
        review: submitReview,
        questions: submitAnswers,
        consent: submitApplication,
    };
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void submits[step]?.();
    };

    const steps = stepperSteps(questions.length > 0);
    const activeIndex = steps.findIndex(entry => entry.covers.includes(step));
    const errors = shownErrors;

    const body: Record<StepId, ReactNode> = {
        email: (
            <>
                <Typography>{translate('ats.apply.email_intro')}</Typography>
                {/* On opening, the email step's field takes the focus; later steps take it by useStepFocus, Back to this one too. */}
                <ApplyField name="email" type="email" label="ats.login.email" autoComplete="email" required autoFocus value={draft.email} onChange={value => update('email', value)} errors={errors} />
            </>
        ),
        signin: (
            <>
                <Typography>{translate('ats.apply.signin_intro', { email: draft.email.trim() })}</Typography>
                <ApplyField name="password" type="password" label="ats.login.password" autoComplete="current-password" required value={draft.password} onChange={value => update('password', value)} errors={errors} />
            </>
        ),
        code: (
            <>
                <Typography>{translate('ats.apply.code_intro', { email: draft.email.trim() })}</Typography>
                <ApplyField name="code" label="ats.apply.code" autoComplete="one-time-code" inputMode="numeric" maxLength={6} required value={draft.code} onChange={value => update('code', value.replace(/\D/g, ''))} errors={errors} helper="ats.apply.code_help" />
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <BusyButton onClick={() => void resend()} busy={running === 'resend'} disabled={running === 'step' || resendIn > 0}>
                        {resendIn > 0 ? translate('ats.apply.resend_in', { seconds: resendIn }) : translate('ats.apply.resend')}
                    </BusyButton>
                </Box>
            </>
        ),
        account: (
            <>
                <Typography>{translate('ats.apply.account_intro')}</Typography>
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
                    <ApplyField name="first_name" label="ats.apply.first_name" autoComplete="given-name" required value={draft.account.first_name} onChange={value => update('account', { ...draft.account, first_name: value })} errors={errors} />
                    <ApplyField name="last_name" label="ats.apply.last_name" autoComplete="family-name" value={draft.account.last_name} onChange={value => update('account', { ...draft.account, last_name: value })} errors={errors} />
                    <ApplyField name="phone" type="tel" label="ats.apply.phone" autoComplete="tel" required value={draft.account.phone} onChange={value => update('account', { ...draft.account, phone: value })} errors={errors} />
                    <ApplyField name="city" label="ats.apply.city" autoComplete="address-level2" required value={draft.account.city} onChange={value => update('account', { ...draft.account, city: value })} errors={errors} />
                    <ApplyField name="experience_years" type="number" label="ats.apply.experience" required value={draft.account.experience_years} onChange={value => update('account', { ...draft.account, experience_years: value })} errors={errors} helper="ats.apply.experience_help" />
                    <ApplyField name="password" type="password" label="ats.apply.new_password" autoComplete="new-password" required value={draft.account.password} onChange={value => update('account', { ...draft.account, password: value })} errors={errors} helper="ats.apply.password_help" />
                </Box>
                <ApplyField name="skills" label="ats.apply.skills" value={draft.account.skills} onChange={value => update('account', { ...draft.account, skills: value })} errors={errors} helper="ats.apply.skills_help" />
            </>
        ),
        cv: (
            <>
                <Typography>{translate('ats.apply.cv_intro')}</Typography>
                {profile?.resume && !file && (
                    <Alert id="apply-cv-saved" severity="info">
                        {translate('ats.apply.cv_saved', { name: profile.resume.name })}
                    </Alert>
                )}
                <Box>
                    {/* The CV uploads with Continue: meanwhile Choose says it is busy and unavailable and opens no file
                        chooser (ui/BusyButton.tsx), so no other file can be picked mid-upload; it stays in the tab order.
                        It is the step's start (stepFocus.ts), so it tells who lands there that the saved CV may simply serve. */}
                    <BusyButton component="label" variant="outlined" busy={running === 'step'} aria-describedby={profile?.resume && !file ? 'apply-cv-saved' : undefined}>
                        {translate(file ? 'ats.apply.cv_change' : 'ats.apply.cv_choose')}
                        <input
                            type="file"
                            hidden
                            disabled={busy}
                            accept={CV_ACCEPT}
                            aria-label={translate('ats.apply.cv_file')}
                            onChange={event => {
                                const chosen = event.target.files?.[0] ?? null;
                                event.target.value = '';
                                if (!chosen) return;
                                if (!isCvFile(chosen)) return setShownErrors({ file: applyMessages.cv });
                                setShownErrors({});
                                setProgress(0);
                                setFile(chosen);
                            }}
                        />
                    </BusyButton>
                    {file && (
                        <Typography component="span" sx={{ ml: 1.5 }}>
                            {file.name}
                        </Typography>
                    )}
                    {errors.file && <FormHelperText error>{translate(errors.file, { _: errors.file })}</FormHelperText>}
                </Box>
                <UploadProgress value={progress} />
            </>
        ),
        review: (
            <>
                <Typography>{translate(cv ? 'ats.apply.review_intro_cv' : 'ats.apply.review_intro')}</Typography>
                {cv && (
                    <Box>
                        <Typography variant="body2">{cv.file_name}</Typography>
                        <UploadProgress value={progress} />
                    </Box>
                )}
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
                    <ApplyField name="first_name" label="ats.apply.first_name" required value={draft.review.first_name} onChange={value => update('review', { ...draft.review, first_name: value })} errors={errors} />
                    <ApplyField name="last_name" label="ats.apply.last_name" value={draft.review.last_name} onChange={value => update('review', { ...draft.review, last_name: value })} errors={errors} />
                    <ApplyField name="phone" type="tel" label="ats.apply.phone" required value={draft.review.phone} onChange={value => update('review', { ...draft.review, phone: value })} errors={errors} />
                    <ApplyField name="city" label="ats.apply.city" required value={draft.review.city} onChange={value => update('review', { ...draft.review, city: value })} errors={errors} />
                    <ApplyField name="experience_years" type="number" label="ats.apply.experience" required value={draft.review.experience_years} onChange={value => update('review', { ...draft.review, experience_years: value })} errors={errors} helper="ats.apply.experience_help" />
                    <ApplyField name="current_title" label="ats.apply.current_title" value={draft.review.current_title} onChange={value => update('review', { ...draft.review, current_title: value })} errors={errors} />
                </Box>
                <ApplyField name="skills" label="ats.apply.skills" value={draft.review.skills} onChange={value => update('review', { ...draft.review, skills: value })} errors={errors} helper="ats.apply.skills_help" />
            </>
        ),
        questions: (
            <ScreeningAnswersInput
                questions={questions}
                value={draft.answers}
                onChange={answers => update('answers', answers)}
                errors={errors}
                heading={null}
                answerLabels={{ yes: 'ats.apply.yes', no: 'ats.apply.no' }}
            />
        ),
        consent: (
            <>
                <Typography variant="subtitle1" component="h3" tabIndex={-1} data-step-heading>
                    {translate('ats.apply.notice_title')}
                </Typography>
                <Box tabIndex={0} aria-label={translate('ats.apply.notice_title')} sx={{ maxHeight: 220, overflow: 'auto', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, whiteSpace: 'pre-line' }}>
                    <Typography variant="body2">{notice ? notice.text : translate('ats.career.loading')}</Typography>
                </Box>
                <FormControlLabel
                    control={<Checkbox checked={draft.consent} onChange={event => update('consent', event.target.checked)} />}
                    label={translate('ats.apply.consent', { version: notice?.version ?? '' })}
                />
                {errors.consent && <FormHelperText error>{translate(errors.consent, { _: errors.consent })}</FormHelperText>}
                <FormControlLabel control={<Checkbox checked={draft.whatsapp} onChange={event => update('whatsapp', event.target.checked)} />} label={translate('ats.apply.whatsapp_opt_in')} />
            </>
        ),
        done: (
            <Stack spacing={2} role="status">
                <Alert severity="success" tabIndex={-1} data-step-heading>
                    {translate('ats.apply.applied', { title: job.title })}
                </Alert>
                <Link href={APPLIED_JOBS_PATH}>{translate('ats.apply.see_applied')}</Link>
            </Stack>
        ),
        applied: (
            <Stack spacing={2} role="status">
                <Alert severity="info" tabIndex={-1} data-step-heading>
                    {translate('ats.apply.already_applied', { title: job.title })}
                </Alert>
                <Link href={APPLIED_JOBS_PATH}>{translate('ats.apply.see_applied')}</Link>
            </Stack>
        ),
    };

    const submitLabel: Partial<Record<StepId, string>> = {
        email: 'ats.apply.continue',
        signin: 'ats.login.sign_in',
        code: 'ats.apply.verify',
        account: 'ats.apply.create_account',
        cv: 'ats.apply.continue',
        review: 'ats.apply.save_continue',
        questions: 'ats.apply.continue',
        consent: 'ats.apply.submit',
    };

    return (
        <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="apply-title">
            <DialogTitle id="apply-title">{translate('ats.apply.title', { title: job.title })}</DialogTitle>
            <Box component="form" ref={formRef} noValidate onSubmit={onSubmit}>
                <DialogContent ref={contentRef} sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 0 }}>
                    {step !== 'applied' && (
                        <Stepper activeStep={step === 'done' ? steps.length : activeIndex} alternativeLabel sx={{ mb: 1 }}>
                            {steps.map(entry => (
                                <Step key={entry.id}>
                                    <StepLabel>{translate(entry.label)}</StepLabel>
                                </Step>
                            ))}
                        </Stepper>
                    )}
                    {info && step === 'code' && <Alert severity="info">{info}</Alert>}
                    {body[step]}
                    {failure && (
                        <Alert severity="error" role="alert">
                            {failure.message}
                        </Alert>
                    )}
                </DialogContent>
                <DialogActions>
                    {step === 'done' || step === 'applied' ? (
                        <Button onClick={onClose}>{translate('ats.apply.close')}</Button>
                    ) : (
                        <>
                            <Button onClick={onClose} disabled={busy}>
                                {translate('ats.apply.cancel')}
                            </Button>
                            {history.length > 1 && (
                                <Button onClick={back} disabled={busy}>
                                    {translate('ats.apply.back')}
                                </Button>
                            )}
                            <BusyButton type="submit" variant="contained" busy={running === 'step'} disabled={running === 'resend' || (step === 'consent' && !notice)}>
                                {translate(submitLabel[step] ?? 'ats.apply.continue')}
                            </BusyButton>
                        </>
                    )}
                </DialogActions>
            </Box>
        </Dialog>
    );
}
