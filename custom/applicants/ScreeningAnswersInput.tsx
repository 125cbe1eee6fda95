/** The job's screening questions in the add-applicant dialog, one input per answer type. */
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
import type { ScreeningDrafts } from './screeningAnswers';


export interface ScreeningAnswersInputProps {
    questions: ScreeningQuestion[];
    value: ScreeningDrafts;
    onChange: (value: ScreeningDrafts) => void;
    /** Problems by question id (i18n keys or server messages). */
    errors: Record<string, string>;
}

export function ScreeningAnswersInput({ questions, value, onChange, errors }: ScreeningAnswersInputProps) {
    const translate = useTranslate();
    const asked = questions.filter((q): q is ScreeningQuestion & { id: string } => Boolean(q.id));
    if (asked.length === 0) return null;
    const set = (id: string, answer: string) => onChange({ ...value, [id]: answer });
    return (
        <Stack spacing={2}>
            <Typography variant="subtitle2">{translate('ats.applicants.screening_answers')}</Typography>
            {asked.map(question => {
                const error = errors[question.id];
                const helper = error ? translate(error, { _: error }) : undefined;
                if (question.type === 'YES_NO') {
                    return (
                        <FormControl key={question.id} error={Boolean(error)} required={question.required}>
                            <FormLabel id={`q-${question.id}`}>{question.question}</FormLabel>
                            <RadioGroup row aria-labelledby={`q-${question.id}`} value={value[question.id] ?? ''} onChange={event => set(question.id, event.target.value)}>
                                <FormControlLabel value="yes" control={<Radio />} label={translate('ats.applicants.yes')} />
                                <FormControlLabel value="no" control={<Radio />} label={translate('ats.applicants.no')} />
                            </RadioGroup>
                            {helper && <FormHelperText>{helper}</FormHelperText>}
                        </FormControl>
                    );
                }
                return (
                    <TextField
                        key={question.id}
                        size="small"
                        fullWidth
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
