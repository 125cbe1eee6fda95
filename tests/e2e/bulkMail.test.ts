/**
 * Bulk mail in a real browser, on a server of its own whose mail goes to a
 * loopback SMTP sink: a recruiter selects three applicants on the board,
 * chooses "Send mail", picks a template, reads the first recipient's preview,
 * sends, and reads the report; the three messages are then in the
 * Communication Log (menu: Set Communication) and in an applicant's drawer.
 * A marketing mail arrives with the List-Unsubscribe headers; its link's page
 * unsubscribes the candidate, the next marketing mail skips them, and the log
 * shows the first one sent. axe finds no serious or critical violation on the
 * dialog, the log and the unsubscribe page.
 */
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { openMenuGroup, pageApi, screenshot, signInAt } from './browser.js';
import { useMailingServer } from './mailingServer.js';

const mail = useMailingServer('bulk-mail');
const workspaceUrl = (_host: string, path: string) => mail.url(path);
const ACME = 'acme.localhost';

/** The message's header, unfolded (RFC 5322 folds long lines with CRLF + space). */
function header(raw: string, name: string): string | null {
    const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
    return head.split(/\r?\n/).find(line => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))?.slice(name.length + 1).trim() ?? null;
}

describe('bulk mail', () => {
    it('a recruiter mails three selected applicants from the board, and the three messages appear in the log', async () => {
        const context = await mail.browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        const unique = Date.now().toString(36);
        const problems: string[] = [];
        page.on('console', message => message.type() === 'error' && problems.push(message.text()));
        page.on('response', response => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
        try {
            await signInAt(page, workspaceUrl(ACME, '/corporate-login'), 'recruiter@acme.example');
            await page.waitForURL(/\/corporate$/);
            const job = await pageApi<{ id: string }>(page, 'POST', 'create-job', { title: `Mailed Engineer ${unique}` });
            const names = ['Ann', 'Ben', 'Cal'].map(first => ({ first, last: `Mail${unique}` }));
            for (const { first, last } of names) {
                await pageApi(page, 'POST', 'add-user-application', { job_id: job.id, candidate: { first_name: first, last_name: last, email: `${first.toLowerCase()}.${unique}@mail.example` } });
            }
            await pageApi(page, 'POST', 'email/templates', { name: `Bulk note ${unique}`, subject: `Next steps, {{candidate.first_name}} ${unique}`, body: '<p>Dear {{candidate.name}}, thank you for applying to {{job.title}}.</p>' });

            await page.goto(workspaceUrl(ACME, `/corporate/total-applications/${job.id}`));
            for (const { first, last } of names) await page.getByRole('checkbox', { name: `Select ${first} ${last}` }).check();
            const bulk = page.getByRole('region', { name: 'Bulk actions' });
            await bulk.getByText('3 selected').waitFor();
            await bulk.getByRole('button', { name: 'Send mail' }).click();

            const dialog = page.getByRole('dialog', { name: 'Send mail to 3 applicants' });
            await dialog.getByRole('combobox', { name: 'Email template' }).click();
            await page.getByRole('option', { name: `Bulk note ${unique}` }).click();
            await dialog.getByText(/^As (Ann|Ben|Cal) Mail\w+ \(.+@mail\.example\) will get it$/).waitFor();
            expect(await dialog.getByTestId('preview-subject').textContent()).toMatch(new RegExp(`Next steps, (Ann|Ben|Cal) ${unique}`));
            const body = dialog.frameLocator('iframe[title="Mail body"]');
            await body.getByText(/Dear (Ann|Ben|Cal) Mail\w+, thank you for applying to Mailed Engineer/).waitFor();
            await expectAccessible(page, 'bulk-mail-dialog');
            await screenshot(page, 'bulk-mail-preview');
            await dialog.getByRole('button', { name: 'Send to 3 applicants' }).click();
            await dialog.getByText('3 of 3 queued, 0 not sent.').waitFor();
            await screenshot(page, 'bulk-mail-report');
            await dialog.getByRole('button', { name: 'Close' }).click();
            await dialog.waitFor({ state: 'hidden' });

            // The Communication Log, from the menu's Set Communication group.
            await openMenuGroup(page, 'Set Communication');
            await page.getByRole('link', { name: 'Communication Log' }).click();
            await page.waitForURL(/\/corporate\/communication-log$/);
            await page.getByRole('searchbox', { name: 'Recipient' }).fill(unique);
            await page.getByRole('searchbox', { name: 'Recipient' }).press('Enter');
            const rows = page.getByTestId('log-row');
            await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(3);
            expect(await page.getByText(/^\d+ messages?$/).textContent()).toBe('3 messages');
            for (const { first, last } of names) {
                const row = rows.filter({ hasText: `${first.toLowerCase()}.${unique}@mail.example` });
                await row.getByText(`Next steps, ${first} ${unique}`).waitFor();
                await row.getByText(`${first} ${last}`).waitFor();
                await row.getByText(`Template Bulk note ${unique}`, { exact: false }).waitFor();
                // Queued, or already Sent: this server's dispatcher delivers every 200 ms.
                await row.getByText(/^(Queued|Sent)$/).waitFor();
            }
            await expectAccessible(page, 'communication-log');
            await screenshot(page, 'communication-log');

            // And in one applicant's drawer, under Messages.
            await page.goto(workspaceUrl(ACME, `/corporate/total-applications/${job.id}`));
            await page.getByRole('button', { name: `Ben Mail${unique}`, exact: true }).click();
            const drawer = page.getByRole('dialog', { name: 'Application' });
            await drawer.getByRole('heading', { name: 'Messages' }).waitFor();
            await drawer.getByText(`Next steps, Ben ${unique}`).waitFor();
            await screenshot(page, 'application-messages');
            expect(problems).toEqual([]);
        } catch (error) {
            await screenshot(page, 'bulk-mail-failure');
            throw new Error(`${String(error)}\nproblems: ${problems.join('; ')}`);
        } finally {
            await context.close();
        }
    }, 180_000);

    it('a marketing mail carries List-Unsubscribe; its page unsubscribes, and the next marketing mail skips the candidate', async () => {
        const context = await mail.browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        const unique = Date.now().toString(36);
        const address = `dee.${unique}@mail.example`;
        try {
            await signInAt(page, mail.url('/corporate-login'), 'recruiter@acme.example');
            await page.waitForURL(/\/corporate$/);
            const job = await pageApi<{ id: string }>(page, 'POST', 'create-job', { title: `Newsletter reader ${unique}` });
            const added = await pageApi<{ id: string }>(page, 'POST', 'add-user-application', { job_id: job.id, candidate: { first_name: 'Dee', last_name: `News${unique}`, email: address } });
            const template = await pageApi<{ id: string }>(page, 'POST', 'email/templates', { name: `Openings ${unique}`, purpose: 'MARKETING', subject: `New openings ${unique}`, body: '<p>Hello {{candidate.first_name}}, see our openings.</p>' });
            const first = await pageApi<{ sent: number }>(page, 'POST', 'applications/send-mail', { template_id: template.id, application_ids: [added.id] });
            expect(first.sent).toBe(1);

            await expect.poll(() => mail.sink.received.filter(m => m.to.includes(address)).length, { timeout: 15_000 }).toBe(1);
            const raw = mail.sink.received.find(m => m.to.includes(address))?.data ?? '';
            expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
            const link = /^<(http:\/\/acme\.localhost:\d+)\/api\/unsubscribe\?token=([\w.-]+)>$/.exec(header(raw, 'List-Unsubscribe') ?? '');
            expect(link).not.toBeNull();

            // The footer's page: nothing changes until the button is pressed.
            await page.goto(mail.url(`/unsubscribe/${link?.[2] ?? ''}`));
            await page.getByText(`Stop marketing emails from`, { exact: false }).waitFor();
            await page.getByText(address, { exact: false }).first().waitFor();
            await expectAccessible(page, 'unsubscribe');
            await screenshot(page, 'unsubscribe-question');
            await page.getByRole('button', { name: 'Unsubscribe' }).click();
            await page.getByText(`${address} is unsubscribed from`, { exact: false }).waitFor();
            await screenshot(page, 'unsubscribe-done');

            await page.goto(mail.url('/corporate'));
            await page.waitForURL(/\/corporate$/);
            const second = await pageApi<{ sent: number; results: { reason: string | null }[] }>(page, 'POST', 'applications/send-mail', { template_id: template.id, application_ids: [added.id] });
            expect(second.sent).toBe(0);
            expect(second.results[0].reason).toBe('UNSUBSCRIBED');

            await page.goto(mail.url('/corporate/communication-log'));
            await page.getByRole('searchbox', { name: 'Recipient' }).fill(address);
            await page.getByRole('searchbox', { name: 'Recipient' }).press('Enter');
            const rows = page.getByTestId('log-row');
            await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
            await rows.first().getByText('Sent', { exact: true }).waitFor();
            await screenshot(page, 'communication-log-sent');
        } finally {
            await context.close();
        }
    }, 180_000);
});
