/**
 * The template editors of the generated email template form (config/resources/
 * email_templates.json): the variable chips insert `{{name}}` at the cursor
 * of the subject and of the rich-text body, the saved body carries them, the
 * enum shows words, and Preview sends the form's unsaved subject and body to
 * email-content and shows the rendered message in a dialog. Each field's
 * error stands right under it, before its chips and the Preview button (it
 * stood after them, away from the field), once, and describes the field.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicResourceConfig, type ResourceConfig as ServerResourceConfig } from '../../../config/resources';
import { clearResources } from '../../../dataProvider/resourceRegistry';
import type { ResourceConfig } from '../../../resources/types';
import { jsonResponse } from '../../unit/dataProvider/fetchMock';
import { fakeDataProvider, renderGenerated, stubBrowser } from '../resources/resourceTestUtils';

const shipped = (file: string) => publicResourceConfig(JSON.parse(readFileSync(join(process.cwd(), 'config/resources', file), 'utf8')) as ServerResourceConfig) as ResourceConfig;
const emailTemplates = shipped('email_templates.json');
const whatsappTemplates = shipped('whatsapp_templates.json');

let previews: Array<Record<string, unknown>> = [];

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out.
function stubLayout() {
    const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getClientRects = rects;
    Range.prototype.getBoundingClientRect = () => new DOMRect();
    Element.prototype.getClientRects = rects;
    document.elementFromPoint = () => null;
}

beforeEach(() => {
    stubBrowser();
    stubLayout();
    previews = [];
});
afterEach(() => {
    vi.unstubAllGlobals();
    clearResources();
});

function stubPreview(answer: (body: Record<string, unknown>) => Response) {
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
        const path = new URL(url, 'http://acme.localhost').pathname;
        if (path !== '/api/email-content') return jsonResponse(404, { status: false, message: `no stub for ${path}` });
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        previews.push(body);
        return answer(body);
    });
}

// The editor is a lazy chunk: its first load in a test run takes a while.
const bodyEditor = async () => screen.findByRole('textbox', { name: 'Body' }, { timeout: 30_000 });

describe('the email template editor', () => {
    it('inserts a chip at the cursor of the subject and of the body, and saves both', async () => {
        const dataProvider = fakeDataProvider([]);
        renderGenerated({ path: '/corporate/email-template/create', configs: [emailTemplates], dataProvider });
        // The first render of a test run is slow on a busy machine.
        const subject = (await screen.findByRole('textbox', { name: 'Subject' }, { timeout: 15_000 })) as HTMLInputElement;
        fireEvent.change(subject, { target: { value: 'Hello world' } });
        subject.setSelectionRange(6, 6);
        // The subject's chips wait behind their toggle.
        expect(screen.queryByRole('button', { name: 'Insert Job title into Subject' })).toBeNull();
        fireEvent.click(screen.getByRole('button', { name: 'Variables for Subject' }));
        fireEvent.click(screen.getByRole('button', { name: 'Insert Job title into Subject' }));
        expect(subject.value).toBe('Hello {{job.title}}world');

        const editor = await bodyEditor();
        expect(editor.getAttribute('contenteditable')).toBe('true');
        fireEvent.click(screen.getByRole('button', { name: 'Insert Candidate first name into Body' }));
        await waitFor(() => expect(editor.textContent).toBe('{{candidate.first_name}}'));
        fireEvent.click(screen.getByRole('button', { name: 'Insert Company name into Body' }));
        await waitFor(() => expect(editor.textContent).toBe('{{candidate.first_name}}{{company.name}}'));

        fireEvent.change(screen.getByRole('textbox', { name: 'Template name' }), { target: { value: 'Welcome' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() =>
            expect(dataProvider.create).toHaveBeenCalledWith(
                'corporate/email-template',
                expect.objectContaining({ data: expect.objectContaining({ name: 'Welcome', subject: 'Hello {{job.title}}world', body: '<p>{{candidate.first_name}}{{company.name}}</p>' }) }),
            ),
        );
        // The first test loads the editor's chunk (Tiptap, ProseMirror): a slow start on a busy machine, not a hang.
    }, 60_000);

    it('shows "Used for" as words in the form, the list and its filter', async () => {
        const user = userEvent.setup();
        const { unmount } = renderGenerated({ path: '/corporate/email-template/create', configs: [emailTemplates] });
        await user.click(await screen.findByRole('combobox', { name: /Used for/ }));
        const options = within(await screen.findByRole('listbox')).getAllByRole('option').map(o => o.textContent);
        expect(options).toEqual(['Invitation', 'Interview', 'Offer', 'Rejection', 'General', 'Marketing']);
        unmount();

        const records = [{ id: 'e1', name: 'Invite', purpose: 'INVITE', subject: 'Hi', status: 'ACTIVE', version: 1, updated_at: '2026-01-02T10:00:00Z' }];
        renderGenerated({ path: '/corporate/email-template', configs: [emailTemplates], dataProvider: fakeDataProvider(records) });
        const row = (await screen.findByText('Invite')).closest('tr')!;
        expect(within(row).getByText('Invitation')).toBeTruthy();
        expect(within(row).queryByText('INVITE')).toBeNull();
        await user.click(screen.getByRole('combobox', { name: 'Used for' }));
        expect(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Rejection' })).toBeTruthy();
    });

    it('previews the unsaved subject and body in a dialog', async () => {
        stubPreview(() =>
            jsonResponse(200, {
                status: true,
                message: 'Preview rendered.',
                data: { subject: 'Hello Senior Engineer', html: '<p>Dear &lt;b&gt;Eve&lt;/b&gt;</p>', text: 'Dear <b>Eve</b>', application_id: '00000000-0000-4000-8000-000000000001', candidate_name: 'Eve Adams', job_title: 'Senior Engineer' },
            }),
        );
        renderGenerated({ path: '/corporate/email-template/create', configs: [emailTemplates] });
        fireEvent.change(await screen.findByRole('textbox', { name: 'Subject' }), { target: { value: 'Hello {{job.title}}' } });
        await bodyEditor();
        const preview = screen.getByRole('button', { name: 'Preview' });
        expect((preview as HTMLButtonElement).disabled).toBe(true);
        fireEvent.click(screen.getByRole('button', { name: 'Insert Candidate name into Body' }));
        await waitFor(() => expect((preview as HTMLButtonElement).disabled).toBe(false));
        fireEvent.click(preview);

        const dialog = await screen.findByRole('dialog', { name: 'Preview' });
        expect(previews).toEqual([{ kind: 'EMAIL', subject: 'Hello {{job.title}}', body: '<p>{{candidate.name}}</p>' }]);
        expect(within(dialog).getByTestId('preview-subject').textContent).toBe('Hello Senior Engineer');
        expect(within(dialog).getByText('As Eve Adams would read it, for Senior Engineer')).toBeTruthy();
        const frame = within(dialog).getByTitle('Rendered message') as HTMLIFrameElement;
        expect(frame.getAttribute('sandbox')).toBe('');
        expect(frame.getAttribute('srcdoc')).toContain('<p>Dear &lt;b&gt;Eve&lt;/b&gt;</p>');
        expect(within(dialog).getByTestId('preview-text').textContent).toBe('Dear <b>Eve</b>');
    });

    it("shows the server's refusal naming the unknown variable", async () => {
        stubPreview(() => jsonResponse(400, { status: false, message: 'Unknown variable {{job.name}}: pick one from the list.', errors: { subject: 'Unknown variable {{job.name}}: pick one from the list.' } }));
        renderGenerated({ path: '/corporate/email-template/create', configs: [emailTemplates] });
        fireEvent.change(await screen.findByRole('textbox', { name: 'Subject' }), { target: { value: 'About {{job.name}}' } });
        await bodyEditor();
        fireEvent.click(screen.getByRole('button', { name: 'Insert Candidate name into Body' }));
        fireEvent.click(await screen.findByRole('button', { name: 'Preview' }));
        const dialog = await screen.findByRole('dialog', { name: 'Preview' });
        expect((await within(dialog).findByRole('alert')).textContent).toContain('{{job.name}}');
    });
});

/** `a` comes before `b` in the page. */
const precedes = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

