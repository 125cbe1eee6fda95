/**
 * What a recruiter can do to a scheduled interview, wherever it is listed
 * (the interviews page, its calendar, the application drawer): reschedule
 * (the schedule dialog with its times), cancel (kept as CANCELLED) or delete
 * (gone from the lists). Both of the latter go through the one confirmation
 * dialog, and every one of them mails the interviewers and the candidate.
 */
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DeleteForever from '@mui/icons-material/DeleteForever';
import EventBusy from '@mui/icons-material/EventBusy';
import MoreVert from '@mui/icons-material/MoreVert';
import Schedule from '@mui/icons-material/Schedule';
import ViewKanban from '@mui/icons-material/ViewKanban';
import { useNavigate } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Interview } from '../../config/contracts/interviews';
import type { InterviewsDataProvider } from '../../dataProvider/interviews';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/toast';
import { personName } from './InterviewBadges';
import { ScheduleInterviewDialog } from './ScheduleInterviewDialog';

export interface InterviewActionsProps {
    interview: Interview;
    onChanged: () => void;
    /** The board link is pointless on the board itself. */
    showBoardLink?: boolean;
}

type Open = 'menu' | 'reschedule' | 'cancel' | 'delete' | null;

export function InterviewActions({ interview, onChanged, showBoardLink = true }: InterviewActionsProps) {
    const translate = useTranslate();
    const toast = useToast();
    const navigate = useNavigate();
    const dataProvider = useDataProvider<InterviewsDataProvider>();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [open, setOpen] = useState<Open>(null);
    const name = personName(interview.candidate);
    const pending = interview.status === 'PENDING';
    const choose = (next: Open) => {
        setAnchor(null);
        setOpen(next);
    };
    const remove = (hard: boolean) => async () => {
        const message = await dataProvider.deleteInterview(interview.id, hard);
        toast.success(message ?? translate(hard ? 'ats.interviews.delete_interview' : 'ats.interviews.cancel_interview'));
    };
    return (
        <>
            <IconButton
                size="small"
                aria-label={translate('ats.interviews.actions_for', { name })}
                aria-haspopup="menu"
                onClick={event => {
                    setAnchor(event.currentTarget);
                    setOpen('menu');
                }}
            >
                <MoreVert fontSize="small" />
            </IconButton>
            <Menu anchorEl={anchor} open={open === 'menu' && anchor !== null} onClose={() => choose(null)}>
                {pending && interview.type === 'INTERVIEW' && (
                    <MenuItem onClick={() => choose('reschedule')}>
                        <ListItemIcon>
                            <Schedule fontSize="small" />
                        </ListItemIcon>
                        <ListItemText>{translate('ats.interviews.reschedule')}</ListItemText>
                    </MenuItem>
                )}
                {pending && (
                    <MenuItem onClick={() => choose('cancel')}>
                        <ListItemIcon>
                            <EventBusy fontSize="small" />
                        </ListItemIcon>
                        <ListItemText>{translate('ats.interviews.cancel_interview')}</ListItemText>
                    </MenuItem>
                )}
                <MenuItem onClick={() => choose('delete')}>
                    <ListItemIcon>
                        <DeleteForever fontSize="small" />
                    </ListItemIcon>
                    <ListItemText>{translate('ats.interviews.delete_interview')}</ListItemText>
                </MenuItem>
                {showBoardLink && (
                    <MenuItem
                        onClick={() => {
                            choose(null);
                            navigate(`/corporate/total-applications/${encodeURIComponent(interview.job.id)}`);
                        }}
                    >
                        <ListItemIcon>
                            <ViewKanban fontSize="small" />
                        </ListItemIcon>
                        <ListItemText>{translate('ats.interviews.open_board')}</ListItemText>
                    </MenuItem>
                )}
            </Menu>
            {open === 'reschedule' && (
                <ScheduleInterviewDialog
                    applicationId={interview.application_id}
                    jobId={interview.job.id}
                    jobTitle={interview.job.title}
                    candidateName={name}
                    interview={interview}
                    onClose={() => setOpen(null)}
                    onDone={() => {
                        setOpen(null);
                        onChanged();
                    }}
                />
            )}
            <ConfirmDialog open={open === 'cancel'} onClose={() => setOpen(null)} content="ats.interviews.cancel_confirm" onConfirm={remove(false)} onSuccess={onChanged} />
            <ConfirmDialog open={open === 'delete'} onClose={() => setOpen(null)} content="ats.interviews.delete_confirm" onConfirm={remove(true)} onSuccess={onChanged} />
        </>
    );
}
