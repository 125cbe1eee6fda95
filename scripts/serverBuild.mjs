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
 * V8's heap sizing (docs/performance.md, "Memory"). By default each semi-space grows
 * to 16 MB under load and stays so; 4 MB costs more scavenges (short: most request
 * garbage dies young). --optimize-for-size grows the old generation in smaller steps:
 * after a load it held 27 MB of objects in 35–42 MB of pages instead of 42–77 MB.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--optimize-for-size'];

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
