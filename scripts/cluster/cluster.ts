/**
 * Several API processes on one PostgreSQL server behind nginx, on this machine: what
 * `npm run cluster` starts and the rolling-restart test drives (docs/operations.md).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
/** The template's wait for an answer: an upload of 10,000 rows answers once every row is written (docs/operations.md). */
const DEFAULT_READ_TIMEOUT = '300s';

export function freePort(): Promise<number> {
    return new Promise((resolve, reject) => {
        const server = createServer();
        server.listen(0, '127.0.0.1', () => {
            const address = server.address();
            server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
        });
    });
}

const pause = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

/** Runs a command as the postgres user when this is root (initdb refuses root), else as is. */
function asPostgres(command: string): void {
    const result = userInfo().uid === 0 ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { encoding: 'utf8' }) : spawnSync('/bin/sh', ['-c', command], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

/** A throwaway PostgreSQL server (Debian's postgresql package) on a free loopback port. */
export async function startPrivatePostgres(): Promise<{ url: string; stop(): void }> {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
    if (!versions.length) throw new Error('No PostgreSQL server found under /usr/lib/postgresql: install the postgresql package, or set DATABASE_URL.');
    const bin = `/usr/lib/postgresql/${versions.at(-1)}/bin`;
    const data = mkdtempSync(join(tmpdir(), 'ats-cluster-pg-'));
    if (userInfo().uid === 0) spawnSync('chown', ['postgres', data]);
    const port = await freePort();
    asPostgres(`${bin}/initdb -D ${data} -U postgres --auth=trust -E UTF8 >/dev/null`);
    asPostgres(`${bin}/pg_ctl -D ${data} -l ${data}/server.log -w -o "-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null`);
    return {
        url: `postgres://postgres@127.0.0.1:${port}/postgres`,
        stop() {
            asPostgres(`${bin}/pg_ctl -D ${data} -m fast stop >/dev/null`);
            rmSync(data, { recursive: true, force: true });
        },
    };
}

interface ApiProcess {
    port: number;
    child: ChildProcess;
    output: () => string;
    exited: Promise<number | null>;
}

export interface ClusterOptions {
    processes: number;
    databaseUrl: string;
    /** nginx's port (0: a free one). */
    port?: number;
    /** Shared by every process (several machines would share a network file system, or the database). */
    uploadsDir: string;
    env?: Record<string, string>;
    /** Node's arguments that run a process: the TypeScript through tsx unless told (the bundle of scripts/serverBuild.mjs). */
    nodeArgs?: string[];
}

export interface Cluster {
    url: string;
    ports: number[];
    /** Stops process `index` gracefully (SIGTERM), waits for its exit code, starts it again and waits until it is ready. */
    restart(index: number): Promise<number | null>;
    stop(): Promise<void>;
}

async function waitReady(port: number, process: ApiProcess, timeoutMs = 120_000): Promise<void> {
    const started = Date.now();
    for (;;) {
        const answer = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(r => r.status, () => 0);
        if (answer === 200) return;
        if (process.child.exitCode !== null) throw new Error(`the process on port ${port} exited:\n${process.output()}`);
        if (Date.now() - started > timeoutMs) throw new Error(`the process on port ${port} was not ready in ${timeoutMs} ms:\n${process.output()}`);
        await pause(200);
    }
}

function startApi(port: number, options: ClusterOptions): ApiProcess {
    const child = spawn(process.execPath, options.nodeArgs ?? ['--import', 'tsx', join(root, 'server/main.ts')], {
        cwd: root,
        env: { ...process.env, LOG_LEVEL: 'warn', TRUST_PROXY: 'true', ...options.env, PORT: String(port), DATABASE_URL: options.databaseUrl, UPLOADS_DIR: options.uploadsDir },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', chunk => (output += chunk));
    child.stderr?.on('data', chunk => (output += chunk));
    return { port, child, output: () => output, exited: new Promise(resolve => child.on('exit', code => resolve(code))) };
}

export interface NginxOptions {
    /** nginx's port (0 or absent: a free one). */
    port?: number;
    /** How long nginx waits for a process's answer (the template's default otherwise); a test shortens it. */
    readTimeout?: string;
}

function writeNginxConfig(prefix: string, port: number, apiPorts: number[], readTimeout = DEFAULT_READ_TIMEOUT): string {
    const template = readFileSync(join(here, 'nginx.conf.template'), 'utf8');
    const config = template
        .replaceAll('{{prefix}}', prefix)
        .replaceAll('{{port}}', String(port))
        .replaceAll('{{readTimeout}}', readTimeout)
        .replace('{{upstreams}}', apiPorts.map(p => `        server 127.0.0.1:${p} max_fails=0;`).join('\n'));
    const file = join(prefix, 'nginx.conf');
    writeFileSync(file, config);
    return file;
}

/** nginx in front of the processes on `apiPorts`, once it answers /api/health through them. */
export async function startNginx(apiPorts: number[], options: NginxOptions = {}): Promise<{ url: string; stop(): Promise<void> }> {
    const nginxPort = options.port || (await freePort());
    const prefix = mkdtempSync(join(tmpdir(), 'ats-nginx-'));
    const nginx = spawn('nginx', ['-p', prefix, '-c', writeNginxConfig(prefix, nginxPort, apiPorts, options.readTimeout), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let nginxOutput = '';
    nginx.stderr?.on('data', chunk => (nginxOutput += chunk));
    const nginxExited = new Promise<void>(resolve => nginx.on('exit', () => resolve()));
    const url = `http://127.0.0.1:${nginxPort}`;
    for (let tries = 0; (await fetch(`${url}/api/health`).then(r => r.status, () => 0)) !== 200; tries++) {
        if (nginx.exitCode !== null || tries > 100) throw new Error(`nginx did not start: ${nginxOutput}`);
        await pause(100);
    }
    return {
        url,
        async stop() {
            nginx.kill('SIGQUIT');
            await nginxExited;
            rmSync(prefix, { recursive: true, force: true });
        },
    };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
    mkdirSync(options.uploadsDir, { recursive: true });
    const ports = await Promise.all(Array.from({ length: options.processes }, () => freePort()));
    // The first process migrates and seeds; the others then find the database ready.
    const apis: ApiProcess[] = [startApi(ports[0], options)];
    await waitReady(ports[0], apis[0]);
    for (const port of ports.slice(1)) apis.push(startApi(port, options));
    await Promise.all(apis.map(api => waitReady(api.port, api)));

    const nginx = await startNginx(ports, { port: options.port });

    return {
        url: nginx.url,
        ports,
        async restart(index) {
            const old = apis[index];
            old.child.kill('SIGTERM');
            const code = await old.exited;
            apis[index] = startApi(old.port, options);
            await waitReady(old.port, apis[index]);
            return code;
        },
        async stop() {
            await nginx.stop();
            for (const api of apis) {
                if (api.child.exitCode === null) api.child.kill('SIGTERM');
                await api.exited;
            }
        },
    };
}
