/**
 * The interviewer's feedback: for each question one of its three criteria
 * (Strong Response, Needs Improvement, Weak Response) and an optional note,
 * then the recommendation (Shortlisted=PASS, Rejected=FAIL, Waitlisted=
 * WAITLIST, Not Appeared=NOT_APPEARED). The contract's feedbackRuleErrors
 * decides what is missing, so the form names the same fields with the same
 * sentences as the server would. Submitted feedback is shown read-only.
 */
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Autorenew from '@mui/icons-material/Autorenew';
import { useTranslate } from 'react-admin';
import { CRITERION_LEVEL_LABELS, feedbackRuleErrors, RECOMMENDATIONS, type Feedback, type FeedbackBody, type InterviewQuestion, type InterviewResult } from '../../config/contracts/interviews';
import type { FieldErrors } from '../../config/contracts/common';
import { formatDateTime } from '../../ui/format';
import { focusFirstInvalid } from '../../ui/focusFirstInvalid';
import { radioTabStop } from '../../ui/radioTabStop';
import { BusyButton } from '../../ui/BusyButton';

export interface FeedbackFormProps {
    interviewId: string;
    questions: InterviewQuestion[];
    /** The interviewer's saved feedback (a draft, or submitted and then read-only). */
    saved: Feedback | null;
    /** Sends update-interview-feedback; with a recommendation it submits. Rejects with the server's error. */
    onSend: (body: FeedbackBody) => Promise<void>;
    /** Replaces a question with another of its group (only before submitting). */
    onReplaceQuestion?: (questionId: string) => Promise<void>;
}

interface Rating {
    criterion_id: string;
    note: string;
}

function initialRatings(saved: Feedback | null): Record<string, Rating> {
    const ratings: Record<string, Rating> = {};
    for (const answer of saved?.answers ?? []) ratings[answer.question_id] = { criterion_id: answer.criterion_id, note: answer.note ?? '' };
    return ratings;
}

/** The body the form sends: only rated questions, notes trimmed (empty is null). */
export function feedbackBody(interviewId: string, ratings: Record<string, Rating>, recommendation: InterviewResult | undefined, overallNote: string): FeedbackBody {
    const answers = Object.entries(ratings)
        .filter(([, rating]) => rating.criterion_id)
        .map(([question_id, rating]) => ({ question_id, criterion_id: rating.criterion_id, note: rating.note.trim() || null }));
    return { interview_id: interviewId, answers, ...(recommendation ? { recommendation } : {}), overall_note: overallNote.trim() || null };
}

/** Field errors from an HttpError's body, when the server named fields. */
function serverFieldErrors(error: unknown): FieldErrors | null {
    const body = (error as { body?: { errors?: unknown } } | null)?.body;
    return body && typeof body.errors === 'object' && body.errors !== null ? (body.errors as FieldErrors) : null;
}

