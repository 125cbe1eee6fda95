/** Starts `server/main.ts` as a real process, for the lock test and the browser suite. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface ServerProcess {
    child: ChildProcess;
    port: number;
    output(): string;
    stop(): Promise<void>;
}

export function freePort(): Promise<number> {
    return new Promise((resolve, reject) => {
        const server = createServer();
        server.listen(0, '127.0.0.1', () => {
            const address = server.address();
            server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
        });
    });
}

/** `nodeArgs`: the TypeScript through tsx unless told (the bundle of scripts/serverBuild.mjs, as `npm start` runs it). */
export function runServer(env: Record<string, string>, nodeArgs = ['--import', 'tsx', 'server/main.ts']): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
    const child = spawn(process.execPath, nodeArgs, {
        env: { ...process.env, LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', chunk => (output += chunk));
    child.stderr?.on('data', chunk => (output += chunk));
    const exited = new Promise<number | null>(resolve => child.on('exit', code => resolve(code)));
    return { child, output: () => output, exited };
}

/**
 * Resolves once the server printed its welcome, or rejects with what it printed. A first start
 * seeds the demo workspaces through tsx: about 15 s alone, and over 60 s in a CI run's first
 * minutes, when the console's build, the type-check and the other servers share the two cores.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 120_000, nodeArgs?: string[]): Promise<ServerProcess> {
    const port = Number(env.PORT ?? (await freePort()));
    const { child, output, exited } = runServer({ ...env, PORT: String(port) }, nodeArgs);
    const started = Date.now();
    while (!output().includes('Recruitment console is up')) {
        const code = await Promise.race([exited, new Promise(resolve => setTimeout(() => resolve('waiting'), 100))]);
        if (code !== 'waiting') throw new Error(`server exited with ${String(code)}:\n${output()}`);
        if (Date.now() - started > timeoutMs) throw new Error(`server did not start in ${timeoutMs} ms:\n${output()}`);
    }
    return {
        child,
        port,
        output,
        async stop() {
            if (child.exitCode !== null) return;
            child.kill('SIGTERM');
            await exited;
        },
    };
}
