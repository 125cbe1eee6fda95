/**
 * One offer: its figures, the PDF previewed inline (the letter a draft would
 * send, or the one that was sent), and what its status allows, each behind a
 * confirmation: edit or delete a draft, send it, resend or withdraw a sent
 * offer. The server refuses anything else with a message naming the status.
 */
import { useCallback, useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDataProvider, useTranslate } from 'react-admin';
import { fieldLabel } from '../../config/contracts/offers';
import type { Offer, OffersDataProvider } from '../../dataProvider/offers';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DefinitionList } from '../../ui/DefinitionList';
import { useToast } from '../../ui/toast';
import { ResumePreview } from '../applicants/ResumePreview';
import { OfferDialog } from './OfferDialog';
import { OfferStatusChip } from './OfferStatusChip';
import { canWriteOffers, formatDay, formatSalary } from './offerFormat';

type Action = 'send' | 'resend' | 'withdraw' | 'delete';

export interface OfferViewProps {
    offer: Offer;
    onClose: () => void;
    /** After any change: the new offer, or null when it was deleted. */
    onChanged: (offer: Offer | null) => void;
}

const PDF_LABELS = { preview: 'ats.offers.pdf_preview', download: 'ats.offers.download_pdf' };

export function OfferView({ offer, onClose, onChanged }: OfferViewProps) {
    const translate = useTranslate();
    const dataProvider = useDataProvider<OffersDataProvider>();
    const toast = useToast();
    const titleId = useId();
    const [confirming, setConfirming] = useState<Action | null>(null);
    const [editing, setEditing] = useState(false);
    const writer = canWriteOffers();
    // Stable per offer (a new function each render would fetch again each render); a new version is a new file id below.
    const loadPdf = useCallback(() => dataProvider.offerLetterPdf(offer.id), [dataProvider, offer.id]);

    const run = async (action: Action) => {
        if (action === 'delete') {
            const answer = await dataProvider.deleteOffer(offer.id);
            toast.success(answer.message ?? translate('ats.offers.deleted'));
            onChanged(null);
            return;
        }
        const answer =
            action === 'resend' ? await dataProvider.resendOffer(offer.id) : await dataProvider.updateOfferStatus(offer.id, action === 'send' ? 'SENT' : 'WITHDRAWN');
        toast.success(answer.message ?? translate('ats.offers.saved'));
        onChanged(answer.data);
    };

    const rows: [string, string | null][] = [
        ['ats.offers.candidate', `${offer.candidate_name} <${offer.candidate_email}>`],
        ['ats.offers.job', offer.job_title],
        ['ats.offers.annual_ctc', formatSalary(offer.annual_ctc, offer.currency)],
        ['ats.offers.joining_date', formatDay(offer.joining_date)],
        ['ats.offers.expires_on', formatDay(offer.expires_on)],
        ['ats.offers.template', offer.template_name],
        ...Object.entries(offer.field_values).map(([name, value]) => [fieldLabel(name), value] as [string, string]),
        ['ats.offers.sent_at', offer.sent_at ? formatDay(offer.sent_at) : null],
        ['ats.offers.responded_at', offer.responded_at ? formatDay(offer.responded_at) : null],
        ['ats.offers.decline_reason', offer.decline_reason],
    ];
    const actions: { action: Action; label: string; variant: 'contained' | 'outlined' | 'text'; color?: 'error' }[] =
        offer.offer_status === 'DRAFT'
            ? [
                  { action: 'delete', label: 'ats.offers.delete', variant: 'text', color: 'error' },
                  { action: 'send', label: 'ats.offers.send', variant: 'contained' },
              ]
            : offer.offer_status === 'SENT'
              ? [
                    { action: 'withdraw', label: 'ats.offers.withdraw', variant: 'text', color: 'error' },
                    { action: 'resend', label: 'ats.offers.resend', variant: 'outlined' },
                ]
              : [];

    return (
        <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
            <DialogTitle id={titleId}>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <span>{translate('ats.offers.view_title', { name: offer.candidate_name, job: offer.job_title })}</span>
                    <OfferStatusChip status={offer.offer_status} />
                </Stack>
            </DialogTitle>
            <DialogContent>
                <Stack spacing={2}>
                    <DefinitionList rows={rows.filter((row): row is [string, string] => Boolean(row[1]))} />
                    <Typography variant="subtitle2" component="h3">
                        {translate(offer.offer_status === 'DRAFT' ? 'ats.offers.preview_draft' : 'ats.offers.preview_sent')}
                    </Typography>
                    {/* The file id changes with each version, so an edited draft is fetched again. */}
                    <ResumePreview resume={{ file_id: `${offer.id}:${offer.version}`, name: `Offer letter - ${offer.candidate_name}.pdf`, url: '' }} load={loadPdf} labels={PDF_LABELS} />
                </Stack>
            </DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                {writer && offer.offer_status === 'DRAFT' && <Button onClick={() => setEditing(true)}>{translate('ats.offers.edit')}</Button>}
                {writer &&
                    actions.map(({ action, label, variant, color }) => (
                        <Button key={action} variant={variant} color={color} onClick={() => setConfirming(action)}>
                            {translate(label)}
                        </Button>
                    ))}
                <Button onClick={onClose}>{translate('ats.resources.close')}</Button>
            </DialogActions>
            <ConfirmDialog
                open={confirming !== null}
                onClose={() => setConfirming(null)}
                onConfirm={() => run(confirming ?? 'send')}
                title={`ats.offers.confirm_${confirming ?? 'send'}_title`}
                content={`ats.offers.confirm_${confirming ?? 'send'}_body`}
                confirmLabel={`ats.offers.${confirming ?? 'send'}`}
            />
            {editing && (
                <OfferDialog
                    open
                    offer={offer}
                    onClose={() => setEditing(false)}
                    onSaved={(saved, message) => {
                        setEditing(false);
                        toast.success(message ?? translate('ats.offers.saved'));
                        onChanged(saved);
                    }}
                />
            )}
        </Dialog>
    );
}
