/**
 * nginx (scripts/cluster/nginx.conf.template) sends a request to the next process only when the
 * first never processed it: refused, or a 502/503. A write whose answer is late may still be
 * running, so it is not sent again: two fake processes that take longer than nginx waits see the
 * write once between them, and the client gets a 504 (docs/operations.md, "Several processes behind nginx").
 */
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startNginx } from '../../scripts/cluster/cluster.js';

const hasNginx = spawnSync('nginx', ['-v']).status === 0;

/** A process that answers its health at once and every write after `slowMs`, counting the writes it received. */
function slowProcess(slowMs: number): Promise<{ server: Server; port: number; writes: () => number }> {
    let writes = 0;
    const server = createServer((request, response) => {
        if (request.method === 'GET') return response.end('{"status":true}');
        writes += 1;
        request.resume();
        setTimeout(() => response.end('{"status":true}'), slowMs);
    });
    return new Promise(resolve => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, writes: () => writes })));
}

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map(server => new Promise(resolve => server.close(resolve)))));

describe.runIf(hasNginx)('nginx in front of several processes', () => {
    it('does not send a write again when its answer is late; the client gets a 504', async () => {
        const processes = [await slowProcess(4_000), await slowProcess(4_000)];
        servers.push(...processes.map(p => p.server));
        const nginx = await startNginx(processes.map(p => p.port), { readTimeout: '1s' });
        try {
            const answer = await fetch(`${nginx.url}/api/applicant-upload`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
            expect(answer.status).toBe(504);
            expect(processes.map(p => p.writes()).reduce((a, b) => a + b)).toBe(1);
        } finally {
            await nginx.stop();
        }
    }, 60_000);
});
