/**
 * The composition root (docs/architecture.md, "Layers"): the one module that
 * puts the generated resources (resources/) and the hand-written pages
 * (custom/) together. The console: a declarative react-admin <Admin>. Before it mounts, the
 * workspace check runs (SPEC.md section 4): it brands the page (title,
 * favicon, theme colour) or sends the visitor to /company-not-found.
 */
import { useMemo } from 'react';
import { Admin, CustomRoutes, localStorageStore } from 'react-admin';
import { createAuthProvider } from '../dataProvider/authProvider';
import { createRuntimeConfigDataProvider, withCustomMethods } from '../dataProvider/configDataProvider';
import { jobsMethods } from '../dataProvider/jobs';
import { i18nProvider } from '../custom/i18nProvider';
import { CompanyNotFoundApp } from '../custom/pages/CompanyNotFoundApp';
import { NotFoundPage } from '../custom/pages/NotFoundPage';
import { standaloneRoutes } from '../custom/routes/appRoutes';
import { ResourceMenuProvider } from '../resources/menuEntries';
import { adminChildren, getResourceDefinitions, resourceModules, resourceRoles } from './resourceConfig';
import { BootScreen } from '../custom/shell/BootScreen';
import { homePathFor } from '../custom/shell/areas';
import { CorporateLayout } from '../custom/shell/layouts';
import { ShellNotifications } from '../custom/shell/ShellNotifications';
import { themeFor } from '../custom/shell/theme';
import { useWorkspaceBoot } from '../custom/useWorkspaceBoot';
import { WorkspaceContext } from '../custom/workspaceContext';

const store = localStorageStore(undefined, 'ats');
// Endpoints and permission modules come from GET /api/resource-config after sign-in (app/resourceConfig.ts).
// Jobs, pipelines and applications (docs/api-jobs.md) are typed custom methods beside the config-mapped ones.
const dataProvider = withCustomMethods(createRuntimeConfigDataProvider(getResourceDefinitions), jobsMethods);
const authProvider = createAuthProvider({ resourceModules, resourceRoles, homePathFor, store });

export function App() {
    const boot = useWorkspaceBoot();
    const theme = useMemo(() => themeFor(boot.themeColor), [boot.themeColor]);
    if (boot.status === 'loading') return <BootScreen />;
    if (boot.redirectTo) return <CompanyNotFoundApp workspace={boot.workspace} redirectTo={boot.redirectTo} themeColor={boot.themeColor} />;
    return (
        <WorkspaceContext.Provider value={boot.workspace}>
            <ResourceMenuProvider>
                <Admin
                    disableTelemetry
                    dataProvider={dataProvider}
                    authProvider={authProvider}
                    i18nProvider={i18nProvider}
                    store={store}
                    theme={theme}
                    layout={CorporateLayout}
                    catchAll={NotFoundPage}
                    loginPage={false}
                    notification={ShellNotifications}
                >
                    <CustomRoutes noLayout>{standaloneRoutes()}</CustomRoutes>
                    {/* The corporate pages and the generated resources, once the session's configs are loaded. */}
                    {adminChildren}
                </Admin>
            </ResourceMenuProvider>
        </WorkspaceContext.Provider>
    );
}
