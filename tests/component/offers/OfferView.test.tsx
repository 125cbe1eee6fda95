/**
 * An opened offer's preview says plainly whose letter it is: a draft's is the
 * letter the candidate will receive, a sent offer's the one that was sent
 * (the draft's caption read "The letter as sending it would send it"), in
 * English and in Hindi.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfferView } from '../../../custom/offers/OfferView';
import type { Offer } from '../../../dataProvider/offers';
import { fakeJobs, renderPage, stubBrowserApis, type FakeJobs } from '../board/boardTestUtils';
import { offerFixture } from './offerFixture';

const offer = offerFixture;

function renderView(shown: Offer) {
    const dataProvider = { ...fakeJobs(), offerLetterPdf: vi.fn(async () => new Blob(['%PDF'], { type: 'application/pdf' })) } as FakeJobs;
    renderPage(<OfferView offer={shown} onClose={() => undefined} onChanged={() => undefined} />, { path: '/corporate/offer-letters', route: '/corporate/offer-letters' }, dataProvider);
    return screen.getByRole('dialog', { name: /Offer for Chris Candidate/ });
}

beforeEach(() => {
    stubBrowserApis();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:offer', revokeObjectURL: () => undefined }));
});
afterEach(() => vi.unstubAllGlobals());

describe("the offer's preview caption", () => {
    it("says a draft's letter is the one the candidate will receive", () => {
        const view = renderView(offer());
        expect(within(view).getByRole('heading', { name: 'The letter as the candidate will receive it' })).toBeTruthy();
    });

    it("says a sent offer's letter is the one that was sent", () => {
        const view = renderView(offer({ offer_status: 'SENT', sent_at: '2026-11-02T10:00:00.000Z' }));
        expect(within(view).getByRole('heading', { name: 'The letter as it was sent' })).toBeTruthy();
    });

    it('reads as plainly in Hindi', () => {
        const hindi = JSON.parse(readFileSync(join(process.cwd(), 'config/i18n/hi.json'), 'utf8')) as { ats: { offers: { preview_draft: string } } };
        expect(hindi.ats.offers.preview_draft).toBe('उम्मीदवार को मिलने वाला पत्र');
    });
});
