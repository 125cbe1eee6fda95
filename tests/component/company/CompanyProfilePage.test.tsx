/**
 * The company profile's theme colour: the browser's colour picker and the hex field are one value.
 * Picking a colour writes its code and saves it (only the changed field is sent); a typed code
 * moves the picker; a half-typed one is refused beside the field on Save. A save keeps the same
 * form (the focus on Save), its values reset to the saved record.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyProfilePage } from '../../../custom/company/CompanyProfilePage';
import { i18nProvider } from '../../../custom/i18nProvider';
import { session } from '../../../dataProvider/session';
import { ToastHost } from '../../../ui/toast';
import { stubViewport } from '../../helpers/browserStubs';
import { companyProfile as profile } from './companyProfileFixture';
import { clearAllCookies, jsonResponse, mockFetch, sentRequest, type FetchMock } from '../../unit/dataProvider/fetchMock';

function renderPage() {
    render(
        <MemoryRouter>
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                <CompanyProfilePage />
                <ToastHost />
            </AdminContext>
        </MemoryRouter>,
    );
}

beforeEach(() => {
    stubViewport(1280);
    clearAllCookies();
    session.setToken('token');
    session.setUser({ id: 'u1', first_name: 'Ada', last_name: 'Admin', role_name: 'CORPORATE', secondary_role: null, company_name: 'Acme', company_profile_image: null });
});
afterEach(() => {
    vi.unstubAllGlobals();
    clearAllCookies();
});

describe('the logo', () => {
    it('is uploaded through a real button, which opens the file chooser by the keyboard too (not a label drawn as one)', async () => {
        mockFetch(jsonResponse(200, { status: true, data: profile }));
        renderPage();
        const upload = await screen.findByRole('button', { name: 'Upload logo' }, { timeout: 10_000 });
        expect(upload.tagName).toBe('BUTTON');
    });
});

describe('the theme colour', () => {
    it('picked in the colour picker, fills the hex field and is saved alone', async () => {
        const fetchMock = mockFetch(jsonResponse(200, { status: true, data: profile }), jsonResponse(200, { status: true, message: 'Profile updated', data: { ...profile, theme_color: '#ff8800', version: 4 } }));
        renderPage();
        const picker = (await screen.findByLabelText('Pick the theme colour', {}, { timeout: 10_000 })) as HTMLInputElement;
        expect(picker.type).toBe('color');
        expect(picker.value).toBe('#00bbb6');
        fireEvent.change(picker, { target: { value: '#ff8800' } });
        expect((screen.getByLabelText(/^Theme colour/) as HTMLInputElement).value).toBe('#ff8800');
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        const update = () => fetchMock.mock.calls.findIndex(([url]) => String(url).includes('update-company-profile'));
        await waitFor(() => expect(update()).toBeGreaterThan(0));
        expect(sentRequest(fetchMock, update()).body).toEqual({ version: 3, theme_color: '#ff8800' });
    });

    it('typed as a code, moves the picker; half typed, is refused beside the field', async () => {
        mockFetch(jsonResponse(200, { status: true, data: profile }));
        renderPage();
        const picker = (await screen.findByLabelText('Pick the theme colour', {}, { timeout: 10_000 })) as HTMLInputElement;
        const field = screen.getByLabelText(/^Theme colour/) as HTMLInputElement;
        fireEvent.change(field, { target: { value: '#1A2B3C' } });
        expect(picker.value).toBe('#1a2b3c');
        fireEvent.change(field, { target: { value: '#1A2' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Use a colour like #00bbb6')).toBeTruthy();
        expect(picker.value).toBe('#000000');
    });
});

describe('saving', () => {
    // The form was keyed by the version: each save built a new one, so the focus on Save fell to
    // <body> and the page's scroll jumped. The saved record now resets the same form's values.
    it('keeps the same form after Save: the focus stays on Save and the fields show what the server saved', async () => {
        const answers: Record<string, () => unknown> = {
            'get-company-profile': () => ({ status: true, data: profile }),
            'update-company-profile': () => ({ status: true, message: 'Profile updated', data: { ...profile, about: 'We hire.', version: profile.version + 1 } }),
        };
        const fetchMock = vi.fn(async (url: string) => {
            const route = Object.keys(answers).find(path => url.includes(path));
            return jsonResponse(200, route ? answers[route]() : { status: true, data: null });
        });
        vi.stubGlobal('fetch', fetchMock);
        renderPage();
        const about = (await screen.findByLabelText('About the company', {}, { timeout: 10_000 })) as HTMLTextAreaElement;
        fireEvent.change(about, { target: { value: '  We hire.  ' } });
        const save = screen.getByRole('button', { name: 'Save' });
        act(() => save.focus());
        fireEvent.click(save);
        await screen.findByText('Profile updated');
        await waitFor(() => expect(about.value).toBe('We hire.'));
        expect(screen.getByRole('button', { name: 'Save' })).toBe(save);
        expect(document.activeElement).toBe(save);
        expect(about.isConnected).toBe(true);

        // The next save starts from the saved record: its version, and only what changed since.
        fireEvent.change(screen.getByLabelText(/^Industry/), { target: { value: 'Staffing' } });
        fireEvent.click(save);
        const updates = () => fetchMock.mock.calls.flatMap(([url], index) => (String(url).includes('update-company-profile') ? [index] : []));
        await waitFor(() => expect(updates()).toHaveLength(2));
        expect(sentRequest(fetchMock as unknown as FetchMock, updates()[1]).body).toEqual({ version: 4, industry: 'Staffing' });
    });
});
