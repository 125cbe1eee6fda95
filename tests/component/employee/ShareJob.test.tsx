/**
 * Share a job: the link is the server's (refer_by set to the employee), and
 * every share URL carries it encoded once as a query value (LinkedIn's
 * share-offsite url, WhatsApp's text, the mail's body), opened in a new tab;
 * Copy link writes the link to the clipboard and confirms with a toast; where
 * the device has a share sheet (navigator.share), More apps opens it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import EmployeeJobsPage from '../../../custom/employee/EmployeeJobsPage';
import ReferAndSharePage from '../../../custom/employee/ReferAndSharePage';
import { shareUrls } from '../../../custom/employee/shareLinks';
import { employeePortalMethods } from '../../../dataProvider/employeePortal';
import { clearCookies, signIn, stubViewport } from '../shell/shellTestUtils';
import { EMPLOYEE_ID, fakeEmployeePortal, job, JOB_ID, page, renderEmployeeArea, shareLinkOf, USER_ID } from './employeeTestUtils';

const routes = [
    { path: 'job-openings', element: <EmployeeJobsPage /> },
    { path: 'refer-and-share', element: <ReferAndSharePage /> },
];

function stubClipboard(writeText: (text: string) => Promise<void>) {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

describe('share a job', () => {
    beforeEach(() => {
        stubViewport(1440);
        signIn({ id: USER_ID, role_name: 'EMPLOYEE', first_name: 'Emma', last_name: 'Employee' });
    });
    afterEach(() => {
        clearCookies();
        Reflect.deleteProperty(navigator, 'clipboard');
        Reflect.deleteProperty(navigator, 'share');
    });

    it("encodes the link, refer_by and all, once in each share URL", () => {
        const link = 'https://acme.example/careerPage/job/j1?refer_by=e 1&utm_source=Referral';
        const urls = shareUrls(link, { subject: 'A job: C++ & Go', message: 'We are hiring for C++ & Go.' });
        expect(urls.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`);
        expect(urls.linkedin).not.toContain('&utm_source');
        expect(new URL(urls.linkedin).searchParams.get('url')).toBe(link);
        expect(urls.whatsapp.startsWith('https://wa.me/?text=')).toBe(true);
        expect(new URL(urls.whatsapp).searchParams.get('text')).toBe(`We are hiring for C++ & Go.\n${link}`);
        expect(urls.email.startsWith('mailto:?subject=')).toBe(true);
        const mail = new URLSearchParams(urls.email.slice('mailto:?'.length));
        expect(mail.get('subject')).toBe('A job: C++ & Go');
        expect(mail.get('body')).toBe(`We are hiring for C++ & Go.\n${link}`);
    });

    it("opens from a job card with the employee's link, shares it to LinkedIn, WhatsApp and email in a new tab, and copies it", async () => {
        const writeText = vi.fn(async () => undefined);
        stubClipboard(writeText);
        const dataProvider = fakeEmployeePortal({ employeeJobs: vi.fn(async () => page([job()])) });
        renderEmployeeArea(dataProvider, '/employee/job-openings', routes);
        // Share is the card's overflow action (docs/ui.md: one primary action per card).
        fireEvent.click(await screen.findByRole('button', { name: 'More actions for Platform Engineer' }));
        fireEvent.click(await screen.findByRole('menuitem', { name: 'Share Platform Engineer' }));
        const dialog = await screen.findByRole('dialog', { name: 'Share Platform Engineer' });
        expect(dataProvider.employeeShareLink).toHaveBeenCalledWith(JOB_ID);
        const link = shareLinkOf();
        const shown = (await within(dialog).findByRole('textbox', { name: 'Your link' })) as HTMLInputElement;
        expect(shown.value).toBe(link);
        expect(new URL(shown.value).searchParams.get('refer_by')).toBe(EMPLOYEE_ID);

        const linkedIn = within(dialog).getByRole('link', { name: /on LinkedIn/ });
        const sharedUrl = new URL(linkedIn.getAttribute('href') ?? '').searchParams.get('url') ?? '';
        expect(linkedIn.getAttribute('href')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`);
        expect(new URL(sharedUrl).searchParams.get('refer_by')).toBe(EMPLOYEE_ID);
        const whatsApp = within(dialog).getByRole('link', { name: /on WhatsApp/ });
        expect(new URL(whatsApp.getAttribute('href') ?? '').searchParams.get('text')).toContain(link);
        const email = within(dialog).getByRole('link', { name: /by email/ });
        expect(email.getAttribute('href')).toMatch(/^mailto:\?subject=/);
        expect(decodeURIComponent(email.getAttribute('href') ?? '')).toContain(link);
        for (const target of [linkedIn, whatsApp, email]) {
            expect(target.getAttribute('target')).toBe('_blank');
            expect(target.getAttribute('rel')).toContain('noopener');
        }

        // In the dialog, Copy link has the focus: Enter copies at once.
        await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Copy link' })));
        fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
        await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
        expect(await screen.findByText('Link copied to the clipboard')).toBeTruthy();
    });

    it("offers no link to a job that is off the career page (it would lead nowhere), and says to refer instead", async () => {
        const onCareerPage = vi.fn(async () => false);
        const dataProvider = fakeEmployeePortal({ employeeJobs: vi.fn(async () => page([job()])), onCareerPage });
        renderEmployeeArea(dataProvider, '/employee/job-openings', routes);
        // Share is the card's overflow action (docs/ui.md: one primary action per card).
        fireEvent.click(await screen.findByRole('button', { name: 'More actions for Platform Engineer' }));
        fireEvent.click(await screen.findByRole('menuitem', { name: 'Share Platform Engineer' }));
        const dialog = await screen.findByRole('dialog', { name: 'Share Platform Engineer' });
        expect(await within(dialog).findByText(/This job is not on the career page/)).toBeTruthy();
        expect(onCareerPage).toHaveBeenCalledWith(JOB_ID);
        expect(within(dialog).queryByRole('textbox', { name: 'Your link' })).toBeNull();
        expect(within(dialog).queryByRole('button', { name: 'Copy link' })).toBeNull();
    });

    it("asks the public career page whether the job is on it: only its 404 means no", async () => {
        const answers = [404, 500, 200];
        vi.stubGlobal('fetch', vi.fn(async () => {
            const status = answers.shift() ?? 200;
            const body = status === 200 ? { status: true, data: { id: JOB_ID } } : { status: false, message: 'Job not found' };
            return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        }));
        try {
            expect(await employeePortalMethods.onCareerPage(JOB_ID)).toBe(false);
            expect(await employeePortalMethods.onCareerPage(JOB_ID)).toBe(true);
            expect(await employeePortalMethods.onCareerPage(JOB_ID)).toBe(true);
            expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toContain(`/api/career/jobs/${JOB_ID}`);
        } finally {
            vi.unstubAllGlobals();
        }
    });

    it('says so when the browser refuses the clipboard, the link still shown to copy by hand', async () => {
        stubClipboard(vi.fn(async () => Promise.reject(new Error('denied'))));
        const execCommand = vi.fn(() => false);
        Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
        const dataProvider = fakeEmployeePortal({ employeeJobs: vi.fn(async () => page([job()])) });
        renderEmployeeArea(dataProvider, `/employee/refer-and-share?job=${JOB_ID}`, routes);
        const section = await screen.findByRole('region', { name: 'Share a job' });
        fireEvent.click(await within(section).findByRole('button', { name: 'Copy link' }));
        expect(await screen.findByText('The browser did not allow copying: select the link and copy it.')).toBeTruthy();
        expect(execCommand).toHaveBeenCalledWith('copy');
        expect((within(section).getByRole('textbox', { name: 'Your link' }) as HTMLInputElement).value).toBe(shareLinkOf());
        Reflect.deleteProperty(document, 'execCommand');
    });

    it("offers the device's share sheet only where there is one, with the job's words and the link; a closed sheet says nothing, a refusal says so", async () => {
        const dataProvider = fakeEmployeePortal({ employeeJobs: vi.fn(async () => page([job()])) });
        const { unmount } = renderEmployeeArea(dataProvider, `/employee/refer-and-share?job=${JOB_ID}`, routes);
        const plain = await screen.findByRole('region', { name: 'Share a job' });
        await within(plain).findByRole('button', { name: 'Copy link' });
        expect(within(plain).queryByRole('button', { name: /with another app/ })).toBeNull();
        unmount();

        const share = vi.fn(async (_data: ShareData) => Promise.reject(new DOMException('closed', 'AbortError')));
        Object.defineProperty(navigator, 'share', { configurable: true, value: share });
        renderEmployeeArea(dataProvider, `/employee/refer-and-share?job=${JOB_ID}`, routes);
        const section = await screen.findByRole('region', { name: 'Share a job' });
        const more = await within(section).findByRole('button', { name: `Share ${job().title} with another app` });
        fireEvent.click(more);
        await waitFor(() => expect(share).toHaveBeenCalledWith({ title: `A job for you: ${job().title}`, text: `We are hiring for ${job().title}. Have a look and apply:`, url: shareLinkOf() }));
        expect(screen.queryByText('The link could not be shared: copy it instead.')).toBeNull();

        share.mockImplementation(async () => Promise.reject(new Error('not allowed')));
        fireEvent.click(more);
        expect(await screen.findByText('The link could not be shared: copy it instead.')).toBeTruthy();
    });
});
