/**
 * /candidate/offers/:id: one offer letter made to the candidate: its fields,
 * its text and its PDF. While it is SENT and not past its answer-by day
 * (`can_answer`) the candidate may accept it (behind the confirmation dialog)
 * or decline it with a reason (required); the answer comes back as the offer,
 * whose status is then shown instead of the buttons, so a second answer is
 * never offered (the server refuses one too). A withdrawn or expired offer
 * says so.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { declineOfferBodySchema } from '../../config/contracts/candidatePortal';
import type { CandidateOffer, CandidatePortalDataProvider } from '../../dataProvider/candidatePortal';
import { BusyButton } from '../../ui/BusyButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DefinitionList } from '../../ui/DefinitionList';
import { errorMessage } from '../../ui/errors';
import { RowSkeletons } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/pageFrame';
import { useToast } from '../../ui/toast';
import { formatDay, formatMoney } from './format';
import { letterBlocks } from './letterBlocks';
import { OfferStatusChip } from './OfferStatusChip';

const REASON = declineOfferBodySchema.properties.reason;

/** The decline reason's rule, as the contract states it: 2 to 1000 characters, not only spaces. */
export function declineReasonError(reason: string, messages: { required: string; tooLong: string }): string | null {
    if (reason.trim().length < REASON.minLength) return messages.required;
    if (reason.length > REASON.maxLength) return messages.tooLong;
    return null;
}

/** What became of an offer that can no longer be answered, in a sentence. */
function offerOutcome(offer: CandidateOffer, translate: (key: string, options?: Record<string, unknown>) => string): string {
    switch (offer.offer_status) {
        case 'ACCEPTED':
            return translate('ats.candidate.offer_accepted_on', { date: formatDay(offer.answered_at) });
        case 'DECLINED':
            return translate('ats.candidate.offer_declined_on', { date: formatDay(offer.answered_at) });
        case 'WITHDRAWN':
            return translate('ats.candidate.offer_withdrawn');
        default:
            // EXPIRED, or SENT past its answer-by day before the expiry pass ran.
            return translate('ats.candidate.offer_expired', { date: formatDay(offer.expires_on) });
    }
}

export default function OfferLetterPage() {
    const { id = '' } = useParams();
    const translate = useTranslate();
    const toast = useToast();
    const dataProvider = useDataProvider<CandidatePortalDataProvider>();
    const [offer, setOffer] = useState<CandidateOffer | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const [confirming, setConfirming] = useState(false);
    const [declining, setDeclining] = useState(false);
    // The answer's buttons go once it is in: the focus moves to the outcome that replaces them,
    // rather than falling to the page's top when the dialog gives it back to a button that is gone.
    const [answered, setAnswered] = useState(false);
    const outcome = useRef<HTMLDivElement>(null);
    useEffect(() => {
        if (answered) outcome.current?.focus();
    }, [answered]);

    useEffect(() => {
        setOffer(null);
        setFailure(null);
        dataProvider.candidateOffer(id).then(setOffer, (error: unknown) => setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))));
    }, [dataProvider, id, translate]);

    const downloadPdf = async () => {
        try {
            const url = URL.createObjectURL(await dataProvider.offerPdf(id));
            const link = document.createElement('a');
            link.href = url;
            link.download = `Offer letter - ${offer?.job_title ?? ''}.pdf`;
            link.click();
            setTimeout(() => URL.revokeObjectURL(url), 1000);
        } catch (error) {
            toast.error(errorMessage(error, translate('ats.errors.try_later_bang')));
        }
    };

    const accept = useCallback(async () => {
        const answer = await dataProvider.acceptOffer(id);
        setOffer(answer.data);
        setAnswered(true);
        toast.success(answer.message ?? 'ats.candidate.offer_accepted');
    }, [dataProvider, id, toast]);

    if (failure) {
        return (
            <Stack spacing={2} sx={{ maxWidth: 720 }}>
                <Alert severity="error">{failure}</Alert>
                <BackLink />
            </Stack>
        );
    }
    if (!offer) return <RowSkeletons label="ats.candidate.loading" count={6} />;

    const rows = [
        ['ats.candidate.offer_fields.job_title', offer.job_title],
        ['ats.candidate.offer_fields.candidate_name', offer.candidate_name],
        ['ats.candidate.offer_fields.annual_ctc', formatMoney(offer.annual_ctc, offer.currency)],
        ['ats.candidate.offer_fields.joining_date', formatDay(offer.joining_date)],
        ['ats.candidate.offer_fields.sent_at', formatDay(offer.sent_at)],
        ...(offer.expires_on ? [['ats.candidate.offer_fields.expires_on', formatDay(offer.expires_on)] as const] : []),
        ...(offer.answered_at ? [['ats.candidate.offer_fields.answered_at', formatDay(offer.answered_at)] as const] : []),
        ...(offer.decline_reason ? [['ats.candidate.offer_fields.decline_reason', offer.decline_reason] as const] : []),
    ] as const;

    return (
        <Stack spacing={2} sx={{ maxWidth: 760 }}>
            <PageHeader
                title={translate('ats.candidate.offer_title', { title: offer.job_title })}
                breadcrumbs={[{ label: translate('ats.nav.offers'), to: '/candidate/offers' }]}
                action={
                    offer.can_answer ? (
                        <Button variant="contained" color="success" onClick={() => setConfirming(true)}>
                            {translate('ats.candidate.accept_offer')}
                        </Button>
                    ) : undefined
                }
            />
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
                <OfferStatusChip status={offer.offer_status} />
                <Button variant="text" onClick={() => void downloadPdf()}>
                    {translate('ats.candidate.download_offer_pdf')}
                </Button>
            </Stack>
            <Card variant="outlined">
                <CardContent>
                    <DefinitionList rows={rows} spacious />
                    <Divider sx={{ my: 2 }} />
                    <Typography variant="h6" component="h2" gutterBottom>
                        {translate('ats.candidate.letter')}
                    </Typography>
                    <div data-testid="offer-letter">
                        {letterBlocks(offer.letter).map((block, index) =>
                            block.kind === 'heading' ? (
                                <Typography key={index} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: index === 0 ? 0 : 2 }}>
                                    {block.text}
                                </Typography>
                            ) : (
                                <Typography key={index} variant="body1" sx={{ whiteSpace: 'pre-line', mb: 1.5 }}>
                                    {block.text}
                                </Typography>
                            ),
                        )}
                    </div>
                </CardContent>
            </Card>
            {offer.can_answer ? (
                // Accept is the bar's action; declining, the other answer, is here under the letter it answers.
                <Button variant="outlined" color="error" onClick={() => setDeclining(true)} sx={{ alignSelf: 'flex-start' }}>
                    {translate('ats.candidate.decline_offer')}
                </Button>
            ) : (
                <Alert severity={offer.offer_status === 'ACCEPTED' ? 'success' : 'info'} role="status" ref={outcome} tabIndex={-1}>
                    {offerOutcome(offer, translate)}
                </Alert>
            )}
            <ConfirmDialog
                open={confirming}
                onClose={() => setConfirming(false)}
                onConfirm={accept}
                title="ats.candidate.accept_confirm_title"
                content={translate('ats.candidate.accept_confirm', { title: offer.job_title })}
                confirmLabel="ats.candidate.accept_offer"
            />
            {declining && (
                <DeclineDialog
                    offerId={offer.id}
                    onClose={() => setDeclining(false)}
                    onDeclined={declined => {
                        setOffer(declined);
                        setAnswered(true);
                    }}
                />
            )}
        </Stack>
    );
}

