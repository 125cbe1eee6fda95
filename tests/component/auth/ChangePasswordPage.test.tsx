/**
 * The portals' change-password page (interviewer, vendor, candidate): its title is the page's one
 * h1 through the frame's PageHeader; the confirmation is checked before anything is sent; the
 * fresh token the server answers with is kept, so the user stays signed in.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordPage } from '../../../custom/auth/ChangePasswordPage';
import { cookieNames } from '../../../dataProvider/session';
import { jsonResponse, mockFetch, sentRequest } from '../../unit/dataProvider/fetchMock';
import { clearCookies, renderInAdmin, signIn } from '../shell/shellTestUtils';

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

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
});
