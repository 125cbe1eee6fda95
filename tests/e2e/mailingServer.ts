/**
 * For the browser suites that read what the product mailed (invitations with
 * their .ics, one-time codes, reset links): a server of the test file's own,
 * on a fresh data directory, whose outbox delivers to a loopback SMTP sink
 * every 200 ms, and a browser. Registers the file's beforeAll and afterAll;
 * the fields are set once beforeAll has run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { startServer, type ServerProcess } from '../helpers/serverProcess.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtpSink.js';
import { launchBrowser } from './browser.js';

export interface MailingServer {
    browser: Browser;
    server: ServerProcess;
    sink: SmtpSink;
    /** The acme workspace's URL of `path` on this server. */
    url: (path: string) => string;
}

export function useMailingServer(name: string): MailingServer {
    const dataDir = mkdtempSync(join(tmpdir(), `ats-${name}-data-`));
    const started = { url: (path: string) => `http://acme.localhost:${started.server.port}${path}` } as MailingServer;
    beforeAll(async () => {
        started.sink = await startSmtpSink();
        started.server = await startServer(
            { DATA_DIR: dataDir, CONSOLE_DIR: inject('consoleDir'), LOGIN_RATE_LIMIT: '1000', SMTP_URL: started.sink.url, MAIL_INTERVAL_MS: '200' },
            120_000,
        );
        started.browser = await launchBrowser();
    });
    afterAll(async () => {
        await started.browser?.close();
        await started.server?.stop();
        await started.sink?.close();
        rmSync(dataDir, { recursive: true, force: true });
    });
    return started;
}