export function FeedbackForm({ interviewId, questions, saved, onSend, onReplaceQuestion }: FeedbackFormProps) {
    const translate = useTranslate();
    const [ratings, setRatings] = useState<Record<string, Rating>>(() => initialRatings(saved));
    const [recommendation, setRecommendation] = useState<InterviewResult | undefined>(saved?.recommendation ?? undefined);
    const [overallNote, setOverallNote] = useState(saved?.overall_note ?? '');
    const [errors, setErrors] = useState<FieldErrors>({});
    const [failure, setFailure] = useState<string | null>(null);
    const [busy, setBusy] = useState<'submit' | 'draft' | 'replace' | null>(null);
    const formRef = useRef<HTMLFormElement>(null);
    // The slot whose question was just replaced: its button went away with the old question (and was
    // disabled meanwhile), so the focus returns to the new question's button instead of the page's top.
    const [refocus, setRefocus] = useState<number | null>(null);
    const replaceButtons = useRef<(HTMLButtonElement | null)[]>([]);
    useEffect(() => {
        if (refocus === null || busy !== null) return;
        replaceButtons.current[refocus]?.focus();
        setRefocus(null);
    }, [refocus, busy, questions]);

    if (saved?.submitted_at) return <SubmittedFeedback feedback={saved} />;

    // The button that started the request keeps the focus while it runs (ui/BusyButton.tsx); the others are disabled.
    const startedBy = (kind: 'submit' | 'draft' | 'replace', index?: number) => busy === kind && (index === undefined || refocus === index);

    const rate = (questionId: string, patch: Partial<Rating>) => {
        setRatings(current => ({ ...current, [questionId]: { ...(current[questionId] ?? { criterion_id: '', note: '' }), ...patch } }));
        setErrors(current => {
            const { [`answers.${questionId}`]: _gone, ...rest } = current;
            return rest;
        });
    };

    const send = async (submitting: boolean) => {
        const body = feedbackBody(interviewId, ratings, submitting ? recommendation : undefined, overallNote);
        const found = feedbackRuleErrors(questions, body.answers, body.recommendation, submitting);
        setErrors(found);
        setFailure(null);
        if (Object.keys(found).length > 0) {
            setFailure(translate('ats.interviews.fix_fields'));
            focusFirstInvalid(formRef.current);
            return;
        }
        setBusy(submitting ? 'submit' : 'draft');
        try {
            await onSend(body);
        } catch (error) {
            const fields = serverFieldErrors(error);
            if (fields) setErrors(fields);
            const message = (error as { body?: { message?: unknown } } | null)?.body?.message;
            setFailure(typeof message === 'string' && message ? message : translate('ats.errors.try_later_bang'));
        } finally {
            setBusy(null);
        }
    };

    const replace = async (questionId: string) => {
        if (!onReplaceQuestion) return;
        setBusy('replace');
        setRefocus(questions.findIndex(question => question.id === questionId));
        try {
            await onReplaceQuestion(questionId);
            setRatings(current => {
                const { [questionId]: _gone, ...rest } = current;
                return rest;
            });
        } finally {
            setBusy(null);
        }
    };

    return (
        <Box
            component="form"
            ref={formRef}
            noValidate
            aria-label={translate('ats.interviewer.feedback_title')}
            onSubmit={event => {
                event.preventDefault();
                void send(true);
            }}
        >
            <Stack spacing={2}>
                {questions.map((question, index) => {
                    const error = errors[`answers.${question.id}`];
                    const rating = ratings[question.id];
                    const helperId = `feedback-${question.id}-error`;
                    return (
                        <Paper key={question.id} variant="outlined" sx={{ p: 2 }} data-testid="feedback-question">
                            <FormControl component="fieldset" error={Boolean(error)} fullWidth>
                                {/* Beside the question, Replace squeezed it into a ~140 px column on a phone (5 to 7 lines a question): below it there. */}
                                <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: 'flex-start', gap: 1 }}>
                                    <FormLabel component="legend" sx={{ color: 'text.primary', flexGrow: 1 }}>
                                        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                                            {`${question.group_label} · ${translate('ats.interviewer.question_number', { number: index + 1, total: questions.length })}`}
                                        </Typography>
                                        <Typography component="span" variant="subtitle2">
                                            {question.label}
                                        </Typography>
                                    </FormLabel>
                                    {onReplaceQuestion && !question.custom && (
                                        <BusyButton
                                            ref={element => {
                                                replaceButtons.current[index] = element;
                                            }}
                                            size="small"
                                            startIcon={<Autorenew />}
                                            busy={startedBy('replace', index)}
                                            disabled={busy !== null && !startedBy('replace', index)}
                                            onClick={() => void replace(question.id)}
                                            aria-label={translate('ats.interviewer.replace_question_named', { question: question.label })}
                                            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
                                        >
                                            {translate('ats.interviewer.replace_question')}
                                        </BusyButton>
                                    )}
                                </Stack>
                                <RadioGroup
                                    value={rating?.criterion_id ?? ''}
                                    onChange={event => rate(question.id, { criterion_id: event.target.value })}
                                    aria-invalid={Boolean(error)}
                                    aria-describedby={error ? helperId : undefined}
                                    aria-label={translate('ats.interviewer.criteria_legend', { question: question.label })}
                                >
                                    {question.criteria.map(criterion => (
                                        <FormControlLabel
                                            key={criterion.id}
                                            value={criterion.id}
                                            control={<Radio size="small" slotProps={radioTabStop(rating?.criterion_id, criterion.id, question.criteria.map(c => c.id))} />}
                                            label={<CriterionLabel criterion={criterion} />}
                                            sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.25 } }}
                                        />
                                    ))}
                                </RadioGroup>
                                {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
                                <TextField
                                    size="small"
                                    multiline
                                    label={translate('ats.interviewer.note_optional')}
                                    value={rating?.note ?? ''}
                                    onChange={event => rate(question.id, { note: event.target.value })}
                                    slotProps={{ htmlInput: { maxLength: 2000 } }}
                                    sx={{ mt: 1 }}
                                />
                            </FormControl>
                        </Paper>
                    );
                })}
                <Paper variant="outlined" sx={{ p: 2 }}>
                    <FormControl component="fieldset" error={Boolean(errors.recommendation)}>
                        <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600 }}>
                            {translate('ats.interviewer.recommendation')}
                        </FormLabel>
                        <RadioGroup
                            row
                            value={recommendation ?? ''}
                            onChange={event => {
                                setRecommendation(event.target.value as InterviewResult);
                                setErrors(({ recommendation: _gone, ...rest }) => rest);
                            }}
                            aria-invalid={Boolean(errors.recommendation)}
                            aria-describedby={errors.recommendation ? 'feedback-recommendation-error' : undefined}
                            aria-label={translate('ats.interviewer.recommendation')}
                        >
                            {RECOMMENDATIONS.map(option => (
                                <FormControlLabel
                                    key={option.value}
                                    value={option.value}
                                    control={<Radio slotProps={radioTabStop(recommendation, option.value, RECOMMENDATIONS.map(r => r.value))} />}
                                    label={translate(`ats.interviews.results.${option.value}`, { _: option.label })}
                                />
                            ))}
                        </RadioGroup>
                        {errors.recommendation && <FormHelperText id="feedback-recommendation-error">{errors.recommendation}</FormHelperText>}
                    </FormControl>
                    <TextField
                        fullWidth
                        multiline
                        minRows={2}
                        label={translate('ats.interviewer.overall_note')}
                        value={overallNote}
                        onChange={event => setOverallNote(event.target.value)}
                        slotProps={{ htmlInput: { maxLength: 5000 } }}
                        sx={{ mt: 2 }}
                    />
                </Paper>
                {failure && (
                    <Alert severity="error" role="alert">
                        {failure}
                    </Alert>
                )}
                <Stack direction="row" spacing={1}>
                    <BusyButton type="submit" variant="contained" busy={startedBy('submit')} disabled={busy !== null && !startedBy('submit')}>
                        {translate('ats.interviewer.submit_feedback')}
                    </BusyButton>
                    <BusyButton onClick={() => void send(false)} busy={startedBy('draft')} disabled={busy !== null && !startedBy('draft')}>
                        {translate('ats.interviewer.save_draft')}
                    </BusyButton>
                </Stack>
            </Stack>
        </Box>
    );
}

