/**
 * axe-core in the browser suites: a serious or critical violation fails with
 * its rule id, the offending elements and axe's summary of what to fix
 * (docs/accessibility.md).
 *
 * How axe gets in: the console's CSP (script-src 'self') refuses an inline
 * <script>, so page.addScriptTag({content}) is blocked. axe.min.js is instead
 * evaluated as a whole through page.evaluate (the DevTools protocol, which CSP
 * does not govern), with the page's CSP left on: the pages are checked as
 * users get them. Each run first proves window.axe exists, so a blocked
 * injection cannot pass as "no violations".
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const failingImpacts: ImpactValue[] = ['serious', 'critical'];

declare global {
    interface Window {
        axe?: { run: (context: Document, options: object) => Promise<AxeResults> };
    }
}

/**
 * Runs axe (its default rules: WCAG 2.x A/AA and best practices, and `alsoRules`, rules axe leaves
 * off by default such as its experimental ones) on the whole document; answers the serious and
 * critical violations.
 */
export async function seriousViolations(page: Page, alsoRules: string[] = []): Promise<Result[]> {
    // A string is evaluated as a script in the page; axe's UMD wrapper sets window.axe.
    await page.evaluate(axeSource);
    expect(await page.evaluate(() => typeof window.axe?.run)).toBe('function');
    const rules = Object.fromEntries(alsoRules.map(rule => [rule, { enabled: true }]));
    const results = await page.evaluate(async rules => {
        if (!window.axe) throw new Error('axe-core was not injected');
        return window.axe.run(document, { resultTypes: ['violations'], rules });
    }, rules);
    return results.violations.filter(violation => violation.impact != null && failingImpacts.includes(violation.impact));
}

/** One block per violation: rule, impact and help, then each offending element with axe's summary. */
export function describeViolations(violations: Result[]): string {
    return violations
        .map(violation => {
            const nodes = violation.nodes.map(node => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`);
            return `${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`;
        })
        .join('\n');
}

/**
 * Waits for the page's finite transitions and animations to end: a dialog fading in has colours
 * between its two states, which axe measures as low contrast. Spinners (infinite) do not count.
 */
async function settled(page: Page): Promise<void> {
    await page.waitForFunction(() => document.getAnimations().every(animation => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
}

/** Once the page has settled, a screenshot `a11y-<name>`, then no serious or critical violation (`alsoRules` checked too). */
export async function expectAccessible(page: Page, name: string, alsoRules: string[] = []): Promise<void> {
    await settled(page);
    await screenshot(page, `a11y-${name}`);
    let violations = await seriousViolations(page, alsoRules);
    if (violations.length > 0) {
        // A transition that began after the page settled (a toast hiding itself on its timer) is
        // measured half-faded: look again once it has ended. A real violation is still there.
        await settled(page);
        violations = await seriousViolations(page, alsoRules);
    }
    expect(violations.map(violation => violation.id), `serious or critical axe violations on ${name}:\n${describeViolations(violations)}\n`).toEqual([]);
}
