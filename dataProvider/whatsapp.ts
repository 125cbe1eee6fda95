/**
 * WhatsApp consent and sending (docs/api-communication.md, "WhatsApp") over
 * the one httpClient: the recruiter's view of an application's candidate and
 * the candidate's own. Every shape is config/contracts/whatsapp.ts's.
 */
import type { WhatsAppOptIn, WhatsAppOptInBody, WhatsAppSendAnswer, WhatsAppSendBody } from '../config/contracts/whatsapp';
import { call, data } from './jobs';

export type * from '../config/contracts/whatsapp';

const application = (id: string) => `applications/${encodeURIComponent(id)}`;

export const whatsappPaths = {
    applicationOptIn: (id: string) => `${application(id)}/whatsapp-opt-in`,
    send: (id: string) => `${application(id)}/whatsapp`,
    ownOptIn: 'candidate/whatsapp-opt-in',
} as const;

export const applicationOptIn = (applicationId: string) => data<WhatsAppOptIn>('GET', whatsappPaths.applicationOptIn(applicationId));

export const recordApplicationOptIn = (applicationId: string, body: WhatsAppOptInBody) => data<WhatsAppOptIn>('PUT', whatsappPaths.applicationOptIn(applicationId), { body });

export const sendWhatsApp = (applicationId: string, body: WhatsAppSendBody) => call<WhatsAppSendAnswer>('POST', whatsappPaths.send(applicationId), { body });

export const ownOptIn = () => data<WhatsAppOptIn>('GET', whatsappPaths.ownOptIn);

export const recordOwnOptIn = (body: WhatsAppOptInBody) => data<WhatsAppOptIn>('PUT', whatsappPaths.ownOptIn, { body });
