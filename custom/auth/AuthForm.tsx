/**
 * The form of the public pages (sign-in, forgot and reset password): text
 * fields with checks, and errors shown beside a field once it was left or the
 * form sent. They render outside <Admin> (custom/shell/PublicShell.tsx), and
 * react-admin's <Form> brings react-hook-form and its inputs; this is the
 * small part of it these pages use (docs/performance.md, "Console loading").
 * It looks like react-admin's inputs: the filled variant and dense margin
 * come from the theme, and the helper line keeps its height when empty.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate, type ValidationErrorMessage } from 'react-admin';
import { checkText, requiredValue, type FieldCheck } from './validators';
import { focusFirstInvalid } from '../../ui/focusFirstInvalid';

export interface FieldSpec {
    /** Required fields show the asterisk and refuse an empty value. */
    required?: boolean;
    checks?: FieldCheck[];
}

export interface AuthFieldProps {
    name: string;
    value: string;
    /** An i18n key (with its arguments), shown under the field. */
    error: ValidationErrorMessage | undefined;
    required: boolean;
    onChange: (value: string) => void;
    onBlur: () => void;
}

/** Values, checks and shown errors of one form; `submit` runs `onValid` only when every check passes. */
export function useAuthForm<Name extends string>(
    specs: Record<Name, FieldSpec>,
    onValid: (values: Record<Name, string>) => void | Promise<void>,
    initial: Partial<Record<Name, string>> = {},
) {
    const names = Object.keys(specs) as Name[];
    const [values, setValues] = useState(() => Object.fromEntries(names.map(name => [name, initial[name] ?? ''])) as Record<Name, string>);
    const [touched, setTouched] = useState<Partial<Record<Name, boolean>>>({});
    const [submitted, setSubmitted] = useState(false);

    const errorOf = (name: Name, all: Record<Name, string>): ValidationErrorMessage | undefined => {
        const spec = specs[name];
        const checks = [...(spec.required ? [requiredValue] : []), ...(spec.checks ?? [])];
        for (const check of checks) {
            const error = check(all[name], all);
            if (error) return error;
        }
        return undefined;
    };

    const field = (name: Name): AuthFieldProps => ({
        name,
        value: values[name],
        error: submitted || touched[name] ? errorOf(name, values) : undefined,
        required: Boolean(specs[name].required),
        onChange: value => setValues(previous => ({ ...previous, [name]: value })),
        onBlur: () => setTouched(previous => ({ ...previous, [name]: true })),
    });

    const submit = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        setSubmitted(true);
        if (names.some(name => errorOf(name, values) !== undefined)) {
            // Onto what to fix, as every other form of the product does.
            focusFirstInvalid(event.currentTarget);
            return;
        }
        void onValid(values);
    };

    return { field, submit };
}

export interface AuthTextFieldProps extends AuthFieldProps {
    /** i18n key */
    label: string;
    type?: 'text' | 'email' | 'password';
    autoComplete?: string;
    autoFocus?: boolean;
}

/** A labelled input; a password gets the show / hide button of react-admin's PasswordInput. */
export function AuthTextField({ name, value, error, required, onChange, onBlur, label, type = 'text', autoComplete, autoFocus }: AuthTextFieldProps) {
    const translate = useTranslate();
    const id = useId();
    const [visible, setVisible] = useState(false);
    let adornment: ReactNode;
    if (type === 'password') {
        adornment = (
            <InputAdornment position="end">
                <IconButton
                    aria-label={translate(visible ? 'ats.auth.hide_password' : 'ats.auth.show_password')}
                    onClick={() => setVisible(shown => !shown)}
                    size="small"
                >
                    {visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
                </IconButton>
            </InputAdornment>
        );
    }
    return (
        <FormControl fullWidth required={required} error={error !== undefined} size={type === 'password' ? 'small' : undefined}>
            <InputLabel htmlFor={`${id}-input`}>{translate(label)}</InputLabel>
            <FilledInput
                id={`${id}-input`}
                name={name}
                type={type === 'password' && visible ? 'text' : type}
                autoComplete={autoComplete}
                autoFocus={autoFocus}
                value={value}
                onChange={event => onChange(event.target.value)}
                onBlur={onBlur}
                endAdornment={adornment}
                inputProps={{ 'aria-describedby': `${id}-helper` }}
            />
            {/* A space when valid, as react-admin's inputs do, so an error does not move the form. */}
            <FormHelperText id={`${id}-helper`}>{error ? checkText(translate, error) : '\u200b'}</FormHelperText>
        </FormControl>
    );
}
