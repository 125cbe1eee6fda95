/**
 * The board's controller: the pure reducer (boardState.ts) plus the calls.
 * The filter drives get-user-applications (one request for the first page of
 * every column); each column loads more from its offset; a move is applied at
 * once and rolled back when the server refuses it (a 409 places the card
 * where the server says and reports who moved it).
 */
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BoardCard, JobsDataProvider } from '../../dataProvider/jobs';
import { errorMessage } from '../../ui/errors';
import { useToast } from '../../ui/toast';
import type { BoardFilter } from '../../config/contracts/applications';
import { applicationsQuery, boardReducer, initialBoardState, isDragDisabled, type BoardState } from './boardState';

export interface BoardController {
    state: BoardState;
    dragDisabled: boolean;
    reload: () => void;
    setFilter: (patch: Partial<BoardFilter>) => void;
    loadMore: (stageId: string) => void;
    move: (applicationId: string, toStageId: string) => Promise<void>;
    toggleSelected: (applicationId: string) => void;
    clearSelection: () => void;
}

function statusOf(error: unknown): number | undefined {
    return typeof error === 'object' && error !== null ? (error as { status?: number }).status : undefined;
}

/** The 409 body carries the card as it is now in `data` (docs/api-jobs.md shift-applicant). */
function conflictRecord(error: unknown): BoardCard | null {
    const body = typeof error === 'object' && error !== null ? (error as { body?: { data?: unknown } }).body : undefined;
    const current = body?.data;
    return typeof current === 'object' && current !== null && 'id' in current && 'stage_id' in current ? (current as BoardCard) : null;
}

export function useBoardState(jobId: string, initialFilter: Partial<BoardFilter> = {}): BoardController {
    const dataProvider = useDataProvider<JobsDataProvider>();
    const translate = useTranslate();
    const toast = useToast();
    const [state, dispatch] = useReducer(boardReducer, initialFilter, initialBoardState);
    const stateRef = useRef(state);
    stateRef.current = state;
    const [reloadTick, bumpReload] = useReducer((n: number) => n + 1, 0);
    const query = useMemo(() => applicationsQuery(state.filter), [state.filter]);
    const lastRequest = useRef(0);
    // The latest toast/translate without making the load effect depend on their identity.
    const notify = useRef({ toast, translate });
    notify.current = { toast, translate };

    useEffect(() => {
        const requestId = ++lastRequest.current;
        dispatch({ type: 'loadStarted', requestId });
        dataProvider.getUserApplications(jobId, query).then(
            stages => dispatch({ type: 'loaded', requestId, stages }),
            (error: unknown) => {
                dispatch({ type: 'loadFailed', requestId });
                notify.current.toast.error(errorMessage(error, notify.current.translate('ats.errors.try_later_bang')));
            },
        );
    }, [dataProvider, jobId, query, reloadTick]);

    const loadMore = useCallback(
        (stageId: string) => {
            const column = stateRef.current.columns.find(c => c.id === stageId);
            if (!column || column.loadingMore || column.ids.length >= column.count) return;
            dispatch({ type: 'pageStarted', stageId });
            dataProvider.getStageApplications(jobId, query, stageId, column.ids.length).then(
                page => dispatch({ type: 'pageLoaded', page }),
                (error: unknown) => {
                    dispatch({ type: 'pageFailed', stageId });
                    toast.error(errorMessage(error, translate('ats.errors.try_later_bang')));
                },
            );
        },
        [dataProvider, jobId, query, toast, translate],
    );

    const move = useCallback(
        async (applicationId: string, toStageId: string) => {
            const current = stateRef.current;
            const card = current.cards[applicationId];
            if (!card || card.stage_id === toStageId || current.pending[applicationId]) return;
            dispatch({ type: 'moveStarted', applicationId, toStageId });
            try {
                const application = await dataProvider.shiftApplicant(applicationId, toStageId, card.version);
                dispatch({ type: 'moveSucceeded', application });
            } catch (error) {
                const message = errorMessage(error, translate('ats.errors.try_later_bang'));
                if (statusOf(error) === 409) {
                    dispatch({ type: 'moveConflict', applicationId, current: conflictRecord(error) });
                    toast.warning(message);
                } else {
                    dispatch({ type: 'moveFailed', applicationId });
                    toast.error(message);
                }
            }
        },
        [dataProvider, toast, translate],
    );

    return {
        state,
        dragDisabled: isDragDisabled(state),
        reload: bumpReload,
        setFilter: useCallback((patch: Partial<BoardFilter>) => dispatch({ type: 'filterChanged', patch }), []),
        loadMore,
        move,
        toggleSelected: useCallback((applicationId: string) => dispatch({ type: 'toggleSelected', applicationId }), []),
        clearSelection: useCallback(() => dispatch({ type: 'clearSelection' }), []),
    };
}
