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

export function consoleChunks(): Plugin {
    const consoleModules = new Set<string>();
    return {
        name: 'ats-console-chunks',
        apply: 'build',
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
