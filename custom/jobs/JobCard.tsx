/**
 * One job in the active jobs list: its status and priority as chips with
 * words, what it is, its applicants and recruiters, one primary action (the
 * applicant board) and the others in an overflow menu (edit, promote, hiring
 * deadline, assign a recruiter, delete behind the confirmation dialog), so a
 * card's actions stay on one line at any width (docs/ui-polish.md).
 */
import { memo, useId, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Event from '@mui/icons-material/Event';
import MoreVert from '@mui/icons-material/MoreVert';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import TrendingUp from '@mui/icons-material/TrendingUp';
import ViewKanban from '@mui/icons-material/ViewKanban';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslate } from 'react-admin';
import { experienceWords } from '../../config/contracts/jobs';
import type { JobSummary } from '../../dataProvider/jobsTypes';
import { formatDay } from '../../ui/format';
import type { JobListState } from './jobListModel';

export type JobAction = 'promote' | 'deadline' | 'assign' | 'delete';

export interface JobCardProps {
    job: JobSummary;
    canEdit: boolean;
    onAction: (action: JobAction, job: JobSummary) => void;
    /** Asks before taking the recruiter off the job (useJobActions). */
    onRemoveRecruiter: (job: JobSummary, recruiter: { id: string; name: string }) => void;
}

type ChipColor = 'default' | 'success' | 'warning' | 'error' | 'info';

const statusColors: Record<string, ChipColor> = { OPEN: 'success', ON_HOLD: 'warning', CLOSED: 'default', DRAFT: 'info' };
const priorityColors: Record<string, ChipColor> = { URGENT: 'error', HIGH: 'warning', MEDIUM: 'default', LOW: 'default' };

function JobCardInner({ job, canEdit, onAction, onRemoveRecruiter }: JobCardProps) {
    const translate = useTranslate();
    const boardPath = `/corporate/total-applications/${job.id}`;
    // The board's "Job Postings" leads back to this list, as it is filtered now.
    const { search: listSearch } = useLocation();
    const listState: JobListState = { listSearch };
    const facts = [
        job.department_name,
        job.job_locations?.join(', '),
        experienceWords(translate, wording => `ats.jobs.experience_wording.${wording}`, job.min_experience, job.max_experience),
        translate(`ats.jobs.employment_types.${job.employment_type}`, { _: job.employment_type }),
    ]
        .filter(Boolean)
        .join(' · ');
    const priority = translate(`ats.jobs.priorities.${job.priority}`, { _: job.priority });
    return (
        <Card variant="outlined" component="article" aria-label={job.title} data-testid="job-card" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
            <CardContent sx={{ flexGrow: 1, minWidth: 0, pb: 1 }}>
                <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
                    <Stack direction="row" spacing={1} sx={{ flexGrow: 1, flexWrap: 'wrap', rowGap: 0.5, minWidth: 0 }}>
                        <Chip size="small" label={translate(`ats.jobs.job_types.${job.job_type}`, { _: job.job_type })} color={statusColors[job.job_type] ?? 'default'} />
                        <Chip size="small" variant="outlined" label={translate('ats.jobs.priority_chip', { priority, _: priority })} color={priorityColors[job.priority] ?? 'default'} />
                        {job.promoted_at && <Chip size="small" color="secondary" label={translate('ats.jobs.promoted')} />}
                        {job.locations_unmatched?.length ? (
                            <Chip size="small" variant="outlined" color="warning" label={translate('ats.cities.unmatched_chip')} title={job.locations_unmatched.join(', ')} />
                        ) : null}
                    </Stack>
                    {canEdit && <JobMenu job={job} onAction={onAction} />}
                </Stack>
                <Link component={RouterLink} to={boardPath} state={listState} variant="h6" underline="hover" noWrap title={job.title} sx={{ display: 'block' }}>
                    {job.title}
                </Link>
                <Typography variant="body2" color="text.secondary" noWrap title={facts}>
                    {facts}
                </Typography>
                <Typography variant="body2" sx={{ mt: 1 }}>
                    {translate('ats.jobs.applicants', { smart_count: job.applicant_count ?? 0, count: job.applicant_count ?? 0 })}
                    {job.hiring_deadline ? ` · ${translate('ats.jobs.hiring_by', { date: formatDay(job.hiring_deadline.slice(0, 10)) })}` : ''}
                </Typography>
                <Stack direction="row" role="group" sx={{ mt: 1, flexWrap: 'wrap', gap: 0.5 }} aria-label={translate('ats.jobs.recruiters')}>
                    {(job.recruiters ?? []).map(recruiter => {
                        const name = [recruiter.first_name, recruiter.last_name].filter(Boolean).join(' ');
                        return (
                            <Chip
                                key={recruiter.id}
                                size="small"
                                label={name}
                                title={name}
                                onDelete={canEdit ? () => onRemoveRecruiter(job, { id: recruiter.id, name }) : undefined}
                                slotProps={{ root: { 'aria-label': name } }}
                                sx={{ maxWidth: '100%' }}
                            />
                        );
                    })}
                </Stack>
            </CardContent>
            <CardActions sx={{ px: 2, pb: 1.5, pt: 0 }}>
                <Button size="small" variant="outlined" startIcon={<ViewKanban />} component={RouterLink} to={boardPath} state={listState}>
                    {translate('ats.jobs.open_board')}
                </Button>
            </CardActions>
        </Card>
    );
}

