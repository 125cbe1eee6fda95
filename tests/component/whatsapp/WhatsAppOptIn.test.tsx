/**
 * The WhatsApp consent controls over a fetch stub: the recruiter's section in
 * the application drawer shows the latest consent with its time and source,
 * warns when there is no phone, and records an opt-in or opt-out; the
 * candidate's own switch records their choice; a failure is said, not hidden.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WhatsAppOptIn } from '../../../config/contracts/whatsapp';
import { applyBody, emptyDraft } from '../../../custom/career/apply/applyFlow';
import type { CareerJobDetail } from '../../../config/contracts/career';
import { i18nProvider } from '../../../custom/i18nProvider';
import { OwnWhatsAppOptInCard, WhatsAppOptInSection } from '../../../custom/whatsapp/WhatsAppOptIn';
import { ToastHost } from '../../../ui/toast';
import { stubViewport } from '../../helpers/browserStubs';
import { deferred } from '../../helpers/deferred';
import { holdsFocus } from '../../helpers/focus';
import { jsonResponse } from '../../unit/dataProvider/fetchMock';

interface Sent {
    method: string;
    path: string;
    body: unknown;
}

let sent: Sent[] = [];
let current: WhatsAppOptIn;
const RECORDED_AT = '2026-03-02T10:00:00.000Z';

/** A server that keeps one consent: GET answers it, PUT records the new state with the given source. */
function stubServer(source: WhatsAppOptIn['source'], fail = false) {
    sent = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
        const path = new URL(url, 'http://acme.localhost').pathname.replace(/^\/api\//, '');
        const request = { method: init.method ?? 'GET', path, body: init.body ? JSON.parse(String(init.body)) : undefined };
        sent.push(request);
        if (fail) return jsonResponse(500, { status: false, message: 'Something went wrong! Please try again later' });
        if (request.method === 'PUT') current = { ...current, state: (request.body as { state: 'OPTED_IN' | 'OPTED_OUT' }).state, source, recorded_at: RECORDED_AT };
        return jsonResponse(200, { status: true, message: '', data: current });
    });
}

function renderWith(element: ReactElement) {
    return render(
        <MemoryRouter>
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                {element}
                <ToastHost />
            </AdminContext>
        </MemoryRouter>,
    );
}

const when = new Date(RECORDED_AT).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

beforeEach(() => stubViewport(1440));
afterEach(() => vi.unstubAllGlobals());

describe("the recruiter's WhatsApp section", () => {
    it('says no consent is recorded, then records the opt-in the candidate gave on the phone', async () => {
        current = { state: 'NONE', source: null, recorded_at: null, has_phone: true };
        stubServer('RECRUITER');
        renderWith(<WhatsAppOptInSection applicationId="app-1" />);
        expect((await screen.findByTestId('whatsapp-opt-in-state')).textContent).toBe('No WhatsApp consent recorded: the candidate is not messaged on WhatsApp.');
        expect(sent).toEqual([{ method: 'GET', path: 'applications/app-1/whatsapp-opt-in', body: undefined }]);

        await userEvent.click(screen.getByRole('button', { name: 'Record opt-in' }));
        await waitFor(() => expect(screen.getByTestId('whatsapp-opt-in-state').textContent).toBe(`Opted in to WhatsApp messages on ${when} (recorded by a recruiter).`));
        expect(sent[1]).toEqual({ method: 'PUT', path: 'applications/app-1/whatsapp-opt-in', body: { state: 'OPTED_IN' } });
        expect(await screen.findByText('WhatsApp consent recorded.')).toBeTruthy();
        // Opted in: the one action left is recording an opt-out.
        expect(screen.queryByRole('button', { name: 'Record opt-in' })).toBeNull();
        expect(screen.getByRole('button', { name: 'Record opt-out' })).toBeTruthy();
    });

    it('shows an opt-out by STOP with its source, and that a candidate without a phone cannot be messaged', async () => {
        current = { state: 'OPTED_OUT', source: 'REPLY_STOP', recorded_at: RECORDED_AT, has_phone: false };
        stubServer('RECRUITER');
        renderWith(<WhatsAppOptInSection applicationId="app-2" />);
        expect((await screen.findByTestId('whatsapp-opt-in-state')).textContent).toBe(`Opted out of WhatsApp messages on ${when} (replied STOP).`);
        expect(screen.getByText('No phone number: WhatsApp messages cannot be sent.')).toBeTruthy();
    });

    it('says when the consent cannot be loaded', async () => {
        current = { state: 'NONE', source: null, recorded_at: null, has_phone: true };
        stubServer('RECRUITER', true);
        renderWith(<WhatsAppOptInSection applicationId="app-3" />);
        expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    });
});

