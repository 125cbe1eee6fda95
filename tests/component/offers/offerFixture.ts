/** An offer as the API answers it, a draft by default, for the offer screens' tests. */
import type { Offer } from '../../../dataProvider/offers';

export function offerFixture(patch: Partial<Offer> = {}): Offer {
    return {
        id: 'o1',
        application_id: 'app-1',
        candidate_id: 'c1',
        candidate_name: 'Chris Candidate',
        candidate_email: 'chris@mail.example',
        job_title: 'Platform Engineer',
        template_id: 't1',
        template_name: 'Standard offer',
        annual_ctc: 1_200_000,
        currency: 'INR',
        // Far ahead: the form refuses an answer-by day in the past.
        joining_date: '2099-02-01',
        expires_on: '2099-01-15',
        field_values: {},
        offer_status: 'DRAFT',
        sent_at: null,
        sent_by: null,
        responded_at: null,
        decline_reason: null,
        created_at: '2026-11-01T10:00:00.000Z',
        updated_at: '2026-11-01T10:00:00.000Z',
        version: 1,
        ...patch,
    };
}
