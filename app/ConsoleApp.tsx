/**
 * The console behind sign-in: react-admin's <Admin> with the data provider,
 * the corporate layout, the generated resources and every area's routes. It
 * is a chunk of its own, loaded by app/App.tsx the first time a path outside
 * the public pages is opened (docs/performance.md, "Console loading"), and
 * mounted afresh after each sign-in: its query cache and permissions start
 * empty for every user.
 */
import { memo, useMemo } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { AdminContext, CoreAdminUI, CustomRoutes, LoadingPage, type AuthProvider } from 'react-admin';
import { LazyAuthenticationError, LazyErrorPage } from '../custom/shell/consoleErrorPages';
import { accountMethods } from '../dataProvider/account';
import { createRuntimeConfigDataProvider, withCustomMethods } from '../dataProvider/configDataProvider';
import { jobsMethods } from '../dataProvider/jobs';
import { dashboardMethods } from '../dataProvider/dashboard';
import { employeePortalMethods } from '../dataProvider/employeePortal';
import { withLazyMethods } from '../dataProvider/lazyMethods';
import englishMessages from 'ra-language-english';
import { addReactAdminMessages, i18nProvider } from '../custom/i18nProvider';
import { NotFoundPage } from '../custom/pages/NotFoundPage';
import { AccessDenied } from '../ui/AccessDenied';
import { preloadPageAt, standaloneRoutes } from '../custom/routes/appRoutes';
import { CorporateLayout } from '../custom/shell/layouts';
import { ShellNotifications } from '../custom/shell/ShellNotifications';
import { ColorSchemeProvider, useColorSchemeState } from '../custom/shell/colorScheme';
import { themeFor } from '../custom/shell/theme';
import { preloadResourceViewAt } from '../resources/buildResource';
import { ResourceMenuProvider } from '../resources/menuEntries';
import { getResourceConfigs } from '../dataProvider/resourceRegistry';
import { PagePreloadContext } from '../ui/menuContext';
import { adminChildren, getResourceDefinitions } from './resourceConfig';
import { store } from './store';

// For app/App.tsx, which reaches the routes through this chunk only.
export { preloadPageAt };

/**
 * For the menus: a path is a page of the routes or a generated resource's view, each finding nothing
 * for the other's. The configs are read when called: subscribing to them here would re-render the
 * whole console each time they are cleared or loaded.
 */
function preloadPage(path: string): void {
    preloadPageAt(path);
    preloadResourceViewAt(getResourceConfigs(), path);
}

// Endpoints and permission modules come from GET /api/resource-config after sign-in (app/resourceConfig.ts).
// Jobs, pipelines and applications (docs/api-jobs.md) are typed custom methods beside the config-mapped ones,
// and the signed-in person's language (dataProvider/account.ts), which the account menu saves.
// Interviews (docs/api-interviews.md), offers, reports, the candidate area (docs/ui-candidates.md) and the vendor area
// (docs/ui-vendors.md) likewise, downloaded on their first call: only lazy pages use them (dataProvider/lazyDomains.ts).
const dataProvider = withLazyMethods(
    withCustomMethods(createRuntimeConfigDataProvider(getResourceDefinitions), { ...jobsMethods, ...dashboardMethods, ...employeePortalMethods, ...accountMethods }),
    () => import('../dataProvider/lazyDomains').then(module => module.lazyDomainMethods),
);

// react-admin's own English messages travel with react-admin (custom/i18nProvider.ts).
addReactAdminMessages(englishMessages);

export interface ConsoleAppProps {
    authProvider: AuthProvider;
    themeColor: string;
}

/**
 * react-admin's <Admin> spelled out (AdminContext and CoreAdminUI, as <Admin> composes them) with
 * every part the console replaces left out: <Admin>'s defaults are components (its sign-in form,
 * layout, app bar, notification, English polyglot catalogue) that would be downloaded with the
 * console although the console passes its own. Memoised: app/App.tsx re-renders on every navigation.
 */
export default memo(function ConsoleApp({ authProvider, themeColor }: ConsoleAppProps) {
    const colorScheme = useColorSchemeState();
    const theme = useMemo(() => themeFor(themeColor, colorScheme.scheme), [themeColor, colorScheme.scheme]);
    return (
        <ColorSchemeProvider value={colorScheme}>
            <ResourceMenuProvider>
                {/* The menus fetch an entry's page ahead of the click (ui/menuContext.ts). */}
                <PagePreloadContext.Provider value={preloadPage}>
                    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store} theme={theme}>
                        <CssBaseline enableColorScheme>
                            <CoreAdminUI
                                disableTelemetry
                                layout={CorporateLayout}
                                catchAll={NotFoundPage}
                                loginPage={false}
                                loading={LoadingPage}
                                error={LazyErrorPage}
                                accessDenied={AccessDenied}
                                authenticationError={LazyAuthenticationError}
                            >
                                <CustomRoutes noLayout>{standaloneRoutes()}</CustomRoutes>
                                {/* The corporate pages and the generated resources, once the session's configs are loaded. */}
                                {adminChildren}
                            </CoreAdminUI>
                            <ShellNotifications />
                        </CssBaseline>
                    </AdminContext>
                </PagePreloadContext.Provider>
            </ResourceMenuProvider>
        </ColorSchemeProvider>
    );
});
