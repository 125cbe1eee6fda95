/**
 * What the offer form checks before sending: what the server's schema and its
 * rules across fields (server/lib/offers.ts, checkOffer) would refuse, each
 * said under its field in the page's words. The server still checks all of
 * it; a template no longer active is its to say.
 */
import { createOfferBodySchema, type OfferCurrency } from '../../config/contracts/offers';
import { formatNumber } from '../../ui/format';

export interface OfferValues {
    template_id: string;
    annual_ctc: string;
    currency: OfferCurrency;
    joining_date: string;
    expires_on: string;
    field_values: Record<string, string>;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

const MAX_CTC = createOfferBodySchema.properties.annual_ctc.maximum;

export interface OfferCheck {
    values: OfferValues;
    /** The application a new offer is for ('' when none is picked yet); null for a draft's edit, which does not change it (an old offer may have none). */
    applicationId: string | null;
    /** The picked template's own fields, each to fill. */
    fields: readonly string[];
    /** YYYY-MM-DD in the workspace's zone: the server's "today" for the expiry. */
    today: string;
}

/** Field errors keyed as the server keys them (`field_values.reporting_manager`); none when the form may be sent. */
export function offerErrors({ values, applicationId, fields, today }: OfferCheck, translate: Translate): Record<string, string> {
    const errors: Record<string, string> = {};
    if (applicationId === '') errors.application_id = translate('ats.offers.errors.application');
    if (!values.template_id) errors.template_id = translate('ats.offers.errors.template');
    const ctc = Number(values.annual_ctc);
    if (values.annual_ctc.trim() === '') errors.annual_ctc = translate('ats.offers.errors.salary_required');
    else if (!Number.isFinite(ctc) || ctc < 0 || ctc > MAX_CTC) errors.annual_ctc = translate('ats.offers.errors.salary_range', { max: formatNumber(MAX_CTC) });
    if (!values.joining_date) errors.joining_date = translate('ats.offers.errors.joining_required');
    if (!values.expires_on) errors.expires_on = translate('ats.offers.errors.expires_required');
    else if (values.expires_on < today) errors.expires_on = translate('ats.offers.errors.expires_past');
    else if (values.joining_date && values.expires_on > values.joining_date) errors.expires_on = translate('ats.offers.errors.expires_after_joining');
    for (const name of fields) if (!values.field_values[name]?.trim()) errors[`field_values.${name}`] = translate('ats.offers.errors.field_missing');
    return errors;
}
