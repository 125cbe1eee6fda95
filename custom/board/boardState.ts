/**
 * The applications state of SPEC.md section 3 as a pure reducer: the filter
 * (recruiters, unassigned, limit per pipeline) that becomes the
 * get-user-applications body, the columns with their loaded card ids and
 * counts, the cards by id, the selection (which disables drag, SPEC section 4)
 * and the optimistic moves in flight with what is needed to roll them back.
 */
import type { BoardFilter } from '../../config/contracts/applications';
import type { BoardCard, ApplicationsQuery, BoardStage, StagePage } from '../../dataProvider/jobsTypes';

export const defaultLimitPerPipeline = 20;

/** The board's filter as the page holds it: every field of the contract's set. */
export type BoardFilterState = Required<BoardFilter>;

export interface Column {
    id: string;
    name: string;
    position: number;
    /** Applicants in the stage on the server (with the filter). */
    count: number;
    /** Loaded card ids, in display order. */
    ids: string[];
    loadingMore: boolean;
}

export interface PendingMove {
    fromStageId: string;
    fromIndex: number;
    toStageId: string;
}

export interface BoardState {
    filter: BoardFilterState;
    status: 'loading' | 'ready' | 'error';
    /** Bumped on every load so a late answer for an old filter is ignored. */
    requestId: number;
    columns: Column[];
    cards: Record<string, BoardCard>;
    selection: string[];
    pending: Record<string, PendingMove>;
}

export type BoardAction =
    | { type: 'filterChanged'; patch: Partial<BoardFilter> }
    | { type: 'loadStarted'; requestId: number }
    | { type: 'loaded'; requestId: number; stages: BoardStage[] }
    | { type: 'loadFailed'; requestId: number }
    | { type: 'pageStarted'; stageId: string }
    | { type: 'pageLoaded'; page: StagePage }
    | { type: 'pageFailed'; stageId: string }
    | { type: 'moveStarted'; applicationId: string; toStageId: string }
    | { type: 'moveSucceeded'; application: BoardCard }
    | { type: 'moveFailed'; applicationId: string }
    | { type: 'moveConflict'; applicationId: string; current: BoardCard | null }
    | { type: 'toggleSelected'; applicationId: string }
    | { type: 'clearSelection' };

export function initialBoardState(filter: Partial<BoardFilter> = {}): BoardState {
    return {
        filter: { recruiters: [], unassigned: false, limit: defaultLimitPerPipeline, search: '', ...filter },
        status: 'loading',
        requestId: 0,
        columns: [],
        cards: {},
        selection: [],
        pending: {},
    };
}

/** The get-user-applications body for the current filter. */
export function applicationsQuery(filter: BoardFilterState): ApplicationsQuery {
    const search = filter.search.trim();
    return {
        type: 'APPLICANTS',
        recruiters: filter.recruiters,
        unassigned: filter.unassigned,
        limit: filter.limit,
        ...(search ? { search } : {}),
    };
}

/** Drag is off while any applicant is selected. */
export const isDragDisabled = (state: BoardState): boolean => state.selection.length > 0;

export const hasMore = (column: Column): boolean => column.ids.length < column.count;

export function boardReducer(state: BoardState, action: BoardAction): BoardState {
    switch (action.type) {
        case 'filterChanged':
            return { ...state, filter: { ...state.filter, ...action.patch }, selection: [] };
        case 'loadStarted':
            return { ...state, status: 'loading', requestId: action.requestId };
        case 'loaded':
            return action.requestId === state.requestId ? fromStages(state, action.stages) : state;
        case 'loadFailed':
            return action.requestId === state.requestId ? { ...state, status: 'error' } : state;
        case 'pageStarted':
            return mapColumn(state, action.stageId, column => ({ ...column, loadingMore: true }));
        case 'pageLoaded':
            return appendPage(state, action.page);
        case 'pageFailed':
            return mapColumn(state, action.stageId, column => ({ ...column, loadingMore: false }));
        case 'moveStarted':
            return startMove(state, action.applicationId, action.toStageId);
        case 'moveSucceeded':
            return finishMove(state, action.application);
        case 'moveFailed':
            return rollbackMove(state, action.applicationId);
        case 'moveConflict':
            return resolveConflict(state, action.applicationId, action.current);
        case 'toggleSelected':
            return { ...state, selection: toggle(state.selection, action.applicationId) };
        case 'clearSelection':
            return state.selection.length === 0 ? state : { ...state, selection: [] };
        default:
            return state;
    }
}

