/** The end of a bulk send: how many went, and everyone who did not get it with the reason. */
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import type { RecipientResult } from '../../dataProvider/messaging';

export function SendReportView({ results }: { results: RecipientResult[] }) {
    const translate = useTranslate();
    const missed = results.filter(r => !r.sent);
    const sent = results.length - missed.length;
    return (
        <>
            <Alert severity={missed.length ? 'warning' : 'success'} role="status">
                {translate('ats.messaging.report', { sent, not_sent: missed.length, total: results.length })}
            </Alert>
            {missed.length > 0 && (
                <Table size="small" aria-label={translate('ats.messaging.not_sent_table')}>
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate('ats.messaging.recipient')}</TableCell>
                            <TableCell>{translate('ats.messaging.address')}</TableCell>
                            <TableCell>{translate('ats.messaging.reason')}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {missed.map(r => (
                            <TableRow key={r.id}>
                                <TableCell>{r.name ?? translate('ats.messaging.unknown_recipient')}</TableCell>
                                <TableCell>{r.to ?? '—'}</TableCell>
                                <TableCell>{[r.reason ? translate(`ats.messaging.reasons.${r.reason}`) : null, r.detail].filter(Boolean).join(': ')}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            )}
        </>
    );
}
