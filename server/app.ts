/** Builds the Fastify app: plugins, routes and the console, on a migrated database. */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ServerConfig } from './config.js';
import type { Database } from './db/connect.js';
import { crudRoutes } from './crud/routes.js';
import { BackgroundWork } from './lib/background.js';
import { Lifecycle } from './lib/lifecycle.js';
import { DatabaseFiles } from './lib/databaseFiles.js';
import { DiskFiles, FileStore } from './lib/files.js';
import { loggerOptions, type LogDestination } from './lib/logging.js';
import { OutboxDispatcher } from './lib/mailer.js';
import { AutomationWorker } from './lib/automationWorker.js';
import { OfferExpiry, OFFER_EXPIRY_INTERVAL_MS } from './lib/offerLifecycle.js';
import { cloudApiSettings, WhatsAppDispatcher } from './lib/whatsappDispatcher.js';
import { refusingUnstorableText } from './lib/input.js';
import { buildSerializer, compileRequestSchema } from './lib/schemaCompilers.js';
import { readIndexHtml, sendHtml, withBootData } from './lib/consoleHtml.js';
import { TokenSigner } from './lib/tokens.js';
import { registerErrorHandling, sendProblem } from './plugins/errors.js';
import { registerLocale } from './plugins/locale.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/securityHeaders.js';
import { registerSignInThrottle } from './plugins/signInThrottle.js';
import { findWorkspaceByHost, registerWorkspaceResolution, requestHost, workspaceCheckAnswer } from './plugins/workspace.js';
import { applicationRoutes } from './routes/applications.js';
import { boardRoutes } from './routes/board.js';
import { careerRoutes } from './routes/career.js';
import { candidateRoutes } from './routes/candidates.js';
import { searchRoutes } from './routes/search.js';
import { candidatePortalRoutes } from './routes/candidatePortal.js';
import { cityRoutes } from './routes/cities.js';
import { employeePortalRoutes } from './routes/employeePortal.js';
import { vendorPortalRoutes } from './routes/vendorPortal.js';
import { authRoutes } from './routes/auth.js';
import { automationRoutes } from './routes/automations.js';
import { companyRoutes } from './routes/company.js';
import { dashboardRoutes } from './routes/dashboard.js';
import { reportRoutes } from './routes/reports.js';
import { messagingRoutes } from './routes/messaging.js';
import { interviewerRoutes } from './routes/interviewer.js';
import { interviewRoutes } from './routes/interviews.js';
import { jobRoutes } from './routes/jobs.js';
import { offerRoutes } from './routes/offers.js';
import { pipelineRoutes } from './routes/pipelines.js';
import { resumeRoutes } from './routes/resumes.js';
import { templateRoutes } from './routes/templates.js';
import { healthRoutes } from './routes/health.js';
import { userRoutes } from './routes/users.js';
import { usageRoutes } from './routes/usage.js';
import { workspaceRoutes } from './routes/workspace.js';
import { whatsappRoutes } from './routes/whatsapp.js';

/** The largest file any route accepts; routes set lower limits of their own. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export interface AppDeps {
    database: Database;
    config: ServerConfig;
    signer: TokenSigner;
    /** Work that runs after a response is sent (server/lib/background.ts). */
    background: BackgroundWork;
    /** Turns automation events into sends (server/lib/automationWorker.ts); tests run its passes. */
    automations: AutomationWorker;
    /** Uploaded files, on disk or in the database (FILE_STORAGE; server/lib/files.ts). */
    files: FileStore;
    /** Set draining when shutdown begins: /api/health/ready answers 503 from then on (server/main.ts). */
    lifecycle: Lifecycle;
}

declare module 'fastify' {
    interface FastifyInstance {
        deps: AppDeps;
    }
}

