/**
 * Config → react-admin <Resource>. The resource is registered under its
 * route key (the `route` without the leading slash), so its list is at
 * `route`, create at `route/create`, edit at `route/:id` and show at
 * `route/:id/show`, and react-admin's buttons and redirects point there.
 * Each view is generated unless the config names an override for it.
 * The views load on demand (the forms bring @rjsf and ajv, the list its
 * table and upload dialog), the page-loading indicator shown until their
 * chunk is in (ui/preloadable.tsx; docs/performance.md, "No fallback to wait out").
 */
import { useMemo, type ComponentType, type ReactElement } from 'react';
import Alert from '@mui/material/Alert';
import { Resource, useTranslate, type ResourceProps } from 'react-admin';
import { matchPath } from 'react-router-dom';
import { labelFieldOf } from '../config/resources';
import { menuIcon } from '../ui/menuIcons';
import { PageLoading } from '../ui/PageLoading';
import { chunkComponent, type ChunkComponent } from '../ui/preloadable';
import { overrideFor } from './overrides';
import { resourceKey } from '../dataProvider/resourceRegistry';
import { translateConfig } from './translate';
import type { ResourceConfig, ViewKind } from './types';

type ViewProps = { config: ResourceConfig };
const view = (load: () => Promise<{ default: ComponentType<ViewProps> }>) => chunkComponent(load, <PageLoading />);
const generatedViews: Record<ViewKind, ChunkComponent<ViewProps>> = {
    list: view(() => import('./ListView').then(m => ({ default: m.ListView }))),
    create: view(() => import('./FormView').then(m => ({ default: m.CreateView }))),
    edit: view(() => import('./FormView').then(m => ({ default: m.EditView }))),
    show: view(() => import('./ShowView').then(m => ({ default: m.ShowView }))),
};

/** A misnamed override shows a clear message in place of the view instead of breaking the console. */
function UnknownOverride({ overrideKey, resource }: { overrideKey: string; resource: string }) {
    const translate = useTranslate();
    return (
        <Alert severity="error" role="alert">
            {translate('ats.resources.unknown_override', { key: overrideKey, resource })}
        </Alert>
    );
}

/** Renders a view with the config's labels and field titles from the i18n catalogue (resources/translate.ts). */
function TranslatedView({ config, view: View }: { config: ResourceConfig; view: ComponentType<{ config: ResourceConfig }> }) {
    const translate = useTranslate();
    const translated = useMemo(() => translateConfig(config, translate), [config, translate]);
    return <View config={translated} />;
}

/** The element of one view: the override named by the config, else the generated one. */
export function viewElement(config: ResourceConfig, kind: ViewKind): ReactElement {
    const overrideKey = config.override?.[kind];
    if (overrideKey) {
        const Override = overrideFor(overrideKey);
        return Override ? <TranslatedView config={config} view={Override} /> : <UnknownOverride overrideKey={overrideKey} resource={config.name} />;
    }
    return <TranslatedView config={config} view={generatedViews[kind]} />;
}

/** The paths of a resource's views below its route, the create form's before the record's edit form it would match. */
const viewPaths: [ViewKind, string][] = [
    ['list', ''],
    ['create', '/create'],
    ['show', '/:id/show'],
    ['edit', '/:id'],
];

/**
 * Starts fetching the chunk of the view at `pathname` (its list, form or show; generated or the
 * override the config names), for the sidebar's entries (ui/menuContext.ts): the page is then in
 * when the click lands. Nothing for a path of no resource.
 */
export function preloadResourceViewAt(configs: readonly ResourceConfig[], pathname: string): void {
    for (const config of configs) {
        const kind = viewPaths.find(([, below]) => matchPath(config.route + below, pathname))?.[0];
        if (!kind) continue;
        const overrideKey = config.override?.[kind];
        const chunk = overrideKey ? overrideFor(overrideKey) : generatedViews[kind];
        void chunk?.preload().catch(() => undefined);
        return;
    }
}

/** The views the config's `api` can serve: no `create` endpoint, no create page. */
export function resourceProps(config: ResourceConfig): ResourceProps {
    const { api } = config;
    return {
        name: resourceKey(config),
        options: { label: config.label.many, configName: config.name },
        icon: config.menu ? menuIcon(config.menu.icon) : undefined,
        // How a record is named in titles, confirmations and accessible labels.
        recordRepresentation: labelFieldOf(config),
        list: api.list ? viewElement(config, 'list') : undefined,
        create: api.create ? viewElement(config, 'create') : undefined,
        edit: api.update && api.one ? viewElement(config, 'edit') : undefined,
        show: api.one ? viewElement(config, 'show') : undefined,
    };
}

export function buildResource(config: ResourceConfig): ReactElement {
    const props = resourceProps(config);
    return <Resource key={props.name} {...props} />;
}

export function buildResources(configs: readonly ResourceConfig[]): ReactElement[] {
    return configs.map(buildResource);
}
