/**
 * The console's access-denied page (AccessDenied below), the same for
 * hand-written pages and for the generated resources (react-admin shows it at
 * /access-denied), so every refusal looks the same. On hand-written pages, two
 * ways in:
 * - RequirePermission, before the page loads, when the session's permissions
 *   (cookie) lack the page's module action: no call is made that would be a 403;
 * - PageLoadError, when the page's own data answers 403 anyway (permissions
 *   changed since sign-in); other failures stay the error line with the
 *   server's message.
 * The address stays the page's own, so a reload after the permission is
 * granted opens the page.
 */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Lock from '@mui/icons-material/Lock';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { hasPermission, type Action } from '../config';
import { defaultHomePath } from '../dataProvider/authProvider';
import { session } from '../dataProvider/session';
import { PageState } from './PageState';
import { errorMessage } from './errors';
import { LoadFailure } from './LoadStatus';

/** True for an HttpError (or anything with a status) of 403. */
export function isForbidden(error: unknown): boolean {
    return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 403;
}

/** Whether the signed-in user holds `module` `action`; CORPORATE (Admin) holds every module. */
export function sessionAllows(module: string, action: Action): boolean {
    const user = session.getUser();
    if (!user) return false;
    return user.role_name === 'CORPORATE' || hasPermission(session.getPermissions(), module, action);
}

/**
 * The refusal page: react-admin's words (ra.page.access_denied, ra.message.access_denied) as the
 * page's heading and sentence, who can help, and the way back to the user's own home page (left out
 * when that is the page refused). app/ConsoleApp.tsx gives it to react-admin for the generated
 * resources too.
 */
export function AccessDenied() {
    const translate = useTranslate();
    return (
        <PageState
            icon={Lock}
            title="ra.page.access_denied"
            description="ra.message.access_denied"
            action={
                <>
                    <Typography variant="body2" color="text.secondary">
                        {translate('ats.shell.access_denied_help')}
                    </Typography>
                    <HomeLink />
                </>
            }
        />
    );
}

/** The way back to the signed-in user's home page, unless that is the page shown (or nobody is signed in). */
export function HomeLink() {
    const translate = useTranslate();
    const { pathname } = useLocation();
    const user = session.getUser();
    const home = user ? defaultHomePath(user) : undefined;
    if (!home || home === pathname) return null;
    return (
        <Button component={Link} to={home} variant="outlined">
            {translate('ats.shell.home_link')}
        </Button>
    );
}

export function RequirePermission({ module, action, children }: { module: string; action: Action; children: ReactNode }) {
    return sessionAllows(module, action) ? <>{children}</> : <AccessDenied />;
}

/**
 * What a page shows when its data did not load: access denied for a 403, else the page's own
 * header (its title and way back: a page of only an alert had no heading) over the message, with
 * Try again when the page can load again.
 */
export function PageLoadError({ error, header, onRetry }: { error: unknown; header?: ReactNode; onRetry?: () => void }) {
    const translate = useTranslate();
    if (isForbidden(error)) return <AccessDenied />;
    return (
        <>
            {header}
            <LoadFailure message={errorMessage(error, translate('ats.errors.try_later_bang'))} onRetry={onRetry} />
        </>
    );
}
