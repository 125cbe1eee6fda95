/**
 * The public pages as app/App.tsx serves them: in the public shell, after the
 * workspace check (whose answer is rendered at transition priority), with the
 * messages of config/i18n/en.public.json. The sign-in form checks its fields
 * before anything is sent, shows the server's refusal beside the form, and the
 * links between the password pages keep the audience; a reset holds the new
 * password to the server's rule before sending.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../app/App';
import { acmeCompany, clearAllCookies, jsonResponse, mockFetch, sentRequest, type FetchMock } from '../../unit/dataProvider/fetchMock';
import { deferred } from '../../helpers/deferred';
import { holdsFocus } from '../../helpers/focus';

let location = '';
function LocationProbe() {
    const current = useLocation();
    location = `${current.pathname}${current.search}`;
    return null;
}

function renderAt(path: string) {
    return render(
        <MemoryRouter initialEntries={[path]}>
            <App />
            <LocationProbe />
        </MemoryRouter>,
    );
}

const workspaceFound = () => jsonResponse(200, { status: true, companyDetails: acmeCompany });

beforeEach(() => clearAllCookies());
afterEach(() => vi.unstubAllGlobals());

describe('the sign-in page', () => {
    it('checks the fields before sending anything', async () => {
        const fetchMock = mockFetch(workspaceFound());
        renderAt('/corporate-login');
        expect(await screen.findByRole('heading', { name: 'Sign in to your workspace' })).toBeTruthy();
        expect(document.title).toBe('AcmeHire ATS');

        fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
        expect(await screen.findAllByText('Required')).toHaveLength(2);
        // The focus goes to the first field to fix, not left on the button.
        await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Email/)));

        fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'chris@acme.example' } });
        fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
        await waitFor(() => expect(document.activeElement).toBe(screen.getAllByLabelText(/^Password/)[0]));

        fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'not-an-email' } });
        fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
        expect(await screen.findByText('Invalid email address')).toBeTruthy();
        // Only the workspace check went out.
        expect(fetchMock).toHaveBeenCalledTimes(1);
        expect(sentRequest(fetchMock).url).toContain('/api/check-workspace');
    });

    it("shows the server's refusal and stays on the page", async () => {
        const fetchMock = mockFetch(workspaceFound(), jsonResponse(401, { status: false, message: 'Invalid email or password' }));
        renderAt('/vendors/login');
        expect(await screen.findByRole('heading', { name: 'Vendor sign in' })).toBeTruthy();
        fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'vendor@acme.example' } });
        fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
        fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
        expect(await screen.findByText('Invalid email or password')).toBeTruthy();
        expect(sentRequest(fetchMock, 1).body).toMatchObject({ email: 'vendor@acme.example', password: 'wrong' });
        expect(location).toBe('/vendors/login');
    });

    it('keeps the focus on Sign in while the request runs, and sends nothing more meanwhile', async () => {
        const user = userEvent.setup();
        const answer = deferred<Response>();
        const fetchMock: FetchMock = vi.fn(async () => workspaceFound());
        fetchMock.mockImplementationOnce(async () => workspaceFound()).mockImplementationOnce(() => answer.promise);
        vi.stubGlobal('fetch', fetchMock);
        renderAt('/corporate-login');
        await user.type(await screen.findByLabelText(/^Email/), 'chris@acme.example');
        const password = screen.getAllByLabelText(/^Password/)[0];
        await user.type(password, 'Demo@12345');
        const signIn = screen.getByRole('button', { name: 'Sign in' });
        await user.click(signIn);
        await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
        // A keyboard user's next Tab goes on from here, not from the page's top (ui/BusyButton.tsx).
        expect(holdsFocus(signIn)).toBe(true);
        expect(signIn.getAttribute('aria-disabled')).toBe('true');
        expect(signIn.getAttribute('aria-busy')).toBe('true');
        await user.keyboard('{Enter}');
        expect(holdsFocus(signIn)).toBe(true);
        // Enter in a field does not send the form again either.
        await user.click(password);
        await user.keyboard('{Enter}');
        expect(fetchMock).toHaveBeenCalledTimes(2);
        await user.click(signIn);
        expect(holdsFocus(signIn)).toBe(true);

        answer.resolve(jsonResponse(401, { status: false, message: 'Invalid email or password' }));
        expect(await screen.findByText('Invalid email or password')).toBeTruthy();
        expect(signIn.getAttribute('aria-disabled')).toBeNull();
        expect(holdsFocus(signIn)).toBe(true);
        expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it("names the sign-in page of an account given at another audience's, and carries the email there", async () => {
        const elsewhere = { status: false, message: 'Your account signs in on another sign-in page.', data: { sign_in_at: 'vendor' } };
        mockFetch(workspaceFound(), jsonResponse(401, elsewhere), workspaceFound());
        renderAt('/login');
        expect(await screen.findByRole('heading', { name: 'Sign in to your workspace' })).toBeTruthy();
        fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'vendor@acme.example' } });
        fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Demo@12345' } });
        fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
        expect(await screen.findByText('Your account signs in on another sign-in page.')).toBeTruthy();
        fireEvent.click(screen.getByRole('link', { name: 'Go to the vendor sign-in' }));
        expect(await screen.findByRole('heading', { name: 'Vendor sign in' })).toBeTruthy();
        expect(location).toBe('/vendors/login');
        expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('vendor@acme.example');
        const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
        expect(password.value).toBe('');
        expect(document.activeElement).toBe(password);
        expect(screen.queryByText('Your account signs in on another sign-in page.')).toBeNull();
    });

    it('offers no other page for a wrong password', async () => {
        mockFetch(workspaceFound(), jsonResponse(401, { status: false, message: 'Invalid email or password' }));
        renderAt('/corporate-login');
        fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'admin@acme.example' } });
        fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
        fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
        expect(await screen.findByText('Invalid email or password')).toBeTruthy();
        expect(screen.queryByRole('link', { name: /^Go to the/ })).toBeNull();
    });

    it('links to the forgot-password page for its audience, which links back', async () => {
        mockFetch(workspaceFound());
        renderAt('/candidate/login');
        fireEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
        expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
        expect(location).toBe('/forgot-password?audience=candidate');
        fireEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
        await waitFor(() => expect(location).toBe('/candidate/login'));
    });
});

describe('the other public pages', () => {
    it('the career page is public, in the workspace\'s name (tests/component/career/ hold its behaviour)', async () => {
        mockFetch(workspaceFound());
        renderAt('/careerPage');
        expect(await screen.findByRole('heading', { level: 1, name: 'Careers at AcmeHire' })).toBeTruthy();
        expect(location).toBe('/careerPage');
    });

    it('a reset link without its token says so', async () => {
        mockFetch(workspaceFound());
        renderAt('/reset-password');
        expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
        expect(screen.getByText(/This reset link is incomplete/)).toBeTruthy();
    });

    it("a reset holds the new password to the server's rule before sending", async () => {
        const fetchMock = mockFetch(workspaceFound());
        renderAt('/reset-password?token=reset-token-123');
        expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
        fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'a' } });
        fireEvent.change(screen.getByLabelText(/^Confirm/), { target: { value: 'a' } });
        fireEvent.submit(screen.getByLabelText(/^New password/).closest('form') as HTMLFormElement);
        expect(await screen.findByText('The password needs 8 to 128 characters.')).toBeTruthy();
        // Only the workspace check went out.
        expect(fetchMock).toHaveBeenCalledTimes(1);
    });
});