/** The text of the element an input's aria-describedby names. */
const description = (input: Element) =>
    (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map(id => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();

describe("the email template form's errors", () => {
    it('says each error under its own field, above the chips and the Preview button', async () => {
        const dataProvider = fakeDataProvider([]);
        renderGenerated({ path: '/corporate/email-template/create', configs: [emailTemplates], dataProvider });
        const subject = await screen.findByRole('textbox', { name: 'Subject' }, { timeout: 15_000 });
        const editor = await bodyEditor();
        fireEvent.change(screen.getByRole('textbox', { name: 'Template name' }), { target: { value: 'Welcome' } });
        fireEvent.change(subject, { target: { value: 'H' } });
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));

        await waitFor(() => expect(subject.getAttribute('aria-invalid')).toBe('true'));
        const subjectError = screen.getByText('At least 2 characters');
        expect(description(subject)).toBe('At least 2 characters');
        expect(precedes(subjectError, screen.getByRole('button', { name: 'Variables for Subject' }))).toBe(true);

        await waitFor(() => expect(editor.getAttribute('aria-invalid')).toBe('true'));
        const bodyError = screen.getByText('Required');
        expect(description(editor)).toBe('Required');
        expect(precedes(editor, bodyError)).toBe(true);
        expect(precedes(bodyError, screen.getByRole('group', { name: 'Variables for Body' }))).toBe(true);
        expect(precedes(bodyError, screen.getByRole('button', { name: 'Preview' }))).toBe(true);
        // Said once: not again in rjsf's list below the field.
        expect(screen.getAllByText('At least 2 characters')).toHaveLength(1);
        expect(screen.getAllByText('Required')).toHaveLength(1);
        expect(dataProvider.create).not.toHaveBeenCalled();
    }, 60_000);

    it("puts the server's refusal of the subject under the subject", async () => {
        const dataProvider = fakeDataProvider([]);
        const refusal = 'Unknown variable {{job.name}}: pick one from the list.';
        dataProvider.create.mockRejectedValue({ status: 400, body: { status: false, message: 'Please correct the highlighted fields.', errors: { subject: refusal } } });
        renderGenerated({ path: '/corporate/email-template/create', configs: [emailTemplates], dataProvider });
        const subject = await screen.findByRole('textbox', { name: 'Subject' }, { timeout: 15_000 });
        await bodyEditor();
        fireEvent.change(screen.getByRole('textbox', { name: 'Template name' }), { target: { value: 'Welcome' } });
        fireEvent.change(subject, { target: { value: 'About {{job.name}}' } });
        fireEvent.click(screen.getByRole('button', { name: 'Insert Candidate name into Body' }));
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(description(subject)).toBe(refusal));
        expect(screen.getAllByText(refusal)).toHaveLength(1);
        expect(precedes(screen.getByText(refusal), screen.getByRole('button', { name: 'Variables for Subject' }))).toBe(true);
    }, 60_000);
});

