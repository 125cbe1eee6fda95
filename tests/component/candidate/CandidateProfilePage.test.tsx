/**
 * /candidate/profile: the edit sends only what changed with the version read
 * and shows 'Profile updated successfully!'; experience outside 0 to 40 is
 * named on its field before sending, and the server's field error lands
 * beside its field, the focus moving to the field in error either way; the CV upload shows SPEC.md section 4's progress (1, the
 * percent, 100), re-reads the profile for its new version, and fills the form
 * from the CV only when asked.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CandidateProfilePage from '../../../custom/candidate/CandidateProfilePage';
import { toHttpError } from '../../../dataProvider/httpClient';
import { FakeXhr } from '../../unit/dataProvider/fakeXhr';
import { clearCookies, signIn, stubViewport } from '../shell/shellTestUtils';
import { fakeCandidatePortal, profile, renderCandidateArea, USER_ID } from './candidateTestUtils';

const routes = [{ path: 'profile', element: <CandidateProfilePage /> }];
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const experience = () => screen.getByRole('spinbutton', { name: 'Experience (years)' }) as HTMLInputElement;
/** The city list's typeahead (custom/cities/CityInput.tsx). */
const cityField = () => screen.getByRole('combobox', { name: 'City' }) as HTMLInputElement;

describe('candidate profile', () => {
    let xhr: FakeXhr;
    beforeEach(() => {
        stubViewport(1440);
        signIn({ id: USER_ID, role_name: 'CANDIDATE', first_name: 'Chris', last_name: 'Candidate' });
        xhr = new FakeXhr();
        vi.stubGlobal('XMLHttpRequest', function FakeXhrConstructor() {
            return xhr;
        });
    });
    afterEach(() => {
        vi.unstubAllGlobals();
        clearCookies();
    });

    it("reads the candidate's own profile and saves only the changed fields with 'Profile updated successfully!'", async () => {
        const updateCandidateProfile = vi.fn(async () => ({ data: profile({ city: 'Mumbai', experience_years: 5, skills: ['TypeScript', 'React', 'Go'], version: 4 }), message: 'Profile updated successfully!' }));
        const dataProvider = fakeCandidatePortal({ updateCandidateProfile });
        renderCandidateArea(dataProvider, '/candidate/profile', routes);
        await screen.findByRole('heading', { name: 'My profile' });
        expect(dataProvider.candidateProfile).toHaveBeenCalledWith(USER_ID);
        expect(cityField().value).toBe('Pune');

        fireEvent.change(cityField(), { target: { value: 'Mumbai' } });
        fireEvent.change(experience(), { target: { value: '5' } });
        fireEvent.change(field('Skills'), { target: { value: 'TypeScript, React, Go' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(updateCandidateProfile).toHaveBeenCalledWith({ version: 3, city: 'Mumbai', experience_years: 5, skills: ['TypeScript', 'React', 'Go'] }));
        expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
        expect(cityField().value).toBe('Mumbai');
    });

    it('says why the profile could not be read, and reads it again on Try again', async () => {
        const candidateProfile = vi.fn().mockRejectedValueOnce(new Error('Server unavailable')).mockResolvedValueOnce(profile());
        renderCandidateArea(fakeCandidatePortal({ candidateProfile }), '/candidate/profile', routes);
        expect(await screen.findByText('Server unavailable')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
        await screen.findByRole('heading', { name: 'My profile' });
        expect(cityField().value).toBe('Pune');
        expect(candidateProfile).toHaveBeenCalledTimes(2);
    });

    it('names experience outside 0 to 40 on its field, sends nothing and moves the focus there', async () => {
        const dataProvider = fakeCandidatePortal();
        renderCandidateArea(dataProvider, '/candidate/profile', routes);
        await screen.findByRole('heading', { name: 'My profile' });
        expect(experience().getAttribute('max')).toBe('40');
        fireEvent.change(experience(), { target: { value: '41' } });
        const save = screen.getByRole('button', { name: 'Save' });
        save.focus();
        fireEvent.click(save);
        expect(await screen.findByText('Experience must be a whole number of years from 0 to 40.')).toBeTruthy();
        expect(experience().getAttribute('aria-invalid')).toBe('true');
        await waitFor(() => expect(document.activeElement).toBe(experience()));
        expect(dataProvider.updateCandidateProfile).not.toHaveBeenCalled();
    });

    it("shows the server's field error beside its field", async () => {
        const message = 'experience_years must be 40 or less';
        const updateCandidateProfile = vi.fn(async () => {
            throw toHttpError(400, JSON.stringify({ status: false, message: 'Please check the fields marked.', errors: { experience_years: message } }));
        });
        renderCandidateArea(fakeCandidatePortal({ updateCandidateProfile }), '/candidate/profile', routes);
        await screen.findByRole('heading', { name: 'My profile' });
        fireEvent.change(experience(), { target: { value: '7' } });
        const save = screen.getByRole('button', { name: 'Save' });
        save.focus();
        fireEvent.click(save);
        expect(await screen.findByText(message)).toBeTruthy();
        expect(experience().getAttribute('aria-invalid')).toBe('true');
        expect(screen.getByText('Please check the fields marked.')).toBeTruthy();
        await waitFor(() => expect(document.activeElement).toBe(experience()));
    });

    it('uploads a new CV with progress, takes the new version, and fills the form from it only when asked', async () => {
        const candidateProfile = vi.fn().mockResolvedValueOnce(profile()).mockResolvedValueOnce(profile({ resume: { file_id: 'f2', name: 'new-cv.pdf', uploaded_at: '2026-03-12T10:00:00.000Z' }, version: 4 }));
        const dataProvider = fakeCandidatePortal({ candidateProfile });
        const { container } = renderCandidateArea(dataProvider, '/candidate/profile', routes);
        await screen.findByRole('heading', { name: 'My profile' });
        fireEvent.change(field('Current title'), { target: { value: 'Staff Engineer' } });

        // A real button (not a label drawn as one), which opens the chooser by the keyboard too.
        expect(screen.getByRole('button', { name: /^(Upload|Replace) CV$/ }).tagName).toBe('BUTTON');
        const input = container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
        expect(input.accept).toContain('.pdf');
        expect(input.accept).toContain('.docx');
        fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'new-cv.pdf', { type: 'application/pdf' })] } });
        expect(xhr.url).toMatch(/\/api\/candidate\/upload-candidate-cv$/);
        expect((await screen.findByTestId('upload-progress')).textContent).toBe('1%');
        act(() => xhr.progress(100, 100));
        // Capped at 99 until the server answers.
        await waitFor(() => expect(screen.getByTestId('upload-progress').textContent).toBe('99%'));
        const parsed = { first_name: 'Chris', last_name: 'Candidate', email: null, phone: null, skills: ['Kotlin'], experience_years: 6, education: [], current_title: 'Android Engineer', city: null };
        act(() => xhr.respond(200, JSON.stringify({ status: true, message: 'CV uploaded: review your details before saving.', data: { file_id: 'f2', file_name: 'new-cv.pdf', parsed } })));
        await waitFor(() => expect(screen.getByTestId('upload-progress').textContent).toBe('100%'));
        expect(await screen.findByText(/new-cv\.pdf, uploaded/)).toBeTruthy();
        // Nothing typed is replaced until the candidate asks.
        expect(field('Current title').value).toBe('Staff Engineer');
        fireEvent.click(screen.getByRole('button', { name: 'Use details from CV' }));
        expect(field('Current title').value).toBe('Android Engineer');
        expect(field('Skills').value).toBe('TypeScript, React, Kotlin');

        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() =>
            expect(dataProvider.updateCandidateProfile).toHaveBeenCalledWith({ version: 4, experience_years: 6, current_title: 'Android Engineer', skills: ['TypeScript', 'React', 'Kotlin'] }),
        );
    });

    it('shows 0 progress (hidden) and the refusal when the CV is refused', async () => {
        const { container } = renderCandidateArea(fakeCandidatePortal(), '/candidate/profile', routes);
        await screen.findByRole('heading', { name: 'My profile' });
        const input = container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
        fireEvent.change(input, { target: { files: [new File(['hello'], 'cv.txt', { type: 'text/plain' })] } });
        const refusal = 'The CV must be a PDF or DOCX file.';
        act(() => xhr.respond(400, JSON.stringify({ status: false, message: 'Please check the fields marked.', errors: { file: refusal } })));
        // Once, beside the button: not repeated in a toast.
        expect((await screen.findByText(refusal)).closest('[role="alert"]')).not.toBeNull();
        expect(screen.getAllByText(refusal)).toHaveLength(1);
        expect(screen.queryByTestId('upload-progress')).toBeNull();
    });
});
