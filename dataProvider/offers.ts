/**
 * Offer letters (docs/api-communication.md, "Offer letters") as typed custom
 * dataProvider methods: the list, one offer, drafting from an application,
 * editing a draft, sending, resending, withdrawing, the PDF, and the
 * application picker. Every shape is config/contracts/offers.ts's; the
 * console app adds these with `withCustomMethods`, so pages call
 * `useDataProvider<OffersDataProvider>()`.
 */
import type { DataProvider } from 'react-admin';
import type { ListMeta } from '../config/contracts/common';
import type { CreateOfferBody, Offer, OfferApplicationOption, OfferStatus, UpdateOfferBody } from '../config/contracts/offers';
import { apiUrl, apiHeaders, toHttpError, type QueryParams } from './httpClient';
import { call, data } from './jobs';

export type * from '../config/contracts/offers';

export interface OfferPage {
    data: Offer[];
    meta: ListMeta;
}

/** An offer letter template as the picker reads it (GET offer-letter/templates/{id}, a generated resource). */
export interface OfferTemplate {
    id: string;
    name: string;
    body: string;
}

const id = (value: string) => encodeURIComponent(value);

export const offerPaths = {
    list: 'offer-letters',
    one: (offerId: string) => `offer-letter/${id(offerId)}`,
    create: 'offer-letter',
    pdf: (offerId: string) => `offer-letter/${id(offerId)}/pdf`,
    status: (offerId: string) => `offer-letter/${id(offerId)}/update-status`,
    resend: (offerId: string) => `offer-letter/${id(offerId)}/resend`,
    applications: 'offer-letter/applications',
    templateOptions: 'offer-letter/templates-options',
    template: (templateId: string) => `offer-letter/templates/${id(templateId)}`,
} as const;

/** The bytes of a file the API serves (httpClient reads text), with the same headers and errors. */
export async function fetchBlob(path: string, query: QueryParams = {}): Promise<Blob> {
    const response = await fetch(apiUrl(path, query), { headers: apiHeaders() });
    if (!response.ok) throw toHttpError(response.status, await response.text());
    return response.blob();
}

type Answer = Promise<{ data: Offer; message?: string }>;

export interface OffersMethods {
    offers(query: { page?: number; limit?: number; offer_status?: OfferStatus; application_id?: string; search?: string }): Promise<OfferPage>;
    offer(offerId: string): Promise<Offer>;
    createOffer(body: CreateOfferBody): Answer;
    updateOffer(offerId: string, body: UpdateOfferBody): Answer;
    deleteOffer(offerId: string): Promise<{ message?: string }>;
    /** SENT sends a draft; WITHDRAWN withdraws a sent offer. */
    updateOfferStatus(offerId: string, status: 'SENT' | 'WITHDRAWN'): Answer;
    resendOffer(offerId: string): Answer;
    /** The letter's PDF: the sent one, or a draft's preview (not `offerPdf`: that is the candidate's own, candidatePortal.ts). */
    offerLetterPdf(offerId: string): Promise<Blob>;
    offerApplications(search: string): Promise<OfferApplicationOption[]>;
    offerTemplateOptions(): Promise<{ id: string; label: string }[]>;
    offerTemplate(templateId: string): Promise<OfferTemplate>;
}

export type OffersDataProvider = DataProvider & OffersMethods;

async function withMessage<T>(json: Promise<{ data: T; message?: string }>): Promise<{ data: T; message?: string }> {
    const answer = await json;
    return { data: answer.data, message: answer.message };
}

export const offersMethods: OffersMethods = {
    offers: async query => {
        const json = await call<Offer[]>('GET', offerPaths.list, { query });
        if (!json.meta) throw new Error(`${offerPaths.list} answered without its list meta`);
        return { data: json.data, meta: json.meta };
    },
    offer: offerId => data('GET', offerPaths.one(offerId)),
    createOffer: body => withMessage(call('POST', offerPaths.create, { body })),
    updateOffer: (offerId, body) => withMessage(call('PUT', offerPaths.one(offerId), { body })),
    deleteOffer: async offerId => ({ message: (await call('DELETE', offerPaths.one(offerId))).message }),
    updateOfferStatus: (offerId, status) => withMessage(call('PATCH', offerPaths.status(offerId), { body: { status } })),
    resendOffer: offerId => withMessage(call('POST', offerPaths.resend(offerId))),
    offerLetterPdf: offerId => fetchBlob(offerPaths.pdf(offerId)),
    offerApplications: search => data('GET', offerPaths.applications, { query: search.trim() ? { search: search.trim() } : {} }),
    offerTemplateOptions: () => data('GET', offerPaths.templateOptions),
    offerTemplate: templateId => data('GET', offerPaths.template(templateId)),
};
