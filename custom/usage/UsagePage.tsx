/**
 * An admin's usage page (/corporate/usage, COMPANY-PROFILE VIEW;
 * docs/api-dashboard.md "Usage and the CS dashboard"): their own
 * workspace's usage per month. A chunk of its own with its words
 * (config/i18n/en.usage.json).
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { usageApi } from '../../dataProvider/usage';
import { PageTitle } from './PageTitle';
import { LoadState } from './LoadState';
import { MonthsFilter, useMonths } from './MonthsFilter';
import { UsageFigures } from './UsageFigures';
import { useFetched } from './useFetched';

export default function UsagePage() {
    const translate = useTranslate();
    const [months, setMonths] = useMonths();
    const [load, retry] = useFetched(usageApi.usage, { months }, 'ats.usage.error');
    return (
        <Stack spacing={2} sx={{ pb: 4 }}>
            <PageTitle title={translate('ats.usage.title')} />
            <Typography color="text.secondary">{translate('ats.usage.intro')}</Typography>
            <MonthsFilter months={months} onChange={setMonths} />
            <LoadState load={load} retry={retry} />
            {load.state === 'done' ? <UsageFigures usage={load.data} /> : null}
        </Stack>
    );
}
