/**
 * /candidate/my-data: "Download my data" saves candidate/export's answer as a
 * JSON file; erasure says what happens, needs the password and the typed
 * word, shows the server's refusal beside the password, and once done signs
 * the candidate out.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MyDataPage from '../../../custom/candidate/MyDataPage';
import type { CandidateExport } from '../../../dataProvider/candidatePortal';
import { createAuthProvider } from '../../../dataProvider/authProvider';
import { toHttpError } from '../../../dataProvider/httpClient';
import { session } from '../../../dataProvider/session';
import { clearCookies, signIn, stubViewport } from '../shell/shellTestUtils';
import { fakeCandidatePortal, offer, profile, renderCandidateArea, USER_ID } from './candidateTestUtils';

const routes = [{ path: 'my-data', element: <MyDataPage /> }];

const exported: CandidateExport = {
    exported_at: '2026-03-12T10:00:00.000Z',
    account: { id: USER_ID, email: 'chris@example.test', created_at: '2026-01-01T00:00:00.000Z' },
    profile: profile(),
    applications: [],
    consents: [{ notice_version: 1, notice_text: 'We keep your details.', accepted_at: '2026-01-02T00:00:00.000Z', application_id: null }],
    offers: [offer()],
    files: [],
};

describe('my data', () => {
    beforeEach(() => {
        stubViewport(1440);
        signIn({ id: USER_ID, role_name: 'CANDIDATE' });
    });
    afterEach(() => {
        vi.unstubAllGlobals();
        vi.restoreAllMocks();
        clearCookies();
    });

    it('downloads everything the export answers as a JSON file', async () => {
        const blobs: Blob[] = [];
        vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:my-data'), revokeObjectURL: () => undefined }));
        const names: string[] = [];
        const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
            names.push(this.download);
        });
        const dataProvider = fakeCandidatePortal({ exportMyData: vi.fn(async () => exported) });
        renderCandidateArea(dataProvider, '/candidate/my-data', routes);
        fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
        await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
        expect(names).toEqual(['my-data-2026-03-12.json']);
        expect(blobs[0].type).toContain('application/json');
        expect(JSON.parse(await blobs[0].text())).toEqual(exported);
        expect(await screen.findByText('Your data has been downloaded.')).toBeTruthy();
    });

    it('erases only with the password and the typed word, shows a refusal beside the password, and signs out after', async () => {
        const eraseMyAccount = vi
            .fn()
            .mockRejectedValueOnce(toHttpError(400, JSON.stringify({ status: false, message: 'The password is incorrect.', errors: { password: 'The password is incorrect.' } })))
            .mockResolvedValueOnce({ data: { erased_at: '2026-03-12T10:00:00.000Z', applications_kept: 1, files_deleted: 1 }, message: 'Your account and personal data have been erased.' });
        // The account is gone, so the server refuses the logout call: signing out must not depend on it.
        const fetchMock = vi.fn(async () => new Response('Not AUTHENTICATED USER', { status: 401 }));
        vi.stubGlobal('fetch', fetchMock);
        renderCandidateArea(fakeCandidatePortal({ eraseMyAccount }), '/candidate/my-data', routes, createAuthProvider({ currentPath: () => '/candidate/my-data' }));
        fireEvent.click(await screen.findByRole('button', { name: 'Erase my account…' }));
        const dialog = await screen.findByRole('dialog', { name: 'Erase your account for good?' });
        expect(within(dialog).getByText(/your CV and every file you uploaded are deleted/)).toBeTruthy();
        const confirm = within(dialog).getByRole('button', { name: 'Erase my account' });
        expect(confirm.hasAttribute('disabled')).toBe(true);
        fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'wrong-one' } });
        expect(confirm.hasAttribute('disabled')).toBe(true);
        fireEvent.change(within(dialog).getByRole('textbox', { name: /Type ERASE to confirm/ }), { target: { value: 'erase' } });
        fireEvent.click(confirm);
        await waitFor(() => expect(eraseMyAccount).toHaveBeenCalledWith('wrong-one'));
        expect((await within(dialog).findAllByText('The password is incorrect.')).length).toBeGreaterThan(0);
        expect(session.isLoggedIn()).toBe(true);

        fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value: 'Demo@12345' } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Erase my account' }));
        const done = await screen.findByRole('dialog', { name: 'Account erased' });
        expect(within(done).getByText('Your account and personal data have been erased.')).toBeTruthy();
        fireEvent.click(within(done).getByRole('button', { name: 'Sign out' }));
        await waitFor(() => expect(session.isLoggedIn()).toBe(false));
        await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/candidate/login'));
    });
});
