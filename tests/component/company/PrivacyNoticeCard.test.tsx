import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrivacyNoticeCard } from '../../../custom/company/PrivacyNoticeCard';
import { i18nProvider } from '../../../custom/i18nProvider';
import { ToastHost } from '../../../ui/toast';
import { jsonResponse, mockFetch, sentRequest } from '../../unit/dataProvider/fetchMock';

const current = { version: 4, text: 'We keep your application data for two years.', updated_at: '2026-11-01T10:00:00Z' };

function renderCard(canEdit: boolean) {
    return render(
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
            <PrivacyNoticeCard canEdit={canEdit} />
            <ToastHost />
        </AdminContext>,
    );
}

describe('the privacy notice on the company profile', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('publishes a new version only after confirmation, sending the version read', async () => {
        const user = userEvent.setup();
        const next = 'We keep your application data for one year, then erase it.';
        const fetchMock = mockFetch(
            jsonResponse(200, { status: true, data: current }),
            jsonResponse(200, { status: true, message: 'Privacy notice updated.', data: { ...current, version: 5, text: next } }),
        );
        renderCard(true);
        const text = await screen.findByRole('textbox', { name: 'Notice text' });
        expect((text as HTMLTextAreaElement).value).toBe(current.text);
        expect(screen.getByText(/Version 4/)).toBeTruthy();

        await user.clear(text);
        await user.paste(next);
        await user.click(screen.getByRole('button', { name: 'Publish new version' }));
        expect(fetchMock).toHaveBeenCalledTimes(1);
        const dialog = await screen.findByRole('dialog');
        await user.click(within(dialog).getByRole('button', { name: 'Publish new version' }));

        await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
        const sent = sentRequest(fetchMock, 1);
        expect(sent.method).toBe('PUT');
        expect(sent.url).toMatch(/\/api\/privacy-notice$/);
        expect(sent.body).toEqual({ text: next, version: 4 });
        expect(await screen.findByText(/Version 5/)).toBeTruthy();
    });

    it('refuses to publish a notice shorter than the server accepts, and offers nothing to a reader', async () => {
        const user = userEvent.setup();
        mockFetch(jsonResponse(200, { status: true, data: current }));
        const { unmount } = renderCard(true);
        const text = await screen.findByRole('textbox', { name: 'Notice text' });
        await user.clear(text);
        await user.type(text, 'Too short');
        expect((screen.getByRole('button', { name: 'Publish new version' }) as HTMLButtonElement).disabled).toBe(true);
        unmount();

        renderCard(false);
        expect(((await screen.findByRole('textbox', { name: 'Notice text' })) as HTMLTextAreaElement).disabled).toBe(true);
        expect(screen.queryByRole('button', { name: 'Publish new version' })).toBeNull();
    });
});
