/**
 * Everything the shell announces, mounted once as <Admin notification> so it
 * survives every navigation (including to the sign-in pages): the toast host,
 * the offline/online notices, and the toasts for dataProvider auth events.
 */
import { useEffect } from 'react';
import { useGetPermissions } from 'react-admin';
import { onLoggedOut, onSessionExpired } from '../../dataProvider/authEvents';
import { NetworkNotice } from './NetworkNotice';
import { ToastHost, useToast } from '../../ui/toast';

function AuthEventToasts() {
    const toast = useToast();
    const getPermissions = useGetPermissions();
    useEffect(() => {
        const stopExpired = onSessionExpired(event => toast.warning(event.titleKey, { description: event.bodyKey }));
        const stopLoggedOut = onLoggedOut(event => {
            if (event.noticeKey) toast.success(event.noticeKey);
        });
        // Once listening, refresh the permissions: a session revoked since the last
        // visit answers 401 here and the 'Session Expired!' sequence runs.
        getPermissions().catch(() => undefined);
        return () => {
            stopExpired();
            stopLoggedOut();
        };
    }, [toast, getPermissions]);
    return null;
}

export function ShellNotifications() {
    return (
        <>
            <ToastHost />
            <NetworkNotice />
            <AuthEventToasts />
        </>
    );
}
