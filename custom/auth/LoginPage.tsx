/**
 * One sign-in page per audience (corporate and interviewers, vendors,
 * employees, candidates). The authProvider stores the session and answers
 * with the landing page; a signed-in visitor is sent home straight away.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { Form, PasswordInput, TextInput, required, useLogin, useTranslate } from 'react-admin';
import type { LoginAudience } from '../../config';
import { session } from '../../dataProvider/session';
import { homePathFor } from '../shell/areas';
import { errorMessage } from '../../ui/errors';
import { AuthCard } from './AuthCard';
import { validEmail } from './validators';

interface Credentials {
    email: string;
    password: string;
}

export function LoginPage({ audience }: { audience: LoginAudience }) {
    const translate = useTranslate();
    const login = useLogin();
    const [failure, setFailure] = useState<string | null>(null);
    const [submitting, setSubmitting] = useState(false);
    const user = session.getUser();
    if (session.isLoggedIn() && user) return <Navigate to={homePathFor(user)} replace />;

    const submit = async (values: Partial<Credentials>) => {
        setSubmitting(true);
        setFailure(null);
        try {
            await login({ email: values.email?.trim(), password: values.password, audience });
        } catch (error) {
            setFailure(errorMessage(error, translate('ats.errors.try_later_bang')));
            setSubmitting(false);
        }
    };

    return (
        <AuthCard title={`ats.login.title_${audience}`}>
            <Form onSubmit={submit} noValidate>
                <TextInput source="email" type="email" label="ats.login.email" autoComplete="email" validate={[required(), validEmail]} fullWidth />
                <PasswordInput source="password" label="ats.login.password" autoComplete="current-password" validate={required()} fullWidth />
                {failure && (
                    <Alert severity="error" sx={{ mb: 2 }}>
                        {failure}
                    </Alert>
                )}
                <Button type="submit" variant="contained" fullWidth disabled={submitting}>
                    {translate('ats.login.sign_in')}
                </Button>
            </Form>
            <Link component={RouterLink} to={`/forgot-password?audience=${audience}`}>
                {translate('ats.login.forgot_password')}
            </Link>
        </AuthCard>
    );
}
