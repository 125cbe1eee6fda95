/**
 * Messages as the communication log lists them (the workspace's page and an
 * application's drawer section): channel, recipient, subject or template,
 * what sent it (template, automation rule, person), when, and status; a
 * failed one has its reason and a Retry button.
 */
import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { communicationLog, retryMessage, type LogEntry, type LogPage, type LogQuery, type LogStatus } from '../../dataProvider/messaging';
import { errorMessage } from '../../ui/errors';
import { useToast } from '../../ui/toast';
import { formatDateTime } from '../../ui/format';
import { BusyButton } from '../../ui/BusyButton';
import { useFocusAfterRender } from '../../ui/useFocusAfterRender';
import { visuallyHidden } from '../../ui/visuallyHidden';

// The table must fit the page at 1024 px whatever it lists: a subject may hold a word longer
// than its column, and an address breaks before its "@" and its dots, in a column wide enough
// for a usual address on one line.
const breakable = { overflowWrap: 'anywhere' } as const;
const addressColumn = { minWidth: '9rem' } as const;

/** An e-mail address (or a phone number) that breaks only before its "@" and its dots. */
function Address({ value }: { value: string }) {
    const parts = value.split(/(?=[@.])/);
    return (
        <>
            {parts.map((part, index) => (
                <Fragment key={index}>
                    {index > 0 && <wbr />}
                    {part}
                </Fragment>
            ))}
        </>
    );
}

const statusColor: Record<LogStatus, 'default' | 'success' | 'error' | 'info'> = { QUEUED: 'default', SENT: 'success', DELIVERED: 'success', READ: 'info', FAILED: 'error' };

/** Loads a page of the log for the query (and the application, when given); `reload` after a change. */
export function useCommunicationLog(query: LogQuery, applicationId?: string) {
    const translate = useTranslate();
    const [page, setPage] = useState<LogPage | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const key = JSON.stringify(query);
    const load = useCallback(() => {
        let live = true;
        setFailure(null);
        communicationLog(JSON.parse(key) as LogQuery, applicationId).then(
            answer => live && setPage(answer),
            error => live && setFailure(errorMessage(error, translate('ats.errors.try_later_bang'))),
        );
        return () => {
            live = false;
        };
    }, [key, applicationId, translate]);
    useEffect(() => load(), [load]);
    const replace = (entry: LogEntry) => setPage(current => current && { ...current, data: current.data.map(e => (e.id === entry.id ? entry : e)) });
    return { page, failure, reload: load, replace };
}

function Origin({ entry }: { entry: LogEntry }) {
    const translate = useTranslate();
    const parts = [
        entry.template_name ? translate('ats.messaging.by_template', { name: entry.template_name }) : null,
        entry.rule_id ? translate('ats.messaging.by_rule', { name: entry.rule_name ?? entry.rule_id }) : null,
        entry.sent_by_name ? translate('ats.messaging.by_person', { name: entry.sent_by_name }) : null,
    ].filter(Boolean);
    return <>{parts.length ? parts.join(' · ') : translate('ats.messaging.by_system')}</>;
}

export interface CommunicationLogTableProps {
    entries: LogEntry[];
    /** Shown on the workspace's page; an application's section knows its candidate. */
    showCandidate?: boolean;
    /** The drawer's narrow table: channel and address move under the subject. */
    compact?: boolean;
    onRetried: (entry: LogEntry) => void;
}

export function CommunicationLogTable({ entries, showCandidate = false, compact = false, onRetried }: CommunicationLogTableProps) {
    const translate = useTranslate();
    const toast = useToast();
    const [busy, setBusy] = useState<string | null>(null);
    // A message sent again is no longer failed, and its Retry goes with the focus: the row's new status takes it.
    const table = useRef<HTMLTableElement>(null);
    const retried = useRef<string | null>(null);
    const focusRetried = useFocusAfterRender(() => table.current?.querySelector<HTMLElement>(`[data-log-id="${retried.current}"] [data-log-status]`));
    if (!entries.length) {
        return (
            <Typography variant="body2" color="text.secondary">
                {translate('ats.messaging.log_empty')}
            </Typography>
        );
    }
    const retry = async (entry: LogEntry) => {
        setBusy(entry.id);
        try {
            onRetried(await retryMessage(entry.id, entry.channel));
            retried.current = entry.id;
            focusRetried();
            toast.success('ats.messaging.retried');
        } catch (error) {
            toast.error(errorMessage(error, translate('ats.errors.try_later_bang')));
        } finally {
            setBusy(null);
        }
    };
    return (
        <Table size="small" aria-label={translate('ats.messaging.log_title')} ref={table}>
            <TableHead>
                <TableRow>
                    <TableCell>{translate('ats.messaging.when')}</TableCell>
                    {!compact && <TableCell>{translate('ats.messaging.channel')}</TableCell>}
                    {showCandidate && <TableCell>{translate('ats.messaging.candidate')}</TableCell>}
                    {!compact && <TableCell>{translate('ats.messaging.to')}</TableCell>}
                    <TableCell>{translate('ats.messaging.subject')}</TableCell>
                    <TableCell>{translate('ats.messaging.sent_by')}</TableCell>
                    <TableCell>{translate('ats.messaging.status')}</TableCell>
                    {/* Named for screen readers, who read it with each row's Retry (an empty header is axe's empty-table-header); unseen, as the buttons say what they do. */}
                    <TableCell>
                        <Box component="span" sx={visuallyHidden}>
                            {translate('ats.messaging.actions')}
                        </Box>
                    </TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {entries.map(entry => (
                    <TableRow key={entry.id} data-testid="log-row" data-log-id={entry.id}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.created_at)}</TableCell>
                        {!compact && <TableCell>{translate(`ats.messaging.channels.${entry.channel}`)}</TableCell>}
                        {showCandidate && <TableCell>{entry.candidate_name ?? '—'}</TableCell>}
                        {!compact && (
                            <TableCell sx={addressColumn}>
                                <Address value={entry.to} />
                            </TableCell>
                        )}
                        <TableCell sx={breakable}>
                            {entry.subject}
                            {entry.category === 'MARKETING' && <Chip size="small" variant="outlined" label={translate('ats.messaging.marketing_short')} sx={{ ml: 1 }} />}
                            {compact && (
                                <Typography variant="caption" color="text.secondary" component="p">
                                    {translate(`ats.messaging.channels.${entry.channel}`)} · {entry.to}
                                </Typography>
                            )}
                        </TableCell>
                        <TableCell>
                            <Origin entry={entry} />
                        </TableCell>
                        <TableCell tabIndex={-1} data-log-status>
                            <Chip size="small" color={statusColor[entry.status]} label={translate(`ats.messaging.statuses.${entry.status}`)} />
                            {entry.status === 'FAILED' && entry.error && (
                                <Typography variant="caption" color="error" component="p">
                                    {entry.error}
                                </Typography>
                            )}
                        </TableCell>
                        <TableCell>
                            {entry.status === 'FAILED' && (
                                <BusyButton size="small" onClick={() => void retry(entry)} busy={busy === entry.id}>
                                    {translate('ats.messaging.retry')}
                                </BusyButton>
                            )}
                        </TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
}

export function LogFailure({ failure }: { failure: string | null }) {
    return failure ? <Alert severity="error">{failure}</Alert> : null;
}
