/** Debian's Chromium driven by playwright-core (a test tool's own browser download fails here). */
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Download, type Locator, type LaunchOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumPath } from '../../scripts/chromium.mjs';

export { chromiumPath };
export const artifactsDir = 'test-artifacts/screenshots';

/** How the suite's one Chromium is started (globalSetup.ts); every file connects to it. */
export const CHROMIUM_OPTIONS: LaunchOptions = {
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/**
 * The suite's Chromium, started once by globalSetup.ts: a file connects to it rather than
 * starting one of its own (about 2 s a file under load), and its `close()` ends its own contexts
 * and leaves the browser to the next file. Every context and page asks for reduced motion, a
 * setting the console honours (custom/shell/theme.ts): a step waits for no animation to end and
 * the renderer draws no animation frames (docs/testing.md, "Reduced motion in the browser suite"). Chromium's own switch
 * for it has no effect in its new headless mode, so it is set per context.
 */
export async function launchBrowser(): Promise<Browser> {
    const browser = await chromium.connect(inject('browserEndpoint'));
    const [newContext, newPage] = [browser.newContext.bind(browser), browser.newPage.bind(browser)];
    browser.newContext = options => newContext({ reducedMotion: 'reduce', ...options });
    browser.newPage = options => newPage({ reducedMotion: 'reduce', ...options });
    return browser;
}

/** A download's bytes, read through Playwright (its `path()` is not offered to a connected browser). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
}

/** http://acme.localhost:PORT and friends: Chromium resolves *.localhost to loopback. */
export function workspaceUrl(host: string, path = '/'): string {
    return `http://${host}:${inject('baseUrlPort')}${path}`;
}

/**
 * What the test saw, for a person reading a run: the window, not the whole page. A full-page
 * capture re-lays the page out at its full height and took 0.7 s against 0.25 s under a CI run's
 * load; the suite takes about 270 of them (docs/testing.md).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
    mkdirSync(artifactsDir, { recursive: true });
    await page.screenshot({ path: `${artifactsDir}/${name}.png` });
}

export const DEMO_PASSWORD = 'Demo@12345';

/**
 * Opens a sidebar group (`scope`: the page or the navigation) and waits until it has opened: its
 * links move while it does, and on a loaded CI machine a click mid-animation landed on the group
 * above and the page never left (a bulk-mail run).
 */
export async function openMenuGroup(scope: Page | Locator, name: string): Promise<void> {
    const group = scope.getByRole('button', { name });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    const page = 'page' in scope ? scope.page() : scope;
    await page.locator(`[id="${await group.getAttribute('aria-controls')}"].MuiCollapse-entered`).waitFor();
}

/**
 * Picks up the focused dnd-kit handle with Space. dnd-kit's keyboard sensor starts listening for
 * arrows one timer tick after the pick-up (KeyboardSensor.attach), and the pick-up's announcement
 * can render before that tick: on a loaded CI machine an arrow sent on the announcement was lost
 * (a stages run). A timer queued now runs after the sensor's.
 */
export async function pickUpWithKeyboard(page: Page): Promise<void> {
    await page.keyboard.press('Space');
    await page.evaluate(() => new Promise(resolve => setTimeout(resolve, 0)));
}

/** Opens a sign-in page (a full URL) and signs in with the demo password; callers wait for their landing page. */
export async function signInAt(page: Page, url: string, email: string): Promise<void> {
    await page.goto(url);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').first().fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * An API call from the page as the signed-in user (Bearer token from the session cookie), for a
 * suite's setup; answers `data`, and fails loudly on anything but 200.
 */
export async function pageApi<T = unknown>(page: Page, method: string, path: string, body?: object): Promise<T> {
    const token = (await page.context().cookies()).find(cookie => cookie.name === 'ats_token')?.value;
    if (!token) throw new Error('no ats_token cookie: sign in first');
    const answer = await page.evaluate(
        async ({ bearer, verb, url, payload }) => {
            const response = await fetch(`/api/${url}`, {
                method: verb,
                headers: { authorization: `Bearer ${bearer}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
                body: payload ? JSON.stringify(payload) : undefined,
            });
            return { status: response.status, json: (await response.json()) as { data: unknown } };
        },
        { bearer: token, verb: method, url: path, payload: body },
    );
    if (answer.status !== 200) throw new Error(`${method} /api/${path} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
    return answer.json.data as T;
}
