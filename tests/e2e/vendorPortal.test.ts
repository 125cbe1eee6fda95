/**
 * The vendor portal in a real browser, on a server of its own whose mail
 * goes to a loopback SMTP sink (the second vendor's invitation). The admin
 * posts a job with a required screening question, shown to all vendors (the
 * job form says so), and onboards a second vendor, who sets a password from
 * the invitation. The demo vendor signs in at /vendors/login (no bar there),
 * sees each job card's facts wrap whole on a 390 px phone (none cut),
 * finds the job with the search, opens it (its screening questions), adds an
 * applicant from a PDF CV (the upload reaches 100%, the form is filled from
 * the CV) with the answer given on the candidate's behalf, and finds them
 * under Applicants with the stage the API words for outsiders. The second
 * vendor's submission of the same person is refused with the one message
 * that names nobody. The recruiter sees the vendor as the card's source on
 * the board, who submitted and until when in the detail, and the refusal
 * beside the second vendor's record. The profile's success toast covers no
 * control of the bar at 1280 px, nor Save at the form's end on a 390 px phone.
 * axe on every page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { vendorMessages, type VendorSubmission } from '../../config/contracts/vendorPortal.js';
import { makePdf } from '../fixtures/resumes/build.js';
import { expectAccessible } from './axe.js';
import { useMailingServer } from './mailingServer.js';
import { pageApi, screenshot, signInAt } from './browser.js';

const mail = useMailingServer('vendor-portal');
const url = mail.url;

function collectProblems(page: Page, allowed: RegExp[] = []): string[] {
    const problems: string[] = [];
    page.on('console', message => message.type() === 'error' && !allowed.some(pattern => pattern.test(message.text())) && problems.push(message.text()));
    page.on('response', response => response.status() >= 400 && !allowed.some(pattern => pattern.test(response.url())) && problems.push(`${response.status()} ${response.url()}`));
    return problems;
}

/** The /reset-password?... path of a mail, its quoted-printable soft breaks and escapes undone. */
function inviteToken(raw: string): string | null {
    const quotedPrintable = /content-transfer-encoding:\s*quoted-printable/i.test(raw);
    const text = quotedPrintable ? raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))) : raw;
    const link = /\/reset-password\?[^\s"'<>]+/.exec(text)?.[0].replace(/&amp;/g, '&');
    return link ? new URLSearchParams(link.split('?')[1]).get('token') : null;
}

/** The add-applicant form of a job: the CV, then the answer to its required question, then submit. */
async function submitFromCv(page: Page, cv: Buffer, fileName: string): Promise<void> {
    await page.getByRole('heading', { name: 'Add applicant', level: 1 }).waitFor();
    await page.getByTestId('vendor-resume-file').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: cv });
    await page.getByTestId('upload-progress').getByText('100%').waitFor();
    await page.getByTestId('vendor-resume-name').getByText(fileName).waitFor();
    await page.getByRole('spinbutton', { name: /Notice period in days/ }).fill('30');
}

