/**
 * Automations in a real browser, against the real server and its automation
 * worker: an admin creates the rule "stage entered Interview: email the
 * candidate" on /corporate/mail-automation, a recruiter drags a card to
 * Interview on the board, and the rendered mail is in the outbox once; the
 * rule's log lists it as sent. axe finds no serious or critical violation on
 * the page and the editor.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { launchBrowser, pageApi, screenshot, signInAt, workspaceUrl } from './browser.js';

const ACME = 'acme.localhost';
let browser: Browser;
beforeAll(async () => {
    browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Presses on the card, moves past the 5 px activation distance, then over the target column, and releases (as tests/e2e/jobs.test.ts). */
async function dragWithMouse(page: Page, card: Locator, target: Locator) {
    const from = await card.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('card or column not visible');
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 12, start.y + 4, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
    await page.mouse.up();
}

async function signedIn(email: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signInAt(page, workspaceUrl(ACME, '/corporate-login'), email);
    await page.waitForURL(/\/corporate$/);
    return page;
}

interface LogEntry {
    to: string;
    subject: string;
    rule_id: string | null;
    template_id: string | null;
}

describe('automations', () => {
    it('an admin creates "stage entered Interview: email the candidate", a recruiter drags a card to Interview, and the rendered mail is in the outbox once', async () => {
        const unique = Date.now().toString(36);
        const email = `iris.${unique}@mail.example`;
        const problems: string[] = [];
        const recruiter = await signedIn('recruiter@acme.example');
        const admin = await signedIn('admin@acme.example');
        for (const page of [admin, recruiter]) {
            page.on('console', message => message.type() === 'error' && problems.push(message.text()));
            page.on('response', response => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
        }
        try {
            const job = await pageApi<{ id: string }>(recruiter, 'POST', 'create-job', { title: `Automated Engineer ${unique}` });
            await pageApi(recruiter, 'POST', 'add-user-application', { job_id: job.id, candidate: { first_name: 'Iris', last_name: `Auto${unique}`, email } });
            const template = await pageApi<{ id: string }>(admin, 'POST', 'email/templates', {
                name: `Interview invite ${unique}`,
                subject: `Your interview, {{candidate.first_name}} ${unique}`,
                body: '<p>Dear {{candidate.name}}, you are in the interview stage for {{job.title}}.</p>',
            });

            // The admin creates the rule on the Email automation page.
            await admin.goto(workspaceUrl(ACME, '/corporate/mail-automation'));
            await admin.getByRole('heading', { name: 'Email automations' }).waitFor();
            const ruleName = `Interview mail ${unique}`;
            await admin.getByRole('button', { name: 'New automation' }).first().click();
            const dialog = admin.getByRole('dialog', { name: 'New automation' });
            await dialog.getByRole('textbox', { name: 'Name' }).fill(ruleName);
            await dialog.getByRole('combobox', { name: 'When' }).click();
            await admin.getByRole('option', { name: 'a card enters a stage' }).click();
            await dialog.getByRole('combobox', { name: 'Stages' }).click();
            await admin.getByRole('option', { name: 'Interview', exact: true }).click();
            await dialog.getByRole('combobox', { name: 'Template' }).click();
            await admin.getByRole('option', { name: `Interview invite ${unique}` }).click();
            await dialog.getByRole('checkbox', { name: 'the candidate' }).check();
            await expectAccessible(admin, 'automation-editor');
            await screenshot(admin, 'automation-editor');
            await dialog.getByRole('button', { name: 'Save' }).click();
            await dialog.waitFor({ state: 'detached' });
            const row = admin.getByRole('row').filter({ hasText: ruleName });
            await row.getByText(`When a card enters a stage: send Interview invite ${unique} to the candidate, at once`).waitFor();
            await expectAccessible(admin, 'mail-automation');
            await screenshot(admin, 'mail-automation');

            // The recruiter drags the card from Applied to Interview.
            await recruiter.goto(workspaceUrl(ACME, `/corporate/total-applications/${job.id}`));
            const card = recruiter.getByRole('region', { name: 'Applied' }).getByTestId('applicant-card').filter({ hasText: 'Iris' });
            await card.waitFor();
            const interview = recruiter.getByRole('region', { name: 'Interview' });
            const moved = recruiter.waitForResponse(response => response.url().includes('/api/shift-applicant') && response.request().method() === 'PATCH');
            await dragWithMouse(recruiter, card, interview);
            expect((await moved).status()).toBe(200);
            await interview.getByTestId('applicant-card').filter({ hasText: 'Iris' }).waitFor();

            // The worker renders and queues the mail: once, to the candidate, from this rule and template.
            const rules = await pageApi<{ id: string; name: string }[]>(admin, 'GET', 'email-trigger?channel=EMAIL&limit=100');
            const rule = rules.find(r => r.name === ruleName)!;
            const mailsOfRule = () => pageApi<LogEntry[]>(admin, 'GET', `communication-log?rule_id=${rule.id}&limit=100`);
            await expect.poll(async () => (await mailsOfRule()).length, { timeout: 60_000, interval: 1_000 }).toBe(1);
            const [mail] = await mailsOfRule();
            expect(mail).toMatchObject({ to: email, subject: `Your interview, Iris ${unique}`, rule_id: rule.id, template_id: template.id });

            // The rule's log on the page says so.
            await admin.reload();
            await row.getByText('1 sent').waitFor();
            await row.getByRole('button', { name: `Log of ${ruleName}` }).click();
            const log = admin.getByRole('dialog', { name: `Log of ${ruleName}` });
            await log.getByText(email).waitFor();
            expect(await log.getByRole('row').count()).toBe(2);
            await log.getByText('Sent', { exact: true }).waitFor();
            await screenshot(admin, 'automation-log');
            await log.getByRole('button', { name: 'Close' }).click();
            await log.waitFor({ state: 'detached' });

            // The WhatsApp page, from the menu: Set Communication, WhatsApp, Automation.
            await admin.getByRole('button', { name: 'WhatsApp' }).click();
            await admin.getByRole('link', { name: 'Automation' }).last().click();
            await admin.waitForURL(/\/corporate\/whatsapp-automation$/);
            await admin.getByRole('heading', { name: 'WhatsApp automations' }).waitFor();
            expect(await admin.getByText(ruleName).count()).toBe(0);
            await admin.getByRole('button', { name: 'New automation' }).first().click();
            const whatsapp = admin.getByRole('dialog', { name: 'New automation' });
            await whatsapp.getByRole('combobox', { name: 'When' }).click();
            await admin.getByRole('option', { name: 'an interview is scheduled' }).click();
            // A WhatsApp message goes to the candidate only: the one recipient offered, already ticked.
            expect(await whatsapp.getByRole('checkbox').count()).toBe(1);
            expect(await whatsapp.getByRole('checkbox', { name: 'the candidate' }).isChecked()).toBe(true);
            await screenshot(admin, 'whatsapp-automation-editor');
            await whatsapp.getByRole('button', { name: 'Cancel' }).click();
            await whatsapp.waitFor({ state: 'detached' });
            await screenshot(admin, 'whatsapp-automation');
            expect(problems).toEqual([]);
        } catch (error) {
            await screenshot(admin, 'automations-failure-admin');
            await screenshot(recruiter, 'automations-failure-recruiter');
            throw error;
        } finally {
            await admin.context().close();
            await recruiter.context().close();
        }
    }, 240_000);
});
