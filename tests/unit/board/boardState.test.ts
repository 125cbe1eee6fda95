import { describe, expect, it } from 'vitest';
import {
    applicationsQuery,
    boardReducer,
    hasMore,
    initialBoardState,
    isDragDisabled,
    type BoardAction,
    type BoardState,
} from '../../../custom/board/boardState';
import type { BoardCard, BoardStage } from '../../../dataProvider/jobsTypes';

function app(id: string, stageId: string, version = 1): BoardCard {
    return {
        id,
        job_id: 'j1',
        stage_id: stageId,
        recruiter_id: null,
        source: 'Referral',
        days_in_stage: 3,
        version,
        interview_result: null,
        candidate: { id: `c-${id}`, first_name: id, last_name: null, current_title: null, experience_years: 2, source: null },
    };
}

const stages: BoardStage[] = [
    { id: 's2', name: 'Screening', position: 2, count: 1, applications: [app('b1', 's2')] },
    { id: 's1', name: 'Applied', position: 1, count: 25, applications: [app('a1', 's1'), app('a2', 's1'), app('a3', 's1')] },
];

function run(state: BoardState, ...actions: BoardAction[]): BoardState {
    return actions.reduce(boardReducer, state);
}

function loaded(): BoardState {
    return run(initialBoardState(), { type: 'loadStarted', requestId: 1 }, { type: 'loaded', requestId: 1, stages });
}

const ids = (state: BoardState, stageId: string) => state.columns.find(c => c.id === stageId)?.ids;
const count = (state: BoardState, stageId: string) => state.columns.find(c => c.id === stageId)?.count;

describe('board reducer', () => {
    it('orders columns by position and keeps counts and first pages', () => {
        const state = loaded();
        expect(state.status).toBe('ready');
        expect(state.columns.map(c => c.name)).toEqual(['Applied', 'Screening']);
        expect(ids(state, 's1')).toEqual(['a1', 'a2', 'a3']);
        expect(hasMore(state.columns[0])).toBe(true);
        expect(hasMore(state.columns[1])).toBe(false);
    });

    it('ignores the answer of a superseded load', () => {
        const state = run(initialBoardState(), { type: 'loadStarted', requestId: 1 }, { type: 'loadStarted', requestId: 2 }, { type: 'loaded', requestId: 1, stages });
        expect(state.status).toBe('loading');
        expect(state.columns).toEqual([]);
    });

    it('turns the filter (recruiters, unassigned, limit per pipeline) into the get-user-applications body', () => {
        let state = initialBoardState();
        expect(applicationsQuery(state.filter)).toEqual({ type: 'APPLICANTS', recruiters: [], unassigned: false, limit: 20 });
        state = run(state, { type: 'filterChanged', patch: { recruiters: ['r1', 'r2'], unassigned: true, limit: 50, search: ' ann ' } });
        expect(applicationsQuery(state.filter)).toEqual({ type: 'APPLICANTS', recruiters: ['r1', 'r2'], unassigned: true, limit: 50, search: 'ann' });
    });

    it('selecting disables drag; clearing the selection re-enables it', () => {
        let state = loaded();
        expect(isDragDisabled(state)).toBe(false);
        state = run(state, { type: 'toggleSelected', applicationId: 'a1' }, { type: 'toggleSelected', applicationId: 'b1' });
        expect(state.selection).toEqual(['a1', 'b1']);
        expect(isDragDisabled(state)).toBe(true);
        state = run(state, { type: 'toggleSelected', applicationId: 'a1' });
        expect(isDragDisabled(state)).toBe(true);
        state = run(state, { type: 'clearSelection' });
        expect(isDragDisabled(state)).toBe(false);
    });

    it('a filter change clears the selection', () => {
        const state = run(loaded(), { type: 'toggleSelected', applicationId: 'a1' }, { type: 'filterChanged', patch: { unassigned: true } });
        expect(state.selection).toEqual([]);
    });

    it('moves optimistically (top of the target, counts adjusted) and keeps the server version on success', () => {
        let state = run(loaded(), { type: 'moveStarted', applicationId: 'a2', toStageId: 's2' });
        expect(ids(state, 's1')).toEqual(['a1', 'a3']);
        expect(ids(state, 's2')).toEqual(['a2', 'b1']);
        expect([count(state, 's1'), count(state, 's2')]).toEqual([24, 2]);
        expect(state.pending.a2).toEqual({ fromStageId: 's1', fromIndex: 1, toStageId: 's2' });
        state = run(state, { type: 'moveSucceeded', application: { ...app('a2', 's2', 2), days_in_stage: 0 } });
        expect(state.pending).toEqual({});
        expect(state.cards.a2.version).toBe(2);
        expect(ids(state, 's2')).toEqual(['a2', 'b1']);
    });

    it('rolls a failed move back to the same place with the same counts', () => {
        const before = loaded();
        const state = run(before, { type: 'moveStarted', applicationId: 'a2', toStageId: 's2' }, { type: 'moveFailed', applicationId: 'a2' });
        expect(ids(state, 's1')).toEqual(['a1', 'a2', 'a3']);
        expect(ids(state, 's2')).toEqual(['b1']);
        expect([count(state, 's1'), count(state, 's2')]).toEqual([25, 1]);
        expect(state.cards.a2.stage_id).toBe('s1');
        expect(state.pending).toEqual({});
    });

    it('on a 409 puts the card where the server says, with its current version', () => {
        const withThird = run(loaded(), { type: 'loaded', requestId: 1, stages: [...stages, { id: 's3', name: 'Interview', position: 3, count: 0, applications: [] }] });
        const state = run(
            withThird,
            { type: 'moveStarted', applicationId: 'a1', toStageId: 's2' },
            { type: 'moveConflict', applicationId: 'a1', current: app('a1', 's3', 7) },
        );
        expect(ids(state, 's1')).toEqual(['a2', 'a3']);
        expect(ids(state, 's2')).toEqual(['b1']);
        expect(ids(state, 's3')).toEqual(['a1']);
        expect([count(state, 's1'), count(state, 's2'), count(state, 's3')]).toEqual([24, 1, 1]);
        expect(state.cards.a1.version).toBe(7);
    });

    it('does not start a move to the same column or twice for one card', () => {
        const once = run(loaded(), { type: 'moveStarted', applicationId: 'a1', toStageId: 's2' });
        expect(run(once, { type: 'moveStarted', applicationId: 'a1', toStageId: 's1' })).toBe(once);
        const same = loaded();
        expect(run(same, { type: 'moveStarted', applicationId: 'a1', toStageId: 's1' })).toBe(same);
    });

    it('appends a loaded page without duplicates and updates the count', () => {
        let state = run(loaded(), { type: 'pageStarted', stageId: 's1' });
        expect(state.columns[0].loadingMore).toBe(true);
        state = run(state, { type: 'pageLoaded', page: { stage_id: 's1', count: 26, applications: [app('a3', 's1'), app('a4', 's1'), app('a5', 's1')] } });
        expect(ids(state, 's1')).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
        expect(count(state, 's1')).toBe(26);
        expect(state.columns[0].loadingMore).toBe(false);
        expect(state.cards.a5.candidate.first_name).toBe('a5');
    });
});
