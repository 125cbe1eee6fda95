/**
 * Schedule an interview (or a profile review) for one application, or
 * reschedule one: round (with the job's round manager beside it), one or
 * more interviewers, date and time in the workspace's time zone, duration,
 * mode with its link or place, and the question groups. The server's refusal
 * of an overlapping interview names the clash; it shows above the buttons.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ViewList from '@mui/icons-material/ViewList';
import { useDataProvider, useTranslate } from 'react-admin';
import type { FieldErrors } from '../../config/contracts/common';
import { DURATION_MINUTES, INTERVIEW_MODES, INTERVIEW_TYPES, QUESTIONS_PER_GROUP, type Interview, type InterviewDetail, type InterviewMode, type InterviewType } from '../../config/contracts/interviews';
import type { InterviewerOption, InterviewsDataProvider, QuestionGroup, Round } from '../../dataProvider/interviews';
import { session } from '../../dataProvider/session';
import { errorMessage, fieldErrorsOf } from '../../ui/errors';
import { useToast } from '../../ui/toast';
import { personName } from './InterviewBadges';
import { RoundManagerDialog } from './RoundManagerDialog';
import { emptySchedule, fromInterview, placeServerErrors, scheduleErrors, toRescheduleBody, toScheduleBody, type ScheduleValues } from './scheduleForm';
import { BusyButton } from '../../ui/BusyButton';
import { useFocusFirstInvalid } from '../../ui/focusFirstInvalid';
import { useDiscardGuard } from '../../ui/useDiscardGuard';

export interface ScheduleInterviewDialogProps {
    applicationId: string;
    jobId: string;
    jobTitle: string;
    candidateName: string;
    /** Given: reschedule this interview; absent: schedule a new one. */
    interview?: Interview;
    onClose: () => void;
    onDone: (interview: InterviewDetail) => void;
}

/** The workspace's zone: the interview's own when rescheduling, else check-workspace's. */
export function workspaceTimeZone(interview?: Pick<Interview, 'time_zone'>): string {
    return interview?.time_zone ?? session.getCompany()?.time_zone ?? 'UTC';
}

function useChoices(jobId: string) {
    const dataProvider = useDataProvider<InterviewsDataProvider>();
    const [rounds, setRounds] = useState<Round[]>([]);
    const [people, setPeople] = useState<InterviewerOption[]>([]);
    const [groups, setGroups] = useState<QuestionGroup[]>([]);
    const loadRounds = useCallback(() => {
        dataProvider.getRounds(jobId).then(setRounds, () => undefined);
    }, [dataProvider, jobId]);
    useEffect(() => {
        loadRounds();
        dataProvider.interviewerOptions().then(setPeople, () => undefined);
        dataProvider.questionBank().then(bank => setGroups(bank.groups), () => undefined);
    }, [dataProvider, loadRounds]);
    return { rounds, people, groups, loadRounds };
}

/** Whether the user changed anything the form opened with (a list's order counts). */
function changedFrom(initial: ScheduleValues, values: ScheduleValues): boolean {
    return (Object.keys(initial) as (keyof ScheduleValues)[]).some(field => String(values[field]) !== String(initial[field]));
}

