/**
 * The schedule / reschedule dialog's values, their checks and the bodies
 * they become. What an INTERVIEW needs by mode is the contract's
 * meetingRuleErrors, so the dialog shows the server's sentences before
 * sending; only what a form alone has (a date and a time typed apart, text in
 * the duration box) is checked here.
 */
import type { FieldErrors } from '../../config/contracts/common';
import {
    DURATION_MINUTES,
    meetingRuleErrors,
    type Interview,
    type InterviewMode,
    type InterviewType,
    type RescheduleBody,
    type ScheduleBody,
} from '../../config/contracts/interviews';
import { utcToZoned, zonedToUtcIso } from './zonedTime';

export interface ScheduleValues {
    type: InterviewType;
    round_id: string;
    interviewer_ids: string[];
    /** YYYY-MM-DD and HH:mm in the workspace's zone */
    date: string;
    time: string;
    duration: string;
    mode: InterviewMode;
    link: string;
    place: string;
    question_group_ids: string[];
    note: string;
    reason: string;
}

export function emptySchedule(): ScheduleValues {
    return {
        type: 'INTERVIEW',
        round_id: '',
        interviewer_ids: [],
        date: '',
        time: '',
        duration: String(DURATION_MINUTES.default),
        mode: 'VIDEO',
        link: '',
        place: '',
        question_group_ids: [],
        note: '',
        reason: '',
    };
}

/** A reschedule starts from the interview as it is, in the workspace's zone. */
export function fromInterview(interview: Interview): ScheduleValues {
    const { date, time } = utcToZoned(interview.starts_at, interview.time_zone);
    return {
        type: interview.type,
        round_id: interview.round.id,
        interviewer_ids: interview.interviewers.map(person => person.id),
        date,
        time,
        duration: String(interview.duration_minutes),
        mode: interview.mode ?? 'VIDEO',
        link: interview.link ?? '',
        place: interview.place ?? '',
        question_group_ids: interview.question_group_ids,
        note: interview.note ?? '',
        reason: '',
    };
}

export interface ScheduleMessages {
    required: string;
    chooseRound: string;
    chooseInterviewer: string;
    linkInvalid: string;
    durationRange: string;
}

function startsAt(values: ScheduleValues, timeZone: string): string | null {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date) || !/^\d{2}:\d{2}$/.test(values.time)) return null;
    return zonedToUtcIso({ date: values.date, time: values.time }, timeZone);
}

function duration(values: ScheduleValues): number | null {
    const minutes = Number(values.duration);
    return values.duration.trim() && Number.isInteger(minutes) ? minutes : null;
}

/** Field → message; empty when the values may be sent. */
export function scheduleErrors(values: ScheduleValues, timeZone: string, messages: ScheduleMessages): FieldErrors {
    const errors: FieldErrors = {};
    if (!values.round_id) errors.round_id = messages.chooseRound;
    if (values.interviewer_ids.length === 0) errors.interviewer_ids = messages.chooseInterviewer;
    if (values.type === 'PROFILE_REVIEW') return errors;
    const minutes = duration(values);
    Object.assign(
        errors,
        meetingRuleErrors({ type: values.type, starts_at: startsAt(values, timeZone), duration_minutes: minutes, mode: values.mode, link: values.link, place: values.place }),
    );
    // The date and time are two inputs: name the one that is missing.
    if (errors.starts_at) {
        if (!values.date) errors.date = errors.starts_at;
        if (!values.time) errors.time = errors.starts_at;
        if (values.date && values.time) errors.date = errors.starts_at;
        delete errors.starts_at;
    }
    if (minutes !== null && (minutes < DURATION_MINUTES.min || minutes > DURATION_MINUTES.max)) errors.duration_minutes = messages.durationRange;
    if (values.mode === 'VIDEO' && values.link.trim() && !/^https?:\/\/\S+$/.test(values.link.trim())) errors.link = messages.linkInvalid;
    return errors;
}

/** The server names starts_at; the dialog shows it beside the date. */
export function placeServerErrors(errors: FieldErrors): FieldErrors {
    const { starts_at, ...rest } = errors;
    return starts_at ? { ...rest, date: starts_at } : rest;
}

function meeting(values: ScheduleValues, timeZone: string) {
    return {
        starts_at: startsAt(values, timeZone) ?? undefined,
        duration_minutes: duration(values) ?? undefined,
        mode: values.mode,
        link: values.mode === 'VIDEO' ? values.link.trim() || null : null,
        place: values.mode === 'IN_PERSON' ? values.place.trim() || null : null,
    };
}

export function toScheduleBody(values: ScheduleValues, applicationId: string, jobId: string, timeZone: string): ScheduleBody {
    const common = {
        application_id: applicationId,
        job_id: jobId,
        round_id: values.round_id,
        type: values.type,
        interviewer_ids: values.interviewer_ids,
        note: values.note.trim() || null,
    };
    if (values.type === 'PROFILE_REVIEW') return common;
    return { ...common, ...meeting(values, timeZone), question_group_ids: values.question_group_ids };
}

export function toRescheduleBody(values: ScheduleValues, interview: Pick<Interview, 'id' | 'version'>, timeZone: string): RescheduleBody {
    const { starts_at, ...rest } = meeting(values, timeZone);
    return {
        interview_id: interview.id,
        starts_at: starts_at ?? '',
        ...rest,
        interviewer_ids: values.interviewer_ids,
        reason: values.reason.trim() || null,
        version: interview.version,
    };
}
