/**
 * The browser figures of `npm run bench` (scripts/bench.ts): the built console in headless
 * Chromium with a cold cache, script bytes on the wire and LCP of the pages config/performance.json
 * budgets (scripts/pageWeight.ts, shared with tests/e2e/budgets.test.ts); with --lighthouse,
 * Lighthouse's mobile-preset performance score.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../server/db/seed.js';
import { ADMIN_EMAIL, HOST } from './benchSeed.js';
import type { PageFigure } from './benchResults.js';
import { chromiumPath as CHROMIUM } from './chromium.mjs';
import { measureColdLoad, scriptBudgets } from './pageWeight.js';

export async function buildConsole(): Promise<string> {
    const outDir = mkdtempSync(join(tmpdir(), 'ats-bench-console-'));
    const { build } = await import('vite');
    await build({ configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    return outDir;
}

function launchBrowser(): Promise<Browser> {
    // As tests/e2e/browser.ts launches it.
    return chromium.launch({
        executablePath: CHROMIUM,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
}

/** One page with a cold HTTP cache (cleared after `before`, which may sign in): scripts on the wire and LCP (scripts/pageWeight.ts, shared with tests/e2e/budgets.test.ts). */
async function measurePage(browser: Browser, label: string, url: string, budgetKb: number, before?: (page: Page) => Promise<void>): Promise<PageFigure> {
    const weight = await measureColdLoad(browser, url, before);
    return {
        label,
        url,
        scriptWireBytes: weight.scriptWireBytes,
        scriptDecodedBytes: weight.scriptDecodedBytes,
        scripts: weight.scripts.length,
        lcpMs: weight.lcpMs,
        budgetKb,
    };
}

async function signIn(page: Page, base: string): Promise<void> {
    await page.goto(`${base}/corporate-login`);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').first().fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/corporate$/);
}

/** Chromium with a DevTools port for Lighthouse (which drives it over CDP itself). */
async function chromiumForLighthouse(): Promise<{ port: number; close: () => Promise<void> }> {
    const profile = mkdtempSync(join(tmpdir(), 'ats-bench-chromium-'));
    const child = spawn(CHROMIUM, ['--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', 'about:blank'], {
        stdio: ['ignore', 'ignore', 'pipe'],
    });
    const close = async () => {
        if (child.exitCode === null) {
            const exited = new Promise(resolve => child.once('exit', resolve));
            child.kill('SIGTERM');
            await exited;
        }
        rmSync(profile, { recursive: true, force: true });
    };
    try {
        const port = await new Promise<number>((resolve, reject) => {
            let output = '';
            const timer = setTimeout(() => reject(new Error(`Chromium printed no DevTools port:\n${output}`)), 30_000);
            child.stderr?.on('data', chunk => {
                output += chunk;
                const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
                if (match) {
                    clearTimeout(timer);
                    resolve(Number(match[1]));
                }
            });
            child.once('exit', code => reject(new Error(`Chromium exited with ${String(code)}:\n${output}`)));
        });
        return { port, close };
    } catch (error) {
        await close();
        throw error;
    }
}

/** Lighthouse's default preset (mobile: a mid-range phone on slow 4G, simulated), performance only; on failure, the reason. */
async function lighthouseScore(url: string): Promise<PageFigure['lighthouse']> {
    // Loaded only with --lighthouse: the package is large and most runs do not need it.
    const { default: lighthouse } = await import('lighthouse');
    const chrome = await chromiumForLighthouse();
    try {
        const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
        if (!result) return 'lighthouse gave no result';
        const score = result.lhr.categories.performance?.score;
        if (score === null || score === undefined) return `lighthouse gave no score: ${result.lhr.runtimeError?.code ?? 'no reason given'}`;
        return { score: Math.round(score * 100), lcpMs: result.lhr.audits['largest-contentful-paint']?.numericValue ?? null };
    } catch (error) {
        return `lighthouse failed: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
        await chrome.close();
    }
}

/** The budgeted pages of the console served on `port`; with `lighthouse`, their Lighthouse scores too (not /corporate, which needs a sign-in). */
export async function browserFigures(port: number, lighthouse: boolean): Promise<PageFigure[]> {
    const base = `http://${HOST}:${port}`;
    const browser = await launchBrowser();
    const pages: PageFigure[] = [];
    try {
        // The budgets and their pages are config/performance.json's, as the check in npm test reads them.
        for (const budget of scriptBudgets) {
            const label = `${budget.page} (${budget.path})`;
            pages.push(await measurePage(browser, label, `${base}${budget.path}`, budget.kb, budget.signedIn ? page => signIn(page, base) : undefined));
        }
    } finally {
        await browser.close();
    }
    if (lighthouse) {
        for (const page of pages) if (!page.url.endsWith('/corporate')) page.lighthouse = await lighthouseScore(page.url);
    }
    return pages;
}