export function ScheduleInterviewDialog({ applicationId, jobId, jobTitle, candidateName, interview, onClose, onDone }: ScheduleInterviewDialogProps) {
    const translate = useTranslate();
    const toast = useToast();
    const dataProvider = useDataProvider<InterviewsDataProvider>();
    const timeZone = workspaceTimeZone(interview);
    const rescheduling = Boolean(interview);
    const { rounds, people, groups, loadRounds } = useChoices(jobId);
    // What the form opened with: closing it unchanged needs no confirmation.
    const [initial, setInitial] = useState<ScheduleValues>(() => (interview ? fromInterview(interview) : emptySchedule()));
    const [values, setValues] = useState<ScheduleValues>(initial);
    const [errors, setErrors] = useState<FieldErrors>({});
    const [failure, setFailure] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    const [managingRounds, setManagingRounds] = useState(false);
    const formRef = useRef<HTMLFormElement>(null);
    const focusFirstInvalid = useFocusFirstInvalid(formRef);
    const { requestClose, confirmation } = useDiscardGuard(changedFrom(initial, values), onClose);

    // The first round is the usual choice for a new interview: the form's, not the user's, so not a change.
    useEffect(() => {
        if (rescheduling || rounds.length === 0) return;
        const withFirstRound = (current: ScheduleValues) => (current.round_id ? current : { ...current, round_id: rounds[0].id });
        setInitial(withFirstRound);
        setValues(withFirstRound);
    }, [rounds, rescheduling]);

    const set = <K extends keyof ScheduleValues>(field: K, value: ScheduleValues[K]) => {
        setValues(current => ({ ...current, [field]: value }));
        setErrors(({ [field]: _gone, ...rest }) => rest);
    };
    const text = (field: 'date' | 'time' | 'duration' | 'link' | 'place' | 'note' | 'reason') => ({
        value: values[field],
        onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
        error: Boolean(errors[field === 'duration' ? 'duration_minutes' : field]),
        helperText: errors[field === 'duration' ? 'duration_minutes' : field] || undefined,
    });
    // A rescheduled interview's interviewers stay choosable even if they are no longer offered (left the role, say).
    const options = useMemo<InterviewerOption[]>(() => {
        const current = (interview?.interviewers ?? []).filter(person => !people.some(option => option.id === person.id));
        return [...people, ...current.map(person => ({ id: person.id, first_name: person.first_name, last_name: person.last_name, email: person.email, role_name: 'INTERVIEWER', secondary_role: null }))];
    }, [people, interview]);
    const selectedPeople = useMemo(() => options.filter(option => values.interviewer_ids.includes(option.id)), [options, values.interviewer_ids]);

    const submit = async () => {
        const found = scheduleErrors(values, timeZone, {
            required: translate('ats.interviews.required'),
            chooseRound: translate('ats.interviews.choose_round'),
            chooseInterviewer: translate('ats.interviews.choose_interviewer'),
            linkInvalid: translate('ats.interviews.link_invalid'),
            durationRange: translate('ats.interviews.duration_range', { min: DURATION_MINUTES.min, max: DURATION_MINUTES.max }),
        });
        setErrors(found);
        setFailure(null);
        if (Object.keys(found).length > 0) {
            setFailure(translate('ats.interviews.fix_fields'));
            focusFirstInvalid();
            return;
        }
        setBusy(true);
        try {
            const answer = interview
                ? await dataProvider.rescheduleInterview(toRescheduleBody(values, interview, timeZone))
                : await dataProvider.scheduleInterview(toScheduleBody(values, applicationId, jobId, timeZone));
            toast.success(answer.message ?? translate('ats.interviews.scheduled_done'));
            onDone(answer.interview);
        } catch (error) {
            const refused = placeServerErrors(fieldErrorsOf(error));
            setErrors(refused);
            if (Object.keys(refused).length > 0) focusFirstInvalid();
            setFailure(errorMessage(error, translate('ats.errors.try_later_bang')));
        } finally {
            setBusy(false);
        }
    };

    const isInterview = values.type === 'INTERVIEW';
    return (
        <Dialog open onClose={busy ? undefined : requestClose} fullWidth maxWidth="md" aria-labelledby="schedule-title">
            <DialogTitle id="schedule-title">
                {translate(rescheduling ? 'ats.interviews.reschedule_title' : 'ats.interviews.schedule_for', { name: candidateName })}
                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                    {jobTitle}
                </Typography>
            </DialogTitle>
            <DialogContent>
                <Stack
                    component="form"
                    id="schedule-form"
                    ref={formRef}
                    noValidate
                    spacing={2}
                    sx={{ pt: 1 }}
                    onSubmit={event => {
                        event.preventDefault();
                        void submit();
                    }}
                >
                    {!rescheduling && (
                        <FormControl>
                            <FormLabel id="schedule-type">{translate('ats.interviews.type')}</FormLabel>
                            <RadioGroup row aria-labelledby="schedule-type" value={values.type} onChange={event => set('type', event.target.value as InterviewType)}>
                                {INTERVIEW_TYPES.map(type => (
                                    <FormControlLabel key={type} value={type} control={<Radio />} label={translate(`ats.interviews.types.${type}`)} />
                                ))}
                            </RadioGroup>
                        </FormControl>
                    )}
                    {!rescheduling && (
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                            <TextField
                                select
                                fullWidth
                                required
                                label={translate('ats.interviews.round')}
                                value={rounds.some(round => round.id === values.round_id) ? values.round_id : ''}
                                onChange={event => set('round_id', event.target.value)}
                                error={Boolean(errors.round_id)}
                                helperText={errors.round_id || (rounds.length === 0 ? translate('ats.interviews.no_rounds') : undefined)}
                            >
                                {rounds.map(round => (
                                    <MenuItem key={round.id} value={round.id}>
                                        {round.name}
                                    </MenuItem>
                                ))}
                            </TextField>
                            <Button startIcon={<ViewList />} onClick={() => setManagingRounds(true)} sx={{ mt: 1, flexShrink: 0 }}>
                                {translate('ats.interviews.manage_rounds')}
                            </Button>
                        </Stack>
                    )}
                    <Autocomplete
                        multiple
                        options={options}
                        value={selectedPeople}
                        onChange={(_event, chosen) => set('interviewer_ids', chosen.map(person => person.id))}
                        getOptionLabel={person => `${personName(person)} (${person.email})`}
                        isOptionEqualToValue={(option, value) => option.id === value.id}
                        renderInput={params => (
                            <TextField
                                {...params}
                                required
                                label={translate('ats.interviews.interviewers')}
                                error={Boolean(errors.interviewer_ids)}
                                helperText={errors.interviewer_ids || translate('ats.interviews.interviewers_hint')}
                            />
                        )}
                    />
                    {isInterview && (
                        <>
                            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                                <TextField type="date" required label={translate('ats.interviews.date')} {...text('date')} slotProps={{ inputLabel: { shrink: true } }} sx={{ flex: 1 }} />
                                <TextField type="time" required label={translate('ats.interviews.time')} {...text('time')} slotProps={{ inputLabel: { shrink: true } }} sx={{ flex: 1 }} />
                                <TextField
                                    type="number"
                                    required
                                    label={translate('ats.interviews.duration')}
                                    {...text('duration')}
                                    slotProps={{ htmlInput: { min: DURATION_MINUTES.min, max: DURATION_MINUTES.max, step: 15 } }}
                                    sx={{ flex: 1 }}
                                />
                            </Stack>
                            <Typography variant="caption" color="text.secondary">
                                {translate('ats.interviews.time_zone', { zone: timeZone })}
                            </Typography>
                            <FormControl error={Boolean(errors.mode)}>
                                <FormLabel id="schedule-mode">{translate('ats.interviews.mode')}</FormLabel>
                                <RadioGroup row aria-labelledby="schedule-mode" value={values.mode} onChange={event => set('mode', event.target.value as InterviewMode)}>
                                    {INTERVIEW_MODES.map(mode => (
                                        <FormControlLabel key={mode} value={mode} control={<Radio />} label={translate(`ats.interviews.modes.${mode}`)} />
                                    ))}
                                </RadioGroup>
                                {errors.mode && <FormHelperText>{errors.mode}</FormHelperText>}
                            </FormControl>
                            {values.mode === 'VIDEO' && <TextField type="url" required label={translate('ats.interviews.link')} placeholder="https://" {...text('link')} />}
                            {values.mode === 'IN_PERSON' && <TextField required label={translate('ats.interviews.place')} {...text('place')} />}
                        </>
                    )}
                    {isInterview && !rescheduling && (
                        <FormControl component="fieldset">
                            <FormLabel component="legend">{translate('ats.interviews.question_groups')}</FormLabel>
                            <FormHelperText sx={{ mx: 0 }}>{translate('ats.interviews.question_groups_hint', { count: QUESTIONS_PER_GROUP })}</FormHelperText>
                            <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
                                {groups.map(group => (
                                    <FormControlLabel
                                        key={group.id}
                                        sx={{ width: { xs: '100%', sm: '50%', md: '33%' }, mr: 0 }}
                                        control={
                                            <Checkbox
                                                checked={values.question_group_ids.includes(group.id)}
                                                onChange={event =>
                                                    set('question_group_ids', event.target.checked ? [...values.question_group_ids, group.id] : values.question_group_ids.filter(id => id !== group.id))
                                                }
                                            />
                                        }
                                        label={group.label}
                                    />
                                ))}
                            </Stack>
                            {errors.question_group_ids && <FormHelperText error>{errors.question_group_ids}</FormHelperText>}
                        </FormControl>
                    )}
                    {rescheduling ? (
                        <TextField label={translate('ats.interviews.reason')} multiline {...text('reason')} slotProps={{ htmlInput: { maxLength: 500 } }} />
                    ) : (
                        <TextField label={translate('ats.interviews.note')} multiline minRows={2} {...text('note')} slotProps={{ htmlInput: { maxLength: 2000 } }} />
                    )}
                    {failure && (
                        <Alert severity="error" role="alert">
                            {failure}
                        </Alert>
                    )}
                </Stack>
            </DialogContent>
            <DialogActions>
                {/* Cancel is the explicit choice to drop what was typed: it closes without asking. */}
                <Button onClick={onClose} disabled={busy}>
                    {translate('ats.confirm.cancel')}
                </Button>
                <BusyButton type="submit" form="schedule-form" variant="contained" busy={busy}>
                    {translate(rescheduling ? 'ats.interviews.save_reschedule' : 'ats.interviews.save')}
                </BusyButton>
            </DialogActions>
            {managingRounds && <RoundManagerDialog jobId={jobId} jobTitle={jobTitle} onClose={() => setManagingRounds(false)} onChanged={loadRounds} />}
            {confirmation}
        </Dialog>
    );
}
