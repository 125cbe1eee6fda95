/**
 * The edges people hit in the browser (issue 8): a host without a workspace,
 * a recruiter's Employees list (department names without the departments
 * permission), the company profile without COMPANY-PROFILE VIEW, and adding an
 * applicant from a plain PDF resume (title and city prefilled) whose phone is
 * already on the job (the refusal beside the phone, the dialog open); the
 * dialog's resume row fits at 1280 and 390 px (its button on one line, its hint whole), as do its
 * fields (every label whole, fields side by side aligned at their tops).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../fixtures/resumes/build.js';
import { launchBrowser, screenshot, signInAt, workspaceUrl, pageApi } from './browser.js';

const ACME = 'acme.localhost';
let browser: Browser;
beforeAll(async () => {
    browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function withPage(run: (page: Page) => Promise<void>) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
        await run(await context.newPage());
    } finally {
        await context.close();
    }
}

/** Every API answer of 400 and above while `run` runs. */
async function refusalsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
    const refused: string[] = [];
    const listener = (response: { status(): number; url(): string }) => {
        if (response.url().includes('/api/') && response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    };
    page.on('response', listener);
    try {
        await run();
    } finally {
        page.off('response', listener);
    }
    return refused;
}

describe('a host without a workspace', () => {
    it.each(['/', '/corporate-login'])('opened at %s shows company-not-found with the server message, never a sign-in form', async path => {
        await withPage(async page => {
            await page.goto(workspaceUrl('nosuch.localhost', path));
            await page.waitForURL(/\/company-not-found\?inactive=false$/);
            await page.getByRole('heading', { name: 'Workspace unavailable' }).waitFor();
            expect(await page.getByRole('alert').textContent()).toBe('Workspace not found!');
            expect(await page.getByRole('button', { name: /sign in/i }).count()).toBe(0);
            expect(await page.title()).toBe('Workspace unavailable - ATS');
            if (path === '/') await screenshot(page, 'edges-unknown-workspace');
        });
    });
});

describe("a recruiter's screens", () => {
    it('the Employees list shows department names, with no call the recruiter may not make', async () => {
        await withPage(async page => {
            await signInAt(page, workspaceUrl(ACME, '/corporate-login'), 'recruiter@acme.example');
            await page.waitForURL(/\/corporate$/);
            const refused = await refusalsDuring(page, async () => {
                await page.goto(workspaceUrl(ACME, '/corporate/employee-onboarding'));
                await page.getByRole('heading', { name: 'Employees' }).waitFor();
                const emma = page.getByRole('row').filter({ hasText: 'employee@acme.example' });
                await emma.waitFor();
                expect(await emma.getByRole('cell', { name: 'Engineering', exact: true }).count()).toBe(1);
                const tom = page.getByRole('row').filter({ hasText: 'tom.okafor@acme.example' });
                expect(await tom.getByRole('cell', { name: 'Sales', exact: true }).count()).toBe(1);
                // Let any late call (a filter's options, a reference lookup) land before counting.
                await page.waitForLoadState('networkidle');
            });
            expect(refused).toEqual([]);
            expect(await page.locator('[data-testid="ErrorIcon"], [data-testid="ErrorOutlineIcon"]').count()).toBe(0);
            expect(await page.getByText('You do not have permission to perform this action.').count()).toBe(0);
            await screenshot(page, 'edges-recruiter-employees');
        });
    });

    it('the company profile without COMPANY-PROFILE VIEW is the access-denied page', async () => {
        await withPage(async page => {
            await signInAt(page, workspaceUrl(ACME, '/corporate-login'), 'recruiter@acme.example');
            await page.waitForURL(/\/corporate$/);
            await page.goto(workspaceUrl(ACME, '/corporate/company-profile'));
            await page.getByRole('heading', { name: 'Access denied' }).waitFor();
            expect(page.url()).toMatch(/\/corporate\/company-profile$/);
            // The shell stays: the sidebar is there to go elsewhere.
            await page.getByRole('navigation').first().getByRole('link', { name: 'Job Postings' }).waitFor();
            expect(await page.getByText('You do not have permission to perform this action.').count()).toBe(0);
            await screenshot(page, 'edges-company-profile-denied');
        });
    });
});

/** The add-applicant dialog's resume row as drawn: the button label's lines, whether the hint is cut, whether the dialog scrolls sideways. */
function resumeRow(dialog: Locator) {
    return dialog.getByTestId('resume-hint').evaluate(hint => {
        // The row's one button (its hidden file input stands beside it: ui/BusyButton.tsx, FileButton).
        const button = hint.parentElement?.querySelector('button') as HTMLElement;
        const label = Array.from(button.childNodes).find(node => node.nodeType === Node.TEXT_NODE)!;
        const range = document.createRange();
        range.selectNode(label);
        const content = hint.closest('.MuiDialogContent-root') as HTMLElement;
        return {
            buttonLines: new Set(Array.from(range.getClientRects(), rect => Math.round(rect.top))).size,
            hintCut: hint.scrollWidth > hint.clientWidth + 1 || hint.scrollHeight > hint.clientHeight + 1,
            overflows: content.scrollWidth > content.clientWidth + 1,
        };
    });
}

