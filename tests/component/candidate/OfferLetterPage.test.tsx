/**
 * An offer letter addressed to the candidate: its fields and text; Accept goes
 * through the confirmation dialog; Decline needs a reason (nothing is sent
 * without one); after either answer the status is shown and no second answer
 * is offered. The list links each offer to its letter.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OfferLetterPage from '../../../custom/candidate/OfferLetterPage';
import OffersPage from '../../../custom/candidate/OffersPage';
import { toHttpError } from '../../../dataProvider/httpClient';
import { clearCookies, signIn, stubViewport } from '../shell/shellTestUtils';
import { fakeCandidatePortal, offer, OFFER_ID, renderCandidateArea, USER_ID } from './candidateTestUtils';

const routes = [
    { path: 'offers', element: <OffersPage /> },
    { path: 'offers/:id', element: <OfferLetterPage /> },
];

describe('offer letters', () => {
    beforeEach(() => {
        stubViewport(1440);
        signIn({ id: USER_ID, role_name: 'CANDIDATE' });
    });
    afterEach(() => clearCookies());

    it('lists the offers and opens a letter with its fields', async () => {
        const dataProvider = fakeCandidatePortal({ candidateOffers: vi.fn(async () => [offer(), offer({ id: 'other', job_title: 'Data Engineer', offer_status: 'DECLINED' })]) });
        renderCandidateArea(dataProvider, '/candidate/offers', routes);
        const cards = await screen.findAllByTestId('candidate-offer');
        expect(within(cards[0]).getByTestId('offer-status').textContent).toBe('Awaiting your answer');
        expect(within(cards[1]).getByTestId('offer-status').textContent).toBe('Declined');
        // The day to answer by, while an answer is still open; an answered offer has none.
        const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
        expect(within(cards[0]).getByText(`Sent on ${day('2026-03-10T09:00:00.000Z')} · Answer by ${day('2026-03-31T00:00:00')}`)).toBeTruthy();
        expect(within(cards[1]).queryByText(/Answer by/)).toBeNull();
        fireEvent.click(within(cards[0]).getByRole('link', { name: 'View and answer: Platform Engineer' }));
        expect(await screen.findByRole('heading', { name: 'Offer letter: Platform Engineer' })).toBeTruthy();
        // The page frame: the title is the bar's one h1, Offers the way back, Accept the bar's action.
        const bar = screen.getByRole('banner');
        expect(screen.getAllByRole('heading', { level: 1 })).toEqual([within(bar).getByRole('heading', { level: 1 })]);
        expect(within(within(bar).getByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link', { name: 'Offers' }).getAttribute('href')).toBe('/candidate/offers');
        expect(within(bar).getByRole('button', { name: 'Accept offer' })).toBeTruthy();
        expect(dataProvider.candidateOffer).toHaveBeenCalledWith(OFFER_ID);
        expect(screen.getByText('INR 1,200,000')).toBeTruthy();
        expect(screen.getByText('Chris Candidate')).toBeTruthy();
        expect(screen.getByTestId('offer-letter').textContent).toContain('We are pleased to offer you the position of Platform Engineer.');
    });

    it('says why the offers could not be read, and reads them again on Try again', async () => {
        const candidateOffers = vi.fn().mockRejectedValueOnce(new Error('Server unavailable')).mockResolvedValueOnce([offer()]);
        renderCandidateArea(fakeCandidatePortal({ candidateOffers }), '/candidate/offers', routes);
        expect(await screen.findByText('Server unavailable')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
        expect(await screen.findByTestId('candidate-offer')).toBeTruthy();
        expect(candidateOffers).toHaveBeenCalledTimes(2);
    });

    it('with no offer yet, says so and offers the way to the jobs', async () => {
        renderCandidateArea(fakeCandidatePortal({ candidateOffers: vi.fn(async () => []) }), '/candidate/offers', routes);
        const browse = await screen.findByRole('link', { name: 'Browse jobs' });
        expect(browse.getAttribute('href')).toBe('/candidate/jobs');
        expect(browse.closest('[role="status"]')?.textContent).toContain('Browse jobs');
        expect(screen.queryByRole('progressbar')).toBeNull();
    });

    it("shows an HTML letter's words, headings as headings, and none of its markup", async () => {
        const letter = '<h2>Offer of employment</h2><p>Dear Chris,</p><p>Acme is pleased to offer you the position of <strong>Platform Engineer</strong>.</p><img src="x" alt="">';
        renderCandidateArea(fakeCandidatePortal({ candidateOffer: vi.fn(async () => offer({ letter })) }), `/candidate/offers/${OFFER_ID}`, routes);
        expect(await screen.findByRole('heading', { name: 'Offer of employment' })).toBeTruthy();
        const shown = screen.getByTestId('offer-letter');
        expect(within(shown).getByText('Acme is pleased to offer you the position of Platform Engineer.')).toBeTruthy();
        expect(shown.querySelector('strong, img')).toBeNull();
    });

    it('accepts after the confirmation, then shows the status and no second answer', async () => {
        const dataProvider = fakeCandidatePortal();
        renderCandidateArea(dataProvider, `/candidate/offers/${OFFER_ID}`, routes);
        // Pressed from the keyboard: the button has the focus, which the dialog gives back on closing.
        const accept = await screen.findByRole('button', { name: 'Accept offer' });
        accept.focus();
        fireEvent.click(accept);
        const dialog = await screen.findByRole('dialog', { name: 'Accept this offer?' });
        expect(dataProvider.acceptOffer).not.toHaveBeenCalled();
        fireEvent.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
        await waitFor(() => expect(dataProvider.acceptOffer).toHaveBeenCalledWith(OFFER_ID));
        expect(await screen.findByText('Offer accepted.')).toBeTruthy();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(screen.getByTestId('offer-status').textContent).toBe('Accepted');
        expect(screen.getByText(/You accepted this offer on/)).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Accept offer' })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Decline offer' })).toBeNull();
        // That button is gone: the focus is on the outcome that replaced it, not on the page's top.
        await waitFor(() => expect(document.activeElement).toBe(screen.getByText(/You accepted this offer on/).closest('[role="status"]')));
    });

    it('keeps the confirmation open with the server refusal (an offer answered elsewhere)', async () => {
        const acceptOffer = vi.fn(async () => {
            throw toHttpError(409, JSON.stringify({ status: false, message: 'You have already answered this offer.' }));
        });
        renderCandidateArea(fakeCandidatePortal({ acceptOffer }), `/candidate/offers/${OFFER_ID}`, routes);
        fireEvent.click(await screen.findByRole('button', { name: 'Accept offer' }));
        const dialog = await screen.findByRole('dialog', { name: 'Accept this offer?' });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
        expect(await within(dialog).findByText('You have already answered this offer.')).toBeTruthy();
    });

    it('declines only with a reason, then shows the status and the reason', async () => {
        const dataProvider = fakeCandidatePortal();
        renderCandidateArea(dataProvider, `/candidate/offers/${OFFER_ID}`, routes);
        const decline = await screen.findByRole('button', { name: 'Decline offer' });
        decline.focus();
        fireEvent.click(decline);
        const dialog = await screen.findByRole('dialog', { name: 'Decline this offer?' });
        const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
        fireEvent.change(reason, { target: { value: '   ' } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
        expect(await within(dialog).findByText('Please give a reason (at least 2 characters).')).toBeTruthy();
        expect(reason.getAttribute('aria-invalid')).toBe('true');
        expect(dataProvider.declineOffer).not.toHaveBeenCalled();

        fireEvent.change(reason, { target: { value: '  Relocating  ' } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
        await waitFor(() => expect(dataProvider.declineOffer).toHaveBeenCalledWith(OFFER_ID, 'Relocating'));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(screen.getByTestId('offer-status').textContent).toBe('Declined');
        expect(screen.getByText('Relocating')).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Accept offer' })).toBeNull();
        await waitFor(() => expect(document.activeElement).toBe(screen.getByText(/You declined this offer on/).closest('[role="status"]')));
    });

    it('offers no answer on a letter already answered', async () => {
        const dataProvider = fakeCandidatePortal({ candidateOffer: vi.fn(async () => offer({ offer_status: 'ACCEPTED', answered_at: '2026-03-11T09:00:00.000Z' })) });
        renderCandidateArea(dataProvider, `/candidate/offers/${OFFER_ID}`, routes);
        expect(await screen.findByText(/You accepted this offer on/)).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Accept offer' })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Decline offer' })).toBeNull();
    });
});
