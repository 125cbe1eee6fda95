/**
 * A vendor's refused duplicate submissions, beside the vendor's detail and
 * edit pages (/corporate/vendor-onboarding, config/resources/vendors.json
 * "aside"): the person as the vendor sent them, the job, when, and why
 * (another vendor holds them within the ownership period, already in the job
 * through any channel, or this vendor's own earlier submission). The vendor
 * was told only that the person is already in process; the recruiter sees
 * the reason and can open the application that holds the person
 * (GET vendor/{id}/refused-submissions, docs/ui-vendors.md).
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useDataProvider, useTranslate } from 'react-admin';
import { refusalReasonLabel } from '../../config/contracts/vendorPortal';
import type { RefusedSubmission, VendorPage, VendorPortalDataProvider } from '../../dataProvider/vendorPortal';
import { errorMessage } from '../../ui/errors';
import { ListPager } from '../../ui/ListPager';
import type { AsideProps } from '../types';
import { formatDay } from '../../ui/format';

const PAGE_SIZE = 10;

export function VendorRefusedSubmissions({ record, view }: AsideProps) {
    const translate = useTranslate();
    const dataProvider = useDataProvider<VendorPortalDataProvider>();
    const vendorId = typeof record?.id === 'string' ? record.id : null;
    const [page, setPage] = useState(1);
    const [state, setState] = useState<{ answer: VendorPage<RefusedSubmission> | null; error: string | null }>({ answer: null, error: null });

    useEffect(() => {
        if (!vendorId) return;
        let live = true;
        setState({ answer: null, error: null });
        dataProvider.vendorRefusedSubmissions(vendorId, { page, limit: PAGE_SIZE }).then(
            answer => live && setState({ answer, error: null }),
            (error: unknown) => live && setState({ answer: null, error: errorMessage(error, translate('ats.errors.try_later_bang')) }),
        );
        return () => {
            live = false;
        };
    }, [dataProvider, vendorId, page, translate]);

    if (!vendorId || view === 'list') return null;
    const { answer, error } = state;
    return (
        <Paper variant="outlined" component="section" aria-labelledby="vendor-refused-title" sx={{ ml: view === 'show' ? 2 : 0, mt: view === 'show' ? 0 : 2, p: 1.5, minWidth: 320, maxWidth: 560, flexShrink: 0, alignSelf: 'flex-start' }}>
            <Typography id="vendor-refused-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {translate('ats.vendor.refused.title')}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                {translate('ats.vendor.refused.hint')}
            </Typography>
            {error && <Alert severity="error">{error}</Alert>}
            {!answer && !error && <CircularProgress size={24} aria-label={translate('ats.load.loading')} />}
            {answer && answer.data.length === 0 && (
                <Typography variant="body2" color="text.secondary" role="status">
                    {translate('ats.vendor.refused.none')}
                </Typography>
            )}
            {answer && answer.data.length > 0 && (
                <>
                    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-labelledby="vendor-refused-title">
                        <Table size="small" aria-labelledby="vendor-refused-title" sx={{ '& th, & td': { px: 0.75 } }}>
                            <TableHead>
                                <TableRow>
                                    <TableCell>{translate('ats.vendor.refused.person')}</TableCell>
                                    <TableCell>{translate('ats.vendor.job')}</TableCell>
                                    <TableCell>{translate('ats.vendor.refused.reason')}</TableCell>
                                    <TableCell>{translate('ats.vendor.refused.when')}</TableCell>
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {answer.data.map(row => (
                                    <TableRow key={row.id} data-testid="vendor-refused-row">
                                        <TableCell component="th" scope="row">
                                            {[row.first_name, row.last_name].filter(Boolean).join(' ')}
                                            <Typography variant="caption" color="text.secondary" component="div">
                                                {[row.email, row.phone].filter(Boolean).join(' · ')}
                                            </Typography>
                                        </TableCell>
                                        <TableCell>{row.job.title}</TableCell>
                                        <TableCell>{translate(`ats.vendor.refused.reasons.${row.reason}`, { _: refusalReasonLabel[row.reason] })}</TableCell>
                                        <TableCell>{formatDay(row.refused_at)}</TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </Box>
                    <Box sx={{ mt: 1 }}>
                        <ListPager meta={answer.meta} onChange={setPage} size="small" />
                    </Box>
                </>
            )}
        </Paper>
    );
}
