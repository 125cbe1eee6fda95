/** Server settings from the environment, with the defaults README.md documents. */
import { join, resolve } from 'node:path';

export interface ServerConfig {
    port: number;
    listenHost: string;
    /** A PostgreSQL server; when absent the embedded PGlite under dataDir is used. */
    databaseUrl?: string;
    dataDir: string;
    /** Uploaded files, outside any served folder. */
    uploadsDir: string;
    /** Honour X-Forwarded-Host / -Proto only behind a proxy we trust. */
    trustProxy: boolean;
    jwtSecret?: string;
    sessionTtlHours: number;
    smtpUrl?: string;
    mailFrom: string;
    /** How often the outbox is delivered when SMTP_URL is set. */
    mailIntervalMs: number;
    /** How often the automation worker runs (server/lib/automationWorker.ts); 0 runs none (tests run passes themselves). */
    automationIntervalMs: number;
    /** Hosts served as another workspace's host, e.g. localhost as acme.localhost. */
    hostAliases: Record<string, string>;
    bodyLimitBytes: number;
    loginRateLimit: { max: number; timeWindowMs: number };
    /** Requests per client per minute to the public career API, all its routes together (server/routes/career.ts). */
    careerRateLimit: { max: number; timeWindowMs: number };
    /** Per-account backoff after failed sign-ins (server/plugins/signInThrottle.ts). */
    loginLockout: LoginLockout;
    /** The built console; absent in API-only tests. */
    consoleDir?: string;
    logLevel: string;
    /** Resource files of the config-driven engine (server/crud); absent: CONFIG_RESOURCES_DIR, else config/resources. */
    resourcesDir?: string;
    /** An OpenAI-compatible chat-completions endpoint for "Generate with AI"; absent: the built-in template writer. */
    aiApiUrl?: string;
    aiApiKey?: string;
    aiModel: string;
    aiTimeoutMs: number;
    /** The WhatsApp Business Cloud API (server/lib/whatsappDispatcher.ts, the webhook in server/routes/whatsapp.ts). */
    whatsapp: WhatsAppConfig;
    /** After SIGTERM: how long the process answers "not ready" while still serving, before it stops taking connections. */
    shutdownDrainMs: number;
    /** After that: how long requests in flight may take to finish before their connections are cut. */
    shutdownGraceMs: number;
    /** Where uploaded files' bytes live: UPLOADS_DIR, or the PostgreSQL database (needs DATABASE_URL). */
    fileStorage: 'disk' | 'database';
    /** Hosts of the workspaces whose console shows the CS dashboard (CS_DASHBOARD_WORKSPACES; docs/operations.md). */
    csDashboardWorkspaces: readonly string[];
}

/** Messages are sent only with a phone number id and a token; the webhook needs the app secret (POST) and the verify token (GET). */
export interface WhatsAppConfig {
    apiUrl: string;
    phoneNumberId?: string;
    accessToken?: string;
    appSecret?: string;
    verifyToken?: string;
}

/** After `threshold` consecutive failures an email's sign-in locks for `seconds`, doubling with each further failure up to `maxSeconds`. */
export interface LoginLockout {
    threshold: number;
    seconds: number;
    maxSeconds: number;
}

function parseAliases(value: string): Record<string, string> {
    return Object.fromEntries(
        value
            .split(',')
            .map(pair => pair.split('=').map(s => s.trim().toLowerCase()))
            .filter(pair => pair.length === 2 && pair[0] && pair[1]),
    );
}

/** A comma-separated list of workspace hosts, lower-cased; blanks dropped. */
function hostList(value: string | undefined): string[] {
    return (value ?? '')
        .split(',')
        .map(host => host.trim().toLowerCase())
        .filter(Boolean);
}

function fileStorageOf(value: string | undefined): 'disk' | 'database' {
    if (value === undefined || value === '' || value === 'disk') return 'disk';
    if (value === 'database') return value;
    throw new Error(`FILE_STORAGE must be "disk" or "database", not "${value}".`);
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
    return {
        port: Number(env.PORT ?? 8080),
        listenHost: env.LISTEN_HOST ?? '0.0.0.0',
        databaseUrl: env.DATABASE_URL || undefined,
        dataDir: resolve(env.DATA_DIR ?? './data'),
        uploadsDir: resolve(env.UPLOADS_DIR ?? join(env.DATA_DIR ?? './data', 'uploads')),
        trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
        jwtSecret: env.JWT_SECRET || undefined,
        sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 24 * 7),
        smtpUrl: env.SMTP_URL || undefined,
        mailFrom: env.MAIL_FROM ?? 'Recruitment Console <no-reply@localhost>',
        mailIntervalMs: Number(env.MAIL_INTERVAL_MS ?? 5_000),
        automationIntervalMs: Number(env.AUTOMATION_INTERVAL_MS ?? 5_000),
        hostAliases: parseAliases(env.HOST_ALIASES ?? 'localhost=acme.localhost,127.0.0.1=acme.localhost'),
        bodyLimitBytes: Number(env.BODY_LIMIT_BYTES ?? 1_048_576),
        loginRateLimit: { max: Number(env.LOGIN_RATE_LIMIT ?? 10), timeWindowMs: 60_000 },
        careerRateLimit: { max: Number(env.CAREER_RATE_LIMIT ?? 300), timeWindowMs: 60_000 },
        loginLockout: {
            threshold: Number(env.LOGIN_LOCKOUT_THRESHOLD ?? 5),
            seconds: Number(env.LOGIN_LOCKOUT_SECONDS ?? 60),
            maxSeconds: Number(env.LOGIN_LOCKOUT_MAX_SECONDS ?? 3_600),
        },
        consoleDir: resolve(env.CONSOLE_DIR ?? './dist'),
        logLevel: env.LOG_LEVEL ?? 'info',
        fileStorage: fileStorageOf(env.FILE_STORAGE),
        csDashboardWorkspaces: hostList(env.CS_DASHBOARD_WORKSPACES),
        shutdownDrainMs: Number(env.SHUTDOWN_DRAIN_MS ?? 0),
        shutdownGraceMs: Number(env.SHUTDOWN_GRACE_MS ?? 10_000),
        resourcesDir: env.CONFIG_RESOURCES_DIR ? resolve(env.CONFIG_RESOURCES_DIR) : undefined,
        aiApiUrl: env.AI_API_URL || undefined,
        aiApiKey: env.AI_API_KEY || undefined,
        aiModel: env.AI_MODEL || 'gpt-4o-mini',
        aiTimeoutMs: Number(env.AI_TIMEOUT_MS ?? 15_000),
        whatsapp: {
            apiUrl: (env.WHATSAPP_API_URL || 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID || undefined,
            accessToken: env.WHATSAPP_ACCESS_TOKEN || undefined,
            appSecret: env.WHATSAPP_APP_SECRET || undefined,
            verifyToken: env.WHATSAPP_VERIFY_TOKEN || undefined,
        },
    };
}
