/**
 * A workspace's usage per month (docs/api-dashboard.md, "Usage and the CS
 * dashboard"): stored files now, active users by role and the activity
 * counts, one row per month (newest first), after applications per month
 * as a chart. Shared by the admin's usage page and the CS dashboard.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { USAGE_COUNTS, USAGE_ROLES, type Usage, type UsageMonth } from '../../config/contracts/usage';
import { FigureTable } from '../../ui/FigureTable';
import { formatMonth, formatNumber } from '../../ui/format';
import { DashboardChart } from '../dashboard/DashboardChart';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes in the largest unit that keeps the number at 1 or more (1,024 steps), one decimal past bytes. */
export function formatBytes(bytes: number): string {
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < UNITS.length - 1) {
        value /= 1024;
        unit += 1;
    }
    return `${formatNumber(value, { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${UNITS[unit]}`;
}

export function UsageFigures({ usage }: { usage: Usage }) {
    const translate = useTranslate();
    const newestFirst = [...usage.months].reverse();
    const monthRows = { first: 'ats.usage.month', rows: newestFirst, rowKey: (month: UsageMonth) => month.month, rowLabel: (month: UsageMonth) => formatMonth(month.month) };
    return (
        <Stack spacing={2}>
            <Typography aria-live="polite">
                {translate('ats.usage.storage', { files: formatNumber(usage.storage.files), size: formatBytes(usage.storage.bytes) })}
            </Typography>
            <DashboardChart
                title="ats.usage.applications_per_month"
                kind="area"
                categories={usage.months.map(month => formatMonth(month.month))}
                values={usage.months.map(month => month.applications)}
                categoryLabel="ats.usage.month"
                valueLabel="ats.usage.counts.applications"
            />
            <FigureTable
                title="ats.usage.active_users"
                {...monthRows}
                columns={USAGE_ROLES}
                header={role => translate(`ats.usage.roles.${role}`)}
                cell={(month, role) => formatNumber(month.active_users[role])}
            />
            <FigureTable
                title="ats.usage.activity"
                {...monthRows}
                columns={USAGE_COUNTS}
                header={count => translate(`ats.usage.counts.${count}`)}
                cell={(month, count) => (count === 'storage_added_bytes' ? formatBytes(month[count]) : formatNumber(month[count]))}
            />
        </Stack>
    );
}
