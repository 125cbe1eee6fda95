/**
 * The interview process in a real browser, on a server of its own whose mail
 * goes to a loopback SMTP sink: a recruiter schedules an interview from the
 * board card (and is refused a clashing second one, with the server's
 * message); the interviewer signs in, finds it under Upcoming, opens the
 * candidate (on a phone Replace question goes below the question, not beside
 * it), rates every question, chooses Shortlisted, lands on the success
 * page without bar or sidebar, and finds it under Past Interviews; the
 * recruiter sees PASS on the card and in the timeline; the interviewer and
 * the candidate each received the invitation with its .ics (METHOD:REQUEST,
 * the interview's UID, SEQUENCE:0). axe finds no serious or critical
 * violation on the dialog, the dashboard, the lists, the feedback form, the
 * success page and the workspace's list and week.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ReceivedMail } from '../helpers/smtpSink.js';
import { utcToZoned } from '../../custom/interviews/zonedTime.js';
import { expectAccessible } from './axe.js';
import { useMailingServer } from './mailingServer.js';
import { pageApi, screenshot, signInAt } from './browser.js';

const mail = useMailingServer('interviews');
const url = mail.url;

/** The decoded text/calendar part of a MIME message, or null. */
export function calendarPart(raw: string): string | null {
    const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map(match => match[1]);
    for (const boundary of boundaries) {
        for (const part of raw.split(`--${boundary}`)) {
            const split = part.search(/\r?\n\r?\n/);
            if (split < 0) continue;
            const headers = part.slice(0, split);
            if (!/content-type:\s*text\/calendar/i.test(headers)) continue;
            const body = part.slice(split).trim();
            const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
            if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
            if (encoding === 'quoted-printable') return body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
            return body;
        }
    }
    return null;
}

function collectProblems(page: Page, allowed: RegExp[] = []): string[] {
    const problems: string[] = [];
    page.on('console', message => message.type() === 'error' && !allowed.some(pattern => pattern.test(message.text())) && problems.push(message.text()));
    page.on('response', response => response.status() >= 400 && !allowed.some(pattern => pattern.test(response.url())) && problems.push(`${response.status()} ${response.url()}`));
    return problems;
}

