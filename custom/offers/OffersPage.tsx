/**
 * /corporate/offer-letters: the workspace's offer letters, newest first,
 * by status and a word of the candidate, email or job, ten to a page. A new
 * offer starts from an application (picked in the form); each row opens the
 * offer with its PDF and the actions its status allows.
 */
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import AssignmentTurnedIn from '@mui/icons-material/AssignmentTurnedIn';
import { useDataProvider, useTranslate } from 'react-admin';
import { OFFER_PAGE_SIZE, OFFER_STATUSES } from '../../config/contracts/offers';
import type { OfferPage, OffersDataProvider, OfferStatus } from '../../dataProvider/offers';
import { EmptyState } from '../../ui/EmptyState';
import { RowSkeletons } from '../../ui/LoadStatus';
import { errorMessage } from '../../ui/errors';
import { PageHeader } from '../../ui/pageFrame';
import { useOfferDialogs } from './OfferDialogs';
import { OfferStatusChip } from './OfferStatusChip';
import { canWriteOffers, formatDay, formatSalary } from './offerFormat';

export default function OffersPage() {
    const translate = useTranslate();
    const dataProvider = useDataProvider<OffersDataProvider>();
    const [status, setStatus] = useState<OfferStatus | ''>('');
    const [search, setSearch] = useState('');
    const [page, setPage] = useState(1);
    const [perPage, setPerPage] = useState(OFFER_PAGE_SIZE);
    const [answer, setAnswer] = useState<OfferPage | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const [reloads, setReloads] = useState(0);
    const reload = useCallback(() => setReloads(count => count + 1), []);
    const offerDialogs = useOfferDialogs(reload);

    useEffect(() => {
        let cancelled = false;
        setFailure(null);
        const timer = setTimeout(
            () =>
                dataProvider.offers({ page, limit: perPage, offer_status: status || undefined, search: search.trim() || undefined }).then(
                    value => !cancelled && setAnswer(value),
                    (error: unknown) => !cancelled && setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))),
                ),
            search ? 250 : 0,
        );
        return () => {
            cancelled = true;
            clearTimeout(timer);
        };
    }, [dataProvider, page, perPage, status, search, reloads, translate]);

    const filtered = Boolean(status || search.trim());
    return (
        <Stack spacing={2}>
            <PageHeader
                title={translate('ats.offers.page_title')}
                action={
                    canWriteOffers() ? (
                        <Button variant="contained" startIcon={<Add />} onClick={offerDialogs.create}>
                            {translate('ats.offers.new')}
                        </Button>
                    ) : undefined
                }
            />
            <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1 }} role="search" aria-label={translate('ats.offers.filters')}>
                <TextField size="small" label={translate('ats.offers.search')} value={search} onChange={event => (setSearch(event.target.value), setPage(1))} sx={{ width: { xs: '100%', sm: 260 } }} />
                <TextField select size="small" label={translate('ats.offers.status')} value={status} onChange={event => (setStatus(event.target.value as OfferStatus | ''), setPage(1))} sx={{ width: { xs: '100%', sm: 180 } }}>
                    <MenuItem value="">{translate('ats.offers.any_status')}</MenuItem>
                    {OFFER_STATUSES.map(value => (
                        <MenuItem key={value} value={value}>
                            {translate(`ats.offers.statuses.${value}`)}
                        </MenuItem>
                    ))}
                </TextField>
            </Stack>
            {failure && <Alert severity="error">{failure}</Alert>}
            {!answer && !failure && <RowSkeletons label="ats.offers.loading" />}
            {answer && answer.data.length === 0 && (
                <EmptyState
                    icon={AssignmentTurnedIn}
                    title={filtered ? 'ats.offers.no_matches' : 'ats.offers.empty_title'}
                    description={filtered ? 'ats.offers.no_matches_hint' : 'ats.offers.empty_body'}
                    action={
                        filtered ? (
                            <Button variant="outlined" onClick={() => (setStatus(''), setSearch(''), setPage(1))}>
                                {translate('ats.load.clear_filters')}
                            </Button>
                        ) : canWriteOffers() ? (
                            <Button variant="contained" startIcon={<Add />} onClick={offerDialogs.create}>
                                {translate('ats.offers.new')}
                            </Button>
                        ) : undefined
                    }
                />
            )}
            {answer && answer.data.length > 0 && (
                <Paper variant="outlined">
                    <TableContainer>
                        <Table size="small" aria-label={translate('ats.offers.page_title')}>
                            <TableHead>
                                <TableRow>
                                    {['candidate', 'job', 'annual_ctc', 'status', 'expires_on', 'sent_at'].map(column => (
                                        <TableCell key={column}>{translate(`ats.offers.${column}`)}</TableCell>
                                    ))}
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {answer.data.map(offer => (
                                    <TableRow key={offer.id} hover data-testid="offer-row">
                                        <TableCell>
                                            <Button size="small" onClick={() => offerDialogs.open(offer)} sx={{ textTransform: 'none', p: 0, minWidth: 0 }} aria-label={translate('ats.offers.open', { name: offer.candidate_name, job: offer.job_title })}>
                                                {offer.candidate_name}
                                            </Button>
                                        </TableCell>
                                        <TableCell>{offer.job_title}</TableCell>
                                        <TableCell>{formatSalary(offer.annual_ctc, offer.currency)}</TableCell>
                                        <TableCell>
                                            <OfferStatusChip status={offer.offer_status} />
                                        </TableCell>
                                        <TableCell>{formatDay(offer.expires_on)}</TableCell>
                                        <TableCell>{offer.sent_at ? formatDay(offer.sent_at) : '—'}</TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </TableContainer>
                    <TablePagination
                        component="div"
                        count={answer.meta.total}
                        page={page - 1}
                        rowsPerPage={perPage}
                        rowsPerPageOptions={[10, 25, 50]}
                        onPageChange={(_event, next) => setPage(next + 1)}
                        onRowsPerPageChange={event => (setPerPage(Number(event.target.value)), setPage(1))}
                    />
                </Paper>
            )}
            {offerDialogs.dialogs}
        </Stack>
    );
}
