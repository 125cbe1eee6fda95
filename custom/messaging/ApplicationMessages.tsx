/** The application drawer's "Messages" section: this application's communication log, newest first, with retry. */
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { ListPager } from '../../ui/ListPager';
import { CommunicationLogTable, LogFailure, useCommunicationLog } from './CommunicationLogTable';

const PAGE_SIZE = 5;

export function ApplicationMessages({ applicationId }: { applicationId: string }) {
    const [page, setPage] = useState(1);
    const log = useCommunicationLog({ page, limit: PAGE_SIZE }, applicationId);
    return (
        <Stack spacing={1}>
            <LogFailure failure={log.failure} />
            {log.page && <CommunicationLogTable compact entries={log.page.data} onRetried={log.replace} />}
            {log.page && <ListPager size="small" meta={log.page.meta} onChange={setPage} />}
        </Stack>
    );
}