/** A date far enough ahead that no seeded interview is near it, YYYY-MM-DD. */
function futureDate(daysAhead: number): string {
    return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

describe('interviews', () => {
    it('a recruiter schedules from the board, the interviewer gives feedback, the recruiter sees PASS, and both invitations carry their .ics', async () => {
        const unique = Date.now().toString(36);
        const lastName = `Okafor${unique}`;
        const candidateEmail = `ada.${unique}@mail.example`;
        const day = futureDate(400 + (Date.now() % 200));

        // --- The recruiter schedules from the board card's menu.
        const recruiterContext = await mail.browser.newContext({ viewport: { width: 1440, height: 900 } });
        const recruiter = await recruiterContext.newPage();
        // The clash is refused on purpose (409 or 400): the page shows the server's message.
        const recruiterProblems = collectProblems(recruiter, [/\/api\/schedule-interview/, /status of 409/, /status of 400/]);
        await signInAt(recruiter, url('/corporate-login'), 'recruiter@acme.example');
        await recruiter.waitForURL(/\/corporate$/);
        const job = await pageApi<{ id: string }>(recruiter, 'POST', 'create-job', { title: `Interviewed Engineer ${unique}`, max_experience: 10 });
        await pageApi(recruiter, 'POST', 'add-user-application', { job_id: job.id, candidate: { first_name: 'Ada', last_name: lastName, email: candidateEmail } });
        await recruiter.goto(url(`/corporate/total-applications/${job.id}`));
        const card = recruiter.getByTestId('applicant-card').filter({ hasText: lastName });
        await card.waitFor();

        const openSchedule = async () => {
            await card.getByRole('button', { name: `Actions for Ada ${lastName}` }).click();
            await recruiter.getByRole('menuitem', { name: 'Schedule interview' }).click();
            const dialog = recruiter.getByRole('dialog', { name: new RegExp(`Schedule an interview with Ada ${lastName}`) });
            await dialog.waitFor();
            await expect.poll(() => dialog.getByRole('combobox', { name: /^Round/ }).textContent()).toContain('Technical');
            await dialog.getByRole('combobox', { name: /^Interviewers/ }).fill('Ines');
            await recruiter.getByRole('option', { name: /Ines Interviewer/ }).click();
            await dialog.getByLabel(/^Date/).fill(day);
            return dialog;
        };

        let dialog = await openSchedule();
        await dialog.getByLabel(/^Time/).fill('10:00');
        await dialog.getByRole('textbox', { name: /^Meeting link/ }).fill('https://meet.example.test/ada');
        await dialog.getByRole('checkbox', { name: 'Communication' }).check();
        await dialog.getByRole('checkbox', { name: 'Ownership' }).check();
        await screenshot(recruiter, 'interviews-schedule-dialog');
        await expectAccessible(recruiter, 'interviews-schedule-dialog');
        const scheduled = recruiter.waitForResponse(response => response.url().includes('/api/schedule-interview') && response.request().method() === 'POST');
        await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
        const scheduledAnswer = await scheduled;
        expect(scheduledAnswer.status()).toBe(200);
        const created = ((await scheduledAnswer.json()) as { data: { id: string; starts_at: string; time_zone: string } }).data;
        const interviewId = created.id;
        // The wall time typed is the workspace zone's, whatever the browser's zone.
        expect(utcToZoned(created.starts_at, created.time_zone)).toEqual({ date: day, time: '10:00' });
        await dialog.waitFor({ state: 'detached' });

        // A second interview for the same interviewer half an hour later clashes: the dialog says with what.
        dialog = await openSchedule();
        await dialog.getByLabel(/^Time/).fill('10:30');
        await dialog.getByRole('textbox', { name: /^Meeting link/ }).fill('https://meet.example.test/ada-2');
        await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
        const clash = dialog.getByRole('alert');
        await expect.poll(() => clash.textContent()).toContain(`Ada ${lastName}`);
        expect(await clash.textContent()).toMatch(/Ines Interviewer/);
        await screenshot(recruiter, 'interviews-schedule-clash');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });

        // --- The interviewer: Upcoming, the candidate, every question rated, Shortlisted.
        const interviewerContext = await mail.browser.newContext({ viewport: { width: 1440, height: 900 } });
        const interviewer = await interviewerContext.newPage();
        const interviewerProblems = collectProblems(interviewer);
        await signInAt(interviewer, url('/corporate-login'), 'interviewer@acme.example');
        await interviewer.waitForURL(/\/interviewer\/dashboard$/);
        await interviewer.getByRole('heading', { name: 'Interviewer Dashboard' }).waitFor();
        await interviewer.getByText('Interviews per month').waitFor();
        await screenshot(interviewer, 'interviewer-dashboard');
        await expectAccessible(interviewer, 'interviewer-dashboard');

        await interviewer.getByRole('link', { name: 'Upcoming Interviews' }).click();
        await interviewer.waitForURL(/\/interviewer\/upcoming-interviews$/);
        await interviewer.getByRole('searchbox', { name: 'Search candidate or job' }).fill(lastName);
        const upcomingCard = interviewer.getByRole('link', { name: new RegExp(`^Ada ${lastName}`) });
        await upcomingCard.waitFor();
        await screenshot(interviewer, 'interviewer-upcoming');
        await expectAccessible(interviewer, 'interviewer-upcoming');
        await upcomingCard.click();
        await interviewer.waitForURL(/\/interviewer\/candidate-profile\/[\w-]+\?isPast=false&isProfileReview=false$/);
        await interviewer.getByRole('heading', { name: `Ada ${lastName}` }).waitFor();
        // The bar's tab (the breadcrumb above the name links to the same list, unmarked).
        expect(await interviewer.getByRole('navigation', { name: 'Section navigation' }).getByRole('link', { name: 'Upcoming Interviews' }).getAttribute('aria-current')).toBe('page');

        const questions = interviewer.getByRole('radiogroup', { name: /^Response to:/ });
        await questions.first().waitFor();
        // Replace question sits beside the question on a wide screen and below it on a phone: beside,
        // it had squeezed the question into a column of about 140 px, 5 to 7 lines a question.
        const firstQuestion = interviewer.getByTestId('feedback-question').first();
        const questionAndReplace = async () => [(await firstQuestion.locator('legend').boundingBox())!, (await firstQuestion.getByRole('button', { name: /^Replace question/ }).boundingBox())!];
        const [wideQuestion, wideReplace] = await questionAndReplace();
        expect(wideReplace.x).toBeGreaterThanOrEqual(wideQuestion.x + wideQuestion.width);
        await interviewer.setViewportSize({ width: 390, height: 844 });
        const [phoneQuestion, phoneReplace] = await questionAndReplace();
        expect(phoneReplace.y).toBeGreaterThanOrEqual(phoneQuestion.y + phoneQuestion.height);
        expect(phoneQuestion.width).toBeGreaterThan(280);
        await screenshot(interviewer, 'interviewer-feedback-phone');
        await interviewer.setViewportSize({ width: 1440, height: 900 });
        const count = await questions.count();
        expect(count).toBe(6); // three of each chosen group
        for (let index = 0; index < count; index++) await questions.nth(index).getByRole('radio', { name: /^Strong Response/ }).check();
        await interviewer.getByRole('radio', { name: 'Shortlisted' }).check();
        await screenshot(interviewer, 'interviewer-feedback-filled');
        await expectAccessible(interviewer, 'interviewer-feedback');
        const submitted = interviewer.waitForResponse(response => response.url().includes('/api/update-interview-feedback'), { timeout: 60_000 });
        await interviewer.getByRole('button', { name: 'Submit feedback' }).click();
        expect((await submitted).status()).toBe(200);

        await interviewer.waitForURL(/\/interviewer-feedback\/success$/);
        await interviewer.getByRole('heading', { name: 'Feedback submitted' }).waitFor();
        expect(await interviewer.getByRole('navigation').count()).toBe(0);
        expect(await interviewer.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
        await screenshot(interviewer, 'interviewer-feedback-success');
        await expectAccessible(interviewer, 'interviewer-feedback-success');

        await interviewer.getByRole('link', { name: 'Past interviews' }).click();
        await interviewer.waitForURL(/\/interviewer\/past-interviews$/);
        // The list as the search filtered it: a card found before that answer could move under the click.
        const filtered = interviewer.waitForResponse(response => response.url().includes('/api/interviewer/get-interview-list') && (response.request().postData() ?? '').includes(lastName));
        await interviewer.getByRole('searchbox', { name: 'Search candidate or job' }).fill(lastName);
        await filtered;
        const pastCard = interviewer.getByRole('link', { name: new RegExp(`^Ada ${lastName}`) });
        await pastCard.waitFor();
        expect(await pastCard.getByTestId('interview-result').textContent()).toBe('Shortlisted');
        await screenshot(interviewer, 'interviewer-past');
        // Submitted feedback is read-only.
        await pastCard.click();
        await interviewer.waitForURL(/isPast=true/);
        await interviewer.getByTestId('submitted-feedback').waitFor();
        expect(await interviewer.getByRole('button', { name: 'Submit feedback' }).count()).toBe(0);
        expect(await interviewer.getByRole('navigation', { name: 'Section navigation' }).getByRole('link', { name: 'Past Interviews' }).getAttribute('aria-current')).toBe('page');
        await screenshot(interviewer, 'interviewer-candidate-submitted');

        // The bar's Profile: the interviewer's own details, saved with edit-interviewer.
        await interviewer.getByRole('button', { name: 'Account menu' }).click();
        await interviewer.getByRole('menuitem', { name: 'Profile' }).click();
        await interviewer.waitForURL(/\/interviewer\/profile$/);
        const designation = interviewer.getByRole('textbox', { name: 'Designation' });
        await designation.fill(`Staff Engineer ${unique}`);
        const saved = interviewer.waitForResponse(response => response.url().includes('/api/interviewer/edit-interviewer'));
        await interviewer.getByRole('button', { name: 'Save' }).click();
        expect((await saved).status()).toBe(200);
        await interviewer.getByText('Profile updated successfully!').waitFor();
        await interviewer.reload();
        await expect.poll(() => interviewer.getByRole('textbox', { name: 'Designation' }).inputValue()).toBe(`Staff Engineer ${unique}`);
        await expectAccessible(interviewer, 'interviewer-profile');

        // --- The recruiter sees the result on the card and in the timeline.
        await recruiter.reload();
        await card.waitFor();
        await expect.poll(() => card.getByTestId('interview-result').textContent()).toBe('Shortlisted');
        await card.getByRole('button', { name: `Ada ${lastName}`, exact: true }).click();
        const drawer = recruiter.getByRole('dialog', { name: 'Application' });
        await expect.poll(() => drawer.getByTestId('timeline').textContent()).toContain('PASS');
        await screenshot(recruiter, 'interviews-board-result');

        // --- The workspace's interviews, searched by the candidate's name, then filtered by the job.
        await recruiter.goto(url('/corporate/interviews-scheduled'));
        await recruiter.getByRole('heading', { name: 'Interviews', exact: true }).waitFor();
        const row = recruiter.getByTestId('interview-row').filter({ hasText: lastName });
        const search = recruiter.getByRole('searchbox', { name: 'Search candidate, job or round' });
        await search.fill(lastName);
        await row.waitFor();
        // The seeded interviews go once the search's answer is in.
        await expect.poll(() => recruiter.getByTestId('interview-row').count()).toBe(1);
        await search.fill('');
        await expect.poll(() => recruiter.getByTestId('interview-row').count()).toBeGreaterThan(1);
        await recruiter.getByRole('combobox', { name: 'Job' }).click();
        await recruiter.getByRole('option', { name: `Interviewed Engineer ${unique}` }).click();
        await row.waitFor();
        await expect.poll(() => recruiter.getByTestId('interview-row').count()).toBe(1);
        expect(await row.getByTestId('interview-result').textContent()).toBe('Shortlisted');
        await screenshot(recruiter, 'interviews-scheduled-list');
        await expectAccessible(recruiter, 'interviews-scheduled-list');
        await recruiter.getByRole('button', { name: 'Week' }).click();
        await recruiter.getByTestId('week-calendar').waitFor();
        await screenshot(recruiter, 'interviews-scheduled-week');
        await expectAccessible(recruiter, 'interviews-scheduled-week');

        // --- The interviewer's and the candidate's invitations, each with its calendar invite.
        const invites = (to: string) => mail.sink.received.filter((mail: ReceivedMail) => mail.to.includes(to) && calendarPart(mail.data)?.includes(`UID:interview-${interviewId}@`));
        await expect.poll(() => invites('interviewer@acme.example').length + invites(candidateEmail).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
        for (const to of ['interviewer@acme.example', candidateEmail]) {
            const ics = calendarPart(invites(to)[0].data) ?? '';
            expect(ics).toContain('BEGIN:VCALENDAR');
            expect(ics).toContain('METHOD:REQUEST');
            expect(ics).toContain('SEQUENCE:0');
            expect(ics).toContain(`DTSTART:${created.starts_at.replace(/[-:]/g, '').replace(/\.\d+/, '')}`);
        }

        expect(recruiterProblems).toEqual([]);
        expect(interviewerProblems).toEqual([]);
        await recruiterContext.close();
        await interviewerContext.close();
    }, 180_000);

    it("an admin sees each interviewer's calibration beside the interviewers list and on an interviewer's page", async () => {
        const context = await mail.browser.newContext({ viewport: { width: 1440, height: 900 } });
        const admin = await context.newPage();
        const problems = collectProblems(admin);
        await signInAt(admin, url('/corporate-login'), 'admin@acme.example');
        await admin.waitForURL(/\/corporate$/);
        await admin.goto(url('/corporate/interviewer'));
        const panel = admin.getByRole('region', { name: 'Interviewer calibration' });
        const row = panel.getByTestId('calibration-interviewer@acme.example');
        await row.waitFor();
        // The row says what the API says for her (the user id joins record and figures).
        const [ines] = await pageApi<{ interviewer: { email: string }; interviews_done: number; no_shows: number; pass_rate: number | null }[]>(
            admin,
            'GET',
            `interviewers/calibration?search=${encodeURIComponent('interviewer@acme.example')}`,
        );
        expect(ines.interviewer.email).toBe('interviewer@acme.example');
        const cells = await row.locator('th, td').allTextContents();
        expect(cells.slice(0, 3)).toEqual(['Ines Interviewer', String(ines.interviews_done), String(ines.no_shows)]);
        expect(cells[4]).toBe(ines.pass_rate === null ? '–' : `${Math.round(ines.pass_rate * 100)}%`);
        // The generated list keeps its own tools beside the panel.
        await admin.getByPlaceholder('Search').waitFor();
        await screenshot(admin, 'interviewers-calibration-list');
        await expectAccessible(admin, 'interviewers-calibration-list');
        await admin.getByRole('cell', { name: 'Ines', exact: true }).click();
        await admin.waitForURL(/\/corporate\/interviewer\/[^/]+\/show$/);
        await admin.getByRole('region', { name: 'Calibration: Ines Interviewer' }).waitFor();
        await screenshot(admin, 'interviewers-calibration-show');
        expect(problems).toEqual([]);
        await context.close();
    }, 120_000);
});
