/**
 * The application drawer's offers: each offer made for the application with
 * its status (opening it shows the PDF and its actions), and "Make an offer"
 * for the admin and the lead recruiter. A change reloads the drawer, whose
 * timeline records it.
 */
import { useCallback, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Offer, OffersDataProvider } from '../../dataProvider/offers';
import { useOfferDialogs } from './OfferDialogs';
import { OfferStatusChip } from './OfferStatusChip';
import { canWriteOffers, formatSalary } from './offerFormat';

export interface ApplicationOffersProps {
    applicationId: string;
    /** "Candidate · Job", shown in the form. */
    label: string;
    onChanged: () => void;
}

export function ApplicationOffers({ applicationId, label, onChanged }: ApplicationOffersProps) {
    const translate = useTranslate();
    const dataProvider = useDataProvider<OffersDataProvider>();
    const [offers, setOffers] = useState<Offer[]>([]);
    const load = useCallback(() => {
        dataProvider.offers({ application_id: applicationId, limit: 20 }).then(page => setOffers(page.data), () => undefined);
    }, [dataProvider, applicationId]);
    useEffect(load, [load]);
    const offerDialogs = useOfferDialogs(
        () => {
            load();
            onChanged();
        },
        { id: applicationId, label },
    );

    return (
        <Stack spacing={1} component="section" aria-labelledby={`offers-${applicationId}`}>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
                <Typography variant="subtitle1" component="h3" id={`offers-${applicationId}`} sx={{ fontWeight: 600, flexGrow: 1 }}>
                    {translate('ats.offers.section')}
                </Typography>
                {canWriteOffers() && (
                    <Button size="small" startIcon={<Add />} onClick={offerDialogs.create}>
                        {translate('ats.offers.make_offer')}
                    </Button>
                )}
            </Stack>
            {offers.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                    {translate('ats.offers.none_for_application')}
                </Typography>
            )}
            {offers.map(offer => (
                <Stack key={offer.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    {/* The spoken name starts with the visible words (WCAG 2.5.3) and adds which offer. */}
                    <Button
                        size="small"
                        onClick={() => offerDialogs.open(offer)}
                        sx={{ textTransform: 'none' }}
                        aria-label={`${formatSalary(offer.annual_ctc, offer.currency)}: ${translate('ats.offers.open', { name: offer.candidate_name, job: offer.job_title })}`}
                    >
                        {formatSalary(offer.annual_ctc, offer.currency)}
                    </Button>
                    <OfferStatusChip status={offer.offer_status} />
                </Stack>
            ))}
            {offerDialogs.dialogs}
        </Stack>
    );
}
