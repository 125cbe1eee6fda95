/**
 * One sign-in page per audience (corporate and interviewers, vendors,
 * employees, candidates). The authProvider stores the session and answers
 * with the landing page; a signed-in visitor is sent home straight away.
 * It renders in the public shell, outside <Admin> (custom/shell/PublicShell.tsx):
 * react-admin's useLogin needs <Admin>'s query cache, so the page calls the
 * authProvider from the auth context and navigates itself. The console mounts
 * afresh on the landing page, so no cached permission survives a sign-in.
 */
import { useContext, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { AuthContext, HttpError, useTranslate } from 'react-admin';
import { loginAudiences, type LoginAudience } from '../../config';
import type { OtherSignInPage } from '../../config/contracts/account';
import { loginPaths, type LoginParams } from '../../dataProvider/authProvider';
import { session } from '../../dataProvider/session';
import { homePathFor, RETURNED_AFTER_SIGN_IN } from '../shell/areas';
import { errorMessage } from '../../ui/errors';
import { AuthCard } from './AuthCard';
import { AuthTextField, useAuthForm } from './AuthForm';
import { validEmail } from './validators';
import { BusyButton } from '../../ui/BusyButton';

/** The authProvider answers `{ redirectTo }` (dataProvider/authProvider.ts); anything else goes to the user's home. */
function redirectOf(answer: unknown): string {
    if (answer && typeof answer === 'object' && 'redirectTo' in answer && typeof answer.redirectTo === 'string') return answer.redirectTo;
    const user = session.getUser();
    return user ? homePathFor(user) : '/';
}

/**
 * The page a signed-out visitor opened before being sent here (RequireArea's
 * state), when it is in the area the signed-in user lands in: a link mailed to
 * a candidate (verify-profile) still opens after signing in, and nobody is
 * sent into an area that would bounce them home anyway.
 */
export function returnPathOf(state: unknown, home: string): string | null {
    if (!state || typeof state !== 'object') return null;
    const { nextPathname, nextSearch } = state as { nextPathname?: unknown; nextSearch?: unknown };
    if (typeof nextPathname !== 'string' || !nextPathname.startsWith('/')) return null;
    const areaRoot = home.split('/').slice(0, 2).join('/');
    if (!areaRoot || (nextPathname !== areaRoot && !nextPathname.startsWith(`${areaRoot}/`))) return null;
    return nextPathname + (typeof nextSearch === 'string' && nextSearch.startsWith('?') ? nextSearch : '');
}

/** The sign-in page a refusal names: the right password, given on another audience's page. */
export function otherSignInPageOf(error: unknown): LoginAudience | null {
    if (!(error instanceof HttpError) || error.status !== 401) return null;
    const data = (error.body as { data?: Partial<OtherSignInPage> } | undefined)?.data;
    const audience = data?.sign_in_at;
    return typeof audience === 'string' && Object.hasOwn(loginAudiences, audience) ? audience : null;
}

/** The email carried from another sign-in page's link (`state.email`), so it need not be typed again. */
function carriedEmail(state: unknown): string {
    const email = state && typeof state === 'object' && 'email' in state ? state.email : undefined;
    return typeof email === 'string' ? email : '';
}

/**
 * Keyed by audience: going from one sign-in page to another (the link above) mounts a fresh form,
 * with no refusal left from the page before.
 */
export function LoginPage({ audience }: { audience: LoginAudience }) {
    return <LoginForm key={audience} audience={audience} />;
}

function LoginForm({ audience }: { audience: LoginAudience }) {
    const translate = useTranslate();
    // The public shell's context, read as react-admin's useAuthProvider reads it: that hook's own file, which the
    // console uses too, made the console download this page's chunk (scripts/consoleChunks.ts, `sign-in`).
    const authProvider = useContext(AuthContext);
    const navigate = useNavigate();
    const location = useLocation();
    const [failure, setFailure] = useState<string | null>(null);
    const [elsewhere, setElsewhere] = useState<LoginAudience | null>(null);
    const [submitting, setSubmitting] = useState(false);
    const emailCarried = carriedEmail(location.state);
    const form = useAuthForm({ email: { required: true, checks: [validEmail] }, password: { required: true } }, async values => {
        setSubmitting(true);
        setFailure(null);
        setElsewhere(null);
        try {
            if (!authProvider) throw new Error('LoginPage needs an authProvider in its AuthContext');
            const params: LoginParams = { email: values.email.trim(), password: values.password, audience };
            const answer: unknown = await authProvider.login(params);
            const home = redirectOf(answer);
            const back = returnPathOf(location.state, home);
            // Marked, so the corporate area can send home a page this user's menu does not show (custom/shell/SignInReturnGuard.tsx).
            navigate(back ?? home, back ? { state: { [RETURNED_AFTER_SIGN_IN]: true } } : undefined);
        } catch (error) {
            setFailure(errorMessage(error, translate('ats.errors.try_later_bang')));
            setElsewhere(otherSignInPageOf(error));
            setSubmitting(false);
        }
    }, { email: emailCarried });
    const user = session.getUser();
    if (session.isLoggedIn() && user) return <Navigate to={homePathFor(user)} replace />;

    return (
        <AuthCard title={`ats.login.title_${audience}`}>
            <form onSubmit={form.submit} noValidate>
                <AuthTextField {...form.field('email')} type="email" label="ats.login.email" autoComplete="email" />
                <AuthTextField {...form.field('password')} type="password" label="ats.login.password" autoComplete="current-password" autoFocus={emailCarried !== ''} />
                {failure && (
                    <Alert severity={elsewhere ? 'info' : 'error'} sx={{ mb: 2 }}>
                        {failure}
                        {elsewhere && (
                            <Button component={RouterLink} to={loginPaths[elsewhere]} state={{ email: form.field('email').value }} variant="outlined" color="inherit" size="small" sx={{ display: 'flex', mt: 1 }}>
                                {translate(`ats.login.go_to_${elsewhere}`)}
                            </Button>
                        )}
                    </Alert>
                )}
                <BusyButton type="submit" variant="contained" fullWidth busy={submitting}>
                    {translate('ats.login.sign_in')}
                </BusyButton>
            </form>
            <Link component={RouterLink} to={`/forgot-password?audience=${audience}`}>
                {translate('ats.login.forgot_password')}
            </Link>
        </AuthCard>
    );
}