async function openFileStore(config: ServerConfig): Promise<{ store: FileStore; close?: () => Promise<void> }> {
    if (config.fileStorage === 'disk') return { store: new FileStore(new DiskFiles(config.uploadsDir)) };
    if (!config.databaseUrl) throw new Error('FILE_STORAGE=database needs DATABASE_URL: with the embedded database, files stay in UPLOADS_DIR.');
    const backend = await DatabaseFiles.open(config.databaseUrl);
    return { store: new FileStore(backend), close: () => backend.close() };
}

export async function buildApp(deps: {
    database: Database;
    config: ServerConfig;
    jwtSecret: string;
    /** Where log lines go instead of stdout (tests read them). */
    logDestination?: LogDestination;
}): Promise<FastifyInstance> {
    const { config } = deps;
    const app = Fastify({
        logger: loggerOptions(config.logLevel, deps.logDestination),
        bodyLimit: config.bodyLimitBytes,
        trustProxy: config.trustProxy,
        schemaController: { compilersFactory: { buildSerializer } },
    });
    const files = await openFileStore(config);
    if (files.close) app.addHook('onClose', files.close);
    const background = new BackgroundWork(app.log);
    const automations = new AutomationWorker(deps.database.db, app.log);
    app.decorate('deps', { database: deps.database, config, signer: new TokenSigner(deps.jwtSecret), background, automations, lifecycle: new Lifecycle(), files: files.store });
    // Queued work (a reset mail, say) finishes before the database closes.
    app.addHook('onClose', () => background.idle());

    // Every validated part (body, query string, params) also refuses text the database cannot hold (server/lib/input.ts).
    app.setValidatorCompiler(route => refusingUnstorableText(compileRequestSchema(route)));
    registerErrorHandling(app);
    // Fixed messages in the request's language (docs/decisions.md, "Hindi").
    registerLocale(app);

    registerSecurityHeaders(app, {
        contentSecurityPolicy: {
            directives: {
                defaultSrc: ["'self'"],
                scriptSrc: ["'self'"],
                styleSrc: ["'self'", "'unsafe-inline'"],
                imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
                connectSrc: ["'self'"],
                // The console previews a resume PDF in a frame from a blob: URL (custom/applicants/ResumePreview.tsx).
                frameSrc: ["'self'", 'blob:'],
                upgradeInsecureRequests: null,
            },
        },
    });
    // One multipart parser for every upload route; each route enforces its own size and kinds.
    await app.register(multipart, { attachFieldsToBody: true, limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });
    // Before any route: the document is completed centrally (server/plugins/openapi.ts).
    await registerOpenApi(app, { title: 'Recruitment console API', version: '0.1.0' });

    registerWorkspaceResolution(app, deps.database.db, config);
    // After the workspace is resolved: sign-in budgets count per workspace, not per host spelling.
    registerSignInThrottle(app, deps.database.db);
    await app.register(workspaceRoutes);
    await app.register(authRoutes);
    await app.register(userRoutes);
    await app.register(companyRoutes);
    await app.register(crudRoutes);
    await app.register(jobRoutes);
    await app.register(pipelineRoutes);
    await app.register(applicationRoutes);
    await app.register(boardRoutes);
    await app.register(candidateRoutes);
    await app.register(searchRoutes);
    await app.register(candidatePortalRoutes);
    await app.register(employeePortalRoutes);
    await app.register(vendorPortalRoutes);
    await app.register(dashboardRoutes);
    await app.register(reportRoutes);
    await app.register(usageRoutes);
    await app.register(resumeRoutes);
    await app.register(templateRoutes);
    await app.register(interviewRoutes);
    await app.register(interviewerRoutes);
    await app.register(careerRoutes);
    await app.register(cityRoutes);
    await app.register(automationRoutes);
    await app.register(offerRoutes);
    await app.register(messagingRoutes);
    await app.register(whatsappRoutes);
    await app.register(healthRoutes);
    app.get(
        '/api/docs/json',
        {
            schema: {
                tags: ['system'],
                summary: 'This OpenAPI 3.0 document (docs/api.md says how to lint it and generate a client)',
                response: { 200: { description: 'The OpenAPI document', type: 'object', additionalProperties: true } },
            },
        },
        async () => app.swagger(),
    );

    await registerConsole(app, config.consoleDir);
    // Every process runs the automation pass; row locks keep each send to one of them (docs/decisions.md).
    app.addHook('onReady', async () => automations.start(config.automationIntervalMs));
    app.addHook('onClose', () => automations.stop());
    if (config.smtpUrl) {
        const outbox = new OutboxDispatcher(deps.database.db, config.smtpUrl, config.mailFrom, app.log);
        app.addHook('onReady', async () => outbox.start(config.mailIntervalMs));
        app.addHook('onClose', () => outbox.stop());
    }
    // Offers past their expiry day become EXPIRED (server/lib/offerLifecycle.ts): each process runs the pass, each offer moves once.
    const offerExpiry = new OfferExpiry(deps.database.db, app.log);
    app.addHook('onReady', async () => offerExpiry.start(OFFER_EXPIRY_INTERVAL_MS, { runNow: true }));
    app.addHook('onClose', () => offerExpiry.stop());
    // Without the Cloud API configured, WhatsApp messages wait in whatsapp_outbox like mail without SMTP_URL.
    const cloudApi = cloudApiSettings(config.whatsapp);
    if (cloudApi) {
        const whatsapp = new WhatsAppDispatcher(deps.database.db, cloudApi, app.log);
        app.addHook('onReady', async () => whatsapp.start(config.mailIntervalMs));
        app.addHook('onClose', () => whatsapp.stop());
    }
    return app;
}

