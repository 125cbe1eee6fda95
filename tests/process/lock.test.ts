import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, runServer, startServer, type ServerProcess } from '../helpers/serverProcess.js';
import { copySeededDataDir, serverNodeArgs } from './seededServer.js';

const dataDir = mkdtempSync(join(tmpdir(), 'ats-lock-'));
copySeededDataDir(dataDir);
let first: ServerProcess | undefined;
afterAll(async () => {
    await first?.stop();
    rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded data directory lock', () => {
    it('makes a second server on the same directory exit at once while the first keeps serving', async () => {
        first = await startServer({ DATA_DIR: dataDir, CONSOLE_DIR: '/nonexistent' }, undefined, serverNodeArgs());
        const second = runServer({ DATA_DIR: dataDir, PORT: String(await freePort()), CONSOLE_DIR: '/nonexistent' }, serverNodeArgs());
        const code = await second.exited;
        expect(code).not.toBe(0);
        expect(second.output()).toContain(`Cannot start: The data directory ${dataDir} is in use by another server process (pid ${first.child.pid})`);

        const health = await fetch(`http://127.0.0.1:${first.port}/api/health`);
        expect(health.status).toBe(200);
        const login = await fetch(`http://127.0.0.1:${first.port}/api/corporate/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', host: 'acme.localhost' },
            body: JSON.stringify({ email: 'admin@acme.example', password: 'Demo@12345' }),
        });
        expect(login.status).toBe(200);
    }, 150_000);

    it('lets a new server take the directory over once the first stopped, keeping the data', async () => {
        await first?.stop();
        first = await startServer({ DATA_DIR: dataDir, CONSOLE_DIR: '/nonexistent' }, undefined, serverNodeArgs());
        expect(first.output()).not.toContain('demo data seeded');
        const response = await fetch(`http://127.0.0.1:${first.port}/api/check-workspace?workspace=http://globex.localhost`);
        expect((await response.json()).companyDetails.company_name).toBe('Globex Corporation');
    }, 150_000);
});
