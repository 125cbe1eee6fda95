/**
 * The interviews of one application, in its detail drawer: each with its
 * round, time, interviewers, status and result, and its actions; plus the
 * button that schedules another one.
 */
import { useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailable from '@mui/icons-material/EventAvailable';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Interview, InterviewsDataProvider } from '../../dataProvider/interviews';
import { errorMessage } from '../../ui/errors';
import { RowSkeletons } from '../../ui/LoadStatus';
import { InterviewActions } from './InterviewActions';
import { personName, ResultBadge, StatusChip } from './InterviewBadges';
import { ScheduleInterviewDialog } from './ScheduleInterviewDialog';
import { formatInZone } from './zonedTime';

export interface ApplicationInterviewsProps {
    applicationId: string;
    jobId: string;
    jobTitle: string;
    candidateName: string;
    /** After a schedule, reschedule, cancel or delete (the timeline changed). */
    onChanged: () => void;
}

export function ApplicationInterviews({ applicationId, jobId, jobTitle, candidateName, onChanged }: ApplicationInterviewsProps) {
    const translate = useTranslate();
    const dataProvider = useDataProvider<InterviewsDataProvider>();
    const [interviews, setInterviews] = useState<Interview[] | null>(null);
    const [failure, setFailure] = useState<string | null>(null);
    const [scheduling, setScheduling] = useState(false);
    const load = useCallback(async () => {
        try {
            setInterviews((await dataProvider.getInterviews({ application_id: applicationId, limit: 100 })).data);
            setFailure(null);
        } catch (error) {
            setFailure(errorMessage(error, translate('ats.errors.try_later_bang')));
        }
    }, [dataProvider, applicationId, translate]);
    useEffect(() => void load(), [load]);
    const changed = () => {
        void load();
        onChanged();
    };

    return (
        <Box component="section" aria-labelledby="application-interviews">
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
                <Typography id="application-interviews" variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
                    {translate('ats.interviews.section')}
                </Typography>
                <Button size="small" variant="outlined" startIcon={<EventAvailable />} onClick={() => setScheduling(true)}>
                    {translate('ats.interviews.schedule')}
                </Button>
            </Stack>
            {failure && (
                <Typography variant="body2" color="error">
                    {failure}
                </Typography>
            )}
            {!interviews && !failure && <RowSkeletons label="ats.interviews.loading" count={1} />}
            {interviews && interviews.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                    {translate('ats.interviews.empty_title')}
                </Typography>
            )}
            {interviews && interviews.length > 0 && (
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="application-interviews">
                    {interviews.map(interview => (
                        <Stack component="li" key={interview.id} direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                                    {interview.round.name} · {translate(`ats.interviews.types.${interview.type}`)}
                                </Typography>
                                <Typography variant="caption" color="text.secondary" component="div">
                                    {[interview.type === 'INTERVIEW' ? formatInZone(interview.starts_at, interview.time_zone) : null, interview.interviewers.map(personName).join(', ')]
                                        .filter(Boolean)
                                        .join(' · ')}
                                </Typography>
                            </Box>
                            <StatusChip status={interview.status} />
                            {interview.result && <ResultBadge result={interview.result} />}
                            <InterviewActions interview={interview} onChanged={changed} showBoardLink={false} />
                        </Stack>
                    ))}
                </Stack>
            )}
            {scheduling && (
                <ScheduleInterviewDialog
                    applicationId={applicationId}
                    jobId={jobId}
                    jobTitle={jobTitle}
                    candidateName={candidateName}
                    onClose={() => setScheduling(false)}
                    onDone={() => {
                        setScheduling(false);
                        changed();
                    }}
                />
            )}
        </Box>
    );
}
