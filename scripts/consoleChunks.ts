/**
 * Layers of chunks, so a page costs few requests (each script response
 * carries about 1 KB of headers, which the budgets count) and loads nothing of
 * a layer it does not use (docs/performance.md, "Console loading"):
 *
 * - `boot`: everything the entry imports statically, i.e. what every page
 *   needs (React, the router, MUI's core, the public shell and its routes),
 *   and what both the sign-in page and the career page draw (a field's input
 *   and label, a card, a link, an avatar);
 * - `console`: everything app/ConsoleApp.tsx imports statically and boot does
 *   not hold (react-admin's <Admin>, the layouts, the data provider), loaded
 *   with the first page behind sign-in;
 * - `shared`, `shared-pages` and `shared-later`: what the console has in
 *   common with the career pages (the list, a job's page), with the other
 *   public pages loaded on demand (the sign-in form's fields and checks,
 *   unsubscribe's calls), and with what those load later (the apply dialog),
 *   that boot does not hold: our modules both use, and the library files both
 *   reach (an input, an icon). In the console group, a visitor of the career
 *   page would download the whole console for them; in one shared group, the
 *   sign-in form's and the apply dialog's parts with the career page;
 * - `sign-in`: the sign-in form (custom/auth/LoginPage.tsx, its card and
 *   fields) that the console never loads, so the career page, which shares
 *   the entry with it, does not either;
 * - the rest as Rolldown splits it by default: one chunk per lazy page or
 *   area (custom/routes/appRoutes.tsx, resources/buildResource.tsx) with what
 *   only it uses, and shared chunks for what several pages share.
 */
import type { Plugin } from 'vite';

