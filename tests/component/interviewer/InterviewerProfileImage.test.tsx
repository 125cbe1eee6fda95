/**
 * The interviewer's profile image on /interviewer/profile: the chosen file
 * goes to interviewer/profile-image with progress, the stored name is shown
 * through SPEC.md's profile-image rule, edits of other fields being typed
 * stay, and a refusal shows the server's sentence once, beside the field. A
 * typed value that is neither a stored file name nor an https link is named
 * under the field before sending; a refused Save moves the focus to the first
 * field in error.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import InterviewerProfilePage from '../../../custom/interviewer/InterviewerProfilePage';
import { toHttpError } from '../../../dataProvider/httpClient';
import type { InterviewerProfile } from '../../../dataProvider/interviews';
import { FakeXhr } from '../../unit/dataProvider/fakeXhr';
import { clearCookies, signIn, stubViewport } from '../shell/shellTestUtils';
import { fakeInterviews, renderInArea } from './interviewerTestUtils';

const page = [{ path: 'profile', element: <InterviewerProfilePage /> }];

function profile(patch: Partial<InterviewerProfile> = {}): InterviewerProfile {
    return {
        id: 'u1',
        first_name: 'Asha',
        last_name: 'Rao',
        email: 'asha@example.test',
        phone: null,
        profile_image: 'https://images.example.test/asha.png',
        role_name: 'INTERVIEWER',
        secondary_role: null,
        designation: 'Staff Engineer',
        expertise: ['Go'],
        experience_years: 8,
        calibration: {
            interviewer: { id: 'u1', first_name: 'Asha', last_name: 'Rao', email: 'asha@example.test' },
            interviews_done: 0,
            no_shows: 0,
            feedback_turnaround_hours: null,
            pass_rate: null,
            workspace_pass_rate: null,
            agreement_sample: 0,
            agreement_rate: null,
        },
        version: 3,
        ...patch,
    };
}

/** The line under a field: its helper text, which the input names in aria-describedby. */
const underField = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
const avatarSrc = (container: HTMLElement) => container.querySelector('.MuiAvatar-img')?.getAttribute('src');

