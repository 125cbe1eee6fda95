/**
 * /vendors/profile: the edit sends only what changed with the version read
 * and shows 'Profile updated successfully!'; the picture follows SPEC.md's
 * profile-image rule; a bad website or a picture that is neither a stored file
 * name nor an https link is named before sending, and a refused Save (the
 * form's checks or the server's) moves the focus to the first field in error. /vendors/dashboard:
 * the five tiles, the per-job table and the figures over time (also as a
 * table: apexcharts draws nothing in jsdom).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { constants } from '../../../config';
import VendorDashboard from '../../../custom/vendor/VendorDashboard';
import VendorProfilePage from '../../../custom/vendor/VendorProfilePage';
import { toHttpError } from '../../../dataProvider/httpClient';
import { session } from '../../../dataProvider/session';
import { deferred } from '../../helpers/deferred';
import { holdsFocus } from '../../helpers/focus';
import { clearCookies, signIn, stubViewport } from '../shell/shellTestUtils';
import { fakeVendorPortal, JOB_ID, renderVendorArea, vendorProfile, VENDOR_USER_ID } from './vendorTestUtils';

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
/** The line under a field: its helper text, which the input names in aria-describedby. */
const underField = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

describe('vendor profile', () => {
    beforeEach(() => {
        stubViewport(1440);
        signIn({ id: VENDOR_USER_ID, role_name: 'VENDOR', first_name: 'Victor', last_name: 'Vendor' });
    });
    afterEach(() => {
        vi.unstubAllGlobals();
        clearCookies();
    });

    it("saves only the changed fields with the version and shows 'Profile updated successfully!'", async () => {
        const updateVendorProfile = vi.fn(async () => ({ data: vendorProfile({ first_name: 'Vik', company_name: 'Bridge Talent', version: 3 }), message: 'Profile updated successfully!' }));
        renderVendorArea(fakeVendorPortal({ updateVendorProfile }), '/vendors/profile', [{ path: 'profile', element: <VendorProfilePage /> }]);
        await screen.findByRole('heading', { name: 'My profile' });
        expect(screen.getByText('vendor@acme.example')).toBeTruthy();
        fireEvent.change(field(/^First name/), { target: { value: 'Vik' } });
        fireEvent.change(field(/^Company name/), { target: { value: 'Bridge Talent' } });
        fireEvent.change(field(/^City/), { target: { value: '' } });
        // What the website takes is said under it before anything is typed; SPEC's "Invalid URL" replaces it when refused.
        expect(screen.getByText('The full web address, starting with https://')).toBeTruthy();
        fireEvent.change(field(/^Website/), { target: { value: 'not a url' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Invalid URL')).toBeTruthy();
        expect(updateVendorProfile).not.toHaveBeenCalled();

        fireEvent.change(field(/^Website/), { target: { value: '' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(updateVendorProfile).toHaveBeenCalledWith({ version: 2, first_name: 'Vik', company_name: 'Bridge Talent', city: null }));
        expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
        // The bar's name comes from the session.
        expect(session.getUser()?.first_name).toBe('Vik');
        expect(screen.getByRole('link', { name: 'Change Password' }).getAttribute('href')).toBe('/vendors/change-password');
    });

    it('names a picture that is neither a stored file name nor an https link under its field, sends nothing and moves the focus to the first field in error', async () => {
        const updateVendorProfile = vi.fn(async () => ({ data: vendorProfile({ version: 3 }), message: 'Profile updated successfully!' }));
        renderVendorArea(fakeVendorPortal({ updateVendorProfile }), '/vendors/profile', [{ path: 'profile', element: <VendorProfilePage /> }]);
        await screen.findByRole('heading', { name: 'My profile' });
        fireEvent.change(field(/^Profile image/), { target: { value: 'http://evil.example/x y.png' } });
        const save = screen.getByRole('button', { name: 'Save' });
        save.focus();
        fireEvent.click(save);
        await waitFor(() => expect(underField(field(/^Profile image/))).toBe('The profile image must be a stored file name (such as photo.png) or a link starting with https://.'));
        await waitFor(() => expect(document.activeElement).toBe(field(/^Profile image/)));
        expect(updateVendorProfile).not.toHaveBeenCalled();
        // Not requested as a picture: the avatar keeps the stored one (none).
        expect(screen.getByTestId('vendor-avatar').querySelector('img')).toBeNull();

        // Two fields in error: the first one in the form takes the focus.
        fireEvent.change(field(/^Website/), { target: { value: 'not a url' } });
        fireEvent.click(save);
        await waitFor(() => expect(document.activeElement).toBe(field(/^Website/)));
        expect(updateVendorProfile).not.toHaveBeenCalled();
    });

    it("moves the focus to the field the server refuses after a Save", async () => {
        const updateVendorProfile = vi.fn().mockRejectedValue(toHttpError(400, JSON.stringify({ status: false, message: 'Please correct the highlighted fields.', errors: { city: 'Too long' } })));
        renderVendorArea(fakeVendorPortal({ updateVendorProfile }), '/vendors/profile', [{ path: 'profile', element: <VendorProfilePage /> }]);
        await screen.findByRole('heading', { name: 'My profile' });
        fireEvent.change(field(/^City/), { target: { value: 'Pune' } });
        const save = screen.getByRole('button', { name: 'Save' });
        save.focus();
        fireEvent.click(save);
        await waitFor(() => expect(underField(field(/^City/))).toBe('Too long'));
        await waitFor(() => expect(document.activeElement).toBe(field(/^City/)));
    });

    it('keeps the focus on Upload image while the picture uploads: busy and unavailable, it opens no file chooser meanwhile', async () => {
        const upload = deferred<{ data: ReturnType<typeof vendorProfile>; message: string }>();
        // As the data provider reports it: 1 when sent, 100 when answered.
        const vendorProfileImage = vi.fn(async (_file: File, onProgress: (percent: number) => void) => {
            onProgress(1);
            const answer = await upload.promise;
            onProgress(100);
            return answer;
        });
        const { container } = renderVendorArea(fakeVendorPortal({ vendorProfileImage }), '/vendors/profile', [{ path: 'profile', element: <VendorProfilePage /> }]);
        await screen.findByRole('heading', { name: 'My profile' });
        const button = screen.getByRole('button', { name: 'Upload image' });
        const input = container.querySelector('[data-testid="vendor-image-file"]') as HTMLInputElement;
        const chooser = vi.fn();
        input.addEventListener('click', chooser);
        act(() => button.focus());
        fireEvent.change(input, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
        await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
        expect(button.getAttribute('aria-disabled')).toBe('true');
        expect(holdsFocus(button)).toBe(true);
        fireEvent.click(button);
        fireEvent.keyDown(button, { key: 'Enter' });
        expect(chooser).not.toHaveBeenCalled();

        await act(async () => upload.resolve({ data: vendorProfile({ profile_image: 'https://images.example.test/me.png', version: 3 }), message: 'Profile updated successfully!' }));
        await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
        expect(holdsFocus(button)).toBe(true);
        fireEvent.click(button);
        expect(chooser).toHaveBeenCalledTimes(1);
    });

    it('shows the picture under the profile-image rule: a bare name from storage, an https link as it is', async () => {
        const { unmount } = renderVendorArea(fakeVendorPortal({ vendorProfile: vi.fn(async () => vendorProfile({ profile_image: 'abc.png' })) }), '/vendors/profile', [{ path: 'profile', element: <VendorProfilePage /> }]);
        const avatar = await screen.findByTestId('vendor-avatar');
        expect(avatar.querySelector('img')?.getAttribute('src')).toBe(`${constants.profileImageBaseUrl}abc.png`);
        unmount();
        renderVendorArea(fakeVendorPortal({ vendorProfile: vi.fn(async () => vendorProfile({ profile_image: 'https://cdn.example.org/v.png' })) }), '/vendors/profile', [{ path: 'profile', element: <VendorProfilePage /> }]);
        expect((await screen.findByTestId('vendor-avatar')).querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.org/v.png');
    });
});

describe('vendor dashboard', () => {
    beforeEach(() => {
        stubViewport(1440);
        signIn({ id: VENDOR_USER_ID, role_name: 'VENDOR', first_name: 'Victor', last_name: 'Vendor' });
    });
    afterEach(() => {
        vi.unstubAllGlobals();
        clearCookies();
    });

    it('shows the five tiles, the figures per job and over time', async () => {
        const vendorDashboard = vi.fn(async () => ({
            totals: { submissions: 7, in_process: 4, interviews: 3, offers: 1, hires: 2 },
            per_job: [{ job_id: JOB_ID, title: 'Platform Engineer', submissions: 7, in_process: 4, interviews: 3, offers: 1, hires: 2 }],
            weekly: [
                { period: '2026-03-02', submissions: 5, hires: 1 },
                { period: '2026-03-09', submissions: 2, hires: 1 },
            ],
            monthly: [{ period: '2026-03-01', submissions: 7, hires: 2 }],
        }));
        renderVendorArea(fakeVendorPortal({ vendorDashboard }), '/vendors/dashboard', [{ path: 'dashboard', element: <VendorDashboard /> }]);
        await screen.findByTestId('vendor-tile-submissions');
        const tiles = ['submissions', 'in_process', 'interviews', 'offers', 'hires'].map(key => screen.getByTestId(`vendor-tile-${key}`).textContent);
        expect(tiles).toEqual(['7Submissions', '4In process', '3Interviews', '1Offers', '2Hires']);
        const perJob = screen.getByTestId('vendor-per-job-row');
        expect(within(perJob).getByRole('link', { name: 'Platform Engineer' }).getAttribute('href')).toBe(`/vendors/job-openings/${JOB_ID}`);
        expect(within(perJob).getAllByRole('cell').map(cell => cell.textContent)).toEqual(['7', '4', '3', '1', '2']);
        // On a phone the row is a card, each figure labelled (ui/stackedTable.ts).
        expect(within(perJob).getAllByRole('cell').map(cell => cell.getAttribute('data-label'))).toEqual(['Submissions', 'In process', 'Interviews', 'Offers', 'Hires']);
        // The weekly figures as a table (the chart's accessible twin), then the monthly ones.
        const weekly = screen.getByRole('table', { name: 'Submissions and hires per week' });
        expect(within(weekly).getAllByRole('row')).toHaveLength(3);
        fireEvent.click(screen.getByRole('button', { name: 'Last 12 months' }));
        const monthly = await screen.findByRole('table', { name: 'Submissions and hires per month' });
        expect(within(monthly).getAllByRole('row')[1].textContent).toContain('7');
    });

    it('says when nothing was submitted yet', async () => {
        const zero = { submissions: 0, in_process: 0, interviews: 0, offers: 0, hires: 0 };
        renderVendorArea(fakeVendorPortal({ vendorDashboard: vi.fn(async () => ({ totals: zero, per_job: [], weekly: [], monthly: [] })) }), '/vendors/dashboard', [{ path: 'dashboard', element: <VendorDashboard /> }]);
        expect(await screen.findByText('Nothing submitted yet')).toBeTruthy();
        expect(screen.getByTestId('vendor-tile-hires').textContent).toBe('0Hires');
    });
});

describe('vendor dashboard chart', () => {
    beforeEach(() => {
        stubViewport(1440);
        signIn({ id: VENDOR_USER_ID, role_name: 'VENDOR', first_name: 'Victor', last_name: 'Vendor' });
    });
    afterEach(() => {
        vi.unstubAllGlobals();
        clearCookies();
    });

    it("says when the period has nothing to chart, in the vendor's words", async () => {
        const quietWeeks = [{ period: '2026-03-02', submissions: 0, hires: 0 }];
        const vendorDashboard = vi.fn(async () => ({
            totals: { submissions: 1, in_process: 1, interviews: 0, offers: 0, hires: 0 },
            per_job: [{ job_id: JOB_ID, title: 'Platform Engineer', submissions: 1, in_process: 1, interviews: 0, offers: 0, hires: 0 }],
            weekly: quietWeeks,
            monthly: [{ period: '2025-12-01', submissions: 1, hires: 0 }],
        }));
        renderVendorArea(fakeVendorPortal({ vendorDashboard }), '/vendors/dashboard', [{ path: 'dashboard', element: <VendorDashboard /> }]);
        expect(await screen.findByText('No submissions or hires in this period: try the other period, or submit people for the open jobs.')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Last 12 months' }));
        expect(await screen.findByRole('table', { name: 'Submissions and hires per month' })).toBeTruthy();
    });
});
