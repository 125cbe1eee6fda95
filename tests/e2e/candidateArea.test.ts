/**
 * The candidate area in a real browser, on a server of its own whose mail
 * goes to a loopback SMTP mail.sink. The demo candidate (candidate@acme.example:
 * an application to Senior Backend Engineer and a SENT offer, server/db/
 * seedCandidate.ts) signs in and lands on the jobs (on a phone each card's
 * facts wrap whole, none cut); turns the free-job toggle
 * on with the keyboard (the request carries free: true), Clear filters in
 * line with the fields; finds the application under Applied Jobs with the
 * stage the API words for candidates; edits the profile ('Profile updated
 * successfully!') and, on a 390 px phone, uploads a CV (Use details from CV
 * under its notice, not squeezed beside it); opens the
 * offer and accepts it with the keyboard through the confirmation (status
 * Accepted, no second answer); downloads their data as JSON. The recruiter
 * then finds the answer in the application's timeline and the attribution in
 * its detail, and was mailed. The public page of the job applied to says so
 * instead of offering Apply, and its bar leads to the applications. A
 * verify-profile link opened signed out comes back after sign-in; forgot-password mails a link whose new password signs
 * in to the candidate area. Screenshots and axe on every page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AppliedJob, CandidateExport, CandidateOffer } from '../../config/contracts/candidatePortal.js';
import { makePdf } from '../fixtures/resumes/build.js';
import { expectAccessible } from './axe.js';
import { useMailingServer } from './mailingServer.js';
import { DEMO_PASSWORD, downloadedBytes, pageApi, screenshot, signInAt } from './browser.js';

const mail = useMailingServer('candidate-area');
const url = mail.url;

function collectProblems(page: Page): string[] {
    const problems: string[] = [];
    page.on('console', message => message.type() === 'error' && problems.push(message.text()));
    page.on('response', response => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
    return problems;
}

/** The /reset-password?... path of a mail, its quoted-printable soft breaks and escapes undone. */
function resetLink(raw: string): string | null {
    const quotedPrintable = /content-transfer-encoding:\s*quoted-printable/i.test(raw);
    const text = quotedPrintable ? raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))) : raw;
    return /\/reset-password\?[^\s"'<>]+/.exec(text)?.[0].replace(/&amp;/g, '&') ?? null;
}

/** Tab until the focused element matches, at most `limit` presses: what a keyboard user does. */
async function tabTo(page: Page, matches: (element: { role: string | null; name: string; tag: string }) => boolean, limit = 40): Promise<void> {
    for (let presses = 0; presses < limit; presses++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
            const element = document.activeElement as HTMLElement | null;
            const labelled = element?.getAttribute('aria-label') ?? (element?.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null);
            return { role: element?.getAttribute('role') ?? null, name: (labelled ?? element?.textContent ?? '').trim(), tag: element?.tagName ?? '' };
        });
        if (matches(focused)) return;
    }
    throw new Error('the control was not reached with Tab');
}

