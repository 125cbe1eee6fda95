/**
 * The offer form against a fake data provider: picking a template asks for
 * its own fields; the draft is made for the drawer's application with the
 * figures typed; without an application the picker finds one by a word;
 * Save draft, never disabled, says under each field what is missing or wrong
 * (not the browser's bubbles) and puts the focus on the first; the server's
 * field errors show beside their fields, once, and nothing is reported as
 * saved; editing a draft sends the version it started from.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfferDialog, type OfferDialogProps } from '../../../custom/offers/OfferDialog';
import type { Offer, OfferApplicationOption } from '../../../dataProvider/offers';
import { fakeJobs, renderPage, stubBrowserApis, type FakeJobs } from '../board/boardTestUtils';
import { offerFixture } from './offerFixture';

const TEMPLATE = { id: 't1', name: 'Standard offer', body: '<p>Dear {{candidate.name}}, reporting to {{reporting_manager}} in {{office_city}}.</p>' };
const APPLICATION: OfferApplicationOption = { id: 'app-9', candidate_name: 'Mei Tanaka', candidate_email: 'mei@mail.example', job_title: 'Data Engineer', stage: 'Offer' };

const draft = (patch: Partial<Offer> = {}): Offer => offerFixture({ field_values: { reporting_manager: 'Asha Rao', office_city: 'Pune' }, version: 3, ...patch });

function fakeOffers(overrides: Record<string, ReturnType<typeof vi.fn>> = {}): FakeJobs {
    return {
        ...fakeJobs(),
        offerTemplateOptions: vi.fn(async () => [{ id: 't1', label: 'Standard offer' }]),
        offerTemplate: vi.fn(async () => TEMPLATE),
        offerApplications: vi.fn(async () => [APPLICATION]),
        createOffer: vi.fn(async (body: { application_id: string }) => ({ data: draft({ id: 'o2', application_id: body.application_id, version: 1 }), message: 'Offer letter created as a draft.' })),
        updateOffer: vi.fn(async () => ({ data: draft({ version: 4 }), message: 'Offer letter saved.' })),
        ...overrides,
    } as FakeJobs;
}

function renderDialog(dataProvider: FakeJobs, props: Partial<OfferDialogProps> = {}) {
    const onSaved = vi.fn();
    const onClose = vi.fn();
    renderPage(<OfferDialog open onClose={onClose} onSaved={onSaved} {...props} />, { path: '/corporate/offer-letters', route: '/corporate/offer-letters' }, dataProvider);
    return { onSaved, onClose };
}

const dialog = (name: string) => screen.getByRole('dialog', { name });

async function pickTemplate(box: HTMLElement) {
    fireEvent.mouseDown(within(box).getByRole('combobox', { name: /Offer letter template/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Standard offer' }));
}

beforeEach(() => {
    stubBrowserApis();
});
afterEach(() => vi.unstubAllGlobals());

describe('the offer form', () => {
    it("drafts an offer for the drawer's application with the template's own fields", async () => {
        const dataProvider = fakeOffers();
        const { onSaved } = renderDialog(dataProvider, { application: { id: 'app-1', label: 'Chris Candidate · Platform Engineer' } });
        const box = dialog('New offer letter');
        expect(within(box).getByText('For Chris Candidate · Platform Engineer')).toBeTruthy();
        const save = within(box).getByRole('button', { name: 'Save draft' }) as HTMLButtonElement;
        await pickTemplate(box);
        expect(await within(box).findByRole('textbox', { name: /Reporting manager/ })).toBeTruthy();
        expect(within(box).getByRole('textbox', { name: /Office city/ })).toBeTruthy();
        fireEvent.change(within(box).getByRole('spinbutton', { name: /Annual salary/ }), { target: { value: '4200000' } });
        fireEvent.change(within(box).getByRole('textbox', { name: /Reporting manager/ }), { target: { value: 'Asha Rao' } });
        fireEvent.change(within(box).getByRole('textbox', { name: /Office city/ }), { target: { value: 'Pune' } });
        fireEvent.change(within(box).getByLabelText(/Joining date/), { target: { value: '2099-03-01' } });
        fireEvent.change(within(box).getByLabelText(/Answer by/), { target: { value: '2099-02-10' } });
        fireEvent.click(save);
        await waitFor(() => expect(onSaved).toHaveBeenCalled());
        expect(dataProvider.createOffer).toHaveBeenCalledWith({
            application_id: 'app-1',
            template_id: 't1',
            annual_ctc: 4_200_000,
            currency: 'INR',
            joining_date: '2099-03-01',
            expires_on: '2099-02-10',
            field_values: { reporting_manager: 'Asha Rao', office_city: 'Pune' },
        });
        expect(onSaved.mock.calls[0][1]).toBe('Offer letter created as a draft.');
    });

    it('finds the application by a word when none is given', async () => {
        const dataProvider = fakeOffers();
        renderDialog(dataProvider);
        const box = dialog('New offer letter');
        const picker = within(box).getByRole('combobox', { name: /Application/ });
        await userEvent.type(picker, 'Mei');
        await waitFor(() => expect(dataProvider.offerApplications).toHaveBeenCalledWith('Mei'), { timeout: 5000 });
        fireEvent.click(await screen.findByRole('option', { name: /Mei Tanaka · Data Engineer/ }, { timeout: 5000 }));
        await pickTemplate(box);
        fireEvent.change(within(box).getByRole('spinbutton', { name: /Annual salary/ }), { target: { value: '90000' } });
        fireEvent.mouseDown(within(box).getByRole('combobox', { name: /Currency/ }));
        fireEvent.click(await screen.findByRole('option', { name: 'USD' }));
        fireEvent.change(await within(box).findByRole('textbox', { name: /Reporting manager/ }), { target: { value: 'Asha Rao' } });
        fireEvent.change(within(box).getByRole('textbox', { name: /Office city/ }), { target: { value: 'Pune' } });
        fireEvent.click(within(box).getByRole('button', { name: 'Save draft' }));
        await waitFor(() => expect(dataProvider.createOffer).toHaveBeenCalledWith(expect.objectContaining({ application_id: 'app-9', annual_ctc: 90_000, currency: 'USD' })), { timeout: 5000 });
    });

    it('keeps the picked application: its label is not searched, and it is still an option when the list opens again', async () => {
        const OTHER: OfferApplicationOption = { id: 'app-3', candidate_name: 'Ravi Menon', candidate_email: 'ravi@mail.example', job_title: 'QA Lead', stage: 'Offer' };
        // The label searched would find nothing; the empty search lists another application first.
        const dataProvider = fakeOffers({ offerApplications: vi.fn(async (search: string) => (search === 'Mei' ? [APPLICATION] : search === '' ? [OTHER] : [])) });
        renderDialog(dataProvider);
        const box = dialog('New offer letter');
        const picker = within(box).getByRole('combobox', { name: /Application/ });
        await userEvent.type(picker, 'Mei');
        fireEvent.click(await screen.findByRole('option', { name: /Mei Tanaka · Data Engineer/ }, { timeout: 5000 }));
        expect((picker as HTMLInputElement).value).toBe('Mei Tanaka · Data Engineer');
        // Past the search's pause: the label was never sent as a search.
        await new Promise(resolve => setTimeout(resolve, 600));
        expect(dataProvider.offerApplications.mock.calls.map(([search]) => search)).not.toContainEqual(expect.stringContaining('·'));
        fireEvent.mouseDown(picker);
        expect((await screen.findByRole('option', { name: /Mei Tanaka · Data Engineer/ })).getAttribute('aria-selected')).toBe('true');
    });

    it('a search answered while an option is pressed waits for the release: the pressed option is picked', async () => {
        const OTHER: OfferApplicationOption = { id: 'app-3', candidate_name: 'Ravi Menon', candidate_email: 'ravi@mail.example', job_title: 'QA Lead', stage: 'Offer' };
        let answerMei: (found: OfferApplicationOption[]) => void = () => undefined;
        const dataProvider = fakeOffers({
            // Every other search (none, or a part of the word typed slowly) lists the option pressed.
            offerApplications: vi.fn((search: string) => (search === 'Mei' ? new Promise(resolve => (answerMei = resolve)) : Promise.resolve([OTHER]))),
        });
        renderDialog(dataProvider);
        const box = dialog('New offer letter');
        const picker = within(box).getByRole('combobox', { name: /Application/ }) as HTMLInputElement;
        // The opening search (no word) must answer first: it lists the option the user presses.
        await waitFor(() => expect(dataProvider.offerApplications).toHaveBeenCalledWith(''), { timeout: 5000 });
        await userEvent.type(picker, 'Mei');
        const pressed = await screen.findByRole('option', { name: /Ravi Menon · QA Lead/ }, { timeout: 5000 });
        await waitFor(() => expect(dataProvider.offerApplications).toHaveBeenCalledWith('Mei'), { timeout: 5000 });
        // The user presses the option shown; the typed word's answer, without it, arrives before the release.
        fireEvent.pointerDown(pressed);
        answerMei([APPLICATION]);
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(screen.queryByRole('option', { name: /Mei Tanaka/ })).toBeNull();
        fireEvent.pointerUp(pressed);
        fireEvent.click(pressed);
        expect(picker.value).toBe('Ravi Menon · QA Lead');
        // Once the click is handled, the list shows what the word found.
        fireEvent.mouseDown(picker);
        expect(await screen.findByRole('option', { name: /Mei Tanaka · Data Engineer/ })).toBeTruthy();
    });

    it("shows the server's field errors beside their fields, and nothing is saved", async () => {
        const message = 'Please correct the highlighted fields.';
        const dataProvider = fakeOffers({
            createOffer: vi.fn(async () => {
                throw new HttpError(message, 400, { status: false, message, errors: { expires_on: 'The expiry date cannot be in the past.', 'field_values.office_city': 'Fill in this field of the template.' } });
            }),
        });
        const { onSaved } = renderDialog(dataProvider, { application: { id: 'app-1', label: 'Chris Candidate · Platform Engineer' } });
        const box = dialog('New offer letter');
        await pickTemplate(box);
        fireEvent.change(within(box).getByRole('spinbutton', { name: /Annual salary/ }), { target: { value: '100' } });
        fireEvent.change(await within(box).findByRole('textbox', { name: /Reporting manager/ }), { target: { value: 'Asha Rao' } });
        // What the form cannot know (the workspace's day, a template changed meanwhile) the server still says.
        fireEvent.change(within(box).getByRole('textbox', { name: /Office city/ }), { target: { value: 'Pune' } });
        fireEvent.click(within(box).getByRole('button', { name: 'Save draft' }));
        await waitFor(() => expect(dataProvider.createOffer).toHaveBeenCalled(), { timeout: 5000 });
        expect(await within(box).findByText('The expiry date cannot be in the past.', undefined, { timeout: 5000 })).toBeTruthy();
        expect(within(box).getByText('Fill in this field of the template.')).toBeTruthy();
        // Said under the fields, so not again above the buttons; the focus is on the first of them.
        expect(within(box).queryByText(message)).toBeNull();
        await waitFor(() => expect(document.activeElement).toBe(within(box).getByLabelText(/Answer by/)));
        expect(onSaved).not.toHaveBeenCalled();
    });

    it("says above the buttons what the server refuses without a field of the form", async () => {
        const dataProvider = fakeOffers({
            createOffer: vi.fn(async () => {
                throw new HttpError('Please correct the highlighted fields.', 400, { status: false, message: 'Please correct the highlighted fields.', errors: { application_id: 'No such application.' } });
            }),
        });
        renderDialog(dataProvider, { application: { id: 'app-1', label: 'Chris Candidate · Platform Engineer' } });
        const box = dialog('New offer letter');
        await pickTemplate(box);
        fireEvent.change(within(box).getByRole('spinbutton', { name: /Annual salary/ }), { target: { value: '100' } });
        fireEvent.change(await within(box).findByRole('textbox', { name: /Reporting manager/ }), { target: { value: 'Asha Rao' } });
        fireEvent.change(within(box).getByRole('textbox', { name: /Office city/ }), { target: { value: 'Pune' } });
        fireEvent.click(within(box).getByRole('button', { name: 'Save draft' }));
        expect((await within(box).findByRole('alert', undefined, { timeout: 5000 })).textContent).toBe('No such application.');
    });

    it('Save draft says under each field what is missing, focuses the first, and sends nothing', async () => {
        const dataProvider = fakeOffers();
        const { onSaved } = renderDialog(dataProvider);
        const box = dialog('New offer letter');
        // The form checks itself: no browser bubble stands in for its words.
        expect(box.querySelector('form')?.noValidate).toBe(true);
        const save = within(box).getByRole('button', { name: 'Save draft' }) as HTMLButtonElement;
        expect(save.disabled).toBe(false);
        fireEvent.change(within(box).getByLabelText(/Joining date/), { target: { value: '' } });
        fireEvent.click(save);
        const picker = within(box).getByRole('combobox', { name: /Application/ });
        expect(await within(box).findByText('Choose the application this offer is for.')).toBeTruthy();
        expect(within(box).getByText('Choose an offer letter template.')).toBeTruthy();
        expect(within(box).getByText('Enter the annual salary.')).toBeTruthy();
        expect(within(box).getByText('Choose the joining date.')).toBeTruthy();
        // Each message is the description of its own field.
        const salary = within(box).getByRole('spinbutton', { name: /Annual salary/ });
        expect(salary.getAttribute('aria-invalid')).toBe('true');
        expect(document.getElementById(salary.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter the annual salary.');
        await waitFor(() => expect(document.activeElement).toBe(picker));
        expect(dataProvider.createOffer).not.toHaveBeenCalled();
        expect(onSaved).not.toHaveBeenCalled();
        // Typing in a field takes its message away.
        fireEvent.change(salary, { target: { value: '-5' } });
        expect(within(box).queryByText('Enter the annual salary.')).toBeNull();
        fireEvent.click(save);
        expect(await within(box).findByText('Enter an amount from 0 to 1,000,000,000,000.')).toBeTruthy();
    });

    it("checks the dates and the template's own fields before sending", async () => {
        const dataProvider = fakeOffers();
        renderDialog(dataProvider, { application: { id: 'app-1', label: 'Chris Candidate · Platform Engineer' } });
        const box = dialog('New offer letter');
        await pickTemplate(box);
        fireEvent.change(within(box).getByRole('spinbutton', { name: /Annual salary/ }), { target: { value: '4200000' } });
        fireEvent.change(await within(box).findByRole('textbox', { name: /Reporting manager/ }), { target: { value: 'Asha Rao' } });
        fireEvent.change(within(box).getByLabelText(/Joining date/), { target: { value: '2099-03-01' } });
        fireEvent.change(within(box).getByLabelText(/Answer by/), { target: { value: '2099-04-01' } });
        fireEvent.click(within(box).getByRole('button', { name: 'Save draft' }));
        expect(await within(box).findByText('The last day to answer must be on or before the joining date.')).toBeTruthy();
        const city = within(box).getByRole('textbox', { name: /Office city/ });
        expect(city.getAttribute('aria-invalid')).toBe('true');
        expect(within(box).getByText('Fill in this field of the template.')).toBeTruthy();
        // The first field in error, in the form's order.
        await waitFor(() => expect(document.activeElement).toBe(within(box).getByLabelText(/Answer by/)));
        fireEvent.change(within(box).getByLabelText(/Answer by/), { target: { value: '2000-01-01' } });
        fireEvent.click(within(box).getByRole('button', { name: 'Save draft' }));
        expect(await within(box).findByText('The last day to answer cannot be in the past.')).toBeTruthy();
        expect(dataProvider.createOffer).not.toHaveBeenCalled();
    });

    it('edits an old draft that belongs to no application without asking for one', async () => {
        const dataProvider = fakeOffers();
        renderDialog(dataProvider, { offer: draft({ application_id: null }) });
        const box = dialog('Edit the draft offer');
        await within(box).findByRole('textbox', { name: /Reporting manager/ });
        fireEvent.click(within(box).getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(dataProvider.updateOffer).toHaveBeenCalled());
    });

    it('edits a draft from the version it read', async () => {
        const dataProvider = fakeOffers();
        const { onSaved } = renderDialog(dataProvider, { offer: draft() });
        const box = dialog('Edit the draft offer');
        expect(within(box).getByText('For Chris Candidate · Platform Engineer')).toBeTruthy();
        const salary = within(box).getByRole('spinbutton', { name: /Annual salary/ }) as HTMLInputElement;
        expect(salary.value).toBe('1200000');
        expect(((await within(box).findByRole('textbox', { name: /Reporting manager/ })) as HTMLInputElement).value).toBe('Asha Rao');
        fireEvent.change(salary, { target: { value: '1300000' } });
        fireEvent.click(within(box).getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(dataProvider.updateOffer).toHaveBeenCalledWith('o1', expect.objectContaining({ annual_ctc: 1_300_000, version: 3, field_values: { reporting_manager: 'Asha Rao', office_city: 'Pune' } })));
        expect(dataProvider.createOffer).not.toHaveBeenCalled();
        await waitFor(() => expect(onSaved).toHaveBeenCalled());
    });
});