describe('the WhatsApp template editor', () => {
    it('adds the next numbered placeholder at the cursor and maps it to a variable', async () => {
        renderGenerated({ path: '/corporate/whatsapp-template/create', configs: [whatsappTemplates] });
        const message = (await screen.findByRole('textbox', { name: 'Message' })) as HTMLTextAreaElement;
        fireEvent.change(message, { target: { value: 'Hi , see you' } });
        message.setSelectionRange(3, 3);
        fireEvent.click(screen.getByRole('button', { name: 'Add placeholder {{1}}' }));
        expect(message.value).toBe('Hi {{1}}, see you');
        // The cursor is after the placeholder at once, before any frame: a keystroke that follows lands there, and the
        // cursor does not jump back over it later (the editor used to put it back a frame later).
        expect([document.activeElement, message.selectionStart, message.selectionEnd]).toEqual([message, 8, 8]);
        fireEvent.change(message, { target: { value: 'Hi {{1}} dear, see you' } });
        message.setSelectionRange(13, 13);
        await new Promise(resolve => requestAnimationFrame(resolve));
        expect(message.selectionStart).toBe(13);
        expect(screen.getByRole('button', { name: 'Add placeholder {{2}}' })).toBeTruthy();
        // Each entry of the mapping says which placeholder it fills.
        fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));
        expect(await screen.findByRole('combobox', { name: /Fills \{\{1\}\}/ })).toBeTruthy();
    });
});
