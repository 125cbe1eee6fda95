/** The job form's screening questions: text, answer type and whether an answer is required. */
import { useId } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslate } from 'react-admin';
import { SCREENING_TYPES } from '../../config/contracts/screening';
import type { ScreeningQuestion } from '../../dataProvider/jobsTypes';
import { ChoiceSelect } from './JobFormFields';

export const MAX_SCREENING_QUESTIONS = 20;

export interface ScreeningQuestionsInputProps {
    value: ScreeningQuestion[];
    onChange: (value: ScreeningQuestion[]) => void;
    /** i18n key of a problem with the questions */
    error?: string;
}

export function ScreeningQuestionsInput({ value, onChange, error }: ScreeningQuestionsInputProps) {
    const translate = useTranslate();
    const titleId = useId();
    const update = (index: number, change: Partial<ScreeningQuestion>) => onChange(value.map((q, i) => (i === index ? { ...q, ...change } : q)));
    return (
        <Stack spacing={1} role="group" aria-labelledby={titleId}>
            {/* The group's name, not a heading: subtitle2 is an h6 by default, which skipped from the page's h1 (axe's heading-order). */}
            <Typography id={titleId} variant="subtitle2" component="p">
                {translate('ats.jobs.screening_questions')}
            </Typography>
            {value.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                    {translate('ats.jobs.no_screening_questions')}
                </Typography>
            )}
            {value.map((question, index) => (
                <Stack key={question.id ?? `new-${index}`} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
                    <TextField
                        size="small"
                        fullWidth
                        label={translate('ats.jobs.question', { number: index + 1 })}
                        value={question.question}
                        onChange={event => update(index, { question: event.target.value })}
                        error={Boolean(error) && question.question.trim().length < 2}
                        helperText={error && question.question.trim().length < 2 ? translate(error) : undefined}
                    />
                    <ChoiceSelect label="ats.jobs.answer_type" value={question.type} choices={SCREENING_TYPES} labels="ats.jobs.answer_types" onChange={type => update(index, { type })} />
                    <FormControlLabel
                        control={<Switch checked={question.required} onChange={event => update(index, { required: event.target.checked })} />}
                        label={translate('ats.jobs.answer_required')}
                    />
                    <IconButton aria-label={translate('ats.jobs.remove_question', { number: index + 1 })} onClick={() => onChange(value.filter((_, i) => i !== index))}>
                        <DeleteOutlined />
                    </IconButton>
                </Stack>
            ))}
            <div>
                <Button
                    size="small"
                    startIcon={<Add />}
                    disabled={value.length >= MAX_SCREENING_QUESTIONS}
                    onClick={() => onChange([...value, { question: '', type: 'TEXT', required: false }])}
                >
                    {translate('ats.jobs.add_question')}
                </Button>
            </div>
        </Stack>
    );
}
