/**
 * /corporate/communication-log: every message of the workspace, email and
 * WhatsApp, newest first, filtered by channel, status and recipient, paged;
 * a failed one can be retried. The talent pool notification starts here too.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Campaign from '@mui/icons-material/Campaign';
import { useTranslate } from 'react-admin';
import { CHANNELS, LOG_PAGE_SIZE, LOG_STATUSES, type Channel, type LogStatus } from '../../dataProvider/messaging';
import { ListPager } from '../../ui/ListPager';
import { PageHeader } from '../../ui/pageFrame';
import { CommunicationLogTable, LogFailure, useCommunicationLog } from './CommunicationLogTable';
import { TalentNotificationDialog } from './TalentNotificationDialog';

export function CommunicationLogPage() {
    const translate = useTranslate();
    const [page, setPage] = useState(1);
    const [channel, setChannel] = useState<Channel | ''>('');
    const [status, setStatus] = useState<LogStatus | ''>('');
    const [search, setSearch] = useState('');
    const [typed, setTyped] = useState('');
    const [notifying, setNotifying] = useState(false);
    const log = useCommunicationLog({ page, limit: LOG_PAGE_SIZE, ...(channel ? { channel } : {}), ...(status ? { status } : {}), ...(search ? { search } : {}) });
    const filter = (apply: () => void) => {
        apply();
        setPage(1);
    };
    // Enter is handled on the field: the selects' hidden inputs keep the browser from submitting the form on Enter.
    const applySearch = () => filter(() => setSearch(typed.trim()));
    return (
        <Stack spacing={2}>
            <PageHeader
                title={translate('ats.messaging.log_title')}
                action={
                    <Button variant="contained" startIcon={<Campaign />} onClick={() => setNotifying(true)}>
                        {translate('ats.messaging.notify_talent')}
                    </Button>
                }
            />
            <Box
                component="form"
                role="search"
                sx={{ display: 'flex', columnGap: 2, rowGap: 1, flexWrap: 'wrap' }}
                onSubmit={event => {
                    event.preventDefault();
                    applySearch();
                }}
            >
                <TextField select size="small" label={translate('ats.messaging.channel')} value={channel} onChange={e => filter(() => setChannel(e.target.value as Channel | ''))} sx={{ width: 160 }}>
                    <MenuItem value="">{translate('ats.messaging.all')}</MenuItem>
                    {CHANNELS.map(c => (
                        <MenuItem key={c} value={c}>
                            {translate(`ats.messaging.channels.${c}`)}
                        </MenuItem>
                    ))}
                </TextField>
                <TextField select size="small" label={translate('ats.messaging.status')} value={status} onChange={e => filter(() => setStatus(e.target.value as LogStatus | ''))} sx={{ width: 160 }}>
                    <MenuItem value="">{translate('ats.messaging.all')}</MenuItem>
                    {LOG_STATUSES.map(s => (
                        <MenuItem key={s} value={s}>
                            {translate(`ats.messaging.statuses.${s}`)}
                        </MenuItem>
                    ))}
                </TextField>
                <TextField
                    size="small"
                    type="search"
                    label={translate('ats.messaging.search')}
                    value={typed}
                    onChange={e => setTyped(e.target.value)}
                    onKeyDown={event => {
                        if (event.key !== 'Enter') return;
                        event.preventDefault();
                        applySearch();
                    }}
                    onBlur={() => typed.trim() !== search && applySearch()}
                    sx={{ width: 260 }}
                />
            </Box>
            <LogFailure failure={log.failure} />
            {log.page && (
                <>
                    <Typography variant="body2" color="text.secondary">
                        {translate('ats.messaging.log_total', { smart_count: log.page.meta.total })}
                    </Typography>
                    <CommunicationLogTable entries={log.page.data} showCandidate onRetried={log.replace} />
                    <ListPager meta={log.page.meta} onChange={setPage} />
                </>
            )}
            {notifying && <TalentNotificationDialog onClose={() => setNotifying(false)} onSent={() => log.reload()} />}
        </Stack>
    );
}

export default CommunicationLogPage;
