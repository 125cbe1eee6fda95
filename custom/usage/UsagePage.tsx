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
import { LoadFailure, RowSkeletons } from '../../ui/LoadStatus';
import { PageHeader } from '../../ui/pageFrame';
import { useLoaded } from '../../ui/useLoaded';
import { MonthsFilter, useMonths } from './MonthsFilter';
import { UsageFigures } from './UsageFigures';

export default function UsagePage() {
    const translate = useTranslate();
    const [months, setMonths] = useMonths();
    const usage = useLoaded(() => usageApi.usage({ months }), [months], 'ats.usage.error');
    return (
        <Stack spacing={2}>
            <PageHeader title={translate('ats.usage.title')} />
            <Typography color="text.secondary">{translate('ats.usage.intro')}</Typography>
            <MonthsFilter months={months} onChange={setMonths} />
            {usage.failure ? <LoadFailure message={usage.failure} onRetry={usage.reload} /> : null}
            {!usage.value && !usage.failure ? <RowSkeletons label="ats.usage.loading" /> : null}
            {usage.value ? <UsageFigures usage={usage.value} /> : null}
        </Stack>
    );
}
