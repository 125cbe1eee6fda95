/**
 * Interviewer calibration for admins (issue 11), beside the interviewers list
 * and an interviewer's detail and edit pages. The figures come from
 * GET interviewers/calibration (USERS-INTERVIEWERS VIEW), keyed by the users
 * id: an interviewer record carries it as `user_id` (the resource's `account`),
 * its own `id` is the record's. Beside the list it shows the interviewers of
 * the page on screen (after search, filters and paging), one compact row each;
 * on a record's page the one interviewer, with the same card they see.
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
import { useDataProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';
import type { Calibration, InterviewsDataProvider } from '../../dataProvider/interviews';
import { CalibrationCard } from '../../ui/CalibrationCard';
import { errorMessage } from '../../ui/errors';
import type { AsideProps } from '../types';
import { formatPercent } from '../../ui/format';

/** The calibration endpoint's largest page. */
const PAGE_LIMIT = 100;

const userIdOf = (record: RaRecord | undefined): string | null => (typeof record?.user_id === 'string' ? record.user_id : null);

/**
 * The figures of these users: one request for the first hundred interviewers
 * (the usual workspace), then one per user it did not hold.
 */
export async function calibrationsOf(dataProvider: InterviewsDataProvider, userIds: readonly string[]): Promise<Map<string, Calibration>> {
    const found = new Map<string, Calibration>();
    if (userIds.length === 0) return found;
    if (userIds.length > 1) for (const row of await dataProvider.calibrations({ limit: PAGE_LIMIT })) found.set(row.interviewer.id, row);
    const missing = userIds.filter(id => !found.has(id));
    const rows = await Promise.all(missing.map(id => dataProvider.calibrations({ interviewer_id: id, limit: 1 })));
    for (const row of rows.flat()) found.set(row.interviewer.id, row);
    return found;
}

function useCalibrations(userIds: readonly string[]) {
    const dataProvider = useDataProvider<InterviewsDataProvider>();
    const translate = useTranslate();
    const [state, setState] = useState<{ key: string; figures: Map<string, Calibration> | null; error: string | null }>({ key: '', figures: null, error: null });
    const key = userIds.join(',');
    useEffect(() => {
        let live = true;
        calibrationsOf(dataProvider, key ? key.split(',') : []).then(
            figures => live && setState({ key, figures, error: null }),
            (error: unknown) => live && setState({ key, figures: null, error: errorMessage(error, translate('ats.errors.try_later_bang')) }),
        );
        return () => {
            live = false;
        };
    }, [dataProvider, key, translate]);
    // While another page's figures load, the previous ones stay (rows only show for ids they hold): no flashing spinner on each refetch.
    return state;
}

const percent = (rate: number | null) => formatPercent(rate) ?? '–';
const name = (c: Calibration) => [c.interviewer.first_name, c.interviewer.last_name].filter(Boolean).join(' ');

function ListPanel() {
    const translate = useTranslate();
    const { data } = useListContext();
    const userIds = (data ?? []).map(userIdOf).filter((id): id is string => id !== null);
    const { figures, error } = useCalibrations(userIds);
    const workspaceRate = figures?.values().next().value?.workspace_pass_rate ?? null;
    return (
        <Paper variant="outlined" component="section" aria-labelledby="calibration-panel-title" sx={{ ml: 2, p: 1.5, width: 310, flexShrink: 0, alignSelf: 'flex-start' }}>
            <Typography id="calibration-panel-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {translate('ats.interviewer.calibration_panel_title')}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                {translate('ats.interviewer.calibration_panel_hint', { workspace: percent(workspaceRate) })}
            </Typography>
            {error ? (
                <Alert severity="error">{error}</Alert>
            ) : !figures ? (
                <CircularProgress size={24} aria-label={translate('ats.interviews.loading')} />
            ) : (
                // Narrow beside a wide list, the table may scroll sideways: focusable so keyboards can scroll it.
                <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-labelledby="calibration-panel-title">
                    <Table size="small" aria-labelledby="calibration-panel-title" sx={{ '& th, & td': { px: 0.5, fontSize: '0.75rem' } }}>
                        <TableHead>
                            <TableRow>
                                <TableCell>{translate('ats.interviewer.calibration_interviewer')}</TableCell>
                                <TableCell align="right">{translate('ats.interviewer.calibration_done')}</TableCell>
                                <TableCell align="right">{translate('ats.interviewer.calibration_no_shows')}</TableCell>
                                <TableCell align="right">{translate('ats.interviewer.calibration_turnaround')}</TableCell>
                                <TableCell align="right">{translate('ats.interviewer.calibration_pass')}</TableCell>
                                <TableCell align="right">{translate('ats.interviewer.calibration_agreement')}</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {userIds.map(id => {
                                const row = figures.get(id);
                                if (!row) return null;
                                return (
                                    <TableRow key={id} data-testid={`calibration-${row.interviewer.email}`}>
                                        <TableCell component="th" scope="row">
                                            {name(row)}
                                        </TableCell>
                                        <TableCell align="right">{row.interviews_done}</TableCell>
                                        <TableCell align="right">{row.no_shows}</TableCell>
                                        <TableCell align="right">{row.feedback_turnaround_hours === null ? '–' : translate('ats.interviewer.calibration_hours', { hours: Math.round(row.feedback_turnaround_hours * 10) / 10 })}</TableCell>
                                        <TableCell align="right">{percent(row.pass_rate)}</TableCell>
                                        <TableCell align="right">
                                            {row.agreement_rate === null ? '–' : `${percent(row.agreement_rate)} (${row.agreement_sample})`}
                                        </TableCell>
                                    </TableRow>
                                );
                            })}
                        </TableBody>
                    </Table>
                </Box>
            )}
        </Paper>
    );
}

function RecordPanel({ record, beside }: { record: RaRecord | undefined; beside: boolean }) {
    const translate = useTranslate();
    const userId = userIdOf(record);
    const { figures, error } = useCalibrations(userId ? [userId] : []);
    const row = userId ? figures?.get(userId) : undefined;
    let content;
    if (!userId) content = null;
    else if (error) content = <Alert severity="error">{error}</Alert>;
    else if (!figures) content = <CircularProgress size={24} aria-label={translate('ats.interviews.loading')} />;
    else if (row) content = <CalibrationCard calibration={row} title={translate('ats.interviewer.calibration_of', { name: name(row) })} />;
    else content = null;
    return content ? <Box sx={{ ml: beside ? 2 : 0, minWidth: 320, maxWidth: 420, flexShrink: 0 }}>{content}</Box> : null;
}

export function InterviewerCalibration({ view, record }: AsideProps) {
    // Show's aside sits right of the card; edit's is placed by the form page's stack.
    return view === 'list' ? <ListPanel /> : <RecordPanel record={record} beside={view === 'show'} />;
}
