/**
 * The frame of the pages that need no session (sign-in, password, career,
 * company-not-found) without react-admin's <Admin>: the i18n, auth and
 * notification contexts those pages read, the console's theme, the toast host
 * and the network notice. <Admin> with its query cache, layouts and routes is
 * a chunk of its own (app/ConsoleApp.tsx), loaded after sign-in; keeping it
 * out of here is what keeps a cold sign-in page light (docs/performance.md,
 * "Console loading").
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { AuthContext, I18nContext, NotificationContextProvider, UndoableMutationsContextProvider, type AuthProvider } from 'react-admin';
import { ToastHost, useToast } from '../../ui/toast';
import { i18nProvider } from '../i18nProvider';
import { NetworkNotice } from './NetworkNotice';
import { themeFor } from './theme';

export interface PublicShellProps {
    themeColor: string;
    /** What the sign-in pages call (custom/auth/LoginPage.tsx reads it from AuthContext). */
    authProvider?: AuthProvider;
    /** An i18n key to show as a success toast once (e.g. 'Logged out!' carried over from the console). */
    notice?: string | null;
    onNoticeShown?: () => void;
    children: ReactNode;
}

function NoticeOnArrival({ notice, onShown }: { notice?: string | null; onShown?: () => void }) {
    const toast = useToast();
    useEffect(() => {
        if (!notice) return;
        toast.success(notice);
        onShown?.();
    }, [notice, onShown, toast]);
    return null;
}

export function PublicShell({ themeColor, authProvider, notice, onNoticeShown, children }: PublicShellProps) {
    // The console's own theme (text shades that keep contrast), as <Admin theme> would build it.
    const theme = useMemo(() => createTheme(themeFor(themeColor)), [themeColor]);
    // The context itself, not react-admin's I18nContextProvider: that one follows a locale kept in
    // react-admin's store (and brings the store); the console has one locale.
    return (
        <I18nContext.Provider value={i18nProvider}>
            <AuthContext.Provider value={authProvider}>
                <NotificationContextProvider>
                    <UndoableMutationsContextProvider>
                        <ThemeProvider theme={theme}>
                            <CssBaseline />
                            {children}
                            <ToastHost />
                            <NetworkNotice />
                            <NoticeOnArrival notice={notice} onShown={onNoticeShown} />
                        </ThemeProvider>
                    </UndoableMutationsContextProvider>
                </NotificationContextProvider>
            </AuthContext.Provider>
        </I18nContext.Provider>
    );
}