/**
 * The add-applicant dialog's fields as drawn: the labels cut short (at 390 px "Experience (years)"
 * ended in an ellipsis), and the fields side by side whose tops differ (City sat 8 px below Source).
 */
function applicantFields(dialog: Locator) {
    return dialog.locator('form').evaluate(form => {
        const fields = Array.from(form.querySelectorAll<HTMLElement>('.MuiFormControl-root'), control => ({
            name: control.querySelector('label')?.textContent ?? '',
            box: control.getBoundingClientRect(),
        })).filter(field => field.name);
        const labelsCut = Array.from(form.querySelectorAll('label'))
            .filter(label => label.scrollWidth > label.clientWidth + 1)
            .map(label => label.textContent);
        const misaligned = fields.flatMap(a =>
            fields
                .filter(b => b.box.left >= a.box.right && b.box.top < a.box.bottom && a.box.top < b.box.bottom && Math.abs(a.box.top - b.box.top) > 1)
                .map(b => `${a.name} / ${b.name}`),
        );
        return { labelsCut, misaligned };
    });
}

describe('adding an applicant', () => {
    it('a plain PDF resume prefills title and city; a phone already on the job is refused beside the phone and the dialog stays open', async () => {
        await withPage(async page => {
            const unique = Date.now().toString(36);
            const phone = `+91 98450 ${String(Date.now()).slice(-5)}`;
            await signInAt(page, workspaceUrl(ACME, '/corporate-login'), 'recruiter@acme.example');
            await page.waitForURL(/\/corporate$/);
            const job = await pageApi<{ id: string }>(page, 'POST', 'create-job', { title: `Analyst ${unique}`, max_experience: 10 });
            await pageApi(page, 'POST', 'add-user-application', { job_id: job.id, candidate: { first_name: 'First', email: `first.${unique}@mail.example`, phone } });

            await page.goto(workspaceUrl(ACME, `/corporate/total-applications/${job.id}`));
            await page.getByRole('region', { name: 'Applied' }).getByTestId('applicant-card').waitFor();
            await page.getByRole('button', { name: 'Add applicant' }).click();
            const dialog = page.getByRole('dialog', { name: 'Add applicant' });
            // The resume's row at a laptop's width and a phone's (the dialog stays over the narrow
            // window's notice): "Upload resume" on one line, its hint whole, nothing wider than the dialog.
            for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
                await page.setViewportSize(size);
                expect(await resumeRow(dialog), `${size.width} px`).toEqual({ buttonLines: 1, hintCut: false, overflows: false });
                expect(await applicantFields(dialog), `${size.width} px`).toEqual({ labelsCut: [], misaligned: [] });
            }
            await screenshot(page, 'edges-add-applicant-phone');
            await page.setViewportSize({ width: 1440, height: 900 });
            const pdf = makePdf([
                'RAHUL SHARMA',
                `rahul.${unique}@mail.example | ${phone}`,
                'Location: Bangalore, Karnataka',
                'PROFESSIONAL EXPERIENCE',
                'Infosys | Jun 2018 - May 2021',
                'Junior Analyst',
                'Data Analyst | Wipro | Jun 2021 - Present',
                'EDUCATION',
                'B.Com, Christ University, 2015 - 2018',
            ]);
            await dialog.getByTestId('resume-file').setInputFiles({ name: 'rahul.pdf', mimeType: 'application/pdf', buffer: pdf });
            const title = dialog.getByRole('textbox', { name: /^Current title/ });
            await expect.poll(() => title.inputValue()).toBe('Data Analyst');
            expect(await dialog.getByRole('combobox', { name: /^City/ }).inputValue()).toBe('Bengaluru');
            expect(await dialog.getByRole('textbox', { name: /^First name/ }).inputValue()).toBe('Rahul');
            await screenshot(page, 'edges-add-applicant-prefilled');

            const refused = page.waitForResponse(response => response.url().includes('/api/add-user-application'));
            await dialog.getByRole('button', { name: 'Add', exact: true }).click();
            expect((await refused).status()).toBe(400);
            const phoneField = dialog.getByRole('textbox', { name: /^Phone/ });
            await expect.poll(() => phoneField.getAttribute('aria-invalid')).toBe('true');
            await dialog.getByText('This candidate has already applied to this job.').waitFor();
            expect(await dialog.isVisible()).toBe(true);
            await screenshot(page, 'edges-duplicate-applicant');
            // Nothing was added: after Cancel the job still has its one applicant.
            await dialog.getByRole('button', { name: 'Cancel' }).click();
            await dialog.waitFor({ state: 'detached' });
            expect(await page.getByRole('region', { name: 'Applied' }).getByTestId('applicant-card').count()).toBe(1);
        });
    });
});