describe('candidate area', () => {
    it('the demo candidate browses, sees applied jobs, edits the profile, accepts the offer and downloads their data', async () => {
        const context = await mail.browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
        const page = await context.newPage();
        const problems = collectProblems(page);

        // --- Sign in at /candidate/login: the jobs, with the area's bar and no corporate sidebar.
        await signInAt(page, url('/candidate/login'), 'candidate@acme.example');
        await page.waitForURL(/\/candidate\/jobs$/);
        await page.getByRole('heading', { name: 'Jobs', level: 1 }).waitFor();
        await page.getByTestId('candidate-job').first().waitFor();
        expect(await page.getByRole('navigation', { name: 'Section navigation' }).getByRole('link').allTextContents()).toEqual(['Jobs', 'Applied Jobs', 'Offers', 'My Data']);
        expect(await page.getByText('Onboarding').count()).toBe(0);
        await screenshot(page, 'candidate-jobs');
        await expectAccessible(page, 'candidate-jobs');
        // On a phone a card's facts wrap, each fact whole: the line had been cut mid-number
        // ("Bengaluru, Remote · 5–1…"), the rest in a tooltip no touch screen shows.
        await page.setViewportSize({ width: 390, height: 844 });
        const facts = await page.getByTestId('job-facts').evaluateAll(lines =>
            lines.map(line => {
                const lineHeight = parseFloat(getComputedStyle(line).lineHeight);
                const brokenItems = [...line.children].filter(item => item.getBoundingClientRect().height > 1.5 * lineHeight).length;
                return { text: line.textContent ?? '', cut: line.scrollWidth > line.clientWidth, brokenItems };
            }),
        );
        expect(facts.length).toBeGreaterThan(0);
        expect(facts.filter(line => line.cut || line.brokenItems > 0)).toEqual([]);
        expect(facts.map(line => line.text)).toContainEqual(expect.stringMatching(/ · \d+–\d+ years$/));
        await screenshot(page, 'candidate-jobs-phone');
        await page.setViewportSize({ width: 1440, height: 900 });

        // --- The free-job toggle, reached and switched with the keyboard, becomes the request.
        await page.getByRole('searchbox', { name: 'Search jobs' }).focus();
        const freeAnswer = page.waitForResponse(response => response.url().endsWith('/api/candidate/get-jobs-filter') && (response.request().postDataJSON() as { free?: boolean }).free === true);
        await tabTo(page, focused => focused.role === 'switch' || /Free jobs only/.test(focused.name));
        await page.keyboard.press('Space');
        const answer = await freeAnswer;
        expect(answer.request().postDataJSON()).toEqual({ page: 1, limit: 10, min_work_experience: 0, max_work_experience: 40, free: true });
        const freeJobs = ((await answer.json()) as { data: { id: string; free: boolean }[] }).data;
        expect(freeJobs.every(job => job.free)).toBe(true);
        await expect.poll(() => page.getByTestId('candidate-job').count()).toBe(freeJobs.length);
        expect(await page.getByRole('switch', { name: 'Free jobs only' }).isChecked()).toBe(true);
        // Clear filters and the switch line up with the fields beside them (Clear filters sat 14 px higher).
        const middle = async (box: Promise<{ y: number; height: number } | null>) => {
            const { y, height } = (await box)!;
            return y + height / 2;
        };
        const fieldMiddle = await middle(page.getByRole('searchbox', { name: 'Search jobs' }).locator('xpath=..').boundingBox());
        expect(Math.abs((await middle(page.getByRole('button', { name: 'Clear filters' }).boundingBox())) - fieldMiddle)).toBeLessThanOrEqual(1);
        expect(Math.abs((await middle(page.locator('label').filter({ has: page.getByRole('switch', { name: 'Free jobs only' }) }).boundingBox())) - fieldMiddle)).toBeLessThanOrEqual(1);
        await screenshot(page, 'candidate-jobs-free');

        // --- Applied jobs: the seeded application with the stage in the API's words for candidates.
        const applied = await pageApi<AppliedJob[]>(page, 'GET', 'candidate/applied-jobs');
        const seeded = applied.find(application => application.job.title === 'Senior Backend Engineer');
        expect(seeded).toBeTruthy();
        await page.getByRole('link', { name: 'Applied Jobs' }).click();
        await page.waitForURL(/\/candidate\/applied-jobs$/);
        const row = page.getByTestId('applied-job').filter({ hasText: 'Senior Backend Engineer' });
        await row.waitFor();
        expect((await row.getByTestId('applied-job-stage').textContent())?.trim()).toBe(seeded?.stage);
        expect(seeded?.stage).not.toBe('Rejected');
        await screenshot(page, 'candidate-applied-jobs');
        await expectAccessible(page, 'candidate-applied-jobs');

        // --- Profile: change the city and the experience; the success message is SPEC.md's.
        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('menuitem', { name: 'Profile' }).click();
        await page.waitForURL(/\/candidate\/profile$/);
        const city = page.getByRole('combobox', { name: 'City' });
        await city.waitFor();
        await city.fill('Bengaluru');
        await page.getByRole('spinbutton', { name: 'Experience (years)' }).fill('41');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Experience must be a whole number of years from 0 to 40.').waitFor();
        await page.getByRole('spinbutton', { name: 'Experience (years)' }).fill('6');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText('Profile updated successfully!').waitFor();
        const me = await pageApi<{ id: string }>(page, 'GET', 'me');
        const saved = await pageApi<{ city: string; experience_years: number }>(page, 'GET', `candidate/get-user-profile/${me.id}`);
        expect(saved).toMatchObject({ city: 'Bengaluru', experience_years: 6 });
        await screenshot(page, 'candidate-profile');
        await expectAccessible(page, 'candidate-profile');
        // A fading toast is half transparent: axe would measure its contrast mid-animation on the next page.
        await page.getByText('Profile updated successfully!').waitFor({ state: 'detached' });
        // On a phone, a new CV's notice: "Use details from CV" under the sentence, in one line, not a
        // narrow column beside it (the alert's action slot put its three words one to a line).
        await page.setViewportSize({ width: 390, height: 844 });
        // The file button is a real button: pressed, it opens the chooser.
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('button', { name: /Replace CV|Upload CV/ }).click();
        await (await chooser).setFiles({ name: 'chris.pdf', mimeType: 'application/pdf', buffer: makePdf(['Chris Candidate', 'Title: Backend Engineer', 'Skills: Go, PostgreSQL']) });
        const useCv = page.getByRole('button', { name: 'Use details from CV' });
        await useCv.waitFor();
        const notice = page.getByRole('alert').filter({ hasText: 'chris.pdf is now your CV' });
        await notice.scrollIntoViewIfNeeded();
        const [noticeBox, useCvBox] = [(await notice.boundingBox())!, (await useCv.boundingBox())!];
        expect(useCvBox.x - noticeBox.x).toBeLessThan(noticeBox.width / 2);
        expect(useCvBox.height).toBeLessThan(40);
        await screenshot(page, 'candidate-profile-cv-phone');
        await expectAccessible(page, 'candidate-profile-cv-phone');
        await page.getByTestId('toast').waitFor({ state: 'detached' });
        await page.setViewportSize({ width: 1440, height: 900 });

        // --- The offer: open it, accept with the keyboard through the confirmation.
        const offers = await pageApi<CandidateOffer[]>(page, 'GET', 'candidate/offer-letters');
        const sentOffer = offers.find(offer => offer.offer_status === 'SENT');
        expect(sentOffer).toBeTruthy();
        await page.getByRole('link', { name: 'Offers' }).click();
        await page.waitForURL(/\/candidate\/offers$/);
        await page.getByTestId('candidate-offer').first().waitFor();
        await expectAccessible(page, 'candidate-offers');
        await page.getByRole('link', { name: `View and answer: ${sentOffer?.job_title}` }).click();
        await page.getByRole('heading', { name: `Offer letter: ${sentOffer?.job_title}` }).waitFor();
        expect(await page.getByTestId('offer-letter').textContent()).toContain(sentOffer?.job_title ?? '');
        expect(await page.getByTestId('offer-letter').textContent()).not.toContain('<p>');
        await screenshot(page, 'candidate-offer');
        await expectAccessible(page, 'candidate-offer');
        await page.getByRole('button', { name: 'Accept offer' }).focus();
        await page.keyboard.press('Enter');
        const confirm = page.getByRole('dialog', { name: 'Accept this offer?' });
        await confirm.waitFor();
        await expectAccessible(page, 'candidate-offer-accept');
        // Cancel has the initial focus (nothing destructive on Enter); Tab moves to Accept.
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await confirm.waitFor({ state: 'detached' });
        await page.getByText(/You accepted this offer on/).waitFor();
        expect((await page.getByTestId('offer-status').textContent())?.trim()).toBe('Accepted');
        expect(await page.getByRole('button', { name: 'Accept offer' }).count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Decline offer' }).count()).toBe(0);
        // The confirmation gave the focus back to Accept, which is gone: the outcome in its place has it.
        const focusedStatus = () => page.evaluate(() => (document.activeElement?.getAttribute('role') === 'status' ? document.activeElement.textContent : document.activeElement?.tagName));
        await expect.poll(focusedStatus).toMatch(/You accepted this offer on/);
        const answered = await pageApi<CandidateOffer>(page, 'GET', `candidate/offer-letter/${sentOffer?.id}`);
        expect(answered.offer_status).toBe('ACCEPTED');
        await screenshot(page, 'candidate-offer-accepted');
        await page.getByText('Offer accepted.').waitFor({ state: 'detached' });

        // --- My data: the download is the export, as a JSON file.
        await page.getByRole('link', { name: 'My Data' }).click();
        await page.waitForURL(/\/candidate\/my-data$/);
        await expectAccessible(page, 'candidate-my-data');
        const downloading = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Download my data' }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
        const file = JSON.parse((await downloadedBytes(download)).toString('utf8')) as CandidateExport;
        expect(file.account.email).toBe('candidate@acme.example');
        expect(file.profile.city).toBe('Bengaluru');
        expect(file.applications.some(application => application.job.title === 'Senior Backend Engineer')).toBe(true);
        expect(file.offers.find(offer => offer.id === sentOffer?.id)?.offer_status).toBe('ACCEPTED');
        await page.getByRole('button', { name: 'Erase my account…' }).click();
        await page.getByRole('dialog', { name: 'Erase your account for good?' }).waitFor();
        await screenshot(page, 'candidate-erase-dialog');
        await expectAccessible(page, 'candidate-erase-dialog');
        await page.keyboard.press('Escape');

        // --- Sign out from the bar: back at the candidate sign-in page.
        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('menuitem', { name: 'Log Out' }).click();
        await page.waitForURL(/\/candidate\/login$/);
        expect(problems.filter(problem => !/favicon/.test(problem))).toEqual([]);
        await context.close();

        // --- The workspace's side (the admin sees every job): the answer in the timeline, the attribution in the detail, and the recruiters' mail.
        const recruiterContext = await mail.browser.newContext({ viewport: { width: 1440, height: 900 } });
        const recruiter = await recruiterContext.newPage();
        await signInAt(recruiter, url('/corporate-login'), 'admin@acme.example');
        await recruiter.waitForURL(/\/corporate$/);
        const timeline = await pageApi<{ type: string; text?: string }[]>(recruiter, 'GET', `${seeded?.application_id}/get-timeline`);
        expect(timeline.some(event => event.type === 'OFFER_ACCEPTED')).toBe(true);
        await recruiter.goto(url(`/corporate/total-applications/${seeded?.job.id}`));
        await recruiter.getByTestId('applicant-card').filter({ hasText: 'Chris Candidate' }).getByRole('button', { name: 'Chris Candidate', exact: true }).click();
        const drawer = recruiter.getByRole('dialog', { name: 'Application' });
        await drawer.getByRole('heading', { name: 'Where they came from' }).waitFor();
        const attribution = drawer.locator('section').filter({ has: recruiter.getByRole('heading', { name: 'Where they came from' }) });
        expect(await attribution.textContent()).toContain('LinkedIn');
        expect(await attribution.textContent()).toContain('spring');
        await drawer.getByTestId('timeline').getByText(/accepted the offer/).waitFor();
        await screenshot(recruiter, 'candidate-recruiter-detail');
        await expectAccessible(recruiter, 'candidate-recruiter-detail');
        await expect.poll(() => mail.sink.received.filter(mail => /Offer accepted/.test(mail.data)).length, { timeout: 15_000 }).toBeGreaterThan(0);
        await recruiterContext.close();
    });

    it("the public page of a job applied to says so, with no Apply, and the career bar leads back to the candidate's applications", async () => {
        const context = await mail.browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        const problems = collectProblems(page);
        await signInAt(page, url('/candidate/login'), 'candidate@acme.example');
        await page.waitForURL(/\/candidate\/jobs$/);
        const card = page.getByTestId('candidate-job').filter({ hasText: 'Senior Backend Engineer' });
        await card.getByText('Applied').waitFor();

        // View job opens the public page; the apply wizard (which writes the CV and profile) is not offered.
        const asked = page.waitForResponse(response => /\/api\/candidate\/applied-jobs\?job_id=/.test(response.url()));
        await card.getByRole('link', { name: /^View job/ }).click();
        await page.waitForURL(/\/careerPage\/job\/[0-9a-f-]+$/);
        expect((await asked).status()).toBe(200);
        const main = page.getByRole('main');
        await main.getByRole('heading', { level: 1, name: 'Senior Backend Engineer' }).waitFor();
        await main.getByText(/^You applied for this job on /).waitFor();
        expect(await main.getByRole('button', { name: 'Apply' }).count()).toBe(0);
        const header = page.getByRole('banner');
        expect(await header.getByRole('link', { name: 'Candidate sign in' }).count()).toBe(0);
        await screenshot(page, 'candidate-career-job-applied');
        await expectAccessible(page, 'candidate-career-job-applied');

        await header.getByRole('link', { name: 'My applications' }).click();
        await page.waitForURL(/\/candidate\/applied-jobs$/);
        await page.getByTestId('applied-job').filter({ hasText: 'Senior Backend Engineer' }).waitFor();
        expect(problems).toEqual([]);
        await context.close();
    });

    it("a recruiter's verify-profile link opened signed out comes back after signing in, and the click confirms", async () => {
        const context = await mail.browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        // The candidate record's id, as the recruiter's link carries it.
        await signInAt(page, url('/candidate/login'), 'candidate@acme.example');
        await page.waitForURL(/\/candidate\/jobs$/);
        const me = await pageApi<{ id: string }>(page, 'GET', 'me');
        const { candidate_id: candidateId } = await pageApi<{ candidate_id: string }>(page, 'GET', `candidate/get-user-profile/${me.id}`);
        await context.clearCookies();

        await page.goto(url(`/candidate/verify-profile?status=CONFIRMED&id=${candidateId}`));
        await page.waitForURL(/\/candidate\/login$/);
        await page.getByLabel('Email').fill('candidate@acme.example');
        await page.getByLabel('Password').first().fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL(new RegExp(`/candidate/verify-profile\\?status=CONFIRMED&id=${candidateId}$`));
        await page.getByRole('heading', { name: 'Confirm your details' }).waitFor();
        await expectAccessible(page, 'candidate-verify-profile');
        await page.getByRole('button', { name: 'Yes, these details are correct' }).click();
        await page.getByTestId('verification-status').getByText('Thank you for confirming your details.').waitFor();
        const verified = await pageApi<{ profile_verification: string }>(page, 'GET', `candidate/get-user-profile/${me.id}`);
        expect(verified.profile_verification).toBe('CONFIRMED');
        await screenshot(page, 'candidate-verify-profile');
        await context.close();
    });

    // Last: it changes the demo candidate's password.
    it('forgot-password from the candidate sign-in page mails a link whose new password signs in to the candidate area', async () => {
        const context = await mail.browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        await page.goto(url('/candidate/login'));
        await page.getByRole('link', { name: 'Forgot password?' }).click();
        await page.waitForURL(/\/forgot-password\?audience=candidate$/);
        await page.getByRole('link', { name: 'Back to sign in' }).click();
        await page.waitForURL(/\/candidate\/login$/);
        await page.getByRole('link', { name: 'Forgot password?' }).click();
        const before = mail.sink.received.length;
        await page.getByLabel('Email').fill('candidate@acme.example');
        await page.getByRole('button', { name: 'Send reset link' }).click();
        const linkSent = () => mail.sink.received.slice(before).map(mail => resetLink(mail.data)).find(Boolean) ?? null;
        await expect.poll(linkSent, { timeout: 15_000 }).not.toBeNull();
        const link = linkSent() as string;
        expect(link).toMatch(/^\/reset-password\?.*token=/);
        await page.goto(url(link));
        const fresh = 'Fresh@54321';
        await page.getByLabel(/^New password/).fill(fresh);
        await page.getByLabel(/^Confirm new password/).fill(fresh);
        await page.getByRole('button', { name: 'Set password' }).click();
        await page.waitForURL(/\/candidate\/login$/);
        await page.getByLabel('Email').fill('candidate@acme.example');
        await page.getByLabel('Password').first().fill(fresh);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL(/\/candidate\/jobs$/);
        await context.close();
    });
});
