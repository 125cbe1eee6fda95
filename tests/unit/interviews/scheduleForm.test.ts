import { describe, expect, it } from 'vitest';
import { emptySchedule, placeServerErrors, scheduleErrors, toRescheduleBody, toScheduleBody, type ScheduleValues } from '../../../custom/interviews/scheduleForm';

const messages = { required: 'Required', chooseRound: 'Choose a round.', chooseInterviewer: 'Choose at least one interviewer.', linkInvalid: 'Bad link', durationRange: 'Range' };
const ready = (patch: Partial<ScheduleValues> = {}): ScheduleValues => ({
    ...emptySchedule(),
    round_id: 'r1',
    interviewer_ids: ['u1'],
    date: '2026-03-03',
    time: '14:30',
    link: 'https://meet.example.test/x',
    ...patch,
});

describe('the schedule form', () => {
    it('names every missing field of an interview, with the contract sentences for the meeting', () => {
        expect(scheduleErrors({ ...emptySchedule(), link: '' }, 'UTC', messages)).toEqual({
            round_id: 'Choose a round.',
            interviewer_ids: 'Choose at least one interviewer.',
            date: 'Choose the date and time of the interview.',
            time: 'Choose the date and time of the interview.',
            link: 'A video interview needs its meeting link.',
        });
        expect(scheduleErrors(ready({ mode: 'IN_PERSON' }), 'UTC', messages)).toEqual({ place: 'An in-person interview needs its place.' });
        expect(scheduleErrors(ready({ duration: '5' }), 'UTC', messages)).toEqual({ duration_minutes: 'Range' });
        expect(scheduleErrors(ready({ link: 'meet.example.test' }), 'UTC', messages)).toEqual({ link: 'Bad link' });
        expect(scheduleErrors(ready(), 'UTC', messages)).toEqual({});
    });

    it('asks a profile review for a round and interviewers only, and sends no meeting', () => {
        const review = { ...emptySchedule(), type: 'PROFILE_REVIEW' as const, round_id: 'r1', interviewer_ids: ['u1'] };
        expect(scheduleErrors(review, 'UTC', messages)).toEqual({});
        expect(toScheduleBody(review, 'a1', 'j1', 'UTC')).toEqual({ application_id: 'a1', job_id: 'j1', round_id: 'r1', type: 'PROFILE_REVIEW', interviewer_ids: ['u1'], note: null });
    });

    it('sends the wall time of the workspace zone as an instant, with the link of a video interview only', () => {
        expect(toScheduleBody(ready({ question_group_ids: ['communication'] }), 'a1', 'j1', 'Asia/Kolkata')).toEqual({
            application_id: 'a1',
            job_id: 'j1',
            round_id: 'r1',
            type: 'INTERVIEW',
            interviewer_ids: ['u1'],
            note: null,
            starts_at: '2026-03-03T09:00:00.000Z',
            duration_minutes: 60,
            mode: 'VIDEO',
            link: 'https://meet.example.test/x',
            place: null,
            question_group_ids: ['communication'],
        });
        expect(toRescheduleBody(ready({ mode: 'PHONE', reason: ' moved ' }), { id: 'i1', version: 3 }, 'UTC')).toEqual({
            interview_id: 'i1',
            starts_at: '2026-03-03T14:30:00.000Z',
            duration_minutes: 60,
            mode: 'PHONE',
            link: null,
            place: null,
            interviewer_ids: ['u1'],
            reason: 'moved',
            version: 3,
        });
    });

    it('shows the server naming starts_at (a clash) beside the date', () => {
        expect(placeServerErrors({ starts_at: 'Ines already has an interview…', mode: 'x' })).toEqual({ date: 'Ines already has an interview…', mode: 'x' });
    });
});