describe('interviewer profile image upload', () => {
    let xhr: FakeXhr;
    beforeEach(() => {
        stubViewport(1440);
        signIn({ role_name: 'INTERVIEWER' });
        xhr = new FakeXhr();
        // `new XMLHttpRequest()` answers the fake the test drives.
        vi.stubGlobal('XMLHttpRequest', function FakeXhrConstructor() {
            return xhr;
        });
    });
    afterEach(() => {
        vi.unstubAllGlobals();
        clearCookies();
    });

    it('uploads the chosen file with progress, shows it by the profile-image rule and keeps the edit being typed', async () => {
        const edit = vi.fn(async () => ({ profile: profile({ designation: 'Principal', version: 5 }), message: 'Profile updated successfully!' }));
        const dataProvider = fakeInterviews({ getInterviewerDetail: vi.fn(async () => profile()), editInterviewer: edit });
        const { container } = renderInArea(dataProvider, '/interviewer/profile', page);
        const designation = await screen.findByRole('textbox', { name: 'Designation' });
        expect(avatarSrc(container)).toBe('https://images.example.test/asha.png');
        expect(screen.getByRole('button', { name: 'Account menu' }).querySelector('img')).toBeNull();
        fireEvent.change(designation, { target: { value: 'Principal' } });

        const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
        const input = container.querySelector<HTMLInputElement>('input[type="file"]');
        expect(input?.accept).toBe('image/png,image/jpeg,image/gif,image/webp');
        fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });
        expect(xhr.method).toBe('POST');
        expect(xhr.url).toMatch(/\/api\/interviewer\/profile-image$/);
        expect((xhr.sentBody?.get('file') as File).name).toBe('me.png');
        expect((await screen.findByTestId('upload-progress')).textContent).toBe('1%');
        act(() => xhr.progress(40, 100));
        await waitFor(() => expect(screen.getByTestId('upload-progress').textContent).toBe('40%'));
        expect(screen.getByRole('button', { name: 'Upload image' }).getAttribute('aria-disabled')).toBe('true');

        const stored = '0b9f1c52-3f4e-4c1a-9a57-1d2f3e4a5b6c.png';
        act(() => xhr.respond(200, JSON.stringify({ status: true, message: 'Profile updated successfully!', data: profile({ profile_image: stored, version: 4 }) })));
        await waitFor(() => expect(avatarSrc(container)).toBe(`/api/files/public/${stored}`));
        // The bar's avatar too, at once: the session's user carries the new picture.
        expect(screen.getByRole('button', { name: 'Account menu' }).querySelector('img')?.getAttribute('src')).toBe(`/api/files/public/${stored}`);
        expect(screen.getByTestId('upload-progress').textContent).toBe('100%');
        expect((screen.getByRole('textbox', { name: 'Profile image' }) as HTMLInputElement).value).toBe(stored);
        expect((screen.getByRole('textbox', { name: 'Designation' }) as HTMLInputElement).value).toBe('Principal');

        // Saving afterwards sends the typed change with the version the upload answered, not the image again.
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(edit).toHaveBeenCalledWith({ designation: 'Principal', version: 4 }));
    });

    it('shows the server refusal beside the profile image and keeps the image shown', async () => {
        const dataProvider = fakeInterviews({ getInterviewerDetail: vi.fn(async () => profile()) });
        const { container } = renderInArea(dataProvider, '/interviewer/profile', page);
        await screen.findByRole('textbox', { name: 'Designation' });
        const input = container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
        fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'me.png', { type: 'image/png' })] } });
        const refusal = 'The profile image must be PNG, JPG, GIF or WEBP.';
        act(() => xhr.respond(400, JSON.stringify({ status: false, message: refusal, errors: { file: refusal } })));
        const image = screen.getByRole('textbox', { name: 'Profile image' });
        await waitFor(() => expect(underField(image)).toBe(refusal));
        // Said once: under the field, not again in a toast.
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(screen.getAllByText(refusal)).toHaveLength(1);
        expect(screen.queryByTestId('upload-progress')).toBeNull();
        expect(avatarSrc(container)).toBe('https://images.example.test/asha.png');
    });

    it('names a picture that is neither a stored file name nor an https link under its field, sends nothing and moves the focus there', async () => {
        const edit = vi.fn(async () => ({ profile: profile({ version: 4 }), message: 'Profile updated successfully!' }));
        const { container } = renderInArea(fakeInterviews({ getInterviewerDetail: vi.fn(async () => profile()), editInterviewer: edit }), '/interviewer/profile', page);
        const image = await screen.findByRole('textbox', { name: 'Profile image' });
        fireEvent.change(image, { target: { value: 'not a url' } });
        // Not requested as a picture: the avatar keeps the stored one.
        expect(avatarSrc(container)).toBe('https://images.example.test/asha.png');
        const save = screen.getByRole('button', { name: 'Save' });
        save.focus();
        fireEvent.click(save);
        await waitFor(() => expect(underField(image)).toBe('The profile image must be a stored file name (such as photo.png) or a link starting with https://.'));
        expect(image.getAttribute('aria-invalid')).toBe('true');
        await waitFor(() => expect(document.activeElement).toBe(image));
        expect(edit).not.toHaveBeenCalled();

        fireEvent.change(image, { target: { value: 'asha.png' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(edit).toHaveBeenCalledWith({ profile_image: 'asha.png', version: 3 }));
    });

    it("moves the focus to the first field the server refuses after a Save", async () => {
        const edit = vi.fn().mockRejectedValue(toHttpError(400, JSON.stringify({ status: false, message: 'Please correct the highlighted fields.', errors: { designation: 'Too long' } })));
        renderInArea(fakeInterviews({ getInterviewerDetail: vi.fn(async () => profile()), editInterviewer: edit }), '/interviewer/profile', page);
        const designation = await screen.findByRole('textbox', { name: 'Designation' });
        fireEvent.change(designation, { target: { value: 'Principal' } });
        const save = screen.getByRole('button', { name: 'Save' });
        save.focus();
        fireEvent.click(save);
        await waitFor(() => expect(underField(designation)).toBe('Too long'));
        await waitFor(() => expect(document.activeElement).toBe(designation));
    });
});
