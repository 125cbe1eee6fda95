/**
 * Template editors in a real browser: an admin writes an email template in
 * the generated form, subject and rich-text body with variable chips, previews
 * it against a real application of the workspace (the rendered subject and
 * body, no braces left), saves it, and the saved body holds the variables; a
 * WhatsApp template maps its numbered placeholders to variables (a mapping
 * one short is refused by the server, beside the field); an offer letter
 * template naming a misspelt variable is refused, naming it. axe finds no
 * serious or critical violation on the forms and the dialog.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { launchBrowser, pageApi, screenshot, signInAt, workspaceUrl } from './browser.js';

const ACME = 'acme.localhost';
let browser: Browser;
beforeAll(async () => {
    browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface SavedTemplate {
    id: string;
    name: string;
    subject: string;
    body: string;
}

describe('template editors', () => {
    it('an admin writes an email template with chips, previews it against a real application and saves it', async () => {
        const name = `Interview note ${Date.now().toString(36)}`;
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        const problems: string[] = [];
        page.on('console', message => message.type() === 'error' && problems.push(message.text()));
        try {
            await signInAt(page, workspaceUrl(ACME, '/corporate-login'), 'admin@acme.example');
            await page.waitForURL(/\/corporate$/);
            // A real application exists whatever ran before: the preview renders the newest one.
            const job = await pageApi<{ id: string }>(page, 'POST', 'create-job', { title: `Template Preview Engineer ${Date.now().toString(36)}` });
            await pageApi(page, 'POST', 'add-user-application', { job_id: job.id, candidate: { first_name: 'Tara', last_name: 'Template', email: `tara.${Date.now().toString(36)}@mail.example` } });

            await page.goto(workspaceUrl(ACME, '/corporate/email-template/create'));
            await page.getByRole('textbox', { name: /^Template name/ }).fill(name);
            await page.getByRole('combobox', { name: /Used for/ }).click();
            await page.getByRole('option', { name: 'Interview' }).click();

            const subject = page.getByRole('textbox', { name: /^Subject/ });
            await subject.fill('Your interview for ');
            await page.getByRole('button', { name: 'Variables for Subject' }).click();
            await page.getByRole('button', { name: 'Insert Job title into Subject' }).click();
            await expect.poll(() => subject.inputValue()).toBe('Your interview for {{job.title}}');

            const body = page.getByRole('textbox', { name: 'Body' });
            await body.click();
            await page.keyboard.type('Hello ');
            await page.getByRole('button', { name: 'Insert Candidate first name into Body' }).click();
            await page.keyboard.type(', welcome to ');
            await page.getByRole('button', { name: 'Insert Company name into Body' }).click();
            await page.getByRole('button', { name: 'Bold' }).click();
            await page.keyboard.type(' See you soon.');
            await expect.poll(() => body.textContent()).toBe('Hello {{candidate.first_name}}, welcome to {{company.name}} See you soon.');
            await expectAccessible(page, 'email-template-editor');

            await page.getByRole('button', { name: 'Preview' }).click();
            const dialog = page.getByRole('dialog', { name: 'Preview' });
            const renderedFor = dialog.getByText(/^As .+ would read it, for .+$/);
            await renderedFor.waitFor();
            const [, candidate, jobTitle] = /^As (.+) would read it, for (.+)$/.exec((await renderedFor.textContent()) ?? '') ?? [];
            expect(await dialog.getByTestId('preview-subject').textContent()).toBe(`Your interview for ${jobTitle}`);
            const frame = page.frameLocator('iframe[title="Rendered message"]');
            const firstName = candidate.split(' ')[0];
            await expect.poll(() => frame.locator('body').textContent()).toContain(`Hello ${firstName}, welcome to Acme`);
            expect(await frame.locator('strong').textContent()).toBe(' See you soon.');
            expect(await frame.locator('body').textContent()).not.toContain('{{');
            await expectAccessible(page, 'email-template-preview');
            await screenshot(page, 'email-template-preview');
            await dialog.getByRole('button', { name: 'Close' }).click();
            await dialog.waitFor({ state: 'detached' });

            await page.getByRole('button', { name: 'Save' }).click();
            await page.waitForURL(/\/corporate\/email-template$/);
            const row = page.getByRole('row', { name: new RegExp(name) });
            await row.waitFor();
            // The list says what the form said: a word, not the stored INTERVIEW.
            expect(await row.getByRole('cell', { name: 'Interview', exact: true }).count()).toBe(1);
            await screenshot(page, 'email-template-list');
            const saved = (await pageApi<SavedTemplate[]>(page, 'GET', `email/templates?search=${encodeURIComponent(name)}`)).find(t => t.name === name);
            expect(saved?.subject).toBe('Your interview for {{job.title}}');
            expect(saved?.body).toBe('<p>Hello {{candidate.first_name}}, welcome to {{company.name}}<strong> See you soon.</strong></p>');
            expect(problems).toEqual([]);
        } finally {
            await context.close();
        }
    });

    it('an admin writes a WhatsApp template with numbered placeholders mapped to variables; a misspelt offer letter variable is refused by name', async () => {
        const name = `reminder_${Date.now().toString(36)}`;
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        try {
            await signInAt(page, workspaceUrl(ACME, '/corporate-login'), 'admin@acme.example');
            await page.waitForURL(/\/corporate$/);
            await page.goto(workspaceUrl(ACME, '/corporate/whatsapp-template/create'));
            await page.getByRole('textbox', { name: /^Template name/ }).fill(name);
            await page.getByRole('combobox', { name: /Category/ }).click();
            await page.getByRole('option', { name: 'Utility' }).click();
            const message = page.getByRole('textbox', { name: /^Message/ });
            await message.fill('Hi ');
            await page.getByRole('button', { name: 'Add placeholder {{1}}' }).click();
            await message.press('End');
            await message.pressSequentially(', your interview for ');
            await page.getByRole('button', { name: 'Add placeholder {{2}}' }).click();
            await expect.poll(() => message.inputValue()).toBe('Hi {{1}}, your interview for {{2}}');

            // Saving with one variable for two placeholders: the server names the field.
            const add = page.getByRole('button', { name: 'Add Item' });
            await add.click();
            await page.getByRole('combobox', { name: /Fills \{\{1\}\}/ }).click();
            await page.getByRole('option', { name: 'Candidate first name' }).click();
            await page.getByRole('button', { name: 'Save' }).click();
            await page.getByText(/choose 2 variables, one for each, in order \(1 chosen\)/).first().waitFor();
            await screenshot(page, 'whatsapp-template-mapping-refused');

            await add.click();
            await page.getByRole('combobox', { name: /Fills \{\{2\}\}/ }).click();
            await page.getByRole('option', { name: 'Job title' }).click();
            await expectAccessible(page, 'whatsapp-template-editor');
            await page.getByRole('button', { name: 'Save' }).click();
            await page.waitForURL(/\/corporate\/whatsapp-template$/);
            const saved = (await pageApi<Array<{ name: string; body: string; variables: string[] }>>(page, 'GET', `whatsapp/templates?search=${name}`)).find(t => t.name === name);
            expect(saved).toMatchObject({ body: 'Hi {{1}}, your interview for {{2}}', variables: ['candidate.first_name', 'job.title'] });

            await page.goto(workspaceUrl(ACME, '/corporate/offer-letter-template/create'));
            await page.getByRole('textbox', { name: /^Template name/ }).fill(`Offer ${name}`);
            const letter = page.getByRole('textbox', { name: 'Letter' });
            await letter.click();
            await page.keyboard.type('Dear {{candidate.name}}, your CTC is {{offer.ctc}}.');
            await page.getByRole('button', { name: 'Save' }).click();
            await page.getByText('Unknown variable {{offer.ctc}}: pick one from the list.').first().waitFor();
            await screenshot(page, 'offer-letter-template-refused');
        } finally {
            await context.close();
        }
    });
});
