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
 * V8's heap sizing (docs/performance.md, "Memory" and "The Node side"). By default each
 * semi-space grows to 16 MB under load and stays so; 4 MB costs more scavenges (short: most
 * request garbage dies young). --heap-growing-percent=10 grows the old generation in steps of
 * 10% instead of V8's larger factors, which keeps the idle footprint where --optimize-for-size
 * kept it (PGlite mode 261 MB either way after the board's load) without that flag's cost:
 * --optimize-for-size also shrinks the young generation to 1 MB semi-spaces and trades JIT
 * speed for size, and halved the board's throughput (PostgreSQL mode 28–37 → 45–67 req/s,
 * interleaved runs, 2026-11-23).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=10'];

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