/** Where Vite writes the content-hashed files: a name changes with its content, so a browser may keep it for good. */
const HASHED_ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A client route: index.html with GET check-workspace's answer for the request's host written in
 * (server/lib/consoleHtml.ts), so the first page renders without asking. Should the lookup fail,
 * the page goes without it and asks, as it would anyway.
 */
async function sendConsolePage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, consoleDir: string) {
    const html = await readIndexHtml(consoleDir);
    if (!html) return reply.type('text/html').sendFile('index.html');
    const { database, config } = app.deps;
    const workspace = await findWorkspaceByHost(database.db, requestHost(request, config)).then(
        found => ({ found }),
        (error: unknown) => {
            request.log.warn({ err: error }, 'console page sent without the workspace check');
            return null;
        },
    );
    return sendHtml(request, reply, 200, workspace ? withBootData(html, reply, { workspace: workspaceCheckAnswer(workspace.found, config).body }) : html);
}

/**
 * The built console on the same port; unknown non-API paths get index.html (client routing) with
 * the workspace check's answer in it.
 * Each file goes out as the brotli or gzip copy the build wrote beside it (scripts/precompress.ts),
 * picked by Accept-Encoding (br, then gzip, then the file itself) with `Vary: Accept-Encoding`.
 * Hashed assets are cached for a year (immutable); index.html, the client-routing fallback and any
 * other unhashed file are revalidated on every load (no-cache), so a new build is seen at once.
 * A missing hashed asset is a 404, not index.html: a chunk of an older build fails as a failed
 * import instead of HTML parsed as JavaScript. docs/performance.md, "Console loading".
 */
async function registerConsole(app: FastifyInstance, consoleDir: string | undefined): Promise<void> {
    const hasConsole = Boolean(consoleDir && existsSync(join(consoleDir, 'index.html')));
    if (hasConsole) {
        await app.register(fastifyStatic, {
            root: consoleDir!,
            wildcard: false,
            index: false,
            preCompressed: true,
            cacheControl: false,
            setHeaders: (response, path) => {
                response.setHeader('cache-control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE : 'no-cache');
                response.setHeader('vary', 'Accept-Encoding');
            },
        });
    }
    app.setNotFoundHandler((request, reply) => {
        const path = request.url.split('?')[0];
        if (hasConsole && request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith(HASHED_ASSETS)) {
            return sendConsolePage(app, request, reply, consoleDir!);
        }
        return sendProblem(reply, 404, `No such endpoint: ${request.method} ${path}`);
    });
}
