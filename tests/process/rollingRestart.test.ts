/**
 * Three API processes behind nginx on one PostgreSQL server, restarted one by one under a
 * steady load of reads and writes: no request fails, no acknowledged write is lost, and the
 * session signed in before stays valid (docs/operations.md, "Rolling restart").
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startCluster } from '../../scripts/cluster/cluster.js';
import { openDatabase } from '../../server/db/connect.js';
import { withSystem } from '../../server/db/scope.js';
import { createSeededDatabase, serverNodeArgs } from './seededServer.js';

const hasNginx = spawnSync('nginx', ['-v']).status === 0;
const HOST = 'acme.localhost';

interface Card {
    id: string;
    stage_id: string;
    version: number;
}

describe.runIf(hasNginx && process.env.TEST_DATABASE_URL)('a rolling restart behind nginx', () => {
    it('restarts three processes one by one under load with no failed request, no lost write and no lost session (busy or idle)', async () => {
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        const name = `ats_rolling_${randomBytes(4).toString('hex')}`;
        const uploadsDir = mkdtempSync(join(tmpdir(), 'ats-rolling-uploads-'));
        const databaseUrl = await createSeededDatabase(admin, name, uploadsDir);
        const cluster = await startCluster({ processes: 3, databaseUrl, uploadsDir, env: { CONSOLE_DIR: '/nonexistent', SHUTDOWN_GRACE_MS: '15000' }, nodeArgs: serverNodeArgs() });
        try {
            const call = async (method: string, path: string, token?: string, body?: unknown) => {
                const response = await fetch(`${cluster.url}/api/${path}`, {
                    method,
                    headers: { host: HOST, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
                    body: body ? JSON.stringify(body) : undefined,
                });
                return { status: response.status, json: (await response.json()) as { data: never } };
            };
            const signIn = await call('POST', 'corporate/login', undefined, { email: 'admin@acme.example', password: 'Demo@12345' });
            expect(signIn.status).toBe(200);
            const token = (signIn.json.data as { token: string }).token;
            // A second session, used by nothing during the restarts: it must outlive them too.
            const idle = await call('POST', 'corporate/login', undefined, { email: 'recruiter@acme.example', password: 'Demo@12345' });
            expect(idle.status).toBe(200);
            const idleToken = (idle.json.data as { token: string }).token;
            const [job] = (await call('GET', `get-jobs?search=${encodeURIComponent('Senior Backend Engineer')}`, token)).json.data as { id: string }[];
            const board = () => call('POST', `${job.id}/get-user-applications`, token, { limit: 20 });
            const stages = ((await board()).json.data as { stages: { id: string; applications: Card[] }[] }).stages;
            const [first, second] = stages;
            const cards = stages.flatMap(stage => stage.applications).slice(0, 2);
            expect(cards).toHaveLength(2);

            const failures: string[] = [];
            const added: string[] = [];
            const served = { board: 0, move: 0, add: 0 };
            let running = true;
            const record = (what: keyof typeof served, status: number | string) => {
                if (status === 200) served[what]++;
                else failures.push(`${what}: ${status}`);
            };
            const guarded = async (what: keyof typeof served, work: () => Promise<number>) => {
                try {
                    record(what, await work());
                } catch (error) {
                    record(what, (error as Error).message);
                }
            };
            const loops = [
                (async () => {
                    while (running) await guarded('board', async () => (await board()).status);
                })(),
                ...cards.map(async card => {
                    while (running) {
                        await guarded('move', async () => {
                            const moved = await call('PATCH', 'shift-applicant', token, { application_id: card.id, to_stage_id: card.stage_id === first.id ? second.id : first.id, version: card.version });
                            if (moved.status === 200) Object.assign(card, { stage_id: (moved.json.data as Card).stage_id, version: (moved.json.data as Card).version });
                            return moved.status;
                        });
                    }
                }),
                (async () => {
                    for (let n = 0; running; n++) {
                        const email = `rolling.${n}@mail.example`;
                        await guarded('add', async () => {
                            const answer = await call('POST', 'add-user-application', token, { job_id: job.id, candidate: { first_name: 'Rolling', last_name: String(n), email } });
                            if (answer.status === 200) added.push(email);
                            return answer.status;
                        });
                    }
                })(),
            ];

            await new Promise(resolve => setTimeout(resolve, 1_000));
            for (let index = 0; index < cluster.ports.length; index++) {
                expect(await cluster.restart(index)).toBe(0);
                await new Promise(resolve => setTimeout(resolve, 500));
            }
            running = false;
            await Promise.all(loops);

            expect(failures).toEqual([]);
            for (const count of Object.values(served)) expect(count).toBeGreaterThan(5);
            for (const session of [token, idleToken]) expect((await call('GET', 'me', session)).status).toBe(200);

            const database = await openDatabase({ url: databaseUrl });
            try {
                const stored = await withSystem(database.db, async tx => {
                    const emails = (await sql<{ email: string }>`select lower(email) as email from candidates where email like 'rolling.%'`.execute(tx)).rows.map(r => r.email);
                    const positions = (await sql<Card>`select id, stage_id, version from applications where id in (${sql.join(cards.map(c => c.id))})`.execute(tx)).rows;
                    return { emails, positions };
                });
                expect(new Set(stored.emails)).toEqual(new Set(added));
                expect(stored.positions.sort((a, b) => a.id.localeCompare(b.id))).toEqual([...cards].sort((a, b) => a.id.localeCompare(b.id)).map(({ id, stage_id, version }) => ({ id, stage_id, version })));
            } finally {
                await database.close();
            }
        } finally {
            await cluster.stop();
            rmSync(uploadsDir, { recursive: true, force: true });
            await admin.query(`drop database if exists ${name} with (force)`);
            await admin.end();
        }
    }, 300_000);
});
