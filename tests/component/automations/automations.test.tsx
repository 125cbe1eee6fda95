/**
 * The automation pages over a fetch stub that answers by method and path: the
 * empty state leads to the editor, which offers the filters and recipients of
 * the chosen event, checks before sending and sends the rule; the switch turns
 * a rule off; delete waits for the confirmation; an edit sends only what
 * changed; the log shows what was sent, skipped and why. While a switch's change
 * runs, it keeps the focus and says it is busy, and every switch ignores presses.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AutomationsPage from '../../../custom/automations/AutomationsPage';
import { i18nProvider } from '../../../custom/i18nProvider';
import type { AutomationRule } from '../../../dataProvider/automations';
import { ToastHost } from '../../../ui/toast';
import { stubViewport } from '../../helpers/browserStubs';
import { deferred } from '../../helpers/deferred';
import { holdsFocus } from '../../helpers/focus';
import { jsonResponse } from '../../unit/dataProvider/fetchMock';

interface Sent {
    method: string;
    path: string;
    query: URLSearchParams;
    body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

let sent: Sent[] = [];

function stubApi(answer: (request: Sent) => Response | Promise<Response> | undefined) {
    sent = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
        const parsed = new URL(url, 'http://acme.localhost');
        const request = { method: init.method ?? 'GET', path: parsed.pathname.replace(/^\/api\//, ''), query: parsed.searchParams, body: init.body ? JSON.parse(String(init.body)) : undefined };
        sent.push(request);
        return answer(request) ?? jsonResponse(404, { status: false, message: `no stub for ${request.method} ${request.path}` });
    });
}

const ok = (data: unknown, extra: Record<string, unknown> = {}) => jsonResponse(200, { status: true, message: '', data, ...extra });
const meta = (total: number) => ({ total, perPage: 10, currentPage: 1, nextPage: null, previousPage: null, pageCount: total ? 1 : 0 });

const TEMPLATE = '11111111-1111-4111-8111-111111111111';
const options = {
    templates: [{ id: TEMPLATE, name: 'Interview invite', status: 'ACTIVE' }],
    jobs: [{ id: '22222222-2222-4222-8222-222222222222', title: 'Backend Engineer' }],
    stage_names: ['Applied', 'Screening', 'Interview', 'Hired'],
    sources: ['Career page', 'LinkedIn'],
};

function rule(fields: Partial<AutomationRule> = {}): AutomationRule {
    return {
        id: '33333333-3333-4333-8333-333333333333',
        name: 'Interview stage mail',
        channel: 'EMAIL',
        event_type: 'STAGE_ENTERED',
        job_ids: [],
        stage_names: ['Interview'],
        sources: [],
        results: [],
        template_id: TEMPLATE,
        template_name: 'Interview invite',
        recipients: ['CANDIDATE'],
        delay_value: 0,
        delay_unit: 'MINUTES',
        enabled: true,
        version: 3,
        created_at: '2026-01-01T10:00:00.000Z',
        updated_at: '2026-01-01T10:00:00.000Z',
        pending_count: 0,
        sent_count: 4,
        failed_count: 1,
        ...fields,
    };
}

function renderPage(channel: 'EMAIL' | 'WHATSAPP' = 'EMAIL') {
    return render(
        <MemoryRouter>
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                <AutomationsPage channel={channel} />
                <ToastHost />
            </AdminContext>
        </MemoryRouter>,
    );
}

beforeEach(() => stubViewport(1440));
afterEach(() => vi.unstubAllGlobals());

describe('AutomationsPage', () => {
    it('leads from the empty state to the editor, which sends "stage entered Interview: email the candidate"', async () => {
        const user = userEvent.setup();
        let rules: AutomationRule[] = [];
        stubApi(request => {
            if (request.method === 'GET' && request.path === 'email-trigger') return ok(rules, { meta: meta(rules.length) });
            if (request.path === 'email-trigger/options') return ok(options);
            if (request.method === 'POST' && request.path === 'email-trigger') {
                rules = [rule({ name: request.body.name })];
                return ok(rules[0]);
            }
            return undefined;
        });
        renderPage();
        expect(await screen.findByText('No automations yet')).toBeTruthy();
        await user.click(screen.getByRole('button', { name: 'New automation' }));
        const dialog = await screen.findByRole('dialog', { name: 'New automation' });

        // Checked before anything is sent.
        await user.click(within(dialog).getByRole('button', { name: 'Save' }));
        expect(within(dialog).getByText('Name the automation.')).toBeTruthy();
        expect(within(dialog).getByText('Choose when it sends.')).toBeTruthy();
        expect(sent.some(r => r.method === 'POST')).toBe(false);

        await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
        await user.paste('Interview stage mail');
        await user.click(within(dialog).getByRole('combobox', { name: 'When' }));
        await user.click(await screen.findByRole('option', { name: 'a card enters a stage' }));
        // A stage event has no interviewers and no result filter.
        expect(within(dialog).queryByRole('checkbox', { name: 'the interviewers' })).toBeNull();
        expect(within(dialog).queryByRole('combobox', { name: 'Results' })).toBeNull();
        await user.click(within(dialog).getByRole('combobox', { name: 'Stages' }));
        await user.click(await screen.findByRole('option', { name: 'Interview' }));
        await user.click(within(dialog).getByRole('combobox', { name: 'Template' }));
        await user.click(await screen.findByRole('option', { name: 'Interview invite' }));
        await user.click(within(dialog).getByRole('checkbox', { name: 'the candidate' }));
        await user.click(within(dialog).getByRole('button', { name: 'Save' }));

        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        const posted = sent.find(r => r.method === 'POST')!;
        expect(posted.body).toEqual({
            name: 'Interview stage mail',
            channel: 'EMAIL',
            event_type: 'STAGE_ENTERED',
            job_ids: [],
            stage_names: ['Interview'],
            sources: [],
            results: [],
            template_id: TEMPLATE,
            recipients: ['CANDIDATE'],
            delay_value: 0,
            delay_unit: 'MINUTES',
            enabled: true,
        });
        expect(await screen.findByText('Interview stage mail')).toBeTruthy();
        expect(screen.getByText('When a card enters a stage: send Interview invite to the candidate, at once')).toBeTruthy();
    }, 60_000);

    it("shows the server's field errors and keeps the dialog open", async () => {
        const user = userEvent.setup();
        stubApi(request => {
            if (request.method === 'GET' && request.path === 'email-trigger') return ok([], { meta: meta(0) });
            if (request.path === 'email-trigger/options') return ok(options);
            if (request.method === 'POST') return jsonResponse(400, { status: false, message: 'No job has a stage named "Gone".', errors: { stage_names: 'No job has a stage named "Gone".' } });
            return undefined;
        });
        renderPage();
        await user.click(await screen.findByRole('button', { name: 'New automation' }));
        const dialog = await screen.findByRole('dialog', { name: 'New automation' });
        await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
        await user.paste('Gone stage');
        await user.click(within(dialog).getByRole('combobox', { name: 'When' }));
        await user.click(await screen.findByRole('option', { name: 'an application is created' }));
        await user.click(within(dialog).getByRole('combobox', { name: 'Template' }));
        await user.click(await screen.findByRole('option', { name: 'Interview invite' }));
        await user.click(within(dialog).getByRole('checkbox', { name: 'the candidate' }));
        await user.click(within(dialog).getByRole('radio', { name: 'After a delay' }));
        const delay = within(dialog).getByRole('textbox', { name: 'Delay' });
        await user.clear(delay);
        await user.type(delay, 'soon');
        await user.click(within(dialog).getByRole('button', { name: 'Save' }));
        expect(within(dialog).getByText('Enter a whole number of at least 1.')).toBeTruthy();
        expect(sent.some(r => r.method === 'POST')).toBe(false);
        await user.clear(delay);
        await user.type(delay, '2');
        await user.click(within(dialog).getByRole('button', { name: 'Save' }));
        expect((await within(dialog).findAllByText('No job has a stage named "Gone".')).length).toBeGreaterThan(0);
        expect(sent.find(r => r.method === 'POST')!.body).toMatchObject({ delay_value: 2, delay_unit: 'HOURS', event_type: 'APPLICATION_CREATED' });
    }, 60_000);

    it('switches a rule off, deletes only after the confirmation, and an edit sends only what changed', async () => {
        const user = userEvent.setup();
        let current = rule();
        let deleted = false;
        stubApi(request => {
            if (request.method === 'GET' && request.path === 'email-trigger') return ok(deleted ? [] : [current], { meta: meta(deleted ? 0 : 1) });
            if (request.path === 'email-trigger/options') return ok(options);
            if (request.method === 'PATCH') {
                current = rule({ enabled: request.body.enabled, version: 4 });
                return ok(current);
            }
            if (request.method === 'PUT') {
                current = rule({ ...request.body, version: 5 });
                return ok(current);
            }
            if (request.method === 'DELETE') {
                deleted = true;
                return ok({ id: current.id });
            }
            return undefined;
        });
        renderPage();
        expect(await screen.findByText('4 sent')).toBeTruthy();
        expect(screen.getByText('1 failed')).toBeTruthy();
        // Named for what it switches, whatever its state (it said "… is on" while off).
        const toggle = screen.getByRole('switch', { name: 'Run “Interview stage mail”' });
        expect((toggle as HTMLInputElement).checked).toBe(true);
        await user.click(toggle);
        await waitFor(() => expect(sent.find(r => r.method === 'PATCH')?.body).toEqual({ enabled: false }));
        const switched = screen.getByRole('switch', { name: 'Run “Interview stage mail”' }) as HTMLInputElement;
        await waitFor(() => expect(switched.checked).toBe(false));
        // The keyboard stays on the switch: it is not disabled under the focus while the change is sent.
        expect(document.activeElement).toBe(switched);

        await user.click(screen.getByRole('button', { name: 'Edit Interview stage mail' }));
        const dialog = await screen.findByRole('dialog', { name: 'Edit automation' });
        const name = within(dialog).getByRole('textbox', { name: 'Name' });
        await user.clear(name);
        await user.paste('Renamed mail');
        await user.click(within(dialog).getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(sent.find(r => r.method === 'PUT')?.body).toEqual({ name: 'Renamed mail', version: 4 }));

        await user.click(await screen.findByRole('button', { name: 'Delete Renamed mail' }));
        const confirm = await screen.findByRole('dialog', { name: 'Are you sure ?' });
        await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
        expect(sent.some(r => r.method === 'DELETE')).toBe(false);
        await user.click(await screen.findByRole('button', { name: 'Delete Renamed mail' }));
        await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure ?' })).getByRole('button', { name: 'Confirm' }));
        await waitFor(() => expect(sent.filter(r => r.method === 'DELETE').map(r => r.path)).toEqual([`email-trigger/${current.id}`]));
        expect(await screen.findByText('No automations yet')).toBeTruthy();
    }, 60_000);

    it('keeps a switch under the focus while its change runs: busy, and every switch ignores presses until the answer', async () => {
        const user = userEvent.setup();
        const answer = deferred<void>();
        let rules = [rule(), rule({ id: '44444444-4444-4444-8444-444444444444', name: 'Offer mail' })];
        stubApi(request => {
            if (request.method === 'GET' && request.path === 'email-trigger') return ok(rules, { meta: meta(rules.length) });
            if (request.method === 'PATCH') {
                return answer.promise.then(() => {
                    rules = rules.map(r => (request.path.includes(r.id) ? { ...r, enabled: request.body.enabled, version: r.version + 1 } : r));
                    return ok(rules.find(r => request.path.includes(r.id)));
                });
            }
            return undefined;
        });
        renderPage();
        const toggle = (await screen.findByRole('switch', { name: 'Run “Interview stage mail”' })) as HTMLInputElement;
        const other = screen.getByRole('switch', { name: 'Run “Offer mail”' });
        await user.click(toggle);
        await waitFor(() => expect(toggle.getAttribute('aria-busy')).toBe('true'));
        // Not disabled: the keyboard stays on it, told that it is unavailable; the other rule's switch is unavailable too, not busy.
        expect(holdsFocus(toggle)).toBe(true);
        expect(toggle.getAttribute('aria-disabled')).toBe('true');
        expect(other.getAttribute('aria-disabled')).toBe('true');
        expect(other.getAttribute('aria-busy')).toBeNull();
        await user.keyboard(' ');
        expect(holdsFocus(toggle)).toBe(true);
        await user.click(other);
        expect(sent.filter(r => r.method === 'PATCH')).toHaveLength(1);

        await act(async () => answer.resolve());
        await waitFor(() => expect(toggle.getAttribute('aria-busy')).toBeNull());
        expect(toggle.getAttribute('aria-disabled')).toBeNull();
        expect(other.getAttribute('aria-disabled')).toBeNull();
        await waitFor(() => expect(toggle.checked).toBe(false));
    });

    it("shows a rule's log: to whom, sent, and skipped with its reason", async () => {
        const user = userEvent.setup();
        stubApi(request => {
            if (request.method === 'GET' && request.path === 'email-trigger') return ok([rule({ channel: 'WHATSAPP', name: 'Reminder' })], { meta: meta(1) });
            if (request.path.endsWith('/log')) {
                return ok(
                    [
                        { id: 'a', event_type: 'STAGE_ENTERED', recipient_kind: 'CANDIDATE', to_address: 'ivy@example.com', candidate_name: 'Ivy Applicant', application_id: null, status: 'SENT', reason: null, due_at: '2026-01-02T10:00:00.000Z', done_at: '2026-01-02T10:00:05.000Z', created_at: '2026-01-02T10:00:00.000Z' },
                        { id: 'b', event_type: 'STAGE_ENTERED', recipient_kind: 'CANDIDATE', to_address: 'sam@example.com', candidate_name: 'Sam', application_id: null, status: 'SKIPPED', reason: 'The candidate has not opted in to WhatsApp messages.', due_at: '2026-01-02T11:00:00.000Z', done_at: '2026-01-02T11:00:02.000Z', created_at: '2026-01-02T11:00:00.000Z' },
                    ],
                    { meta: meta(2) },
                );
            }
            return undefined;
        });
        renderPage('WHATSAPP');
        expect(await screen.findByRole('heading', { name: 'WhatsApp automations' })).toBeTruthy();
        await user.click(await screen.findByRole('button', { name: 'Log of Reminder' }));
        const dialog = await screen.findByRole('dialog', { name: 'Log of Reminder' });
        expect(await within(dialog).findByText('ivy@example.com')).toBeTruthy();
        expect(within(dialog).getByText('Sent')).toBeTruthy();
        expect(within(dialog).getByText('Skipped')).toBeTruthy();
        expect(within(dialog).getByText('The candidate has not opted in to WhatsApp messages.')).toBeTruthy();
        await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
        await user.click(await screen.findByRole('option', { name: 'Failed' }));
        await waitFor(() => expect(sent.filter(r => r.path.endsWith('/log')).at(-1)?.query.get('status')).toBe('FAILED'));
    });
});
