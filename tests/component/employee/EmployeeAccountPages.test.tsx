/**
 * The employee's dashboard, applied jobs and profile: the three counts link
 * to where they are listed and an empty chart says what will fill it; the
 * applied jobs show the stage as the server words it for outsiders, each open
 * job linking to its employee page; the profile sends only the changed
 * fields with the version read ('Profile updated successfully!'), renames the
 * bar, applies SPEC.md's profile-image rule, and names a refused field with
 * the focus on the first one; a picture that is neither a stored file name nor
 * an https link is named before sending; the password section holds the new
 * password to the server's rule and names the server's refusal under its
 * field, in words.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import EmployeeAppliedJobsPage from '../../../custom/employee/EmployeeAppliedJobsPage';
import EmployeeDashboardPage from '../../../custom/employee/EmployeeDashboardPage';
import EmployeeProfilePage from '../../../custom/employee/EmployeeProfilePage';
import { constants } from '../../../config';
import { toHttpError } from '../../../dataProvider/httpClient';
import { session } from '../../../dataProvider/session';
import { FakeXhr } from '../../unit/dataProvider/fakeXhr';
import { jsonResponse, mockFetch } from '../../unit/dataProvider/fetchMock';
import { clearCookies, signIn, stubViewport } from '../shell/shellTestUtils';
import { fakeEmployeePortal, JOB_ID, page, profile, renderEmployeeArea, USER_ID } from './employeeTestUtils';

/** The line under a field: its helper text, which the input names in aria-describedby. */
const underField = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

const routes = [
    { path: 'dashboard', element: <EmployeeDashboardPage /> },
    { path: 'applied-jobs', element: <EmployeeAppliedJobsPage /> },
    { path: 'profile', element: <EmployeeProfilePage /> },
];