function BackLink() {
    const translate = useTranslate();
    return (
        <Button component={RouterLink} to="/candidate/offers" sx={{ alignSelf: 'flex-start' }}>
            {translate('ats.candidate.back_to_offers')}
        </Button>
    );
}

function DeclineDialog({ offerId, onClose, onDeclined }: { offerId: string; onClose: () => void; onDeclined: (offer: CandidateOffer) => void }) {
    const translate = useTranslate();
    const toast = useToast();
    const dataProvider = useDataProvider<CandidatePortalDataProvider>();
    const [reason, setReason] = useState('');
    const [error, setError] = useState<string | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const [sending, setSending] = useState(false);
    const titleId = useId();

    const decline = async () => {
        const found = declineReasonError(reason, { required: translate('ats.candidate.reason_required'), tooLong: translate('ats.candidate.reason_too_long', { max: REASON.maxLength }) });
        setError(found);
        setFailure(null);
        if (found) return;
        setSending(true);
        try {
            const answer = await dataProvider.declineOffer(offerId, reason.trim());
            onDeclined(answer.data);
            onClose();
            toast.success(answer.message ?? 'ats.candidate.offer_declined');
        } catch (refusal) {
            setError((refusal as { body?: { errors?: Record<string, string> } } | null)?.body?.errors?.reason ?? null);
            setFailure(errorMessage(refusal, translate('ats.errors.try_later_bang')));
            setSending(false);
        }
    };

    return (
        <Dialog open onClose={() => !sending && onClose()} aria-labelledby={titleId} maxWidth="sm" fullWidth>
            <DialogTitle id={titleId}>{translate('ats.candidate.decline_title')}</DialogTitle>
            <Stack
                component="form"
                noValidate
                onSubmit={event => {
                    event.preventDefault();
                    void decline();
                }}
            >
                <DialogContent>
                    <DialogContentText sx={{ mb: 2 }}>{translate('ats.candidate.decline_text')}</DialogContentText>
                    <TextField
                        autoFocus
                        fullWidth
                        multiline
                        minRows={3}
                        required
                        name="reason"
                        label={translate('ats.candidate.decline_reason')}
                        value={reason}
                        onChange={event => {
                            setReason(event.target.value);
                            setError(null);
                        }}
                        error={Boolean(error)}
                        helperText={error ?? ' '}
                        slotProps={{ htmlInput: { maxLength: REASON.maxLength } }}
                    />
                    {failure && (
                        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                            {failure}
                        </Alert>
                    )}
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose} disabled={sending}>
                        {translate('ats.confirm.cancel')}
                    </Button>
                    <BusyButton type="submit" variant="contained" color="error" busy={sending}>
                        {translate('ats.candidate.decline_offer')}
                    </BusyButton>
                </DialogActions>
            </Stack>
        </Dialog>
    );
}
