/**
 * /forgot-password?audience=...: POST /api/forgot-password {email, audience}.
 * The server answers the same for known and unknown emails; we show its text.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { loginAudiences, type LoginAudience } from '../../config';
import { loginPaths } from '../../dataProvider/authProvider';
import { AuthCard } from './AuthCard';
import { AuthTextField, useAuthForm } from './AuthForm';
import { usePasswordRequest } from './usePasswordRequest';
import { validEmail } from './validators';
import { BusyButton } from '../../ui/BusyButton';

export function audienceFromQuery(value: string | null): LoginAudience {
    return value && value in loginAudiences ? (value as LoginAudience) : 'corporate';
}

export function ForgotPasswordPage() {
    const translate = useTranslate();
    const [params] = useSearchParams();
    const audience = audienceFromQuery(params.get('audience'));
    const { send, submitting, failure } = usePasswordRequest('POST', 'forgot-password', false);
    const [sent, setSent] = useState<string | null>(null);

    const form = useAuthForm({ email: { required: true, checks: [validEmail] } }, async values => {
        const { answer } = await send({ email: values.email.trim(), audience });
        if (answer) setSent(answer.message ?? '');
    });

    return (
        <AuthCard title="ats.login.forgot_title">
            {sent !== null ? (
                <Alert severity="success">{sent}</Alert>
            ) : (
                <>
                    <Typography color="text.secondary">{translate('ats.login.forgot_intro')}</Typography>
                    <form onSubmit={form.submit} noValidate>
                        <AuthTextField {...form.field('email')} type="email" label="ats.login.email" autoComplete="email" />
                        {failure && <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert>}
                        <BusyButton type="submit" variant="contained" fullWidth busy={submitting}>
                            {translate('ats.login.send_link')}
                        </BusyButton>
                    </form>
                </>
            )}
            <Link component={RouterLink} to={loginPaths[audience]}>
                {translate('ats.login.back_to_sign_in')}
            </Link>
        </AuthCard>
    );
}
