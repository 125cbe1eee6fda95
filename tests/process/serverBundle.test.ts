/**
 * The server as `npm start` runs it: bundled by scripts/serverBuild.mjs, plain node,
 * no tsx. Each source finds its neighbours from its own URL (migrations, resource
 * files, the demo records, config/skills.json and cities.json, the PGlite worker),
 * and the libraries loaded on first use (unpdf) load from the bundle.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, serverBundle } from '../../scripts/serverBuild.mjs';
import { makePdf, SAMPLE_RESUME_LINES } from '../fixtures/resumes/build.js';
import { startServer, type ServerProcess } from '../helpers/serverProcess.js';

const scratch = mkdtempSync(join(tmpdir(), 'ats-bundle-'));
let server: ServerProcess | undefined;
afterAll(async () => {
    await server?.stop();
    rmSync(scratch, { recursive: true, force: true });
});

describe('the bundled server', () => {
    it('starts without tsx on a fresh data directory, signs in and reads a PDF resume', async () => {
        const nodeArgs = await buildServer();
        expect(nodeArgs.at(-1)).toBe(serverBundle);
        expect(nodeArgs.join(' ')).not.toContain('tsx');
        server = await startServer({ DATA_DIR: join(scratch, 'data'), UPLOADS_DIR: join(scratch, 'uploads'), CONSOLE_DIR: '/nonexistent' }, 120_000, nodeArgs);
        expect(server.output()).toContain('demo data seeded');

        const base = `http://127.0.0.1:${server.port}`;
        const login = await fetch(`${base}/api/corporate/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', host: 'acme.localhost' },
            body: JSON.stringify({ email: 'recruiter@acme.example', password: 'Demo@12345' }),
        });
        expect(login.status).toBe(200);
        const token = ((await login.json()) as { data: { token: string } }).data.token;

        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(makePdf(SAMPLE_RESUME_LINES))], { type: 'application/pdf' }), 'cv.pdf');
        const parsed = await fetch(`${base}/api/parse-resume`, { method: 'POST', headers: { host: 'acme.localhost', authorization: `Bearer ${token}` }, body: form });
        const body = (await parsed.json()) as { data: { parsed: { city: string | null; skills: string[] } } };
        expect(parsed.status, JSON.stringify(body)).toBe(200);
        expect(body.data.parsed.city).toBe('San Francisco');
        expect(body.data.parsed.skills).toEqual(expect.arrayContaining(['TypeScript', 'PostgreSQL']));
    }, 180_000);
});
