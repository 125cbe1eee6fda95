/**
 * The public career page (docs/api-career.md): its API (no session; the
 * workspace is the host), the job share pages rendered on the server, the
 * crawlers' robots.txt and sitemap, and the partner embed script. Partner
 * origins get CORS on the API and frame-ancestors on the pages.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
    CAREER_PAGE_ALIASES,
    CAREER_PAGE_MAX,
    CAREER_PAGE_PATH,
    CAREER_PAGE_SIZE,
    INDUSTRIES,
    careerFiltersSchema,
    careerJobDetailSchema,
    careerJobParamsSchema,
    careerJobsAnswerSchema,
    careerJobsQuerySchema,
    careerPartnerSchema,
    careerSkillsQuerySchema,
    industrySchema,
} from '../../config/contracts/career.js';
import { withWorkspace } from '../db/scope.js';
import type { Workspace } from '../db/schema.js';
import { careerPageHead, embedScript, jobPageHead, missingJobHead, renderPage, robotsTxt, sitemapXml, type PageHead } from '../lib/careerHtml.js';
import { findCareerJob, listCareerJobs, listedJobIds } from '../lib/careerJobs.js';
import { readIndexHtml, sendHtml, withBootData, type PageBootData } from '../lib/consoleHtml.js';
import { careerFilterOptions } from '../lib/careerOptions.js';
import { careerAskedSkills, careerLandingAnswers } from '../lib/careerSkills.js';
import { activePartner, hasPartnerTable, normaliseOrigin, partnerByOrigin, partnerOrigins } from '../lib/careerPartners.js';
import { notFound, ok, page, pageMeta, schemas } from '../lib/http.js';
import { jobReferenceTables } from '../lib/jobs.js';
import { route } from '../plugins/auth.js';
import { findWorkspaceByHost, requestHost, workspaceCheckAnswer } from '../plugins/workspace.js';

const tags = ['career'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Jobs a sitemap lists at most (the protocol allows 50,000 URLs; a workspace lists a few hundred). */
const SITEMAP_MAX = 5_000;

/** The scheme and host the request was made to: share URLs, canonical links and og:url are on it. */
export function originOf(request: FastifyRequest): string {
    return `${request.protocol}://${request.host}`;
}