function fromStages(state: BoardState, stages: BoardStage[]): BoardState {
    const cards: Record<string, BoardCard> = {};
    const columns = [...stages]
        .sort((a, b) => a.position - b.position)
        .map(stage => {
            for (const application of stage.applications) cards[application.id] = application;
            return { id: stage.id, name: stage.name, position: stage.position, count: stage.count, ids: stage.applications.map(a => a.id), loadingMore: false };
        });
    const selection = state.selection.filter(id => cards[id] !== undefined);
    return { ...state, status: 'ready', columns, cards, selection, pending: {} };
}

function appendPage(state: BoardState, page: StagePage): BoardState {
    const cards = { ...state.cards };
    return mapColumn({ ...state, cards }, page.stage_id, column => {
        const known = new Set(column.ids);
        const fresh = page.applications.filter(a => !known.has(a.id) && !state.pending[a.id]);
        for (const application of fresh) cards[application.id] = application;
        return { ...column, count: page.count, ids: [...column.ids, ...fresh.map(a => a.id)], loadingMore: false };
    });
}

function mapColumn(state: BoardState, stageId: string, update: (column: Column) => Column): BoardState {
    return { ...state, columns: state.columns.map(column => (column.id === stageId ? update(column) : column)) };
}

function columnOf(state: BoardState, applicationId: string): Column | undefined {
    return state.columns.find(column => column.ids.includes(applicationId));
}

/** Removes the card from one column and puts it at `index` of another, adjusting both counts. */
function relocate(state: BoardState, applicationId: string, fromStageId: string, toStageId: string, index: number): BoardState {
    const columns = state.columns.map(column => {
        if (column.id === fromStageId && column.id === toStageId) {
            const ids = column.ids.filter(id => id !== applicationId);
            ids.splice(Math.min(index, ids.length), 0, applicationId);
            return { ...column, ids };
        }
        if (column.id === fromStageId) {
            return { ...column, ids: column.ids.filter(id => id !== applicationId), count: Math.max(0, column.count - 1) };
        }
        if (column.id === toStageId) {
            const ids = column.ids.filter(id => id !== applicationId);
            ids.splice(Math.min(index, ids.length), 0, applicationId);
            return { ...column, ids, count: column.count + 1 };
        }
        return column;
    });
    return { ...state, columns };
}

function startMove(state: BoardState, applicationId: string, toStageId: string): BoardState {
    const from = columnOf(state, applicationId);
    const card = state.cards[applicationId];
    if (!from || !card || from.id === toStageId || state.pending[applicationId]) return state;
    if (!state.columns.some(column => column.id === toStageId)) return state;
    const move: PendingMove = { fromStageId: from.id, fromIndex: from.ids.indexOf(applicationId), toStageId };
    const moved = relocate(state, applicationId, from.id, toStageId, 0);
    return {
        ...moved,
        cards: { ...state.cards, [applicationId]: { ...card, stage_id: toStageId, days_in_stage: 0 } },
        pending: { ...state.pending, [applicationId]: move },
    };
}

function withoutPending(state: BoardState, applicationId: string): Record<string, PendingMove> {
    const pending = { ...state.pending };
    delete pending[applicationId];
    return pending;
}

function finishMove(state: BoardState, application: BoardCard): BoardState {
    if (!state.pending[application.id]) return state;
    return { ...state, cards: { ...state.cards, [application.id]: application }, pending: withoutPending(state, application.id) };
}

function rollbackMove(state: BoardState, applicationId: string): BoardState {
    const move = state.pending[applicationId];
    const card = state.cards[applicationId];
    if (!move || !card) return state;
    const back = relocate(state, applicationId, move.toStageId, move.fromStageId, move.fromIndex);
    const original = state.columns.find(c => c.id === move.fromStageId) ? move.fromStageId : card.stage_id;
    return { ...back, cards: { ...state.cards, [applicationId]: { ...card, stage_id: original } }, pending: withoutPending(state, applicationId) };
}

/** A 409: undo our move, then show the card where the server says it is now (or drop it if unknown). */
function resolveConflict(state: BoardState, applicationId: string, current: BoardCard | null): BoardState {
    const rolledBack = rollbackMove(state, applicationId);
    if (!current) return rolledBack;
    const from = columnOf(rolledBack, applicationId);
    const target = rolledBack.columns.some(column => column.id === current.stage_id) ? current.stage_id : null;
    let next = rolledBack;
    if (from && target && from.id !== target) next = relocate(rolledBack, applicationId, from.id, target, 0);
    if (from && !target) next = { ...next, columns: next.columns.map(c => (c.id === from.id ? { ...c, ids: c.ids.filter(id => id !== applicationId), count: Math.max(0, c.count - 1) } : c)) };
    return { ...next, cards: { ...next.cards, [applicationId]: current } };
}

function toggle(list: string[], value: string): string[] {
    return list.includes(value) ? list.filter(item => item !== value) : [...list, value];
}
