// `npm start`: build the console when its sources are newer than the build, bundle the server, then serve.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, SERVER_ENV } from './serverBuild.mjs';

// Everything the console build reads: its modules (app, ui included), the page, the build config and its plugins.
const sources = ['main.tsx', 'index.html', 'vite.config.ts', 'scripts/consoleChunks.ts', 'scripts/precompress.ts', 'app', 'ui', 'config', 'custom', 'dataProvider', 'resources', 'package-lock.json'];

function newestMtime(path) {
    if (!existsSync(path)) return 0;
    const stat = statSync(path);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), 0);
}

const builtAt = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (Math.max(...sources.map(newestMtime)) > builtAt) {
    console.log('Building the console (first start or changed sources)...');
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs as JavaScript bundled at each start (scripts/serverBuild.mjs: less resident memory than tsx).
const server = spawn(process.execPath, await buildServer(), { stdio: 'inherit', env: { ...process.env, ...SERVER_ENV } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', code => process.exit(code ?? 0));
