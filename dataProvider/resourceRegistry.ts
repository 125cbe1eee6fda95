/**
 * The resource configs of this session, fetched once after sign-in from
 * `GET /api/resource-config` and kept in memory until logout. Everything the
 * client derives from them reads this one registry:
 *
 * - the dataProvider looks each call's endpoints up in `getResourceDefinitions()`,
 * - the authProvider's canAccess reads the stable `resourceModules` and
 *   `resourceRoles` objects, whose contents are replaced (never the objects
 *   themselves) on every change,
 * - the sidebar and the generated views subscribe with `useResourceConfigs()`.
 *
 * A react-admin resource is registered under its config `route` without the
 * leading slash (`corporate/department-onboarding`), so react-admin's own
 * paths (list, `/create`, `/:id`, `/:id/show`) are the configured URL. The
 * config `name` (`departments`) stays the logical name: references use it,
 * and the dataProvider answers to both.
 */
import { useSyncExternalStore } from 'react';
import { registerPermissionModules, type ResourceRoles } from '../config';
import { loggedOutEvents } from './authEvents';
import { httpClient } from './httpClient';
import type { ResourceDefinitions } from './types';
import type { PublicResourceConfig as ResourceConfig } from '../config/resources';

/** The react-admin resource name of a config: its route without the leading slash. */
export function resourceKey(config: Pick<ResourceConfig, 'route'>): string {
    return config.route.replace(/^\/+/, '');
}

let configs: readonly ResourceConfig[] = [];
let loaded = false;
let inflight: Promise<readonly ResourceConfig[]> | null = null;
let definitions: ResourceDefinitions = {};
const listeners = new Set<() => void>();

/** Resource (route key and name) → permission module, for the authProvider's canAccess. */
export const resourceModules: Record<string, string> = {};

/** Resource (route key and name) → its `roles` and `actionRoles`, for the authProvider's canAccess. */
export const resourceRoles: Record<string, ResourceRoles> = {};

function notify(): void {
    for (const listener of listeners) listener();
}

/** Fills the registry (also what tests call with small inline configs). */
export function registerResources(list: readonly ResourceConfig[]): void {
    configs = [...list];
    loaded = true;
    // Modules the resource files declare (config/index.ts), for the teammates' permission grid.
    registerPermissionModules(configs.flatMap(config => (config.permission ? [config.permission] : [])));
    definitions = {};
    for (const key of Object.keys(resourceModules)) delete resourceModules[key];
    for (const key of Object.keys(resourceRoles)) delete resourceRoles[key];
    for (const config of configs) {
        const entry = { api: config.api };
        definitions[config.name] = entry;
        definitions[resourceKey(config)] = entry;
        if (config.permission) {
            resourceModules[config.name] = config.permission;
            resourceModules[resourceKey(config)] = config.permission;
        }
        if (config.roles || config.actionRoles) {
            const roles: ResourceRoles = { roles: config.roles, actionRoles: config.actionRoles };
            resourceRoles[config.name] = roles;
            resourceRoles[resourceKey(config)] = roles;
        }
    }
    notify();
}

/** Forgets everything; the next `loadResourceConfigs()` fetches again. */
export function clearResources(): void {
    // Nothing to clear, no one told: the console clears on every render for a non-corporate user
    // (app/resourceConfig.ts), and a subscriber above it would re-render it again, without end.
    if (!loaded && inflight === null && configs.length === 0) return;
    configs = [];
    loaded = false;
    inflight = null;
    definitions = {};
    for (const key of Object.keys(resourceModules)) delete resourceModules[key];
    for (const key of Object.keys(resourceRoles)) delete resourceRoles[key];
    notify();
}

// A logout (any area) ends the session's config cache; a session expiry reloads the page anyway.
loggedOutEvents.subscribe(() => clearResources());

interface ResourceConfigResponse {
    status: boolean;
    data: ResourceConfig[];
}

export async function fetchResourceConfigs(): Promise<ResourceConfig[]> {
    const { json } = await httpClient<ResourceConfigResponse>('resource-config');
    if (!Array.isArray(json?.data)) throw new Error('Expected `{ status, data: ResourceConfig[] }` from GET /api/resource-config');
    return json.data;
}

/** The session's configs: fetched on first use, then served from memory. Concurrent callers share one request. */
export function loadResourceConfigs(
    fetcher: () => Promise<readonly ResourceConfig[]> = fetchResourceConfigs,
): Promise<readonly ResourceConfig[]> {
    if (loaded) return Promise.resolve(configs);
    if (!inflight) {
        const request = fetcher().then(
            list => {
                if (inflight === request) registerResources(list);
                return list;
            },
            (error: unknown) => {
                if (inflight === request) inflight = null; // let the next attempt retry
                throw error;
            },
        );
        inflight = request;
    }
    return inflight;
}

export const getResourceDefinitions = (): ResourceDefinitions => definitions;
export const getResourceConfigs = (): readonly ResourceConfig[] => configs;

/** By config `name` (what `references` and hand-written code use). */
export function configByName(name: string): ResourceConfig | undefined {
    return configs.find(config => config.name === name);
}

/** By react-admin resource name (the route key). */
export function configByKey(key: string): ResourceConfig | undefined {
    return configs.find(config => resourceKey(config) === key);
}

function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
}

/** The current configs; re-renders when they are loaded or cleared. */
export function useResourceConfigs(): readonly ResourceConfig[] {
    return useSyncExternalStore(subscribe, getResourceConfigs, getResourceConfigs);
}
