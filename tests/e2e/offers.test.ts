/**
 * The offer-letter lifecycle in a real browser, on a server of its own whose
 * mail goes to a loopback SMTP sink: the admin opens Offer letters, makes a
 * new offer for the demo candidate's application (picked by name), with the
 * template's own field, and previews the PDF inline; sends it through the
 * confirmation; the mail arrives with the PDF attached and the link to the
 * candidate's offer page. The candidate signs in to the candidate area,
 * opens that link, sees the offer and accepts it; the admin's list then
 * says Accepted. Screenshots and axe on the pages.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Offer } from '../../config/contracts/offers.js';
import { expectAccessible } from './axe.js';
import { useMailingServer } from './mailingServer.js';
import { pageApi, screenshot, signInAt } from './browser.js';

const mail = useMailingServer('offers');
const url = mail.url;

function collectProblems(page: Page): string[] {
    const problems: string[] = [];
    page.on('console', message => message.type() === 'error' && problems.push(message.text()));
    page.on('response', response => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
    return problems;
}

/** A mail's text with quoted-printable soft breaks and escapes undone. */
function plain(raw: string): string {
    return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('offer letters', () => {
    it('an admin makes an offer for an application, previews the PDF, sends it; the candidate sees it and accepts it', async () => {
        const adminContext = await mail.browser.newContext({ viewport: { width: 1440, height: 900 } });
        const admin = await adminContext.newPage();
        const adminProblems = collectProblems(admin);
        await signInAt(admin, url('/corporate-login'), 'admin@acme.example');
        await admin.waitForURL(/\/corporate$/);

        // --- Offer letters, from the sidebar's Manage Talent group.
        await admin.goto(url('/corporate/offer-letters'));
        await admin.getByRole('heading', { name: 'Offer letters', level: 1 }).waitFor();
        await admin.getByTestId('offer-row').first().waitFor();
        await expectAccessible(admin, 'offers-list');

        // --- New offer: the application by the candidate's name, the template and its own field.
        await admin.getByRole('button', { name: 'New offer' }).click();
        const form = admin.getByRole('dialog', { name: 'New offer letter' });
        await form.waitFor();
        // The options the typed name finds, not the first list's.
        const found = admin.waitForResponse(response => response.url().includes('search=Chris'));
        await form.getByRole('combobox', { name: 'Application' }).fill('Chris');
        await found;
        await admin.getByRole('option', { name: /Chris Candidate · Senior Backend Engineer/ }).click();
        await admin.getByRole('listbox').waitFor({ state: 'hidden' });
        await form.getByRole('combobox', { name: 'Offer letter template' }).click();
        await admin.getByRole('option', { name: 'Standard offer' }).click();
        await form.getByRole('spinbutton', { name: 'Annual salary' }).fill('4750000');
        await form.getByRole('textbox', { name: 'Reporting manager' }).fill('Asha Rao');
        await screenshot(admin, 'offer-form');
        await expectAccessible(admin, 'offer-form');
        const created = admin.waitForResponse(response => response.url().endsWith('/api/offer-letter') && response.request().method() === 'POST');
        await form.getByRole('button', { name: 'Save draft' }).click();
        const offer = ((await (await created).json()) as { data: Offer }).data;
        expect(offer).toMatchObject({ offer_status: 'DRAFT', candidate_name: 'Chris Candidate', annual_ctc: 4_750_000, field_values: { reporting_manager: 'Asha Rao' } });

        // --- The offer opens with its PDF previewed inline.
        const view = admin.getByRole('dialog', { name: /Offer for Chris Candidate: Senior Backend Engineer/ });
        await view.waitFor();
        const preview = view.locator('iframe[title="Offer letter preview"]');
        await preview.waitFor();
        expect(await preview.getAttribute('src')).toMatch(/^blob:/);
        expect((await view.getByTestId('offer-status').textContent())?.trim()).toBe('Draft');
        await screenshot(admin, 'offer-draft-preview');

        // --- Send, through the confirmation.
        await view.getByRole('button', { name: 'Send', exact: true }).click();
        const confirm = admin.getByRole('dialog', { name: 'Send this offer?' });
        await confirm.waitFor();
        await confirm.getByRole('button', { name: 'Send', exact: true }).click();
        await confirm.waitFor({ state: 'detached' });
        await expect.poll(async () => (await view.getByTestId('offer-status').textContent())?.trim()).toBe('Sent');
        expect(await view.getByRole('button', { name: 'Send again' }).count()).toBe(1);
        expect(await view.getByRole('button', { name: 'Edit' }).count()).toBe(0);
        await screenshot(admin, 'offer-sent');

        // --- The mail: the PDF attached and the candidate's link to this offer.
        const offerMail = () => mail.sink.received.find(m => m.to.includes('candidate@acme.example') && plain(m.data).includes(`/candidate/offers/${offer.id}`));
        await expect.poll(offerMail, { timeout: 15_000 }).toBeTruthy();
        const raw = plain(offerMail()!.data);
        expect(raw).toMatch(/Content-Type: application\/pdf;[\s\S]*?name="?Offer letter - Chris Candidate\.pdf"?/i);
        const link = /https?:\/\/[^\s"<>]+\/candidate\/offers\/[0-9a-f-]{36}/.exec(raw)?.[0];
        expect(link).toBeTruthy();

        // --- The candidate, signed in to the candidate area, opens the link and accepts.
        const candidateContext = await mail.browser.newContext({ viewport: { width: 1280, height: 900 } });
        const candidate = await candidateContext.newPage();
        const candidateProblems = collectProblems(candidate);
        await signInAt(candidate, url('/candidate/login'), 'candidate@acme.example');
        await candidate.waitForURL(/\/candidate\/jobs$/);
        await candidate.goto(url(new URL(link!).pathname));
        await candidate.getByRole('heading', { name: 'Offer letter: Senior Backend Engineer' }).waitFor();
        expect(await candidate.getByTestId('offer-letter').textContent()).toContain('Asha Rao');
        expect(await candidate.getByText(/4,750,000/).count()).toBeGreaterThan(0);
        await expectAccessible(candidate, 'candidate-offer-sent');
        await candidate.getByRole('button', { name: 'Accept offer' }).click();
        const accept = candidate.getByRole('dialog', { name: 'Accept this offer?' });
        await accept.waitFor();
        await accept.getByRole('button', { name: 'Accept offer' }).click();
        await candidate.getByText(/You accepted this offer on/).waitFor();
        expect((await candidate.getByTestId('offer-status').textContent())?.trim()).toBe('Accepted');
        await screenshot(candidate, 'candidate-offer-accepted-from-mail');

        // --- The admin's list says Accepted.
        const after = await pageApi<Offer>(admin, 'GET', `offer-letter/${offer.id}`);
        expect(after.offer_status).toBe('ACCEPTED');
        await admin.goto(url('/corporate/offer-letters'));
        const row = admin.getByTestId('offer-row').filter({ hasText: '4,750,000' });
        await row.waitFor();
        expect((await row.getByTestId('offer-status').textContent())?.trim()).toBe('Accepted');
        await screenshot(admin, 'offers-list-accepted');

        expect(adminProblems).toEqual([]);
        expect(candidateProblems).toEqual([]);
        await adminContext.close();
        await candidateContext.close();
    });
});
