/**
 * The import rules of docs/architecture.md, checked by dependency-cruiser in
 * `npm test` (tests/unit/architecture.test.ts). By hand:
 *   npx depcruise --config .dependency-cruiser.cjs main.tsx app config custom dataProvider resources server ui scripts
 *
 * Layers import downwards only:
 *   app -> resources | custom -> ui -> dataProvider -> config
 * resources and custom never import each other; the server imports config and
 * nothing of the console; nothing imports tests/. Inside the server, the
 * engine and lib never import routes, routes never import routes, and lib
 * imports neither plugins nor the engine. No cycles anywhere.
 */
const layer = (name, mayNotImport, comment) => ({
    name,
    comment,
    severity: 'error',
    from: { path: `^${name.replace(/^layer-/, '')}/` },
    to: { path: `^(${mayNotImport.join('|')})/` },
});

module.exports = {
    forbidden: [
        {
            name: 'no-circular',
            comment: 'An import cycle makes load order matter and layers meaningless.',
            severity: 'error',
            from: {},
            to: { circular: true },
        },
        layer('layer-config', ['dataProvider', 'ui', 'resources', 'custom', 'app', 'server', 'scripts'], 'config/ is the product as data: both sides import it, it imports neither.'),
        layer('layer-dataProvider', ['ui', 'resources', 'custom', 'app', 'server'], 'dataProvider/ talks to the API and knows no screen.'),
        layer('layer-ui', ['resources', 'custom', 'app', 'server'], 'ui/ holds primitives the generator and the custom pages share.'),
        layer('layer-resources', ['custom', 'app', 'server'], 'The generator does not know the hand-written pages.'),
        layer('layer-custom', ['resources', 'app', 'server'], 'Hand-written pages do not reach into the generator; app/ composes both.'),
        layer('layer-app', ['server'], 'The console never imports the server.'),
        layer('layer-server', ['dataProvider', 'ui', 'resources', 'custom', 'app'], 'The server imports config/ only, never console code.'),
        {
            name: 'main-not-server',
            severity: 'error',
            from: { path: '^main\\.tsx$' },
            to: { path: '^server/' },
        },
        {
            name: 'nothing-imports-tests',
            comment: 'Product code never depends on the test suite.',
            severity: 'error',
            from: { pathNot: '^tests/' },
            to: { path: '^tests/' },
        },
        {
            name: 'server-engine-not-routes',
            comment: 'The config-driven engine and the shared helpers do not import route modules.',
            severity: 'error',
            from: { path: '^server/(crud|lib|db)/' },
            to: { path: '^server/routes/' },
        },
        {
            name: 'server-routes-not-routes',
            comment: 'A route module takes what it shares with another from server/lib.',
            severity: 'error',
            from: { path: '^server/routes/' },
            to: { path: '^server/routes/' },
        },
        {
            name: 'server-lib-not-plugins-or-engine',
            comment: 'server/lib is the bottom of the server: plugins, routes and the engine build on it.',
            severity: 'error',
            from: { path: '^server/lib/' },
            to: { path: '^server/(plugins|crud|routes)/' },
        },
    ],
    options: {
        doNotFollow: { path: 'node_modules' },
        exclude: { path: '(^|/)node_modules/' },
        // Type-only imports count: a type from the wrong layer is still a dependency on it.
        tsPreCompilationDeps: true,
        tsConfig: { fileName: 'tsconfig.json' },
        enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    },
};
