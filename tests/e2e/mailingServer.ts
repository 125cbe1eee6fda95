/**
 * For the browser suites that read what the product mailed (invitations with
 * their .ics, one-time codes, reset links): a server of the test file's own
 * (ownServer.ts), whose outbox delivers to a loopback SMTP sink every 200 ms,
 * and a browser. Registers the file's beforeAll and afterAll;
 * the fields are set once beforeAll has run.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { ServerProcess } from '../helpers/serverProcess.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtpSink.js';
import { launchBrowser } from './browser.js';
import { startOwnServer, type OwnServer } from './ownServer.js';

export interface MailingServer {
    browser: Browser;
    server: ServerProcess;
    sink: SmtpSink;
    /** The acme workspace's URL of `path` on this server. */
    url: (path: string) => string;
}

export function useMailingServer(name: string): MailingServer {
    const started = { url: (path: string) => `http://acme.localhost:${started.server.port}${path}` } as MailingServer;
    let own: OwnServer | undefined;
    beforeAll(async () => {
        started.sink = await startSmtpSink();
        own = await startOwnServer(name, { SMTP_URL: started.sink.url, MAIL_INTERVAL_MS: '200' });
        started.server = own.server;
        started.browser = await launchBrowser();
    });
    afterAll(async () => {
        await started.browser?.close();
        await own?.close();
        await started.sink?.close();
    });
    return started;
}
