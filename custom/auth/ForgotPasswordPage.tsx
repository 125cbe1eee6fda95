/**
 * /forgot-password?audience=...: POST /api/forgot-password {email, audience}.
 * The server answers the same for known and unknown emails; we show its text.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Form, TextInput, required, useTranslate } from 'react-admin';
import { loginAudiences, type LoginAudience } from '../../config';
import { loginPaths } from '../../dataProvider/authProvider';
import { AuthCard } from './AuthCard';
import { usePasswordRequest } from './usePasswordRequest';
import { validEmail } from './validators';

export function audienceFromQuery(value: string | null): LoginAudience {
    return value && value in loginAudiences ? (value as LoginAudience) : 'corporate';
}

export function ForgotPasswordPage() {
    const translate = useTranslate();
    const [params] = useSearchParams();
    const audience = audienceFromQuery(params.get('audience'));
    const { send, submitting, failure } = usePasswordRequest('POST', 'forgot-password', false);
    const [sent, setSent] = useState<string | null>(null);

    const submit = async (values: { email?: string }) => {
        const answer = await send({ email: values.email?.trim(), audience });
        if (answer) setSent(answer.message ?? '');
    };

    return (
        <AuthCard title="ats.login.forgot_title">
            {sent !== null ? (
                <Alert severity="success">{sent}</Alert>
            ) : (
                <>
                    <Typography color="text.secondary">{translate('ats.login.forgot_intro')}</Typography>
                    <Form onSubmit={submit} noValidate>
                        <TextInput source="email" type="email" label="ats.login.email" autoComplete="email" validate={[required(), validEmail]} fullWidth />
                        {failure && <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert>}
                        <Button type="submit" variant="contained" fullWidth disabled={submitting}>
                            {translate('ats.login.send_link')}
                        </Button>
                    </Form>
                </>
            )}
            <Link component={RouterLink} to={loginPaths[audience]}>
                {translate('ats.login.back_to_sign_in')}
            </Link>
        </AuthCard>
    );
}
