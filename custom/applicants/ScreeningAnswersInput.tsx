/**
 * A job's screening questions as inputs, one per answer type: yes/no radios,
 * a number, free text (multiline). Used wherever someone answers them: the
 * recruiter's add-applicant dialog, a vendor's submission, an employee's
 * application and the career page's apply flow (which has its own catalogue,
 * hence the label keys as props).
 */
import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ScreeningQuestion } from '../../dataProvider/jobsTypes';
import { radioTabStop } from '../../ui/radioTabStop';
import type { ScreeningDrafts } from './screeningAnswers';

const YES_NO = ['yes', 'no'] as const;

export interface ScreeningAnswersInputProps {
    questions: Array<Pick<ScreeningQuestion, 'question' | 'type' | 'required'> & { id?: string }>;
    value: ScreeningDrafts;
    onChange: (value: ScreeningDrafts) => void;
    /** Problems by question id (i18n keys or server messages). */
    errors: Record<string, string>;
    /** i18n key of the heading above the questions; null for none (a step that has its own title). */
    heading?: string | null;
    /** i18n keys of the yes/no answers. */
    answerLabels?: { yes: string; no: string };
}

export function ScreeningAnswersInput({
    questions,
    value,
    onChange,
    errors,
    heading = 'ats.applicants.screening_answers',
    answerLabels = { yes: 'ats.applicants.yes', no: 'ats.applicants.no' },
}: ScreeningAnswersInputProps) {
    const translate = useTranslate();
    const idPrefix = useId();
    const asked = questions.filter((q): q is typeof q & { id: string } => Boolean(q.id));
    if (asked.length === 0) return null;
    const set = (id: string, answer: string) => onChange({ ...value, [id]: answer });
    return (
        <Stack spacing={2}>
            {heading && <Typography variant="subtitle2">{translate(heading)}</Typography>}
            {asked.map(question => {
                const error = errors[question.id];
                const helper = error ? translate(error, { _: error }) : undefined;
                if (question.type === 'YES_NO') {
                    const labelId = `${idPrefix}-${question.id}`;
                    const helperId = `${labelId}-helper`;
                    return (
                        <FormControl key={question.id} error={Boolean(error)} required={question.required}>
                            <FormLabel id={labelId}>{question.question}</FormLabel>
                            {/* Marked invalid as a text field is, so a refused form's focus (ui/focusFirstInvalid) reaches its radios too. */}
                            <RadioGroup
                                row
                                aria-labelledby={labelId}
                                aria-invalid={error ? true : undefined}
                                aria-describedby={helper ? helperId : undefined}
                                value={value[question.id] ?? ''}
                                onChange={event => set(question.id, event.target.value)}
                            >
                                <FormControlLabel value="yes" control={<Radio slotProps={radioTabStop(value[question.id], 'yes', YES_NO)} />} label={translate(answerLabels.yes)} />
                                <FormControlLabel value="no" control={<Radio slotProps={radioTabStop(value[question.id], 'no', YES_NO)} />} label={translate(answerLabels.no)} />
                            </RadioGroup>
                            {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
                        </FormControl>
                    );
                }
                return (
                    <TextField
                        key={question.id}
                        size="small"
                        fullWidth
                        multiline={question.type === 'TEXT'}
                        required={question.required}
                        type={question.type === 'NUMBER' ? 'number' : 'text'}
                        label={question.question}
                        value={value[question.id] ?? ''}
                        onChange={event => set(question.id, event.target.value)}
                        error={Boolean(error)}
                        helperText={helper}
                    />
                );
            })}
        </Stack>
    );
}