interface MenuEntry {
    key: string;
    label: string;
    icon: SvgIconComponent;
    run: () => void;
    danger?: boolean;
}

/** The card's other actions: a MUI Menu, so arrows, Home/End, typing and Escape work, and focus returns to the button. */
function JobMenu({ job, onAction }: Pick<JobCardProps, 'job' | 'onAction'>) {
    const translate = useTranslate();
    const navigate = useNavigate();
    // The list's search and filters, for the form to go back to the same list once saved.
    const { search: listSearch } = useLocation();
    const menuId = useId();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const entries: MenuEntry[] = [
        { key: 'edit', label: 'ats.jobs.edit', icon: EditOutlined, run: () => navigate(`/corporate/post-a-job/${job.id}`, { state: { listSearch } satisfies JobListState }) },
        { key: 'promote', label: 'ats.jobs.promote', icon: TrendingUp, run: () => onAction('promote', job) },
        { key: 'deadline', label: 'ats.jobs.hiring_deadline', icon: Event, run: () => onAction('deadline', job) },
        { key: 'assign', label: 'ats.jobs.assign_recruiter', icon: PersonAddAlt, run: () => onAction('assign', job) },
        { key: 'delete', label: 'ats.jobs.delete', icon: DeleteOutline, run: () => onAction('delete', job), danger: true },
    ];
    return (
        <>
            <IconButton
                size="small"
                aria-label={translate('ats.jobs.more_actions', { title: job.title })}
                aria-haspopup="menu"
                aria-controls={anchor ? menuId : undefined}
                aria-expanded={anchor ? 'true' : undefined}
                onClick={event => setAnchor(event.currentTarget)}
                sx={{ mt: -0.5, mr: -1 }}
            >
                <MoreVert fontSize="small" />
            </IconButton>
            <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
                {entries.map(({ key, label, icon: Icon, run, danger }) => (
                    <MenuItem
                        key={key}
                        onClick={() => {
                            setAnchor(null);
                            run();
                        }}
                        sx={danger ? { color: 'error.main' } : undefined}
                    >
                        <ListItemIcon sx={danger ? { color: 'error.main' } : undefined}>
                            <Icon fontSize="small" />
                        </ListItemIcon>
                        <ListItemText>{translate(label)}</ListItemText>
                    </MenuItem>
                ))}
            </Menu>
        </>
    );
}

export const JobCard = memo(JobCardInner);