describe("the candidate's own switch", () => {
    it('turns WhatsApp updates on and off from the profile', async () => {
        current = { state: 'OPTED_IN', source: 'CAREER_APPLY', recorded_at: RECORDED_AT, has_phone: true };
        stubServer('CANDIDATE_PROFILE');
        renderWith(<OwnWhatsAppOptInCard />);
        const toggle = await screen.findByRole('switch', { name: 'Send me updates about my applications on WhatsApp' });
        expect((toggle as HTMLInputElement).checked).toBe(true);
        expect(screen.getByTestId('whatsapp-opt-in-state').textContent).toBe(`Opted in to WhatsApp messages on ${when} (when you applied).`);

        await userEvent.click(toggle);
        await waitFor(() => expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false));
        expect(sent.at(-1)).toEqual({ method: 'PUT', path: 'candidate/whatsapp-opt-in', body: { state: 'OPTED_OUT' } });
        expect(screen.getByTestId('whatsapp-opt-in-state').textContent).toBe(`Opted out of WhatsApp messages on ${when} (on this page).`);
    });
});

describe("the candidate's own switch while a change is sent", () => {
    it('stays enabled under the focus, says it is busy, and ignores presses until the answer', async () => {
        const user = userEvent.setup();
        current = { state: 'OPTED_IN', source: 'CAREER_APPLY', recorded_at: RECORDED_AT, has_phone: true };
        const answer = deferred<void>();
        sent = [];
        vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
            const request = { method: init.method ?? 'GET', path: new URL(url, 'http://acme.localhost').pathname.replace(/^\/api\//, ''), body: init.body ? JSON.parse(String(init.body)) : undefined };
            sent.push(request);
            if (request.method === 'PUT') {
                await answer.promise;
                current = { ...current, state: request.body.state, source: 'CANDIDATE_PROFILE', recorded_at: RECORDED_AT };
            }
            return jsonResponse(200, { status: true, message: '', data: current });
        });
        renderWith(<OwnWhatsAppOptInCard />);
        const toggle = (await screen.findByRole('switch', { name: 'Send me updates about my applications on WhatsApp' })) as HTMLInputElement;
        await user.click(toggle);
        await waitFor(() => expect(toggle.getAttribute('aria-busy')).toBe('true'));
        // Not disabled: the keyboard stays on it (a disabled switch dropped the focus to the page's top).
        expect(holdsFocus(toggle)).toBe(true);
        expect(toggle.getAttribute('aria-disabled')).toBe('true');
        await user.keyboard(' ');
        await user.click(toggle);
        expect(sent.filter(request => request.method === 'PUT')).toHaveLength(1);

        await act(async () => answer.resolve());
        await waitFor(() => expect(toggle.getAttribute('aria-busy')).toBeNull());
        expect(toggle.checked).toBe(false);
        expect(holdsFocus(toggle)).toBe(true);
        expect(sent.filter(request => request.method === 'PUT')).toEqual([{ method: 'PUT', path: 'candidate/whatsapp-opt-in', body: { state: 'OPTED_OUT' } }]);
    });
});

describe('the career apply form', () => {
    const job = { id: 'job-1', screening_questions: [] } as unknown as CareerJobDetail;
    const notice = { version: 3, text: 'Notice', updated_at: RECORDED_AT };

    it('sends whatsapp_opt_in only when the box beside the consent is ticked', () => {
        const ticked = applyBody(job, { ...emptyDraft(), consent: true, whatsapp: true }, notice, {}, null, null);
        expect(ticked).toEqual({ job_id: 'job-1', consent: { accepted: true, version: 3 }, whatsapp_opt_in: true });
        const unticked = applyBody(job, { ...emptyDraft(), consent: true }, notice, {}, null, null);
        expect(unticked).not.toHaveProperty('whatsapp_opt_in');
    });
});