describe('employee dashboard, applied jobs and profile', () => {
    beforeEach(() => {
        stubViewport(1440);
        signIn({ id: USER_ID, role_name: 'EMPLOYEE', first_name: 'Emma', last_name: 'Employee' });
    });
    afterEach(() => clearCookies());

    it('shows the three counts as links to their lists, and says what fills an empty chart', async () => {
        const employeeDashboard = vi.fn(async () => ({
            applications: 2,
            referrals: 5,
            referrals_hired: 1,
            referrals_by_stage: [],
            over_time: [{ month: '2026-02', applications: 0, referrals: 0 }, { month: '2026-03', applications: 0, referrals: 0 }],
        }));
        renderEmployeeArea(fakeEmployeePortal({ employeeDashboard }), '/employee/dashboard', routes);
        const applications = await screen.findByTestId('employee-count-applications');
        expect(applications.textContent).toBe('2My applications');
        expect(applications.getAttribute('href')).toBe('/employee/applied-jobs');
        expect(screen.getByTestId('employee-count-referrals').textContent).toBe('5My referrals');
        expect(screen.getByTestId('employee-count-referrals_hired').textContent).toBe('1Referrals hired');
        expect(screen.getByTestId('employee-count-referrals_hired').getAttribute('href')).toBe('/employee/refer-and-share');
        expect(screen.getByText('Your applications and referrals of the last six months appear here.')).toBeTruthy();
        expect(screen.getByText('Where the people you referred stand appears here.')).toBeTruthy();
        expect(screen.queryByText(/as you give feedback/)).toBeNull();
    });

    it("lists the employee's applications with the stage the server words for outsiders, the open job linked to its page", async () => {
        const employeeAppliedJobs = vi.fn(async () =>
            page(
                [
                    { application_id: 'a1', job: { id: JOB_ID, title: 'Platform Engineer', job_locations: ['Pune'], open: true }, stage: 'Not selected', applied_at: '2026-03-01T10:00:00.000Z', stage_updated_at: '2026-03-05T10:00:00.000Z' },
                    { application_id: 'a2', job: { id: 'j2', title: 'Closed Role', job_locations: [], open: false }, stage: 'In review', applied_at: '2026-02-01T10:00:00.000Z', stage_updated_at: '2026-02-02T10:00:00.000Z' },
                ],
                1,
                2,
                10,
            ),
        );
        renderEmployeeArea(fakeEmployeePortal({ employeeAppliedJobs }), '/employee/applied-jobs', routes);
        const rows = await screen.findAllByTestId('applied-job');
        expect(employeeAppliedJobs).toHaveBeenCalledWith({ page: 1, limit: 10 });
        expect(rows.map(row => within(row).getByTestId('applied-job-stage').textContent)).toEqual(['Not selected', 'In review']);
        expect(within(rows[0]).getByRole('link', { name: 'Platform Engineer' }).getAttribute('href')).toBe(`/employee/job-openings/${JOB_ID}`);
        expect(within(rows[1]).queryByRole('link')).toBeNull();
    });

    it("sends only the changed fields with the version, says 'Profile updated successfully!' and renames the bar", async () => {
        const updateEmployeeProfile = vi.fn(async () => ({ data: profile({ last_name: 'Emmerson', profile_image: 'emma.png', version: 4 }), message: 'Profile updated successfully!' }));
        const dataProvider = fakeEmployeePortal({ updateEmployeeProfile });
        renderEmployeeArea(dataProvider, '/employee/profile', routes);
        await screen.findByRole('heading', { level: 1, name: 'My profile' });
        expect(screen.getByText('employee@acme.example · Engineer · Engineering · E-042')).toBeTruthy();
        fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: ' Emmerson ' } });
        fireEvent.change(screen.getByRole('textbox', { name: 'Profile image (file name or https link)' }), { target: { value: 'emma.png' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(updateEmployeeProfile).toHaveBeenCalledWith({ version: 3, last_name: 'Emmerson', profile_image: 'emma.png' }));
        expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
        expect(session.getUser()?.last_name).toBe('Emmerson');
        // A bare file name is in the public image storage (SPEC.md's profile-image rule).
        expect(screen.getByTestId('profile-avatar').querySelector('img')?.getAttribute('src')).toBe(`${constants.profileImageBaseUrl}emma.png`);
        fireEvent.change(screen.getByRole('textbox', { name: 'Profile image (file name or https link)' }), { target: { value: 'https://cdn.example/emma.png' } });
        expect(screen.getByTestId('profile-avatar').querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/emma.png');
    });

    it('uploads a picture with progress (1, 99, 100): it becomes the stored value at once, the name being typed stays', async () => {
        const xhr = new FakeXhr();
        vi.stubGlobal('XMLHttpRequest', function FakeXhrConstructor() {
            return xhr;
        });
        try {
            const updateEmployeeProfile = vi.fn(async () => ({ data: profile({ last_name: 'Emmerson', profile_image: 'e-42.png', version: 5 }), message: 'Profile updated successfully!' }));
            const { container } = renderEmployeeArea(fakeEmployeePortal({ updateEmployeeProfile }), '/employee/profile', routes);
            await screen.findByRole('heading', { level: 1, name: 'My profile' });
            fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Emmerson' } });
            const input = container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
            fireEvent.change(input, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
            expect(xhr.url).toMatch(/\/api\/employee\/profile-image$/);
            expect((await screen.findByTestId('upload-progress')).textContent).toBe('1%');
            act(() => xhr.progress(50, 50));
            await waitFor(() => expect(screen.getByTestId('upload-progress').textContent).toBe('99%'));
            act(() => xhr.respond(200, JSON.stringify({ status: true, message: 'Profile updated successfully!', data: profile({ profile_image: 'e-42.png', version: 4 }) })));
            await waitFor(() => expect(screen.getByTestId('upload-progress').textContent).toBe('100%'));
            // The saved profile renders after the 100% (the request's promise settles in a later task).
            await waitFor(() => expect((screen.getByRole('textbox', { name: 'Profile image (file name or https link)' }) as HTMLInputElement).value).toBe('e-42.png'));
            expect(screen.getByTestId('profile-avatar').querySelector('img')?.getAttribute('src')).toBe(`${constants.profileImageBaseUrl}e-42.png`);
            expect((screen.getByRole('textbox', { name: 'Last name' }) as HTMLInputElement).value).toBe('Emmerson');
            // The next save sends the version the upload moved to.
            fireEvent.click(screen.getByRole('button', { name: 'Save' }));
            await waitFor(() => expect(updateEmployeeProfile).toHaveBeenCalledWith({ version: 4, last_name: 'Emmerson' }));
        } finally {
            vi.unstubAllGlobals();
        }
    });

    it('names an empty first name before sending, and the field the server refuses after', async () => {
        const updateEmployeeProfile = vi.fn().mockRejectedValue(toHttpError(400, JSON.stringify({ status: false, message: 'Please correct the highlighted fields.', errors: { last_name: 'Too long' } })));
        renderEmployeeArea(fakeEmployeePortal({ updateEmployeeProfile }), '/employee/profile', routes);
        await screen.findByRole('heading', { level: 1, name: 'My profile' });
        const first = screen.getByRole('textbox', { name: 'First name' });
        fireEvent.change(first, { target: { value: '  ' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Enter your first name.')).toBeTruthy();
        expect(first.getAttribute('aria-invalid')).toBe('true');
        await waitFor(() => expect(document.activeElement).toBe(first));
        expect(updateEmployeeProfile).not.toHaveBeenCalled();

        fireEvent.change(first, { target: { value: 'Emma' } });
        fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'E' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Too long')).toBeTruthy();
        expect(screen.getByRole('textbox', { name: 'Last name' }).getAttribute('aria-invalid')).toBe('true');
        expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.');
        await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Last name' })));
    });

    it('names a picture that is neither a stored file name nor an https link under its field, sends nothing and moves the focus there', async () => {
        const updateEmployeeProfile = vi.fn(async () => ({ data: profile({ version: 4 }), message: 'Profile updated successfully!' }));
        renderEmployeeArea(fakeEmployeePortal({ updateEmployeeProfile }), '/employee/profile', routes);
        await screen.findByRole('heading', { level: 1, name: 'My profile' });
        const image = screen.getByRole('textbox', { name: 'Profile image (file name or https link)' });
        for (const refused of ['http://evil.example/x y.png', 'not a url']) {
            fireEvent.change(image, { target: { value: refused } });
            const save = screen.getByRole('button', { name: 'Save' });
            save.focus();
            fireEvent.click(save);
            await waitFor(() => expect(underField(image)).toBe('The profile image must be a stored file name (such as photo.png) or a link starting with https://.'));
            expect(image.getAttribute('aria-invalid')).toBe('true');
            await waitFor(() => expect(document.activeElement).toBe(image));
            // Not requested as a picture: the avatar keeps the stored one (none), no /api/files/public/http://… .
            expect(screen.getByTestId('profile-avatar').querySelector('img')).toBeNull();
        }
        expect(updateEmployeeProfile).not.toHaveBeenCalled();
        expect(screen.queryByText('Profile updated successfully!')).toBeNull();

        fireEvent.change(image, { target: { value: 'https://cdn.example/emma.png' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(updateEmployeeProfile).toHaveBeenCalledWith({ version: 3, profile_image: 'https://cdn.example/emma.png' }));
    });

    describe('the password section', () => {
        afterEach(() => vi.unstubAllGlobals());
        const password = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
        const fill = (label: RegExp, value: string) => fireEvent.change(password(label), { target: { value } });

        it('names a new password shorter than the rule under New password, sends nothing and moves the focus there', async () => {
            const fetchMock = mockFetch(jsonResponse(200, { status: true, message: 'Password changed successfully !', data: { token: 'fresh' } }));
            renderEmployeeArea(fakeEmployeePortal(), '/employee/profile', routes);
            await screen.findByRole('heading', { level: 1, name: 'My profile' });
            fill(/^Current password/, 'Demo@12345');
            fill(/^New password/, 'a');
            fill(/^Confirm/, 'a');
            fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
            await waitFor(() => expect(underField(password(/^New password/))).toBe('The password needs 8 to 128 characters.'));
            await waitFor(() => expect(document.activeElement).toBe(password(/^New password/)));
            expect(fetchMock).not.toHaveBeenCalled();
        });

        it("puts the server's refusal of the new password under it, in words, never the field's key", async () => {
            const raw = 'new_password must be at least 8 characters';
            const fetchMock = mockFetch(jsonResponse(400, { status: false, message: raw, errors: { new_password: raw } }));
            renderEmployeeArea(fakeEmployeePortal(), '/employee/profile', routes);
            await screen.findByRole('heading', { level: 1, name: 'My profile' });
            fill(/^Current password/, 'Demo@12345');
            fill(/^New password/, 'Longer@12345');
            fill(/^Confirm/, 'Longer@12345');
            fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
            await waitFor(() => expect(underField(password(/^New password/))).toBe('The password needs 8 to 128 characters.'));
            expect(fetchMock).toHaveBeenCalledTimes(1);
            expect(screen.queryByText(/new_password/)).toBeNull();
            await waitFor(() => expect(document.activeElement).toBe(password(/^New password/)));
        });
    });
});
