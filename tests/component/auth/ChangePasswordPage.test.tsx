/**
 * The portals' change-password page (interviewer, vendor, candidate): its title is the page's one
 * h1 through the frame's PageHeader; the confirmation and the server's password rule are checked
 * before anything is sent, the rule named under New password with the focus there; a field the
 * server still refuses is named under that field in words (never its wire key); the fresh token
 * the server answers with is kept, so the user stays signed in.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordPage } from '../../../custom/auth/ChangePasswordPage';
import { cookieNames } from '../../../dataProvider/session';
import { jsonResponse, mockFetch, sentRequest } from '../../unit/dataProvider/fetchMock';
import { clearCookies, renderInAdmin, signIn } from '../shell/shellTestUtils';

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The line under a field: its helper text, which the input names in aria-describedby. */
const underField = (label: RegExp) => document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent ?? '';

describe('the change-password page', () => {
    beforeEach(() => signIn({ role_name: 'VENDOR' }));
    afterEach(() => {
        vi.unstubAllGlobals();
        clearCookies();
    });

    it('has one h1, checks the confirmation first, then sends both passwords and keeps the new token', async () => {
        const fetchMock = mockFetch(jsonResponse(200, { status: true, message: 'Password changed', data: { token: 'fresh-token' } }));
        renderInAdmin(<ChangePasswordPage />, { path: '/vendors/change-password' });
        expect(screen.getAllByRole('heading', { level: 1 }).map(h => h.textContent)).toEqual(['Change Password']);

        fill(/^Current password|^Old password/i, 'Old@12345');
        fill(/^New password/i, 'New@12345');
        fill(/^Confirm/i, 'Other@12345');
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText(/match/i)).toBeTruthy();
        expect(fetchMock).not.toHaveBeenCalled();

        fill(/^Confirm/i, 'New@12345');
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
        const sent = sentRequest(fetchMock);
        expect(sent.method).toBe('PATCH');
        expect(sent.url).toContain('/api/corporate/change-password');
        expect(sent.body).toEqual({ old_password: 'Old@12345', new_password: 'New@12345' });
        await waitFor(() => expect(Cookies.get(cookieNames.token)).toBe('fresh-token'));
    });

    it('names a password shorter than the rule under New password before sending, with the focus there', async () => {
        const fetchMock = mockFetch(jsonResponse(200, { status: true, message: 'Password changed', data: { token: 'fresh-token' } }));
        renderInAdmin(<ChangePasswordPage />, { path: '/interviewer/change-password' });
        fill(/^Current password/i, 'Demo@12345');
        fill(/^New password/i, 'a');
        fill(/^Confirm/i, 'a');
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(underField(/^New password/i)).toBe('The password needs 8 to 128 characters.'));
        expect(screen.getByLabelText(/^New password/i).getAttribute('aria-invalid')).toBe('true');
        await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^New password/i)));
        expect(fetchMock).not.toHaveBeenCalled();
        // Said under the field only, not again in react-admin's toast.
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(screen.queryByText(/The form is not valid/)).toBeNull();
    });

    it("puts the server's refusal of a field under that field, in words, and the focus on it", async () => {
        const fetchMock = mockFetch(
            jsonResponse(400, { status: false, message: 'new_password must be at least 8 characters', errors: { new_password: 'new_password must be at least 8 characters' } }),
            jsonResponse(400, { status: false, message: 'Current password is incorrect', errors: { old_password: 'Current password is incorrect' } }),
        );
        renderInAdmin(<ChangePasswordPage />, { path: '/interviewer/change-password' });
        fill(/^Current password/i, 'Demo@12345');
        fill(/^New password/i, 'Longer@12345');
        fill(/^Confirm/i, 'Longer@12345');
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(underField(/^New password/i)).toBe('The password needs 8 to 128 characters.'));
        expect(fetchMock).toHaveBeenCalledTimes(1);
        expect(screen.queryByText(/new_password/)).toBeNull();
        expect(screen.queryByRole('alert')).toBeNull();
        await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^New password/i)));

        // A route's own sentence stays as the server words it, under its field.
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(underField(/^Current password/i)).toBe('Current password is incorrect'));
        await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Current password/i)));
    });
});
