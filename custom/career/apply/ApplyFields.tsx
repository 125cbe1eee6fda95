/**
 * The inputs of the apply flow's steps: one labelled field per value of the
 * draft, its error (an i18n key or the server's sentence) under it.
 * Controlled by the dialog, which keeps the draft. The screening questions
 * are custom/applicants/ScreeningAnswersInput.tsx, as everywhere.
 */
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { FieldErrors } from '../../../config/contracts/common';

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

