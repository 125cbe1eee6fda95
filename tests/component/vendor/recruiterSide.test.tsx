/**
 * The recruiter's side of vendor submissions: the application detail's
 * attribution names the vendor, when they submitted and until when the
 * person is theirs (nothing of it for an application no vendor sent), and a
 * vendor's record lists their refused duplicate submissions with the reason,
 * paged.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AttributionSection } from '../../../custom/applicants/AttributionSection';
import { i18nProvider } from '../../../custom/i18nProvider';
import type { ResourceConfig } from '../../../resources/types';
import { VendorRefusedSubmissions } from '../../../resources/asides/VendorRefusedSubmissions';
import { fakeVendorPortal, JOB_ID, page, type FakeVendorPortal } from './vendorTestUtils';

function renderWith(dataProvider: FakeVendorPortal | undefined, ui: React.ReactNode) {
    return render(
        <MemoryRouter>
            <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                {ui}
            </AdminContext>
        </MemoryRouter>,
    );
}

const noAttribution = { source: null, medium: null, campaign: null, referred_by: null, vendor: null, partner: null };

describe('application detail: a vendor submission', () => {
    it('names the vendor, when they submitted and until when the person is theirs', () => {
        renderWith(undefined, <AttributionSection attribution={{ ...noAttribution, source: 'Vendor', vendor: { id: 'v1', name: 'TalentBridge Staffing' }, vendor_submitted_at: '2026-03-02T10:00:00.000Z', vendor_ownership_until: '2026-05-31T10:00:00.000Z' }} />);
        const section = screen.getByRole('heading', { name: 'Where they came from' }).closest('section') as HTMLElement;
        const terms = within(section).getAllByRole('term').map(term => term.textContent);
        expect(terms).toEqual(['Source', 'Vendor', 'Submitted by the vendor', "Vendor's ownership until"]);
        const values = within(section).getAllByRole('definition').map(value => value.textContent);
        expect(values[1]).toBe('TalentBridge Staffing');
        expect(values[2]).toMatch(/2026/);
        expect(values[3]).toMatch(/2026/);
        expect(values[2]).not.toBe(values[3]);
    });

    it('shows no vendor rows for an application no vendor sent (older answers lack the fields)', () => {
        renderWith(undefined, <AttributionSection attribution={{ ...noAttribution, source: 'LinkedIn' }} />);
        expect(screen.queryByText('Submitted by the vendor')).toBeNull();
        expect(screen.queryByText("Vendor's ownership until")).toBeNull();
        expect(screen.getByText('LinkedIn')).toBeTruthy();
    });
});

describe("a vendor's refused duplicate submissions", () => {
    const config = { name: 'vendors' } as ResourceConfig;
    const refused = (n: number, reason: 'HELD_BY_OTHER_VENDOR' | 'ALREADY_IN_JOB' | 'SAME_VENDOR_AGAIN') => ({
        id: `r${n}`,
        job: { id: JOB_ID, title: 'Platform Engineer' },
        first_name: 'Priya',
        last_name: `Shah${n}`,
        email: `priya${n}@example.test`,
        phone: null,
        reason,
        existing_application_id: null,
        refused_at: '2026-03-03T10:00:00.000Z',
    });

    it('lists them with the reason and pages through them', async () => {
        const vendorRefusedSubmissions = vi
            .fn()
            .mockResolvedValueOnce(page([refused(1, 'HELD_BY_OTHER_VENDOR'), refused(2, 'ALREADY_IN_JOB')], 1, 12))
            .mockResolvedValueOnce(page([refused(11, 'SAME_VENDOR_AGAIN')], 2, 12));
        renderWith(fakeVendorPortal({ vendorRefusedSubmissions }), <VendorRefusedSubmissions config={config} view="show" record={{ id: 'vendor-1' }} />);
        const rows = await screen.findAllByTestId('vendor-refused-row');
        expect(vendorRefusedSubmissions).toHaveBeenCalledWith('vendor-1', { page: 1, limit: 10 });
        expect(rows.map(row => within(row).getAllByRole('cell')[1].textContent)).toEqual(['Submitted by another vendor within the ownership period', 'Already in this job']);
        expect(within(rows[0]).getByText('priya1@example.test')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Page 2 of 2' }));
        await waitFor(() => expect(vendorRefusedSubmissions).toHaveBeenLastCalledWith('vendor-1', { page: 2, limit: 10 }));
        expect(within(await screen.findByTestId('vendor-refused-row')).getByText('Submitted by this vendor before')).toBeTruthy();
    });

    it('says when there are none, and stays out of the list view', async () => {
        const dataProvider = fakeVendorPortal();
        const { unmount } = renderWith(dataProvider, <VendorRefusedSubmissions config={config} view="edit" record={{ id: 'vendor-1' }} />);
        expect(await screen.findByText('No refused submissions.')).toBeTruthy();
        unmount();
        renderWith(dataProvider, <VendorRefusedSubmissions config={config} view="list" />);
        expect(screen.queryByText('Refused duplicate submissions')).toBeNull();
    });
});
