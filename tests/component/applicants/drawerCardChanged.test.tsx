/**
 * The drawer tells the board when an offer or an interview changed: sending an offer moves the
 * application to the offer stage (docs/api-communication.md, "Offer letters"), and the board shows
 * the card's stage and latest result. A note only reloads the drawer.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicationDetailDrawer } from '../../../custom/applicants/ApplicationDetailDrawer';
import { i18nProvider } from '../../../custom/i18nProvider';
import type { JobsDataProvider } from '../../../dataProvider/jobs';
import { applicationDetail, fakeJobs } from '../board/boardTestUtils';
import { clearCookies, signIn, stubViewport } from '../shell/shellTestUtils';

// The two sections stand in as buttons that report a change, as their dialogs do after a send or a schedule.
vi.mock('../../../custom/offers/ApplicationOffers', () => ({
    ApplicationOffers: ({ onChanged }: { onChanged: () => void }) => <button onClick={onChanged}>offer sent</button>,
}));
vi.mock('../../../custom/interviews/ApplicationInterviews', () => ({
    ApplicationInterviews: ({ onChanged }: { onChanged: () => void }) => <button onClick={onChanged}>interview changed</button>,
}));

const detail = applicationDetail();

function renderDrawer(onCardChanged: () => void) {
    const applicationDetail = vi.fn(async () => detail);
    const dataProvider = fakeJobs({ applicationDetail, getTimeline: vi.fn(async () => []), resumeCompatibility: vi.fn(async () => null) });
    render(
        <MemoryRouter>
            <AdminContext dataProvider={dataProvider as unknown as JobsDataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                <ApplicationDetailDrawer applicationId="a1" onClose={() => undefined} onCardChanged={onCardChanged} />
            </AdminContext>
        </MemoryRouter>,
    );
    return applicationDetail;
}

describe('the application drawer and its board', () => {
    beforeEach(() => {
        stubViewport(1440);
        signIn({ role_name: 'CORPORATE' });
    });
    afterEach(() => clearCookies());

    it('reloads itself and tells the board after an offer or an interview changed', async () => {
        const onCardChanged = vi.fn();
        const applicationDetail = renderDrawer(onCardChanged);
        fireEvent.click(await screen.findByRole('button', { name: 'offer sent' }));
        expect(onCardChanged).toHaveBeenCalledTimes(1);
        await waitFor(() => expect(applicationDetail).toHaveBeenCalledTimes(2));
        fireEvent.click(screen.getByRole('button', { name: 'interview changed' }));
        expect(onCardChanged).toHaveBeenCalledTimes(2);
    });
});