const CONSOLE_ROOT = /[\\/]app[\\/]ConsoleApp\.tsx$/;
const PUBLIC_ROOT = /[\\/]custom[\\/]routes[\\/]publicRoutes\.tsx$/;
/** The page the console opens on after signing in (/corporate), whose budget config/performance.json sets. */
const FIRST_PAGE = /[\\/]custom[\\/]dashboard[\\/]CorporateDashboard\.tsx$/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const SIGN_IN_PAGE = /[\\/]custom[\\/]auth[\\/]LoginPage\.tsx$/;
const CAREER_PAGE = /[\\/]custom[\\/]career[\\/]CareerPage\.tsx$/;
const JOB_PAGE = /[\\/]custom[\\/]career[\\/]JobPage\.tsx$/;
/** A package's main index (react-admin's, react-router's): it re-exports the whole package. */
const PACKAGE_ROOT = /[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+[\\/](?:dist[\\/])?(?:esm[\\/])?index\.m?js$/;
/** A package's main index, or MUI's `@mui/material/styles` index, which reaches a dozen components' class names. */
const LIBRARY_INDEX = new RegExp(`${PACKAGE_ROOT.source}|[\\\\/]@mui[\\\\/]material[\\\\/]styles[\\\\/]index\\.mjs$`);

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

/**
 * MUI's CSS-variables theming (`cssVariables`, `colorSchemes`): `createTheme` and `ThemeProvider`
 * import it to choose at run time, so every page carried it (about 6 KB on the wire of the entry)
 * though no theme here asks for it (custom/shell/theme.ts for the console and the public pages,
 * react-admin's, the career page's partner theme: a palette each). Those two importers get a
 * stand-in that says why it fails should a theme ever ask for CSS variables; any other importer
 * gets MUI's own module.
 */
const MUI_STYLES = /[\\/]@mui[\\/]material[\\/]styles[\\/]/;
const CSS_VARS_REFUSAL = `
    throw new Error('MUI themes with CSS variables or colorSchemes are not bundled (scripts/consoleChunks.ts): give createTheme a palette.');
`;
const MUI_CSS_VARS: Record<string, { importer: RegExp; id: string; source: string }> = {
    './createThemeWithVars.mjs': {
        importer: /[\\/]createTheme\.mjs$/,
        id: '\0ats-mui-theme-without-css-variables',
        source: `export default function createThemeWithVars() {${CSS_VARS_REFUSAL}}`,
    },
    './ThemeProviderWithVars.mjs': {
        importer: /[\\/]ThemeProvider\.mjs$/,
        id: '\0ats-mui-theme-provider-without-css-variables',
        source: `export function CssVarsProvider() {${CSS_VARS_REFUSAL}}`,
    },
};

export function consoleChunks(): Plugin {
    const consoleModules = new Set<string>();
    const sharedModules = new Set<string>();
    const bootModules = new Set<string>();
    const signInModules = new Set<string>();
    const sharedPagesModules = new Set<string>();
    const sharedLaterModules = new Set<string>();
    const firstPageModules = new Set<string>();
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
                                { name: 'boot', test: (id: string) => bootModules.has(id), priority: 6 },
                                // Before the console group, which would otherwise take them in as its members' dependencies.
                                { name: 'shared', test: (id: string) => sharedModules.has(id), priority: 5 },
                                // Before `sign-in`, whose members' dependencies the console's fields use too.
                                { name: 'shared-pages', test: (id: string) => sharedPagesModules.has(id), priority: 4 },
                                { name: 'sign-in', test: (id: string) => signInModules.has(id), priority: 3 },
                                { name: 'shared-later', test: (id: string) => sharedLaterModules.has(id), priority: 2 },
                                { name: 'console', test: (id: string) => consoleModules.has(id), priority: 1 },
                                { name: 'first-page-parts', test: (id: string) => firstPageModules.has(id), priority: 0 },
                            ],
                        },
                    },
                },
            },
        }),
        resolveId(source, importer) {
            if (source === 'react-router-dom' && importer && RA_ROUTER_ADAPTER.test(importer)) return ADAPTER_ROUTER;
            const cssVars = MUI_CSS_VARS[source];
            if (cssVars && importer && MUI_STYLES.test(importer) && cssVars.importer.test(importer)) return cssVars.id;
            return null;
        },
        load(id) {
            if (id === ADAPTER_ROUTER) return ADAPTER_ROUTER_SOURCE;
            return Object.values(MUI_CSS_VARS).find(stub => stub.id === id)?.source ?? null;
        },
        // A chunk the entry imported would be one more script on every cold page: what every page needs is in the entry.
        generateBundle(_options, bundle) {
            for (const chunk of Object.values(bundle)) {
                if (chunk.type === 'chunk' && chunk.isEntry && chunk.imports.length > 0) {
                    this.error(`The entry ${chunk.fileName} imports ${chunk.imports.join(', ')}: a module every page needs went to another group (scripts/consoleChunks.ts).`);
                }
            }
        },
        // The module graph is complete here, before chunking asks the groups.
        buildEnd() {
            const ids = [...this.getModuleIds()];
            const root = ids.find(id => CONSOLE_ROOT.test(id));
            const publicRoot = ids.find(id => PUBLIC_ROOT.test(id));
            if (!root || !publicRoot) return;
            const staticImports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
            const lazyImports = (id: string) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
            const everyImport = (id: string) => [...staticImports(id), ...lazyImports(id)];
            const librariesOf = (modules: Iterable<string>) => [...modules].flatMap(id => staticImports(id).filter(next => NODE_MODULES.test(next)));

            // The public side in three layers: the routes (boot), the lazy pages, and what the pages load later.
            const publicBoot = ownModulesFrom(publicRoot, staticImports);
            const pages = new Set([...publicBoot].flatMap(id => lazyImports(id)).flatMap(page => [...ownModulesFrom(page, staticImports)]));
            const later = new Set([...ownModulesFrom(publicRoot, everyImport)].filter(id => !publicBoot.has(id) && !pages.has(id)));
            if (pages.has(root) || later.has(root)) this.error('A public page imports app/ConsoleApp.tsx: the console would load with it (scripts/consoleChunks.ts).');

            const consoleOwn = ownModulesFrom(root, staticImports);
            const consoleLibraries = libraryFilesFrom(librariesOf(consoleOwn), staticImports);
            /** Our modules the console loads at some point, with a page or later. */
            const consoleReach = ownModulesFrom(root, everyImport);
            const consoleUses = (id: string) => (NODE_MODULES.test(id) ? consoleLibraries.has(id) : consoleReach.has(id));

            // What the entry imports statically (Rolldown's `$initial`), in the entry's chunk: the group holds main.tsx. Not
            // through a library's index: what the entry uses behind one stays with it anyway, and the rest of the package
            // (react-admin, MUI's styles and the class names they reach) is not every page's.
            const entries = ids.filter(id => this.getModuleInfo(id)?.isEntry);
            for (const id of everyModuleFrom(entries, id => (LIBRARY_INDEX.test(id) ? [] : staticImports(id)))) bootModules.add(id);

            // The sign-in page and the career page, the public pages config/performance.json budgets, share the entry.
            // What both draw (a field's input and label, a card, a link, an avatar) is in it; what one of them alone
            // uses is not, so neither downloads the other's: the sign-in form is a chunk of its own, and `shared`
            // holds only what the career page has in common with the console.
            const partsOf = (page: string | undefined) => {
                if (!page) return new Set<string>();
                const own = ownModulesFrom(page, staticImports);
                return new Set([...own, ...libraryFilesFrom(librariesOf(own), staticImports, LIBRARY_INDEX)]);
            };
            const signInParts = partsOf(ids.find(id => SIGN_IN_PAGE.test(id)));
            const careerParts = partsOf(ids.find(id => CAREER_PAGE.test(id)));
            for (const id of signInParts) if (careerParts.has(id)) bootModules.add(id);
            for (const id of careerParts) if (!bootModules.has(id) && consoleUses(id)) sharedModules.add(id);
            // A job's page draws what the list draws but an icon or so: with those, it downloads no other public page's chunk.
            for (const id of partsOf(ids.find(id => JOB_PAGE.test(id)))) if (NODE_MODULES.test(id) && !bootModules.has(id) && consoleLibraries.has(id)) sharedModules.add(id);
            // What the other public pages have in common with the console (the sign-in form's fields, unsubscribe's
            // calls), in one chunk the console loads too, with the sign-in form's modules a console page uses (its
            // checks); the rest of the sign-in form in `sign-in`, which no console page downloads.
            const pagesLibraries = libraryFilesFrom(librariesOf(pages), staticImports, LIBRARY_INDEX);
            const sharedWithPages = (id: string) => (NODE_MODULES.test(id) ? consoleLibraries.has(id) : consoleOwn.has(id) || (signInParts.has(id) && consoleReach.has(id)));
            for (const id of [...pages, ...pagesLibraries]) if (!bootModules.has(id) && !sharedModules.has(id) && sharedWithPages(id)) sharedPagesModules.add(id);
            for (const id of signInParts) if (!bootModules.has(id) && !sharedPagesModules.has(id)) signInModules.add(id);

            for (const id of consoleOwn) {
                if (bootModules.has(id) || sharedModules.has(id) || sharedPagesModules.has(id)) continue;
                (later.has(id) ? sharedLaterModules : consoleModules).add(id);
            }
            // Only those the console's own modules import by their path: what the console reaches through a package's
            // index (react-admin's) it mostly leaves out once tree-shaken, and in this group the signed-in first page
            // downloaded the apply dialog's Stepper, Radio, Checkbox and LinearProgress with it (14 KB on the wire).
            const consoleDirectLibraries = libraryFilesFrom(librariesOf(consoleOwn), staticImports, PACKAGE_ROOT);
            const laterLibraries = libraryFilesFrom(librariesOf(later), staticImports, PACKAGE_ROOT);
            for (const id of laterLibraries) {
                if (consoleDirectLibraries.has(id) && !bootModules.has(id) && !sharedModules.has(id) && !sharedPagesModules.has(id)) sharedLaterModules.add(id);
            }

            // The library files the first page imports by path (a table row, a select, an icon) in one chunk: split by
            // default they were nine scripts of 1 to 3 KB, each paying about 1 KB of headers. A later page that uses one
            // of them downloads the rest of this chunk too, a few KB once.
            const firstPage = ids.find(id => FIRST_PAGE.test(id));
            if (!firstPage) return;
            // Those the entry, the console or a shared chunk holds stay there: their groups come first. Those the apply
            // dialog uses too (a text field, a stack, a select's menu item) go with its `shared-later`, which the console
            // loads as well: in this chunk they made the dialog download it, and with it the console's own chunk, which
            // holds a class-name module one of them imports (the divider's, 56 KB on the wire for it).
            for (const id of libraryFilesFrom(librariesOf(ownModulesFrom(firstPage, staticImports)), staticImports, PACKAGE_ROOT)) {
                if (laterLibraries.has(id) && !bootModules.has(id) && !sharedModules.has(id) && !sharedPagesModules.has(id)) sharedLaterModules.add(id);
                else firstPageModules.add(id);
            }
        },
    };
}

/** The project's modules reachable from `root` through `next`; not through libraries, whose index files re-export everything, used or not. */
function ownModulesFrom(root: string, next: (id: string) => readonly string[]): Set<string> {
    return everyModuleFrom([root], id => next(id).filter(other => !NODE_MODULES.test(other)));
}

/** Every module, ours and the libraries', reachable from `starts` through `next`. */
function everyModuleFrom(starts: readonly string[], next: (id: string) => readonly string[]): Set<string> {
    const found = new Set<string>();
    const pending = [...starts];
    while (pending.length > 0) {
        const id = pending.pop()!;
        if (found.has(id)) continue;
        found.add(id);
        pending.push(...next(id));
    }
    return found;
}

/** Library files reachable from `starts` through other library files, not past a file `stopAt` matches. */
function libraryFilesFrom(starts: readonly string[], next: (id: string) => readonly string[], stopAt?: RegExp): Set<string> {
    return everyModuleFrom(starts, id => (stopAt?.test(id) ? [] : next(id).filter(other => NODE_MODULES.test(other))));
}