export async function careerRoutes(app: FastifyInstance): Promise<void> {
    const { database, config } = app.deps;
    const refs = await jobReferenceTables(database.db);
    const rateLimit = { ...config.careerRateLimit, bucket: 'career' };

    // CORS for the public API: an active partner's origin is echoed, any other gets no CORS headers.
    app.addHook('onRequest', async (request, reply) => {
        if (!request.url.startsWith('/api/')) return;
        reply.header('vary', 'Origin');
        const origin = normaliseOrigin(request.headers.origin);
        if (!origin || origin === originOf(request).toLowerCase() || !(await hasPartnerTable(database.db))) return;
        const partner = await withWorkspace(database.db, request.workspace.id, tx => partnerByOrigin(tx, origin));
        if (partner) reply.header('access-control-allow-origin', request.headers.origin!);
    });

    route(app, {
        method: 'GET',
        url: '/api/career/jobs',
        access: 'public',
        rateLimit,
        schema: {
            tags,
            summary: "The career page's open jobs: this workspace's jobs shown on the career page, open and not past their deadline, filtered by SPEC.md's open-jobs keys (docs/api-career.md), 10 to a page",
            querystring: careerJobsQuerySchema,
            response: { 200: careerJobsAnswerSchema },
        },
        async handler({ tx, workspace, query, request }) {
            const perPage = Math.min(CAREER_PAGE_MAX, query.limit ?? CAREER_PAGE_SIZE);
            const currentPage = query.currentPage ?? 1;
            const { total, rows } = await listCareerJobs(tx, refs, workspace, query, { perPage, offset: (currentPage - 1) * perPage }, originOf(request));
            return page(rows, pageMeta(total, currentPage, perPage));
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/career/jobs/:id',
        access: 'public',
        rateLimit,
        schema: {
            tags,
            summary: "A job's public page: description, location, experience, the salary when published, the screening questions Apply asks, the company. A job not on the career page (closed, unpublished, past its deadline, another workspace's) is a 404",
            params: careerJobParamsSchema,
            response: { 200: schemas.envelope(careerJobDetailSchema) },
        },
        async handler({ tx, workspace, params, request }) {
            const job = await findCareerJob(tx, refs, workspace, params.id, originOf(request));
            if (!job) throw notFound();
            return ok(job);
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/career/filters',
        access: 'public',
        rateLimit,
        schema: {
            tags,
            summary: "The career page's filter options (role groups and cities of the listed jobs, job types, industries, experience and CTC bands, sort orders) and the company it is branded with",
            response: { 200: schemas.envelope(careerFiltersSchema) },
        },
        async handler({ tx, workspace }) {
            return ok(await careerFilterOptions(tx, refs, workspace));
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/career/get-skills',
        access: 'public',
        rateLimit,
        schema: {
            tags,
            summary: "The skills the career page's jobs ask for, the most asked first (names containing the search, those starting with it first)",
            querystring: careerSkillsQuerySchema,
            response: { 200: schemas.envelope({ type: 'array', items: { type: 'string' } }) },
        },
        async handler({ tx, workspace, query }) {
            return ok(await careerAskedSkills(tx, workspace, query.search, query.limit ?? 500));
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/career/partners/:id',
        access: 'public',
        rateLimit,
        schema: {
            tags,
            summary: "An active partner site's name and colour, for the career page in embed mode (?embed=1&partner={id}); any other id is a 404",
            params: careerJobParamsSchema,
            response: { 200: schemas.envelope(careerPartnerSchema) },
        },
        async handler({ tx, params }) {
            const partner = await activePartner(tx, params.id);
            if (!partner) throw notFound();
            return ok({ id: partner.id, name: partner.name, brand_color: partner.brand_color });
        },
    });

    route(app, {
        method: 'GET',
        url: '/api/sso-industry',
        access: 'public',
        rateLimit,
        schema: {
            tags,
            summary: 'Industries (config/industries.json): the career page filter and the candidate profile',
            response: { 200: schemas.envelope({ type: 'array', items: industrySchema }) },
        },
        async handler() {
            return ok(INDUSTRIES);
        },
    });

    registerPages(app, refs);
}

// ---------------------------------------------------------------------------
// Pages: not the API, so hidden from the OpenAPI document; the workspace is
// looked up here (the workspace plugin resolves /api/ paths only).

async function workspaceOf(app: FastifyInstance, request: FastifyRequest): Promise<Workspace | undefined> {
    const workspace = await findWorkspaceByHost(app.deps.database.db, requestHost(request, app.deps.config));
    return workspace?.is_active ? workspace : undefined;
}

/**
 * frame-ancestors 'self' and the active partners' origins, in place of the
 * app's (helmet's) own on this response; X-Frame-Options goes, since it can
 * name no list of origins.
 */
async function allowPartnerFraming(app: FastifyInstance, reply: FastifyReply, workspace: Workspace | undefined): Promise<void> {
    const origins = workspace && (await hasPartnerTable(app.deps.database.db)) ? await withWorkspace(app.deps.database.db, workspace.id, tx => partnerOrigins(tx)) : [];
    const ancestors = `frame-ancestors ${["'self'", ...origins].join(' ')}`;
    const current = String(reply.raw.getHeader('content-security-policy') ?? '');
    const policy = /frame-ancestors[^;]*/.test(current) ? current.replace(/frame-ancestors[^;]*/, ancestors) : [current, ancestors].filter(Boolean).join(';');
    reply.raw.removeHeader('x-frame-options');
    reply.raw.removeHeader('content-security-policy');
    reply.header('content-security-policy', policy);
}

/** Whether the career page's URL shows its first page without filters (what the page's HTML carries the jobs of). */
function opensLanding(query: unknown): boolean {
    const given = (query ?? {}) as Record<string, unknown>;
    const filtered = Object.keys(careerJobsQuerySchema.properties).some(key => key !== 'currentPage' && key !== 'limit' && String(given[key] ?? '').trim() !== '');
    return !filtered && String(given.currentPage ?? '1') === '1';
}

function registerPages(app: FastifyInstance, refs: Awaited<ReturnType<typeof jobReferenceTables>>): void {
    const hidden = { hide: true } as const;
    const { config } = app.deps;
    // Read per request, not kept: the database handle is the app's (a test swaps it for one that fails).
    const database = () => app.deps.database.db;

    type Rendered = { status: number; head: PageHead; career?: PageBootData['career'] };
    async function renderOr404(request: FastifyRequest, reply: FastifyReply, head: (workspace: Workspace, origin: string) => Promise<Rendered>) {
        const html = await readIndexHtml(config.consoleDir);
        if (!html) return reply.code(404).send({ status: false, message: `No such endpoint: GET ${request.url.split('?')[0]}` });
        try {
            return await render(request, reply, html, head);
        } catch (error) {
            // As every console page does when its lookups fail (server/app.ts, sendConsolePage): the
            // page itself, which asks the API and says what went wrong, instead of an error body.
            // 503, so a crawler comes back rather than indexing an empty page.
            request.log.warn({ err: error }, 'career page sent without its data');
            return sendHtml(request, reply, 503, html);
        }
    }

    async function render(request: FastifyRequest, reply: FastifyReply, html: string, head: (workspace: Workspace, origin: string) => Promise<Rendered>) {
        const db = database();
        const origin = originOf(request);
        const found = await findWorkspaceByHost(db, requestHost(request, config));
        const workspace = found?.is_active ? found : undefined;
        await allowPartnerFraming(app, reply, workspace);
        // The page carries the workspace check's answer (server/lib/consoleHtml.ts): without a
        // workspace here, the console sends the visitor to company-not-found without asking.
        const boot: PageBootData = { workspace: workspaceCheckAnswer(found, config).body };
        if (!workspace) return sendHtml(request, reply, 404, withBootData(renderPage(html, missingJobHead(undefined, origin, request.url.split('?')[0])), reply, boot));
        const page = await head(workspace, origin);
        return sendHtml(request, reply, page.status, withBootData(renderPage(html, page.head), reply, { ...boot, career: page.career }));
    }

    // The jobs, filters and skills the page opens with ride in its HTML: it renders once, complete, with no request to wait for.
    const careerPage = (request: FastifyRequest, reply: FastifyReply) =>
        renderOr404(request, reply, async (workspace, origin) => {
            const landing = await withWorkspace(database(), workspace.id, tx => careerLandingAnswers(tx, refs, workspace, origin));
            const career = opensLanding(request.query) ? landing : { filters: landing.filters, skills: landing.skills };
            return { status: 200, head: careerPageHead(workspace, origin, landing.jobs.meta.total), career };
        });
    app.get(CAREER_PAGE_PATH, { schema: hidden }, careerPage);

    // /career and /careers, the addresses people type, had the console send them to the staff
    // sign-in. Moved for good (301, so crawlers index /careerPage), the query (utm_*, filters) kept.
    for (const alias of CAREER_PAGE_ALIASES) {
        app.get(alias, { schema: hidden }, (request, reply) => {
            const at = request.url.indexOf('?');
            return reply.redirect(`${CAREER_PAGE_PATH}${at < 0 ? '' : request.url.slice(at)}`, 301);
        });
    }

    app.get<{ Params: { id: string } }>('/careerPage/job/:id', { schema: hidden }, (request, reply) =>
        renderOr404(request, reply, async (workspace, origin) => {
            const id = request.params.id;
            const db = database();
            const job = UUID.test(id) ? await withWorkspace(db, workspace.id, async tx => findCareerJob(tx, await jobReferenceTables(db), workspace, id, origin)) : undefined;
            return job ? { status: 200, head: jobPageHead(job, workspace, origin) } : { status: 404, head: missingJobHead(workspace, origin, request.url.split('?')[0]) };
        }),
    );

    app.get('/robots.txt', { schema: hidden }, async (request, reply) => {
        reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
        return robotsTxt(originOf(request));
    });

    app.get('/sitemap.xml', { schema: hidden }, async (request, reply) => {
        const workspace = await workspaceOf(app, request);
        if (!workspace) return reply.code(404).type('text/plain; charset=utf-8').send('No workspace at this host.');
        const jobs = await withWorkspace(database(), workspace.id, tx => listedJobIds(tx, workspace, SITEMAP_MAX));
        return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(sitemapXml(originOf(request), jobs));
    });

    app.get<{ Querystring: { partner?: string } }>('/embed/jobs.js', { schema: hidden }, async (request, reply) => {
        const workspace = await workspaceOf(app, request);
        const id = typeof request.query.partner === 'string' ? request.query.partner : '';
        const partner = workspace && UUID.test(id) ? await withWorkspace(database(), workspace.id, tx => activePartner(tx, id)) : undefined;
        // Loaded by the partner's page, on its origin: the app's same-origin resource policy would block it.
        reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').header('cross-origin-resource-policy', 'cross-origin');
        if (!workspace || !partner) return reply.code(404).send('/* No active partner site with this id: see the career page settings (Partner sites). */\n');
        return reply.send(embedScript(originOf(request), partner, workspace.company_name));
    });
}
