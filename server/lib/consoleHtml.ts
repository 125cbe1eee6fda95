/**
 * The console's page (the built index.html) as the server sends it for a
 * client route: with the answers its first render needs written in as a JSON
 * data block (config/contracts/boot.ts), so the page draws without asking for
 * them first. Each part is serialised by the schema of the route it stands
 * for, so it is exactly what that route answers. docs/performance.md,
 * "Console loading".
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BOOT_DATA_ELEMENT_ID, type CareerBoot } from '../../config/contracts/boot.js';
import { careerFiltersSchema, careerJobCardSchema, careerJobsQuerySchema } from '../../config/contracts/career.js';
import { listMetaSchema } from '../../config/contracts/common.js';
import { scriptSafeJson } from './careerHtml.js';
import { workspaceCheckAnswerSchema, type WorkspaceCheckBody } from './company.js';

const bootDataSchema = {
    type: 'object',
    properties: {
        workspace: workspaceCheckAnswerSchema,
        career: {
            type: 'object',
            properties: {
                jobs: { type: 'object', properties: { query: careerJobsQuerySchema, data: { type: 'array', items: careerJobCardSchema }, meta: listMetaSchema } },
                filters: careerFiltersSchema,
                skills: { type: 'array', items: { type: 'string' } },
            },
        },
    },
} as const;

/** The page's boot data (BootData): GET check-workspace's body for the request's host always, the career page's answers on it. */
export type PageBootData = {
    workspace: WorkspaceCheckBody;
    career?: CareerBoot;
};

/** The built console's index.html, or undefined when this process serves no console (API-only). */
export async function readIndexHtml(consoleDir: string | undefined): Promise<string | undefined> {
    if (!consoleDir) return undefined;
    try {
        return await readFile(join(consoleDir, 'index.html'), 'utf8');
    } catch {
        return undefined;
    }
}

/** `html` with the boot data before </head>: JSON that no `</script>` inside a value can end. */
export function withBootData(html: string, reply: FastifyReply, boot: PageBootData): string {
    const json = scriptSafeJson(reply.serializeInput(boot, bootDataSchema));
    return html.replace(/<\/head>/i, () => `    <script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${json}</script>\n    </head>`);
}

/**
 * Brotli's quality for a page compressed per request: the build's 11 took 8.8 ms of the event loop
 * for the seed's career page (6.3 KB with its jobs), 5 takes 0.2 ms for 240 bytes more (1.7 → 2.0 KB),
 * which a phone's slow link receives in about a millisecond.
 */
const PAGE_BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };

/** The HTML, compressed the way the client accepts (as the built files are), revalidated on every load. */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
    const accepts = String(request.headers['accept-encoding'] ?? '');
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
    if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(brotliCompressSync(html, PAGE_BROTLI));
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
    return reply.send(html);
}
