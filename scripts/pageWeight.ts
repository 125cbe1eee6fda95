/**
 * What a page costs a browser with a cold cache: the JavaScript it downloads
 * and when its largest paint happened. One measure for the budget check in
 * npm test (tests/e2e/budgets.test.ts) and for npm run bench (scripts/bench.ts),
 * against the budgets of config/performance.json. docs/performance.md,
 * "Console loading".
 */
import type { Browser, Page } from 'playwright-core';
import performanceJson from '../config/performance.json';

export interface ScriptBudget {
    /** How the page is named in reports. */
    page: string;
    path: string;
    /** KB (1024 bytes) of script on the wire. */
    kb: number;
    /** Measured after signing in as the workspace's admin. */
    signedIn: boolean;
}

export const scriptBudgets: readonly ScriptBudget[] = performanceJson.scriptBudgets;

export interface PageWeight {
    /** Sum of Chrome's encodedDataLength over every Script response: headers and body as sent, so compression shows. */
    scriptWireBytes: number;
    /** The same scripts decoded. */
    scriptDecodedBytes: number;
    /** Script URLs, in the order they arrived. */
    scripts: string[];
    /** The last largest-contentful-paint entry, in ms from navigation start. */
    lcpMs: number | null;
}

/** The latest largest-contentful-paint entry of the current document, in ms from navigation start. */
export function readLcp(page: Page): Promise<number | null> {
    return page.evaluate(
        () =>
            new Promise<number | null>(resolve => {
                let last: number | null = null;
                const observer = new PerformanceObserver(entries => {
                    for (const entry of entries.getEntries()) last = entry.startTime;
                });
                observer.observe({ type: 'largest-contentful-paint', buffered: true });
                setTimeout(() => {
                    observer.disconnect();
                    resolve(last);
                }, 300);
            }),
    );
}

/** Answers a wait for no request of `page` in flight for `quietMs` (15 s at most), counting from now. */
function networkQuiet(page: Page, quietMs = 500): () => Promise<void> {
    let inFlight = 0;
    let since = Date.now();
    const started = () => {
        inFlight++;
        since = Date.now();
    };
    const ended = () => {
        inFlight--;
        since = Date.now();
    };
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    return async () => {
        const deadline = Date.now() + 15_000;
        while ((inFlight > 0 || Date.now() - since < quietMs) && Date.now() < deadline) await new Promise(resolve => setTimeout(resolve, 50));
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
    };
}

/**
 * Opens `url` in a new browser context (1366 × 900) with the HTTP cache
 * cleared after `before` (which may sign in), waits for the network to be
 * idle, and answers the scripts received and the LCP.
 */
export async function measureColdLoad(browser: Browser, url: string, before?: (page: Page) => Promise<void>): Promise<PageWeight> {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
        const page = await context.newPage();
        if (before) {
            const quiet = networkQuiet(page);
            await before(page);
            // What `before` started (a sign-in's page and what it fetches ahead) ends before the measure
            // begins, so the measure counts the cold load of `url` alone. Not waitForLoadState: after a
            // sign-in the app moves on without loading a document, so no new 'networkidle' is awaited.
            await quiet();
        }
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.clearBrowserCache');
        const scripts = new Map<string, { url: string; wire: number; decoded: number }>();
        cdp.on('Network.responseReceived', event => {
            if (event.type === 'Script') scripts.set(event.requestId, { url: event.response.url, wire: 0, decoded: 0 });
        });
        cdp.on('Network.dataReceived', event => {
            const script = scripts.get(event.requestId);
            if (script) script.decoded += event.dataLength;
        });
        cdp.on('Network.loadingFinished', event => {
            const script = scripts.get(event.requestId);
            if (script) script.wire = event.encodedDataLength;
        });
        await page.goto(url, { waitUntil: 'networkidle' });
        const lcpMs = await readLcp(page);
        const all = [...scripts.values()];
        return {
            scriptWireBytes: all.reduce((n, s) => n + s.wire, 0),
            scriptDecodedBytes: all.reduce((n, s) => n + s.decoded, 0),
            scripts: all.map(s => s.url),
            lcpMs,
        };
    } finally {
        await context.close();
    }
}
