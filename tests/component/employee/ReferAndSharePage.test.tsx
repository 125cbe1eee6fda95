/**
 * Refer a person: the form names each field in error (job, first name,
 * email, phone) before sending and sends nothing; the job of `?job=` is
 * chosen; the CV uploads first with SPEC.md section 4's progress (1, capped
 * at 99, 100) and its file id goes with the referral; a field the server
 * refuses is named beside it; the list of referrals shows each one's stage
 * in the server's outsiders' words and is read again after a referral.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ReferAndSharePage from '../../../custom/employee/ReferAndSharePage';
import { employeePortalMessages } from '../../../config/contracts/employeePortal';
import { toHttpError } from '../../../dataProvider/httpClient';
import { FakeXhr } from '../../unit/dataProvider/fakeXhr';
import { clearCookies, signIn, stubViewport } from '../shell/shellTestUtils';
import { fakeEmployeePortal, job, JOB_ID, page, referral, renderEmployeeArea, USER_ID } from './employeeTestUtils';

const routes = [{ path: 'refer-and-share', element: <ReferAndSharePage /> }];
const OTHER_JOB = '88888888-8888-4888-8888-888888888888';

const form = () => screen.getByRole('region', { name: 'Refer a person' });
const textbox = (name: RegExp) => within(form()).getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(textbox(name), { target: { value } });
const choose = async (title: string) => {
    fireEvent.mouseDown(within(form()).getByRole('combobox', { name: /^Job/ }));
    fireEvent.click(await screen.findByRole('option', { name: title }));
};

describe('refer a person', () => {
    let xhr: FakeXhr;
    beforeEach(() => {
        stubViewport(1440);
        signIn({ id: USER_ID, role_name: 'EMPLOYEE', first_name: 'Emma', last_name: 'Employee' });
        xhr = new FakeXhr();
        vi.stubGlobal('XMLHttpRequest', function FakeXhrConstructor() {
            return xhr;
        });
    });
    afterEach(() => {
        vi.unstubAllGlobals();
        clearCookies();
    });

    it('names the job, the first name and the email when missing, and a malformed phone, and sends nothing', async () => {
        const dataProvider = fakeEmployeePortal({ employeeJobs: vi.fn(async () => page([job(), job({ id: OTHER_JOB, title: 'Data Analyst', job_locations: [] })])) });
        renderEmployeeArea(dataProvider, '/employee/refer-and-share', routes);
        await waitFor(() => expect(within(form()).getByRole('combobox', { name: /^Job/ }).getAttribute('aria-disabled')).not.toBe('true'));
        type(/^Phone/, '12');
        fireEvent.click(within(form()).getByRole('button', { name: 'Refer' }));

        expect(await within(form()).findByText('Choose the job you refer them for.')).toBeTruthy();
        // The first field named takes the focus: a keyboard user lands on what to fix.
        await waitFor(() => expect(document.activeElement).toBe(within(form()).getByRole('combobox', { name: /^Job/ })));
        expect(textbox(/^First name/).getAttribute('aria-invalid')).toBe('true');
        expect(within(form()).getByText('Enter their first name.')).toBeTruthy();
        expect(textbox(/^Email/).getAttribute('aria-invalid')).toBe('true');
        expect(within(form()).getByText('Enter a valid email address.')).toBeTruthy();
        expect(textbox(/^Phone/).getAttribute('aria-invalid')).toBe('true');
        expect(textbox(/^Last name/).getAttribute('aria-invalid')).toBe('false');
        expect(dataProvider.referPerson).not.toHaveBeenCalled();

        // Fixing a field clears its message; the others stay named.
        type(/^First name/, 'Fran');
        expect(within(form()).queryByText('Enter their first name.')).toBeNull();
        expect(within(form()).getByText('Enter a valid email address.')).toBeTruthy();
        type(/^Email/, 'fran@');
        fireEvent.click(within(form()).getByRole('button', { name: 'Refer' }));
        expect(await within(form()).findByText('Enter a valid email address.')).toBeTruthy();
        await choose('Data Analyst');
        fireEvent.click(within(form()).getByRole('button', { name: 'Refer' }));
        await waitFor(() => expect(document.activeElement).toBe(textbox(/^Email/)));
        expect(dataProvider.referPerson).not.toHaveBeenCalled();
    });

    it("refers for the job of ?job= with the CV uploaded first (1, 99, 100), then lists the referral's stage", async () => {
        const employeeReferrals = vi
            .fn()
            .mockResolvedValueOnce(page([], 1, 0, 10))
            .mockResolvedValue(page([referral({ candidate_name: 'Fran Friend', stage: 'Not selected' }), referral({ application_id: 'a2', candidate_name: 'Sam Share', channel: 'SHARE_LINK', stage: 'Hired', hired: true })], 1, 2, 10));
        let answerReferral: (value: { data: ReturnType<typeof referral>; message: string }) => void = () => undefined;
        const referPerson = vi.fn(() => new Promise(resolve => (answerReferral = resolve)));
        const dataProvider = fakeEmployeePortal({ employeeJobs: vi.fn(async () => page([job({ id: OTHER_JOB, title: 'Data Analyst' }), job()])), employeeReferrals, referPerson });
        const { container } = renderEmployeeArea(dataProvider, `/employee/refer-and-share?job=${JOB_ID}`, routes);
        expect(await screen.findByText('No referrals yet')).toBeTruthy();
        await waitFor(() => expect(within(form()).getByRole('combobox', { name: /^Job/ }).textContent).toContain('Platform Engineer'));

        type(/^First name/, '  Fran ');
        type(/^Last name/, 'Friend');
        type(/^Email/, 'fran@example.test');
        type(/^Phone/, '+44 20 7946 0000');
        type(/^Note for the recruiter/, 'Worked with her at Globex.');
        const input = form().querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
        expect(input.accept).toContain('.pdf');
        fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'fran.pdf', { type: 'application/pdf' })] } });
        expect(within(form()).getByText('fran.pdf')).toBeTruthy();
        fireEvent.click(within(form()).getByRole('button', { name: 'Refer' }));

        await waitFor(() => expect(xhr.url).toMatch(/\/api\/employee\/upload-cv$/));
        expect((await within(form()).findByTestId('upload-progress')).textContent).toBe('1%');
        act(() => xhr.progress(100, 100));
        await waitFor(() => expect(within(form()).getByTestId('upload-progress').textContent).toBe('99%'));
        expect(dataProvider.referPerson).not.toHaveBeenCalled();
        act(() => xhr.respond(200, JSON.stringify({ status: true, message: 'CV uploaded.', data: { file_id: 'f9', file_name: 'fran.pdf' } })));
        await waitFor(() => expect(within(form()).getByTestId('upload-progress').textContent).toBe('100%'));

        await waitFor(() =>
            expect(dataProvider.referPerson).toHaveBeenCalledWith({
                job_id: JOB_ID,
                first_name: 'Fran',
                last_name: 'Friend',
                email: 'fran@example.test',
                phone: '+44 20 7946 0000',
                note: 'Worked with her at Globex.',
                resume_file_id: 'f9',
            }),
        );
        act(() => answerReferral({ data: referral(), message: 'Referral submitted successfully!' }));
        expect(await screen.findByText('Referral submitted successfully!')).toBeTruthy();
        // The form is emptied for the next person, the job kept, the referral said; the list is read again.
        expect(within(form()).getByRole('status').textContent).toBe('You referred Fran Friend for Platform Engineer, with fran.pdf. They appear in My referrals below.');
        expect(within(form()).queryByTestId('upload-progress')).toBeNull();
        expect(textbox(/^First name/).value).toBe('');
        expect(within(form()).getByRole('combobox', { name: /^Job/ }).textContent).toContain('Platform Engineer');
        // The emptied form took the Refer button with it: the focus is where the next person starts.
        await waitFor(() => expect(document.activeElement).toBe(textbox(/^First name/)));
        const rows = await screen.findAllByTestId('referral');
        expect(rows.map(row => within(row).getByTestId('referral-stage').textContent)).toEqual(['Not selected', 'Hired']);
        expect(within(rows[1]).getByText('Through your link')).toBeTruthy();
        // A card a row on a phone (ui/stackedTable.ts): the person heads it, each other cell names its column.
        expect(within(rows[0]).getByRole('rowheader').textContent).toBe('Fran Friend');
        expect(within(rows[0]).getByTestId('referral-stage').getAttribute('data-label')).toBe('Status');
        expect(within(rows[1]).getByText('Through your link').getAttribute('data-label')).toBe('How');
        expect(employeeReferrals).toHaveBeenCalledTimes(2);
        expect(container.textContent).not.toContain('Rejected');
    });

    it("names the field the server refuses, e.g. a person already in the job, and keeps what was typed", async () => {
        const referPerson = vi.fn().mockRejectedValue(toHttpError(409, JSON.stringify({ status: false, message: employeePortalMessages.alreadyInJob, errors: { email: employeePortalMessages.alreadyInJob } })));
        const dataProvider = fakeEmployeePortal({ employeeJobs: vi.fn(async () => page([job()])), referPerson });
        renderEmployeeArea(dataProvider, `/employee/refer-and-share?job=${JOB_ID}`, routes);
        await waitFor(() => expect(within(form()).getByRole('combobox', { name: /^Job/ }).textContent).toContain('Platform Engineer'));
        type(/^First name/, 'Fran');
        type(/^Email/, 'fran@example.test');
        fireEvent.click(within(form()).getByRole('button', { name: 'Refer' }));
        await waitFor(() => expect(referPerson).toHaveBeenCalledWith({ job_id: JOB_ID, first_name: 'Fran', email: 'fran@example.test' }));
        expect(await within(form()).findByRole('alert')).toHaveProperty('textContent', employeePortalMessages.alreadyInJob);
        expect(textbox(/^Email/).getAttribute('aria-invalid')).toBe('true');
        expect(textbox(/^Email/).value).toBe('fran@example.test');
        // Refer kept the focus while sending: the refused field takes it.
        await waitFor(() => expect(document.activeElement).toBe(textbox(/^Email/)));
    });
});
