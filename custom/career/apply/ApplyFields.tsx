/**
 * The inputs of the apply flow's steps: one labelled field per value of the
 * draft, its error (an i18n key or the server's sentence) under it, and the
 * screening questions. Controlled by the dialog, which keeps the draft.
 */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { FieldErrors } from '../../../config/contracts/common';
import type { ScreeningDrafts } from '../../applicants/screeningAnswers';
import type { askedQuestions } from './applyFlow';

export interface FieldProps {
    name: string;
    label: string;
    value: string;
    onChange: (value: string) => void;
    errors: FieldErrors;
    required?: boolean;
    type?: 'text' | 'email' | 'password' | 'tel' | 'number';
    autoComplete?: string;
    helper?: string;
    autoFocus?: boolean;
    inputMode?: 'numeric' | 'text';
    maxLength?: number;
}

export function ApplyField({ name, label, value, onChange, errors, required, type = 'text', autoComplete, helper, autoFocus, inputMode, maxLength }: FieldProps) {
    const translate = useTranslate();
    const error = errors[name];
    return (
        <TextField
            name={name}
            label={translate(label)}
            value={value}
            onChange={event => onChange(event.target.value)}
            required={required}
            type={type}
            autoComplete={autoComplete}
            autoFocus={autoFocus}
            fullWidth
            size="small"
            error={Boolean(error)}
            helperText={error ? translate(error, { _: error }) : helper ? translate(helper) : undefined}
            slotProps={{ htmlInput: { inputMode, maxLength, ...(type === 'number' ? { min: 0, max: 40, step: 1 } : {}) } }}
        />
    );
}

export function ScreeningFields({ questions, value, onChange, errors }: { questions: ReturnType<typeof askedQuestions>; value: ScreeningDrafts; onChange: (value: ScreeningDrafts) => void; errors: FieldErrors }) {
    const translate = useTranslate();
    const set = (id: string, answer: string) => onChange({ ...value, [id]: answer });
    return (
        <Stack spacing={2}>
            {questions.map(question => {
                const error = errors[question.id];
                const helper = error ? translate(error, { _: error }) : undefined;
                if (question.type === 'YES_NO') {
                    return (
                        <FormControl key={question.id} error={Boolean(error)} required={question.required}>
                            <FormLabel id={`apply-q-${question.id}`}>{question.question}</FormLabel>
                            <RadioGroup row aria-labelledby={`apply-q-${question.id}`} value={value[question.id] ?? ''} onChange={event => set(question.id, event.target.value)}>
                                <FormControlLabel value="yes" control={<Radio />} label={translate('ats.apply.yes')} />
                                <FormControlLabel value="no" control={<Radio />} label={translate('ats.apply.no')} />
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
