/**
 * An interviewer's calibration (docs/api-interviews.md, "Calibration"):
 * interviews done, no-shows, the median feedback turnaround, their pass rate
 * beside the workspace's, and how often their PASS / FAIL matched the final
 * outcome. A rate without anything to divide by says so instead of 0 %.
 * In ui/ because both sides show it: the interviewer's dashboard and profile
 * (custom/interviewer) and the admin's interviewers list and detail
 * (resources/asides, the generator's side panels).
 */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Calibration } from '../dataProvider/interviews';
import { DefinitionList } from './DefinitionList';
import { formatPercent } from './format';

const percent = formatPercent;

export function CalibrationCard({ calibration, title }: { calibration: Calibration; title?: string }) {
    const translate = useTranslate();
    const none = translate('ats.interviewer.not_enough');
    const mine = percent(calibration.pass_rate);
    const workspace = percent(calibration.workspace_pass_rate);
    const agreement = percent(calibration.agreement_rate);
    const rows: [string, string][] = [
        ['ats.interviewer.interviews_done', String(calibration.interviews_done)],
        ['ats.interviewer.no_shows', String(calibration.no_shows)],
        [
            'ats.interviewer.turnaround',
            calibration.feedback_turnaround_hours === null ? none : translate('ats.interviewer.turnaround_hours', { hours: Math.round(calibration.feedback_turnaround_hours * 10) / 10 }),
        ],
        ['ats.interviewer.pass_rate', mine === null ? none : translate('ats.interviewer.pass_rate_vs', { mine, workspace: workspace ?? '–' })],
        ['ats.interviewer.agreement', agreement === null ? none : translate('ats.interviewer.agreement_of', { rate: agreement, smart_count: calibration.agreement_sample })],
    ];
    return (
        <Paper variant="outlined" component="section" aria-labelledby="calibration-title" sx={{ p: 2 }}>
            <Typography id="calibration-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
                {title ?? translate('ats.interviewer.calibration')}
            </Typography>
            <DefinitionList rows={rows} spacious />
        </Paper>
    );
}
