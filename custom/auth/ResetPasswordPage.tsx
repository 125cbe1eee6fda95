/**
 * /reset-password?token=...: POST /api/reset-password {token, password}, then
 * back to sign-in with the server's confirmation as a toast.
 */
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { loginPaths } from '../../dataProvider/authProvider';
import { useToast } from '../../ui/toast';
import { AuthCard } from './AuthCard';
import { AuthTextField, useAuthForm } from './AuthForm';
import { audienceFromQuery } from './ForgotPasswordPage';
import { usePasswordRequest } from './usePasswordRequest';
import { matchesField, passwordLength } from './validators';
import { BusyButton } from '../../ui/BusyButton';

export function ResetPasswordPage() {
    const translate = useTranslate();
    const navigate = useNavigate();
    const toast = useToast();
    const [params] = useSearchParams();
    const token = params.get('token');
    const loginPath = loginPaths[audienceFromQuery(params.get('audience'))];
    const { send, submitting, failure } = usePasswordRequest('POST', 'reset-password', false);

    const form = useAuthForm({ password: { required: true, checks: [passwordLength] }, confirm: { required: true, checks: [matchesField('password')] } }, async values => {
        const { answer } = await send({ token, password: values.password });
        if (!answer) return;
        if (answer.message) toast.success(answer.message);
        navigate(loginPath);
    });

    return (
        <AuthCard title="ats.login.reset_title">
            {token ? (
                <form onSubmit={form.submit} noValidate>
                    <AuthTextField {...form.field('password')} type="password" label="ats.login.new_password" autoComplete="new-password" />
                    <AuthTextField {...form.field('confirm')} type="password" label="ats.login.confirm_password" autoComplete="new-password" />
                    {failure && <Alert severity="error" sx={{ mb: 2 }}>{failure}</Alert>}
                    <BusyButton type="submit" variant="contained" fullWidth busy={submitting}>
                        {translate('ats.login.reset_submit')}
                    </BusyButton>
                </form>
            ) : (
                <Alert severity="warning">{translate('ats.login.missing_token')}</Alert>
            )}
            <Link component={RouterLink} to={loginPath}>
                {translate('ats.login.back_to_sign_in')}
            </Link>
        </AuthCard>
    );
}
