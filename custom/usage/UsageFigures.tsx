/**
 * A workspace's usage per month (docs/api-dashboard.md, "Usage and the CS
 * dashboard"): stored files now, active users by role and the activity
 * counts, one row per month (newest first), after applications per month
 * as a chart. Shared by the admin's usage page and the CS dashboard.
 */
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { USAGE_COUNTS, USAGE_ROLES, type Usage, type UsageMonth } from '../../config/contracts/usage';
import { formatNumber, intlLocale } from '../../ui/format';
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

/** "Nov 2026" for "2026-11", in the page's language. */
export function monthName(month: string): string {
    return new Date(`${month}-01T00:00:00`).toLocaleDateString(intlLocale, { month: 'short', year: 'numeric' });
}

function MonthTable<K extends string>({ title, columns, months, value, header }: { title: string; columns: readonly K[]; months: UsageMonth[]; value: (month: UsageMonth, column: K) => string; header: (column: K) => string }) {
    const translate = useTranslate();
    return (
        <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
                {translate(title)}
            </Typography>
            <TableContainer>
                <Table size="small" aria-label={translate(title)}>
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate('ats.usage.month')}</TableCell>
                            {columns.map(column => (
                                <TableCell key={column} align="right">
                                    {header(column)}
                                </TableCell>
                            ))}
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {[...months].reverse().map(month => (
                            <TableRow key={month.month}>
                                <TableCell component="th" scope="row">
                                    {monthName(month.month)}
                                </TableCell>
                                {columns.map(column => (
                                    <TableCell key={column} align="right">
                                        {value(month, column)}
                                    </TableCell>
                                ))}
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            </TableContainer>
        </Paper>
    );
}

export function UsageFigures({ usage }: { usage: Usage }) {
    const translate = useTranslate();
    return (
        <Stack spacing={2}>
            <Typography aria-live="polite">
                {translate('ats.usage.storage', { files: formatNumber(usage.storage.files), size: formatBytes(usage.storage.bytes) })}
            </Typography>
            <DashboardChart
                title="ats.usage.applications_per_month"
                kind="area"
                categories={usage.months.map(month => monthName(month.month))}
                values={usage.months.map(month => month.applications)}
                categoryLabel="ats.usage.month"
                valueLabel="ats.usage.counts.applications"
            />
            <MonthTable
                title="ats.usage.active_users"
                columns={USAGE_ROLES}
                months={usage.months}
                header={role => translate(`ats.usage.roles.${role}`)}
                value={(month, role) => formatNumber(month.active_users[role])}
            />
            <MonthTable
                title="ats.usage.activity"
                columns={USAGE_COUNTS}
                months={usage.months}
                header={count => translate(`ats.usage.counts.${count}`)}
                value={(month, count) => (count === 'storage_added_bytes' ? formatBytes(month[count]) : formatNumber(month[count]))}
            />
        </Stack>
    );
}
