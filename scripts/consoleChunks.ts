/**
 * Three layers of chunks, so a page costs few requests (each script response
 * carries about 1 KB of headers, which the budgets count) and loads nothing of
 * a layer it does not use (docs/performance.md, "Console loading"):
 *
 * - `boot`: everything the entry imports statically, i.e. what every page
 *   needs (React, the router, MUI's core, the public shell and its pages);
 * - `console`: everything app/ConsoleApp.tsx imports statically and boot does
 *   not hold (react-admin's <Admin>, the layouts, the data provider), loaded
 *   with the first page behind sign-in;
 * - the rest as Rolldown splits it by default: one chunk per lazy page or
 *   area (custom/routes/appRoutes.tsx, resources/buildResource.tsx) with what
 *   only it uses, and shared chunks for what several pages share.
 */
import type { Plugin } from 'vite';

const CONSOLE_ROOT = /[\\/]app[\\/]ConsoleApp\.tsx$/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;

/**
 * react-admin's router adapter (ra-core) imports react-router's `createHashRouter` and
 * `RouterProvider` for an <Admin> that is not inside a router. Ours always is (main.tsx's
 * BrowserRouter), but the import alone keeps react-router's data router (about 56 KB minified)
 * in react-router's one module, which the entry holds: every cold sign-in paid for it. The adapter
 * gets react-router without those two; rendering <Admin> outside a router says why it fails.
 */
const RA_ROUTER_ADAPTER = /[\\/]ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider\.js$/;
const ADAPTER_ROUTER = '\0ats-react-router-without-data-router';
const ADAPTER_ROUTER_SOURCE = `
export * from 'react-router-dom';
const outside = () => {
    throw new Error('The console renders inside main.tsx\\'s BrowserRouter: react-router\\'s data router is not bundled (scripts/consoleChunks.ts).');
};
export const createHashRouter = outside;
export const RouterProvider = outside;
`;

export function consoleChunks(): Plugin {
    const consoleModules = new Set<string>();
    return {
        name: 'ats-console-chunks',
        apply: 'build',
        // Before Vite's own resolver, which would resolve the adapter's 'react-router-dom' first.
        enforce: 'pre',
        config: () => ({
            build: {
                // Every browser the console supports knows <link rel="modulepreload">: no polyfill in the entry.
                modulePreload: { polyfill: false },
                rolldownOptions: {
                    output: {
                        codeSplitting: {
                            groups: [
                                { name: 'boot', tags: ['$initial'], priority: 2 },
                                { name: 'console', test: (id: string) => consoleModules.has(id), priority: 1 },
                            ],
                        },
                    },
                },
            },
        }),
        resolveId(source, importer) {
            if (source === 'react-router-dom' && importer && RA_ROUTER_ADAPTER.test(importer)) return ADAPTER_ROUTER;
            return null;
        },
        load(id) {
            return id === ADAPTER_ROUTER ? ADAPTER_ROUTER_SOURCE : null;
        },
        // The module graph is complete here, before chunking asks the groups.
        buildEnd() {
            const root = [...this.getModuleIds()].find(id => CONSOLE_ROOT.test(id));
            if (!root) return;
            const pending = [root];
            while (pending.length > 0) {
                const id = pending.pop()!;
                if (consoleModules.has(id)) continue;
                consoleModules.add(id);
                // Not through libraries: their index files re-export everything, used or not.
                pending.push(...(this.getModuleInfo(id)?.importedIds ?? []).filter(next => !NODE_MODULES.test(next)));
            }
        },
    };
}