/** The level (Strong Response, Needs Improvement, Weak Response) first, then what it looks like for this question. */
function CriterionLabel({ criterion }: { criterion: InterviewQuestion['criteria'][number] }) {
    const translate = useTranslate();
    const level = translate(`ats.interviews.levels.${criterion.level}`, { _: CRITERION_LEVEL_LABELS[criterion.level] });
    return (
        <Box component="span" sx={{ display: 'block', py: 0.25 }}>
            <Typography component="span" variant="body2" sx={{ fontWeight: 600, display: 'block' }}>
                {level}
            </Typography>
            {criterion.label !== level && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {criterion.label}
                </Typography>
            )}
        </Box>
    );
}

function SubmittedFeedback({ feedback }: { feedback: Feedback }) {
    const translate = useTranslate();
    return (
        <Stack spacing={1.5} data-testid="submitted-feedback">
            <Alert severity="info">{translate('ats.interviewer.submitted_on', { when: formatDateTime(feedback.submitted_at) })}</Alert>
            {feedback.answers.map(answer => (
                <Box key={answer.question_id}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {answer.question}
                    </Typography>
                    <Typography variant="body2">
                        <strong>{translate(`ats.interviews.levels.${answer.level}`, { _: CRITERION_LEVEL_LABELS[answer.level] })}</strong>
                        {answer.criterion && answer.criterion !== CRITERION_LEVEL_LABELS[answer.level] ? ` · ${answer.criterion}` : ''}
                    </Typography>
                    {answer.note && (
                        <Typography variant="body2" color="text.secondary">
                            {answer.note}
                        </Typography>
                    )}
                </Box>
            ))}
            {feedback.recommendation && (
                <Typography variant="body1">
                    {translate('ats.interviewer.recommendation')}: <strong>{translate(`ats.interviews.results.${feedback.recommendation}`)}</strong>
                </Typography>
            )}
            {feedback.overall_note && <Typography variant="body2">{feedback.overall_note}</Typography>}
        </Stack>
    );
}
