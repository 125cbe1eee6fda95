/**
 * The bulk mail dialog, the communication log and the unsubscribe page over a
 * fetch stub that answers by method and path: the dialog previews the first
 * recipient, sends the selection in chunks with its progress and ends with a
 * report of who did not get it and why; the log retries a failed message; the
 * unsubscribe page changes nothing until its button is pressed.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../custom/i18nProvider';
import { CommunicationLogPage } from '../../../custom/messaging/CommunicationLogPage';
import { SendMailDialog } from '../../../custom/messaging/SendMailDialog';
import { UnsubscribePage } from '../../../custom/messaging/UnsubscribePage';
import { ToastHost } from '../../../ui/toast';
import { jsonResponse } from '../../unit/dataProvider/fetchMock';
import { stubViewport } from '../../helpers/browserStubs';
import { holdsFocus } from '../../helpers/focus';

interface Sent {
    method: string;
    path: string;
    query: URLSearchParams;
    body: any;
}

let sent: Sent[] = [];

function stubApi(answer: (request: Sent) => Response | undefined) {
    sent = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
        const parsed = new URL(url, 'http://acme.localhost');
        const request = { method: init.method ?? 'GET', path: parsed.pathname.replace(/^\/api\//, ''), query: parsed.searchParams, body: init.body ? JSON.parse(String(init.body)) : undefined };
        sent.push(request);
        return answer(request) ?? jsonResponse(404, { status: false, message: `no stub for ${request.method} ${request.path}` });
    });
}

const ok = (data: unknown, extra: Record<string, unknown> = {}) => jsonResponse(200, { status: true, message: '', data, ...extra });

function renderAt(element: ReactElement, path = '/', route = '/') {
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                <Routes>
                    <Route path={route} element={element} />
                </Routes>
                <ToastHost />
            </AdminContext>
        </MemoryRouter>,
    );
}

const ids = Array.from({ length: 120 }, (_, i) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`);
const templates = [
    { id: 't1', name: 'Interview invite', purpose: 'INTERVIEW' },
    { id: 't2', name: 'Newsletter', purpose: 'MARKETING' },
    { id: 't3', name: 'Invite with its date', purpose: 'INTERVIEW', subject: 'Interview for {{job.title}}', body: '<p>On {{interview.starts_at}} at {{interview.place}}</p>' },
];

beforeEach(() => stubViewport(1440));
afterEach(() => vi.unstubAllGlobals());

describe('SendMailDialog', () => {
    it('previews the first recipient, sends in chunks with progress, and reports who did not get it', async () => {
        const user = userEvent.setup();
        stubApi(request => {
            if (request.path === 'email/templates') return ok(templates);
            if (request.path === 'applications/send-mail/preview') {
                return ok({ to: 'first@example.com', candidate_name: 'First Person', subject: `Subject for ${request.body.template_id}`, html: '<p>Hi First</p>', text: 'Hi First', marketing: true, not_sent_reason: null });
            }
            if (request.path === 'applications/send-mail') {
                const results = (request.body.application_ids as string[]).map((id, i) =>
                    id === ids[7] ? { id, name: 'No Mail', to: null, sent: false, reason: 'NO_EMAIL', detail: null } : { id, name: `P${i}`, to: `p${i}@example.com`, sent: true, reason: null, detail: null },
                );
                return ok({ sent: results.filter(r => r.sent).length, not_sent: results.filter(r => !r.sent).length, results });
            }
            return undefined;
        });
        const onSent = vi.fn();
        renderAt(<SendMailDialog applicationIds={ids} onClose={vi.fn()} onSent={onSent} />);
        const dialog = await screen.findByRole('dialog', { name: 'Send mail to 120 applicants' });
        const send = within(dialog).getByRole('button', { name: 'Send to 120 applicants' });
        expect((send as HTMLButtonElement).disabled).toBe(true);
        await user.click(within(dialog).getByRole('combobox', { name: 'Email template' }));
        await user.click(await screen.findByRole('option', { name: 'Newsletter' }));
        expect(await within(dialog).findByText('As First Person (first@example.com) will get it')).toBeTruthy();
        expect(within(dialog).getByTestId('preview-subject').textContent).toContain('Subject for t2');
        expect(within(dialog).getByText('Marketing: with unsubscribe link')).toBeTruthy();
        const preview = sent.find(r => r.path === 'applications/send-mail/preview');
        expect(preview?.body).toEqual({ template_id: 't2', application_id: ids[0] });

        await user.click(send);
        expect(await within(dialog).findByText('119 of 120 queued, 1 not sent.')).toBeTruthy();
        const chunks = sent.filter(r => r.path === 'applications/send-mail').map(r => r.body.application_ids as string[]);
        expect(chunks.map(c => c.length)).toEqual([50, 50, 20]);
        expect(chunks.flat()).toEqual(ids);
        const table = within(dialog).getByRole('table', { name: 'Not sent' });
        expect(within(table).getByText('No Mail')).toBeTruthy();
        expect(within(table).getByText('No email address')).toBeTruthy();
        expect(onSent).toHaveBeenCalledWith(expect.arrayContaining([expect.objectContaining({ id: ids[7], reason: 'NO_EMAIL' })]));
        // Send, which kept the focus while sending, is gone: Close, in its place, has it.
        expect(within(dialog).queryByRole('button', { name: 'Send to 120 applicants' })).toBeNull();
        await waitFor(() => expect(holdsFocus(within(dialog).getByRole('button', { name: 'Close' }))).toBe(true));
    });

    it("offers a template with an interview's variables disabled, saying which it cannot fill", async () => {
        const user = userEvent.setup();
        stubApi(request => (request.path === 'email/templates' ? ok(templates) : undefined));
        renderAt(<SendMailDialog applicationIds={ids.slice(0, 2)} onClose={vi.fn()} />);
        const dialog = await screen.findByRole('dialog', { name: 'Send mail to 2 applicants' });
        await user.click(within(dialog).getByRole('combobox', { name: 'Email template' }));
        const invite = await screen.findByRole('option', { name: /Invite with its date/ });
        expect(invite.getAttribute('aria-disabled')).toBe('true');
        expect(invite.textContent).toContain('Uses {{interview.starts_at}}, {{interview.place}}, which this mail cannot fill in');
        expect(screen.getByRole('option', { name: 'Newsletter' }).getAttribute('aria-disabled')).toBeNull();
    });

    it('reports a refused chunk as not sent with the server message, and goes on', async () => {
        const user = userEvent.setup();
        let call = 0;
        stubApi(request => {
            if (request.path === 'email/templates') return ok(templates);
            if (request.path === 'applications/send-mail/preview') return ok({ to: 'a@example.com', candidate_name: 'A', subject: 'S', html: '', text: '', marketing: false, not_sent_reason: null });
            if (request.path === 'applications/send-mail') {
                call += 1;
                if (call === 1) return jsonResponse(400, { status: false, message: 'This email template is switched off.', errors: { template_id: 'This email template is switched off.' } });
                const results = (request.body.application_ids as string[]).map(id => ({ id, name: 'X', to: 'x@example.com', sent: true, reason: null, detail: null }));
                return ok({ sent: results.length, not_sent: 0, results });
            }
            return undefined;
        });
        renderAt(<SendMailDialog applicationIds={ids.slice(0, 60)} onClose={vi.fn()} />);
        const dialog = await screen.findByRole('dialog');
        await user.click(within(dialog).getByRole('combobox', { name: 'Email template' }));
        await user.click(await screen.findByRole('option', { name: 'Interview invite' }));
        await user.click(within(dialog).getByRole('button', { name: 'Send to 60 applicants' }));
        expect(await within(dialog).findByText('10 of 60 queued, 50 not sent.')).toBeTruthy();
        expect(within(dialog).getAllByText('This email template is switched off.')).toHaveLength(50);
    });
});

const entry = (overrides: Record<string, unknown>) => ({
    id: 'm1',
    channel: 'EMAIL',
    to: 'jane@example.com',
    subject: 'Your interview',
    category: 'TRANSACTIONAL',
    status: 'SENT',
    error: null,
    template_id: 't1',
    template_name: 'Interview invite',
    rule_id: null,
    rule_name: null,
    sent_by: 'u1',
    sent_by_name: 'Rita Recruiter',
    application_id: 'a1',
    candidate_id: 'c1',
    candidate_name: 'Jane Doe',
    created_at: '2026-11-20T10:00:00.000Z',
    sent_at: null,
    ...overrides,
});
const meta = { total: 2, perPage: 10, currentPage: 1, nextPage: null, previousPage: null, pageCount: 1 };

describe('CommunicationLogPage', () => {
    it('lists messages with their origin and retries a failed one', async () => {
        const user = userEvent.setup();
        const failed = entry({ id: 'm2', status: 'FAILED', error: 'mailbox unavailable', subject: 'Offer', category: 'MARKETING', template_name: null, sent_by_name: null, rule_id: 'r1', rule_name: 'Offer sent' });
        stubApi(request => {
            if (request.path === 'communication-log') return ok([entry({}), failed], { meta });
            if (request.path === 'communication-log/m2/retry') return ok({ ...failed, status: 'QUEUED', error: null });
            return undefined;
        });
        renderAt(<CommunicationLogPage />);
        const rows = await screen.findAllByTestId('log-row');
        expect(rows).toHaveLength(2);
        // Every column is named, the Retry buttons' one too (unseen): an empty header is axe's empty-table-header.
        const headers = screen.getAllByRole('columnheader').map(header => header.textContent);
        expect(headers).toHaveLength(8);
        expect(headers.filter(name => !name)).toEqual([]);
        expect(headers.at(-1)).toBe('Actions');
        expect(within(rows[0]).getByText('Template Interview invite · Rita Recruiter')).toBeTruthy();
        expect(within(rows[1]).getByText('Rule Offer sent')).toBeTruthy();
        expect(within(rows[1]).getByText('mailbox unavailable')).toBeTruthy();
        expect(within(rows[1]).getByText('Marketing')).toBeTruthy();
        expect(within(rows[0]).queryByText('Marketing')).toBeNull();
        expect(within(rows[0]).queryByRole('button', { name: 'Retry' })).toBeNull();
        await user.click(within(rows[1]).getByRole('button', { name: 'Retry' }));
        await waitFor(() => expect(within(rows[1]).getByText('Queued')).toBeTruthy());
        expect(sent.find(r => r.path === 'communication-log/m2/retry')?.body).toEqual({ channel: 'EMAIL' });
        expect(within(rows[1]).queryByRole('button', { name: 'Retry' })).toBeNull();
        // Retry went with the focus: the row's new status has it.
        await waitFor(() => expect(document.activeElement?.textContent).toBe('Queued'));
        expect(rows[1].contains(document.activeElement)).toBe(true);
    });

    it('filters by status from the first page', async () => {
        const user = userEvent.setup();
        stubApi(request => (request.path === 'communication-log' ? ok([entry({})], { meta: { ...meta, total: 1 } }) : undefined));
        renderAt(<CommunicationLogPage />);
        await screen.findAllByTestId('log-row');
        await user.click(screen.getByRole('combobox', { name: 'Status' }));
        await user.click(await screen.findByRole('option', { name: 'Failed' }));
        await waitFor(() => expect(sent.filter(r => r.path === 'communication-log').at(-1)?.query.get('status')).toBe('FAILED'));
        expect(sent.filter(r => r.path === 'communication-log').at(-1)?.query.get('page')).toBe('1');
    });
});

describe('UnsubscribePage', () => {
    it('asks first, then unsubscribes', async () => {
        const user = userEvent.setup();
        let left = false;
        stubApi(request => {
            if (request.path !== 'unsubscribe' || request.query.get('token') !== 'abc.def') return undefined;
            if (request.method === 'POST') left = true;
            return ok({ email: 'jane@example.com', company_name: 'Acme', unsubscribed: left });
        });
        renderAt(<UnsubscribePage />, '/unsubscribe/abc.def', '/unsubscribe/:token');
        expect(await screen.findByText(/Stop marketing emails from Acme to jane@example.com\?/)).toBeTruthy();
        expect(sent.filter(r => r.method === 'POST')).toHaveLength(0);
        await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
        expect(await screen.findByText("jane@example.com is unsubscribed from Acme's marketing emails.")).toBeTruthy();
    });

    it('says so when the link is not valid', async () => {
        stubApi(() => jsonResponse(404, { status: false, message: 'This unsubscribe link is not valid.' }));
        renderAt(<UnsubscribePage />, '/unsubscribe/bad.token', '/unsubscribe/:token');
        expect(await screen.findByText('This unsubscribe link is not valid.')).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    });
});

describe('CommunicationLogPage search', () => {
    it('applies the recipient search on Enter', async () => {
        const user = userEvent.setup();
        stubApi(request => (request.path === 'communication-log' ? ok([entry({})], { meta: { ...meta, total: 1 } }) : undefined));
        renderAt(<CommunicationLogPage />);
        await screen.findAllByTestId('log-row');
        await user.type(screen.getByRole('searchbox', { name: 'Recipient' }), 'jane{Enter}');
        await waitFor(() => expect(sent.filter(r => r.path === 'communication-log').at(-1)?.query.get('search')).toBe('jane'));
    });
});
