/**
 * SIGTERM on a real server process: not ready at once, requests in flight finish,
 * new connections are refused, the data directory's lock is released, exit 0.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../helpers/serverProcess.js';
import { copySeededDataDir, serverNodeArgs } from './seededServer.js';

const dataDir = mkdtempSync(join(tmpdir(), 'ats-shutdown-'));
copySeededDataDir(dataDir);
let server: ServerProcess | undefined;
afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
});

/** A request whose body arrives in two parts, so it is in flight for as long as the test holds the second part. */
function slowRequest(port: number, body: string): { socket: Socket; finish(): void; answer: Promise<string> } {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', chunk => (received += chunk));
    const answer = new Promise<string>((resolve, reject) => {
        socket.on('end', () => resolve(received));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
    });
    const half = Math.floor(body.length / 2);
    socket.write(
        `POST /api/forgot-password HTTP/1.1\r\nHost: acme.localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
    );
    return { socket, finish: () => socket.write(body.slice(half)), answer };
}

const exitCode = (child: ServerProcess['child']) => new Promise<number | null>(resolve => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));
const pause = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

describe('a graceful shutdown', () => {
    it('answers not ready during the drain, finishes the request in flight, refuses new connections, releases the lock and exits 0', async () => {
        server = await startServer({ DATA_DIR: dataDir, CONSOLE_DIR: '/nonexistent', SHUTDOWN_DRAIN_MS: '1500', SHUTDOWN_GRACE_MS: '20000' }, undefined, serverNodeArgs());
        const { port, child } = server;
        expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);
        expect((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(200);

        const inFlight = slowRequest(port, JSON.stringify({ email: 'admin@acme.example' }));
        await pause(200);
        child.kill('SIGTERM');
        const exited = exitCode(child);
        await pause(300);

        // Draining: still serving, but no longer ready.
        const during = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
        expect(during.status).toBe(503);
        expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

        // After the drain the listener is closed, while the request in flight is still open.
        await pause(1800);
        await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
        expect(child.exitCode).toBeNull();

        inFlight.finish();
        const answer = await inFlight.answer;
        expect(answer).toMatch(/^HTTP\/1\.1 200 /);
        expect(await exited).toBe(0);
        expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    }, 150_000);

    it('cuts a request that outlasts the grace period, and still exits 0', async () => {
        server = await startServer({ DATA_DIR: dataDir, CONSOLE_DIR: '/nonexistent', SHUTDOWN_GRACE_MS: '1000' }, undefined, serverNodeArgs());
        const stuck = slowRequest(server.port, JSON.stringify({ email: 'admin@acme.example' }));
        await pause(200);
        server.child.kill('SIGTERM');
        expect(await exitCode(server.child)).toBe(0);
        expect(await stuck.answer).toBe('');
        expect(server.output()).toContain('shutdown grace period over');
    }, 150_000);
});
