/**
 * The dashboard's lists: jobs nearing their hiring deadline (each leading to
 * its board) and what needs the user: interviews waiting for feedback (to the
 * interviews page) and applications stuck in a stage (to the job's board).
 */
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { CorporateDashboard } from '../../dataProvider/dashboard';
import { formatDay } from '../../ui/format';
import { applicationPath } from '../board/openApplication';

const boardPath = (jobId: string) => `/corporate/total-applications/${encodeURIComponent(jobId)}`;

export function DeadlinesList({ deadlines }: { deadlines: CorporateDashboard['deadlines'] }) {
    const translate = useTranslate();
    return (
        <Paper variant="outlined" component="section" aria-labelledby="dashboard-deadlines" sx={{ p: 2, height: '100%' }}>
            <Typography id="dashboard-deadlines" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {translate('ats.dashboard.deadlines')}
            </Typography>
            {deadlines.length === 0 ? (
                <Typography color="text.secondary">{translate('ats.dashboard.no_deadlines')}</Typography>
            ) : (
                <List dense>
                    {deadlines.map(job => (
                        <ListItem key={job.id} disableGutters>
                            <ListItemText
                                primary={
                                    <Link component={RouterLink} to={boardPath(job.id)}>
                                        {job.title}
                                    </Link>
                                }
                                secondary={translate('ats.dashboard.deadline_line', { date: formatDay(job.deadline), count: job.open_applications })}
                            />
                        </ListItem>
                    ))}
                </List>
            )}
        </Paper>
    );
}

export function NeedsYouList({ needs }: { needs: CorporateDashboard['needs_you'] }) {
    const translate = useTranslate();
    const nothing = needs.feedback_pending.total === 0 && needs.stuck.total === 0;
    return (
        <Paper variant="outlined" component="section" aria-labelledby="dashboard-needs-you" sx={{ p: 2, height: '100%' }}>
            <Typography id="dashboard-needs-you" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {translate('ats.dashboard.needs_you')}
            </Typography>
            {nothing ? <Typography color="text.secondary">{translate('ats.dashboard.nothing_needs_you')}</Typography> : null}
            {needs.feedback_pending.total > 0 ? (
                <>
                    <Typography variant="body2" component="h3" sx={{ mt: 1, fontWeight: 600 }}>
                        <Link component={RouterLink} to="/corporate/interviews-scheduled">
                            {translate('ats.dashboard.feedback_pending', { total: needs.feedback_pending.total })}
                        </Link>
                    </Typography>
                    <List dense>
                        {needs.feedback_pending.items.map(item => (
                            <ListItem key={item.interview_id} disableGutters>
                                <ListItemText
                                    primary={item.job_title}
                                    secondary={translate('ats.dashboard.feedback_line', { candidate: item.candidate_name, round: item.round_name, date: formatDay(item.ends_at) })}
                                />
                            </ListItem>
                        ))}
                    </List>
                </>
            ) : null}
            {needs.stuck.total > 0 ? (
                <>
                    <Typography variant="body2" component="h3" sx={{ mt: 1, fontWeight: 600 }}>
                        {translate('ats.dashboard.stuck', { days: needs.stuck_days, total: needs.stuck.total })}
                    </Typography>
                    <List dense>
                        {needs.stuck.items.map(item => (
                            <ListItem key={item.application_id} disableGutters>
                                <ListItemText
                                    primary={
                                        <Link component={RouterLink} to={applicationPath(item.job_id, item.application_id)}>
                                            {item.job_title}
                                        </Link>
                                    }
                                    secondary={translate('ats.dashboard.stuck_line', { candidate: item.candidate_name, stage: item.stage_name, days: item.days_in_stage })}
                                />
                            </ListItem>
                        ))}
                    </List>
                </>
            ) : null}
        </Paper>
    );
}
