/**
 * The console's access-denied page for hand-written pages: react-admin's own
 * <AccessDenied>, the page generated resources show at /access-denied, so
 * every refusal looks the same. Two ways in:
 * - RequirePermission, before the page loads, when the session's permissions
 *   (cookie) lack the page's module action: no call is made that would be a 403;
 * - PageLoadError, when the page's own data answers 403 anyway (permissions
 *   changed since sign-in); other failures stay the error line with the
 *   server's message.
 * The address stays the page's own, so a reload after the permission is
 * granted opens the page.
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { AccessDenied, useTranslate } from 'react-admin';
import { hasPermission, type Action } from '../config';
import { session } from '../dataProvider/session';
import { errorMessage } from './errors';

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

export function RequirePermission({ module, action, children }: { module: string; action: Action; children: ReactNode }) {
    return sessionAllows(module, action) ? <>{children}</> : <AccessDenied />;
}

/** What a page shows when its data did not load: access denied for a 403, else the message. */
export function PageLoadError({ error }: { error: unknown }) {
    const translate = useTranslate();
    if (isForbidden(error)) return <AccessDenied />;
    return (
        <Alert severity="error" role="alert">
            {errorMessage(error, translate('ats.errors.try_later_bang'))}
        </Alert>
    );
}
