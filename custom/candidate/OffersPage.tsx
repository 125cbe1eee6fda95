/**
 * /candidate/offers: the offer letters addressed to the signed-in candidate
 * (sent, accepted or declined), newest first as the server orders them; each
 * opens its letter (/candidate/offers/:id).
 */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Description from '@mui/icons-material/Description';
import { Link as RouterLink } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CandidateOffer, CandidatePortalDataProvider } from '../../dataProvider/candidatePortal';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailure, RowSkeletons } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/pageFrame';
import { useLoaded } from '../../ui/useLoaded';
import { formatDay } from './format';
import { OfferStatusChip } from './OfferStatusChip';

const actionKey = (offer: CandidateOffer) => (offer.can_answer ? 'ats.candidate.view_and_answer' : 'ats.candidate.view_offer');

export default function OffersPage() {
    const translate = useTranslate();
    const dataProvider = useDataProvider<CandidatePortalDataProvider>();
    // A failed read offers Try again: the candidate came from a mail, and a reload would be their only way.
    const loaded = useLoaded(() => dataProvider.candidateOffers(), [dataProvider]);
    const offers = loaded.value;

    return (
        <Stack spacing={2}>
            <PageHeader title={translate('ats.candidate.offers_title')} />
            {loaded.failure && <LoadFailure message={loaded.failure} onRetry={loaded.reload} />}
            {!offers && !loaded.failure && <RowSkeletons label="ats.candidate.loading" count={3} />}
            {offers && offers.length === 0 && (
                <EmptyState
                    icon={Description}
                    title="ats.candidate.no_offers"
                    description="ats.candidate.no_offers_hint"
                    action={
                        <Button variant="contained" component={RouterLink} to="/candidate/jobs">
                            {translate('ats.candidate.browse_jobs')}
                        </Button>
                    }
                />
            )}
            {offers && offers.length > 0 && (
                <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, maxWidth: 720 }}>
                    {offers.map(offer => (
                        <li key={offer.id}>
                            <Card variant="outlined" component="article" aria-labelledby={`offer-${offer.id}`} data-testid="candidate-offer">
                                <CardContent>
                                    {/* The title wraps rather than being cut beside the chip on a phone: it is what the offer is for. */}
                                    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
                                        <Typography variant="subtitle1" component="h2" id={`offer-${offer.id}`} sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                                            {offer.job_title}
                                        </Typography>
                                        <OfferStatusChip status={offer.offer_status} />
                                    </Stack>
                                    <Typography variant="body2" color="text.secondary">
                                        {translate('ats.candidate.offer_sent_on', { date: formatDay(offer.sent_at) })}
                                        {offer.can_answer && offer.expires_on ? ` · ${translate('ats.candidate.offer_answer_by', { date: formatDay(offer.expires_on) })}` : ''}
                                    </Typography>
                                </CardContent>
                                <CardActions>
                                    {/* The spoken name starts with the visible words (WCAG 2.5.3) and adds which offer. */}
                                    <Button component={RouterLink} to={`/candidate/offers/${encodeURIComponent(offer.id)}`} aria-label={`${translate(actionKey(offer))}: ${offer.job_title}`}>
                                        {translate(actionKey(offer))}
                                    </Button>
                                </CardActions>
                            </Card>
                        </li>
                    ))}
                </Stack>
            )}
        </Stack>
    );
}