describe('vendor portal', () => {
    it('a vendor adds an applicant from a PDF CV with screening answers; a second vendor is refused the same person; the recruiter sees the vendor', async () => {
        const unique = Date.now().toString(36);
        // Letters only: the CV parser reads a name line of words.
        const lastName = `Shah${unique.replace(/\d/g, digit => 'abcdefghij'[Number(digit)])}`;
        const email = `priya.${unique}@mail.example`;
        const digits = String(Date.now()).slice(-8);
        const phone = `+91 98${digits}`;
        const title = `Vendor Platform Engineer ${unique}`;
        const secondEmail = `second.${unique}@agency.example`;
        const secondPassword = 'Second@12345';
        const cv = makePdf([`Priya ${lastName}`, 'Title: Backend Engineer', `Email: ${email}`, `Phone: ${phone}`, 'Skills: Go, SQL, Kubernetes', 'Experience: 5 years', 'City: Pune']);

        // --- The admin posts the job (shown to all vendors) and onboards a second vendor.
        const adminContext = await mail.browser.newContext({ viewport: { width: 1440, height: 900 } });
        const admin = await adminContext.newPage();
        await signInAt(admin, url('/corporate-login'), 'admin@acme.example');
        await admin.waitForURL(/\/corporate$/);
        const job = await pageApi<{ id: string; vendor_access: string }>(admin, 'POST', 'create-job', {
            title,
            min_experience: 2,
            max_experience: 8,
            job_locations: ['Pune'],
            skills: ['Go', 'Kubernetes'],
            screening_questions: [{ question: 'Notice period in days?', type: 'NUMBER', required: true }],
        });
        expect(job.vendor_access).toBe('ALL');
        await admin.goto(url(`/corporate/post-a-job/${job.id}`));
        const access = admin.getByRole('combobox', { name: 'Vendors who see this job' });
        await access.waitFor();
        expect((await access.textContent())?.trim()).toBe('All vendors');
        expect(await admin.getByRole('switch', { name: 'Show to employees' }).or(admin.getByRole('checkbox', { name: 'Show to employees' })).count()).toBe(1);
        await screenshot(admin, 'vendor-recruiter-job-form');
        // The workspace's ownership period, set on the company profile: 30 days instead of the default.
        await admin.goto(url('/corporate/company-profile'));
        const period = admin.getByRole('spinbutton', { name: 'Vendor ownership period (days)' });
        await period.fill('30');
        await admin.getByRole('button', { name: 'Save', exact: true }).click();
        await admin.getByText('Profile updated successfully!').first().waitFor();
        expect((await pageApi<{ vendor_ownership_days: number | null }>(admin, 'GET', 'get-company-profile')).vendor_ownership_days).toBe(30);
        const second = await pageApi<{ id: string }>(admin, 'POST', 'onboard-vendor', { company_name: `Second Agency ${unique}`, first_name: 'Sam', email: secondEmail });
        const first = (await pageApi<{ id: string; email: string; company_name: string }[]>(admin, 'GET', 'vendors?limit=100')).find(vendor => vendor.email === 'vendor@acme.example');
        expect(first).toBeTruthy();
        await expect.poll(() => mail.sink.received.filter(received => received.to.includes(secondEmail)).length, { timeout: 15_000 }).toBeGreaterThan(0);
        const token = inviteToken(mail.sink.received.find(received => received.to.includes(secondEmail))?.data ?? '');
        expect(token).toBeTruthy();
        const reset = await admin.evaluate(
            async ({ value, password }) => (await fetch('/api/reset-password', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: value, password }) })).status,
            { value: token, password: secondPassword },
        );
        expect(reset).toBe(200);

        // --- The demo vendor signs in at /vendors/login (no bar there) and lands on the dashboard.
        const vendorContext = await mail.browser.newContext({ viewport: { width: 1440, height: 900 } });
        const vendor = await vendorContext.newPage();
        const problems = collectProblems(vendor);
        await vendor.goto(url('/vendors/login'));
        await vendor.getByLabel('Email').waitFor();
        expect(await vendor.getByRole('navigation', { name: 'Section navigation' }).count()).toBe(0);
        await signInAt(vendor, url('/vendors/login'), 'vendor@acme.example');
        await vendor.waitForURL(/\/vendors\/dashboard$/);
        await vendor.getByRole('heading', { name: 'Vendor Dashboard', level: 1 }).waitFor();
        await vendor.getByTestId('vendor-tile-submissions').waitFor();
        expect(await vendor.getByRole('navigation', { name: 'Section navigation' }).getByRole('link').allTextContents()).toEqual(['Dashboard', 'Job Openings', 'Applicants']);
        expect(await vendor.getByText('Onboarding').count()).toBe(0);
        await screenshot(vendor, 'vendor-dashboard');
        await expectAccessible(vendor, 'vendor-dashboard');

        // --- Job openings: the search finds the job; its page lists the screening question.
        await vendor.getByRole('link', { name: 'Job Openings' }).click();
        await vendor.waitForURL(/\/vendors\/job-openings$/);
        await vendor.getByTestId('vendor-job').first().waitFor();
        await expectAccessible(vendor, 'vendor-job-openings');
        // On a phone a card's facts wrap, each fact whole, rather than ending in an ellipsis whose
        // rest only a tooltip held (no touch screen shows it).
        await vendor.setViewportSize({ width: 390, height: 844 });
        const facts = await vendor.getByTestId('job-facts').evaluateAll(lines =>
            lines.map(line => {
                const lineHeight = parseFloat(getComputedStyle(line).lineHeight);
                const brokenItems = [...line.children].filter(item => item.getBoundingClientRect().height > 1.5 * lineHeight).length;
                return { text: line.textContent ?? '', cut: line.scrollWidth > line.clientWidth, brokenItems };
            }),
        );
        expect(facts.length).toBeGreaterThan(0);
        expect(facts.filter(line => line.cut || line.brokenItems > 0)).toEqual([]);
        await vendor.setViewportSize({ width: 1440, height: 900 });
        const searched = vendor.waitForResponse(response => response.url().endsWith('/api/vendor/jobs') && (response.request().postDataJSON() as { search?: string }).search === unique);
        await vendor.getByRole('searchbox', { name: 'Search jobs' }).fill(unique);
        expect((await searched).request().postDataJSON()).toEqual({ currentPage: 1, limit: 10, search: unique });
        await expect.poll(() => vendor.getByTestId('vendor-job').count()).toBe(1);
        // A filter from get-filters, chosen with the keyboard, joins the search in the request.
        const filtered = vendor.waitForResponse(response => response.url().endsWith('/api/vendor/jobs') && (response.request().postDataJSON() as { skill?: string }).skill === 'Kubernetes');
        await vendor.getByRole('combobox', { name: 'Skill' }).focus();
        await vendor.keyboard.press('Enter');
        await vendor.getByRole('listbox').waitFor();
        await vendor.keyboard.type('Kubernetes');
        await vendor.keyboard.press('Enter');
        expect((await filtered).request().postDataJSON()).toEqual({ currentPage: 1, limit: 10, search: unique, skill: 'Kubernetes' });
        await expect.poll(() => vendor.getByTestId('vendor-job').count()).toBe(1);
        await screenshot(vendor, 'vendor-job-openings');
        await vendor.getByRole('link', { name: `View job: ${title}` }).click();
        await vendor.getByRole('heading', { name: title, level: 1 }).waitFor();
        expect(await vendor.getByTestId('vendor-job-questions').textContent()).toContain('Notice period in days?');
        await screenshot(vendor, 'vendor-job');
        await expectAccessible(vendor, 'vendor-job');

        // --- Add the applicant from the PDF: the form is filled from it, the answer given on their behalf.
        await vendor.getByRole('link', { name: 'Add applicant' }).click();
        await vendor.waitForURL(new RegExp(`/vendors/job-openings/${job.id}/add-applicant$`));
        await submitFromCv(vendor, cv, 'priya.pdf');
        expect(await vendor.getByRole('textbox', { name: /^Email/ }).inputValue()).toBe(email);
        expect(await vendor.getByRole('textbox', { name: /^Last name/ }).inputValue()).toBe(lastName);
        expect((await vendor.getByRole('textbox', { name: /^Phone/ }).inputValue()).replace(/\D/g, '')).toBe(phone.replace(/\D/g, ''));
        await screenshot(vendor, 'vendor-add-applicant');
        await expectAccessible(vendor, 'vendor-add-applicant');
        const added = vendor.waitForResponse(response => response.url().endsWith('/api/vendor/add-applicant'));
        await vendor.getByRole('button', { name: 'Submit applicant' }).click();
        const addedBody = (await added).request().postDataJSON() as { screening_answers: unknown; resume_file_id: string };
        expect(addedBody.screening_answers).toHaveLength(1);
        expect(addedBody.resume_file_id).toBeTruthy();
        await vendor.waitForURL(/\/vendors\/applications$/);
        await vendor.getByText('Applicant submitted successfully!').waitFor();

        // --- Applicants: the person with the stage as the API words it for outsiders.
        const row = vendor.getByTestId('vendor-applicant').filter({ hasText: lastName });
        await row.waitFor();
        const listed = await pageApi<VendorSubmission[]>(vendor, 'POST', 'vendor/applicants', { search: email });
        expect(listed).toHaveLength(1);
        expect((await row.getByTestId('vendor-applicant-stage').textContent())?.trim()).toBe(listed[0].stage);
        expect(listed[0].ownership_active).toBe(true);
        expect(Date.parse(listed[0].ownership_until) - Date.parse(listed[0].submitted_at)).toBe(30 * 86_400_000);
        await row.getByRole('button', { name: /Screening answers of/ }).click();
        const answers = vendor.getByRole('dialog', { name: /^Answers for/ });
        await answers.getByText('Notice period in days?').waitFor();
        expect(await answers.getByTestId('vendor-answers').textContent()).toContain('30');
        await expectAccessible(vendor, 'vendor-applicant-answers');
        await vendor.keyboard.press('Escape');
        await answers.waitFor({ state: 'detached' });
        await vendor.getByText('Applicant submitted successfully!').waitFor({ state: 'detached' });
        await screenshot(vendor, 'vendor-applicants');
        await expectAccessible(vendor, 'vendor-applicants');

        // --- The profile page, then sign out from the bar.
        await vendor.getByRole('button', { name: 'Account menu' }).click();
        await vendor.getByRole('menuitem', { name: 'Profile' }).click();
        await vendor.waitForURL(/\/vendors\/profile$/);
        await vendor.getByRole('textbox', { name: /^Company name/ }).waitFor();
        await expectAccessible(vendor, 'vendor-profile');
        await vendor.getByRole('textbox', { name: /^City/ }).fill('Bengaluru');
        // At a 1280 px laptop the top-centre toast lay over the bar's last link ("Applicants") for its 2 s.
        await vendor.setViewportSize({ width: 1280, height: 800 });
        await vendor.getByRole('button', { name: 'Save' }).click();
        await vendor.getByText('Profile updated successfully!').waitFor();
        const toast = (await vendor.getByTestId('toast').boundingBox())!;
        const barControls = await vendor.getByRole('banner').locator('a, button').evaluateAll(controls => controls.map(control => ({ name: control.textContent, box: control.getBoundingClientRect().toJSON() as DOMRect })));
        expect(barControls.length).toBeGreaterThan(3);
        const covered = barControls.filter(({ box }) => box.left < toast.x + toast.width && toast.x < box.right && box.top < toast.y + toast.height && toast.y < box.bottom);
        expect(covered.map(control => control.name)).toEqual([]);
        expect((await pageApi<{ city: string }>(vendor, 'GET', 'vendor/profile')).city).toBe('Bengaluru');
        await screenshot(vendor, 'vendor-profile');
        await vendor.getByText('Profile updated successfully!').waitFor({ state: 'detached' });
        // On a 390 px phone the toast sat at the bottom centre, over Save at the form's end, for its 2 s
        // (and stayed while the finger rested there): it shows below the bar, covering neither.
        await vendor.setViewportSize({ width: 390, height: 800 });
        await vendor.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const save = vendor.getByRole('button', { name: 'Save' });
        await save.click();
        const phoneToast = vendor.getByTestId('toast');
        await phoneToast.waitFor();
        const [toastBox, saveBox, barBox] = [(await phoneToast.boundingBox())!, (await save.boundingBox())!, (await vendor.getByRole('banner').boundingBox())!];
        expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(800);
        expect(toastBox.y + toastBox.height <= saveBox.y || saveBox.y + saveBox.height <= toastBox.y).toBe(true);
        expect(toastBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
        await screenshot(vendor, 'vendor-profile-phone-toast');
        await phoneToast.waitFor({ state: 'detached' });
        await vendor.setViewportSize({ width: 1280, height: 800 });
        await vendor.getByRole('button', { name: 'Account menu' }).click();
        await vendor.getByRole('menuitem', { name: 'Log Out' }).click();
        await vendor.waitForURL(/\/vendors\/login$/);
        expect(problems.filter(problem => !/favicon/.test(problem))).toEqual([]);
        await vendorContext.close();

        // --- The second vendor submits the same person: refused with the one message, naming nobody.
        const secondContext = await mail.browser.newContext({ viewport: { width: 1440, height: 900 } });
        const other = await secondContext.newPage();
        await other.goto(url('/vendors/login'));
        await other.getByLabel('Email').fill(secondEmail);
        await other.getByLabel('Password').first().fill(secondPassword);
        await other.getByRole('button', { name: 'Sign in' }).click();
        await other.waitForURL(/\/vendors\/dashboard$/);
        await other.goto(url(`/vendors/job-openings/${job.id}/add-applicant`));
        await submitFromCv(other, cv, 'priya-again.pdf');
        const refused = other.waitForResponse(response => response.url().endsWith('/api/vendor/add-applicant'));
        await other.getByRole('button', { name: 'Submit applicant' }).click();
        expect((await refused).status()).toBe(409);
        const refusal = other.getByTestId('vendor-add-refused');
        await refusal.waitFor();
        expect((await refusal.textContent())?.trim()).toBe(vendorMessages.duplicate);
        // The button was disabled while sending and lost the focus: the email the server named takes it.
        await expect.poll(() => other.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
        expect(await other.content()).not.toContain(first?.company_name ?? 'no company');
        expect(other.url()).toMatch(/\/add-applicant$/);
        await screenshot(other, 'vendor-duplicate-refused');
        await expectAccessible(other, 'vendor-duplicate-refused');
        expect(await pageApi<VendorSubmission[]>(other, 'POST', 'vendor/applicants', {})).toEqual([]);
        await secondContext.close();

        // --- The recruiter: the vendor as the card's source, who submitted and until when, and the refusal.
        await admin.goto(url(`/corporate/total-applications/${job.id}`));
        const card = admin.getByTestId('applicant-card').filter({ hasText: lastName });
        await card.waitFor();
        expect(await card.textContent()).toContain('Vendor');
        await screenshot(admin, 'vendor-recruiter-board');
        await card.getByRole('button', { name: `Priya ${lastName}`, exact: true }).click();
        const drawer = admin.getByRole('dialog', { name: 'Application' });
        await drawer.getByRole('heading', { name: 'Where they came from' }).waitFor();
        const attribution = drawer.locator('section').filter({ has: admin.getByRole('heading', { name: 'Where they came from' }) });
        await attribution.getByText('Submitted by the vendor').waitFor();
        const attributionText = (await attribution.textContent()) ?? '';
        expect(attributionText).toContain(first?.company_name ?? 'the demo vendor');
        expect(attributionText).toContain("Vendor's ownership until");
        await screenshot(admin, 'vendor-recruiter-detail');
        await expectAccessible(admin, 'vendor-recruiter-detail');
        await admin.keyboard.press('Escape');

        await admin.goto(url(`/corporate/vendor-onboarding/${second.id}/show`));
        const refusedRow = admin.getByTestId('vendor-refused-row').filter({ hasText: email });
        await refusedRow.waitFor();
        expect(await refusedRow.textContent()).toContain(title);
        await screenshot(admin, 'vendor-recruiter-refused');
        await expectAccessible(admin, 'vendor-recruiter-refused');
        await adminContext.close();
    });

    it('the recruiter limits a job to chosen vendors from the job form; a vendor not chosen no longer sees it', async () => {
        const unique = Date.now().toString(36);
        const title = `Chosen Vendors Role ${unique}`;
        const context = await mail.browser.newContext({ viewport: { width: 1440, height: 900 } });
        const admin = await context.newPage();
        await signInAt(admin, url('/corporate-login'), 'admin@acme.example');
        await admin.waitForURL(/\/corporate$/);
        const job = await pageApi<{ id: string; version: number }>(admin, 'POST', 'create-job', { title, min_experience: 1, max_experience: 5 });
        const vendors = await pageApi<{ id: string; email: string; company_name: string }[]>(admin, 'GET', 'vendors?limit=100');
        const demo = vendors.find(vendor => vendor.email === 'vendor@acme.example');
        const other = await pageApi<{ id: string; company_name: string }>(admin, 'POST', 'onboard-vendor', { company_name: `Chosen Agency ${unique}`, first_name: 'Cleo', email: `cleo.${unique}@agency.example` });

        await admin.goto(url(`/corporate/post-a-job/${job.id}`));
        await admin.getByRole('combobox', { name: 'Vendors who see this job' }).click();
        await admin.getByRole('option', { name: 'Chosen vendors' }).click();
        const picker = admin.getByRole('combobox', { name: /Chosen vendors/ });
        await picker.fill(`Chosen Agency ${unique}`);
        await admin.getByRole('option', { name: other.company_name }).click();
        await screenshot(admin, 'vendor-recruiter-chosen-vendors');
        await expectAccessible(admin, 'vendor-recruiter-chosen-vendors');
        const saved = admin.waitForResponse(response => /\/api\/update-job\//.test(response.url()));
        await admin.getByRole('button', { name: 'Save', exact: true }).click();
        const body = (await saved).request().postDataJSON() as { vendor_access?: string; vendor_ids?: string[]; show_to_vendors?: boolean };
        // Only what changed: the switch that follows vendor_access was on and stays on.
        expect(body).toMatchObject({ vendor_access: 'CHOSEN', vendor_ids: [other.id] });
        expect(body).not.toHaveProperty('show_to_vendors');
        const read = await pageApi<{ vendor_access: string; vendor_ids: string[] }>(admin, 'GET', `get-job-by-id/${job.id}`);
        expect(read).toMatchObject({ vendor_access: 'CHOSEN', vendor_ids: [other.id] });

        // Reopened, the form names the chosen vendor (read by id).
        await admin.goto(url(`/corporate/post-a-job/${job.id}`));
        await admin.getByRole('button', { name: other.company_name }).or(admin.getByText(other.company_name)).first().waitFor();
        await context.close();

        // The demo vendor was not chosen: the job is not in their list, and its page is a 404.
        expect(demo).toBeTruthy();
        const vendorContext = await mail.browser.newContext({ viewport: { width: 1440, height: 900 } });
        const vendor = await vendorContext.newPage();
        await signInAt(vendor, url('/vendors/login'), 'vendor@acme.example');
        await vendor.waitForURL(/\/vendors\/dashboard$/);
        expect(await pageApi<unknown[]>(vendor, 'POST', 'vendor/jobs', { search: unique })).toEqual([]);
        await vendor.goto(url(`/vendors/job-openings/${job.id}`));
        await vendor.getByRole('alert').getByText(/This job is not open to you/).waitFor();
        await vendor.getByRole('link', { name: 'All job openings' }).waitFor();
        await screenshot(vendor, 'vendor-job-not-shown');
        await vendorContext.close();
    });
});
