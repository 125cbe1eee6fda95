/**
 * A loopback stand-in for the WhatsApp Business Cloud API, for the tests
 * only: it keeps every request it receives and answers POST
 * /{phone-number-id}/messages as the Cloud API does (a wamid per message), or
 * with the Cloud API's error shape for numbers told to fail. It also builds
 * the webhooks the Cloud API would post back, signed with the app secret.
 * Never the internet.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
    method: string;
    path: string;
    headers: IncomingHttpHeaders;
    body: unknown;
}

export interface FakeWhatsApp {
    /** For WHATSAPP_API_URL. */
    url: string;
    received: FakeRequest[];
    /** Numbers the fake refuses as the Cloud API refuses an invalid recipient (400, code 131030). */
    failFor: Set<string>;
    /** The wamid the fake gave the nth accepted message (from 1). */
    messageId(n: number): string;
    close(): Promise<void>;
}

export async function startFakeWhatsApp(): Promise<FakeWhatsApp> {
    const received: FakeRequest[] = [];
    const failFor = new Set<string>();
    let accepted = 0;
    const messageId = (n: number) => `wamid.FAKE${String(n).padStart(6, '0')}`;
    const server = createServer((request, response) => {
        let text = '';
        request.on('data', chunk => (text += chunk));
        request.on('end', () => {
            let body: unknown = text;
            try {
                body = JSON.parse(text);
            } catch {
                // Kept as text: a test may look at what was not JSON.
            }
            received.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });
            const to = (body as { to?: string }).to ?? '';
            response.setHeader('content-type', 'application/json');
            if (request.method !== 'POST' || !/^\/v[0-9.]+\/[^/]+\/messages$/.test(request.url ?? '')) {
                response.statusCode = 404;
                response.end(JSON.stringify({ error: { message: 'Unknown path', code: 100 } }));
            } else if (failFor.has(to)) {
                response.statusCode = 400;
                response.end(JSON.stringify({ error: { message: '(#131030) Recipient phone number not in allowed list', type: 'OAuthException', code: 131030, fbtrace_id: 'fake' } }));
            } else {
                accepted++;
                response.end(JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: messageId(accepted) }] }));
            }
        });
    });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
        url: `http://127.0.0.1:${port}/v21.0`,
        received,
        failFor,
        messageId,
        close: () => new Promise<void>(resolve => server.close(() => resolve())),
    };
}

/** The webhook payload of delivery statuses, as the Cloud API posts it. */
export function statusWebhook(statuses: { id: string; status: 'sent' | 'delivered' | 'read' | 'failed'; recipient?: string; error?: { code: number; title: string; details?: string } }[]) {
    return envelope({
        statuses: statuses.map((s, i) => ({
            id: s.id,
            status: s.status,
            timestamp: String(1_700_000_000 + i),
            recipient_id: s.recipient ?? '919876543210',
            ...(s.error ? { errors: [{ code: s.error.code, title: s.error.title, message: s.error.title, error_data: { details: s.error.details ?? s.error.title } }] } : {}),
        })),
    });
}

/** An inbound text message from a number, as the Cloud API posts it. */
export function inboundTextWebhook(from: string, body: string) {
    return envelope({
        contacts: [{ profile: { name: 'Someone' }, wa_id: from }],
        messages: [{ from, id: `wamid.IN${from}`, timestamp: '1700000000', type: 'text', text: { body } }],
    });
}

function envelope(value: Record<string, unknown>) {
    return {
        object: 'whatsapp_business_account',
        entry: [{ id: 'WABA-FAKE', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '15550001111', phone_number_id: 'PHONE-FAKE' }, ...value } }] }],
    };
}

/** A webhook request (for app.inject) signed with the app secret as the Cloud API signs it; `signature` overrides it. */
export function signedWebhook(payload: unknown, appSecret: string, signature?: string | null) {
    const body = JSON.stringify(payload);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const header = signature === undefined ? `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}` : signature;
    if (header !== null) headers['x-hub-signature-256'] = header;
    return { method: 'POST' as const, url: '/api/webhooks/whatsapp', payload: body, headers };
}
