/**
 * A rule's log: each send, newest first, with to whom, when it was due and
 * done, and why it failed or was skipped; filtered by status, paged.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import History from '@mui/icons-material/History';
import { useTranslate } from 'react-admin';
import { SEND_STATUSES, ruleLog, type AutomationRule, type SendStatus } from '../../dataProvider/automations';
import { EmptyState } from '../../ui/EmptyState';
import { ListPager } from '../../ui/ListPager';
import { LoadFailure, Loading } from '../../ui/LoadStatus';
import { useLoaded } from '../../ui/useLoaded';
import { formatDateTime } from '../../ui/format';

const COLORS: Record<SendStatus, 'default' | 'success' | 'error' | 'warning'> = { PENDING: 'default', SENT: 'success', FAILED: 'error', SKIPPED: 'warning' };

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

export function RuleLogDialog({ rule, onClose }: { rule: AutomationRule; onClose: () => void }) {
    const translate = useTranslate();
    const [page, setPage] = useState(1);
    const [status, setStatus] = useState<SendStatus | ''>('');
    const log = useLoaded(() => ruleLog(rule.id, { page, limit: 10, ...(status ? { status } : {}) }), [rule.id, page, status]);
    return (
        <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="rule-log-title">
            <DialogTitle id="rule-log-title">{translate('ats.automations.log_title', { name: rule.name })}</DialogTitle>
            <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                <TextField
                    select
                    size="small"
                    label={translate('ats.automations.status')}
                    value={status}
                    onChange={e => {
                        setStatus(e.target.value as SendStatus | '');
                        setPage(1);
                    }}
                    sx={{ width: 180, mt: 1 }}
                >
                    <MenuItem value="">{translate('ats.automations.all')}</MenuItem>
                    {SEND_STATUSES.map(s => (
                        <MenuItem key={s} value={s}>
                            {translate(`ats.automations.statuses.${s}`)}
                        </MenuItem>
                    ))}
                </TextField>
                {log.failure && <LoadFailure message={log.failure} onRetry={log.reload} />}
                {!log.value && !log.failure && (
                    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                        <Loading label="ats.automations.log_loading" />
                    </Box>
                )}
                {log.value && log.value.data.length === 0 && <EmptyState icon={History} title="ats.automations.log_empty_title" description="ats.automations.log_empty" />}
                {log.value && log.value.data.length > 0 && (
                    <>
                        <Table size="small" aria-label={translate('ats.automations.log_title', { name: rule.name })}>
                            <TableHead>
                                <TableRow>
                                    <TableCell>{translate('ats.automations.to')}</TableCell>
                                    <TableCell>{translate('ats.automations.event')}</TableCell>
                                    <TableCell>{translate('ats.automations.status')}</TableCell>
                                    <TableCell>{translate('ats.automations.due')}</TableCell>
                                    <TableCell>{translate('ats.automations.done')}</TableCell>
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {log.value.data.map(send => (
                                    <TableRow key={send.id}>
                                        <TableCell>
                                            <Typography variant="body2">{send.to_address ?? '—'}</Typography>
                                            <Typography variant="caption" color="text.secondary">
                                                {translate(`ats.automations.recipient_kind.${send.recipient_kind}`, { _: send.recipient_kind })}
                                                {send.candidate_name ? ` · ${send.candidate_name}` : ''}
                                            </Typography>
                                        </TableCell>
                                        <TableCell>{translate(`ats.automations.events.${send.event_type}`)}</TableCell>
                                        <TableCell>
                                            <Chip size="small" color={COLORS[send.status]} label={translate(`ats.automations.statuses.${send.status}`)} />
                                            {send.reason && (
                                                <Typography variant="caption" sx={{ display: 'block' }} color="text.secondary">
                                                    {send.reason}
                                                </Typography>
                                            )}
                                        </TableCell>
                                        <TableCell>{when(send.due_at)}</TableCell>
                                        <TableCell>{when(send.done_at)}</TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                        <ListPager meta={log.value.meta} onChange={setPage} />
                    </>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ats.automations.close')}</Button>
            </DialogActions>
        </Dialog>
    );
}
