// The server as `npm start` and `npm run bench` run it: server/main.ts bundled
// once into plain JavaScript (packages stay external, in node_modules), run
// by plain node. Running the TypeScript through tsx in the process held about
// 40 MB resident for the life of the server (tsx's loader thread and its
// transpile cache; docs/performance.md, "Memory"). `npm run dev` and the tests
// still run the TypeScript.
import { build } from 'esbuild';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
/** Outside any served or committed folder; rebuilt at every start (about a second). */
export const serverBundle = resolve(root, 'node_modules/.cache/recruitment-server/main.mjs');

/**
 * V8's heap sizing (docs/performance.md, "Memory", "The Node side" and "Garbage collected at rest").
 * By default each semi-space grows to 16 MB under load and stays so; 4 MB costs more scavenges
 * (short: most request garbage dies young). The old generation may double between full
 * collections (--heap-growing-percent=100; V8's own factor goes higher and held 325 MB at rest).
 * Held to 10% steps until 2026-12-01, it was collected in full again and again under load, and
 * those pauses were most of the p99 (a column's load-more 33-38 ms, now 16). The idle footprint
 * is kept down by one full collection on each thread once the server rests (--expose-gc,
 * server/lib/idleCollection.ts) and by SERVER_ENV.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=100', '--expose-gc'];

/**
 * The server's environment. glibc's malloc gives each thread that allocates (the HTTP thread,
 * PGlite's, libuv's pool) an arena of its own, and what is freed in one stays resident; one arena
 * for the process keeps the footprint of Node's buffers to what is in use. With the flags above,
 * the PGlite-mode server rested at 262-268 MB after the bench's load (287-301 MB before,
 * docs/performance.md, "Garbage collected at rest"). glibc reads it when the process starts, so
 * it is set on the spawned server: `npm start` and `npm run bench` do.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '1' };

/** Source files find their neighbours (migrations, config/*.json, the PGlite worker) from their own URL. */
const ownUrl = {
    name: 'own-import-meta-url',
    setup(esbuild) {
        esbuild.onLoad({ filter: /\/server\/.*\.ts$/ }, async args => {
            const text = await readFile(args.path, 'utf8');
            const fromBundle = JSON.stringify(relative(dirname(serverBundle), args.path));
            return { contents: text.replaceAll('import.meta.url', `new URL(${fromBundle}, import.meta.url).href`), loader: 'ts' };
        });
    },
};

/** Bundles server/main.ts; answers the node arguments that run it. */
export async function buildServer() {
    const result = await build({
        entryPoints: [resolve(root, 'server/main.ts')],
        outfile: serverBundle,
        bundle: true,
        packages: 'external',
        platform: 'node',
        format: 'esm',
        target: 'node20',
        logLevel: 'warning',
        plugins: [ownUrl],
        write: false,
    });
    // Written aside and renamed: a server starting at the same moment (a bench beside `npm start`)
    // reads the old bundle or the new one, never half of one.
    const aside = `${serverBundle}.${process.pid}`;
    await mkdir(dirname(serverBundle), { recursive: true });
    await writeFile(aside, result.outputFiles[0].contents);
    await rename(aside, serverBundle);
    return [...SERVER_NODE_FLAGS, serverBundle];
}
