/**
 * One stage of the board: its name and count, the loaded cards (the first
 * page, 20 by default) and a "load more" sentinel at the bottom that loads the
 * next page when it scrolls into view (IntersectionObserver) or is pressed.
 * When the last page comes in, "load more" goes: if it had the focus, the
 * first card that came takes it (the heading, when none came).
 */
import { memo, useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDroppable } from '@dnd-kit/core';
import { useTranslate } from 'react-admin';
import type { BoardCard } from '../../dataProvider/jobsTypes';
import { BusyButton } from '../../ui/BusyButton';
import { ApplicantCard, type CardHandlers } from './ApplicantCard';
import { hasMore, type Column, type PendingMove } from './boardState';

export interface StageColumnProps {
    column: Column;
    cards: Record<string, BoardCard>;
    selection: string[];
    pending: Record<string, PendingMove>;
    dragDisabled: boolean;
    handlers: CardHandlers;
    onLoadMore: (stageId: string) => void;
}

/**
 * A column's width: four fit beside the 240 px sidebar at 1366 px, and on
 * wider screens the columns share what is left up to columnMaxWidth each.
 */
export const columnWidth = 248;
export const columnMaxWidth = 360;

const headingIdOf = (stageId: string) => `stage-${stageId}-heading`;

function StageColumnInner({ column, cards, selection, pending, dragDisabled, handlers, onLoadMore }: StageColumnProps) {
    const translate = useTranslate();
    const { setNodeRef, isOver } = useDroppable({ id: column.id });
    const headingId = headingIdOf(column.id);
    return (
        <Paper
            ref={setNodeRef}
            component="section"
            aria-labelledby={headingId}
            data-testid="stage-column"
            data-stage-id={column.id}
            variant="outlined"
            sx={{
                width: columnWidth,
                maxWidth: columnMaxWidth,
                flexGrow: 1,
                flexShrink: 0,
                display: 'flex',
                flexDirection: 'column',
                maxHeight: 'calc(100vh - 240px)',
                // grey.50 is near white in both themes: dark mode takes the paper colour instead.
                bgcolor: isOver ? 'action.hover' : theme => (theme.palette.mode === 'dark' ? theme.palette.background.paper : theme.palette.grey[50]),
            }}
        >
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', p: 1.5, pb: 1 }}>
                {/* Focusable from code only: it takes the focus from a "load more" that goes with no card to give it to. */}
                <Typography id={headingId} variant="subtitle1" component="h2" noWrap tabIndex={-1}>
                    {column.name}
                </Typography>
                <Chip size="small" label={column.count} aria-label={translate('ats.board.count', { smart_count: column.count, count: column.count })} />
            </Stack>
            <ColumnCards column={column} cards={cards} selection={selection} pending={pending} dragDisabled={dragDisabled} handlers={handlers} onLoadMore={onLoadMore} />
        </Paper>
    );
}

/**
 * Gives the focus on from a "load more" that goes while holding it: to the first card loaded since
 * the render before (whose count it keeps), or to the column's heading. `onGone` is called by the
 * going button during the commit that removes it, and this column's layout effect, later in that
 * same commit, moves the focus, before the browser would drop it to the page's top.
 */
function useFocusAfterLastPage(column: Column, list: RefObject<HTMLUListElement | null>) {
    const shown = useRef(column.ids.length);
    const firstNew = useRef<number | null>(null);
    useLayoutEffect(() => {
        const index = firstNew.current;
        firstNew.current = null;
        shown.current = column.ids.length;
        if (index === null) return;
        const card = list.current?.children[index];
        const target = card?.querySelector<HTMLElement>('button, a[href], input') ?? document.getElementById(headingIdOf(column.id));
        target?.focus();
    });
    return useCallback(() => {
        firstNew.current = shown.current;
    }, []);
}

function ColumnCards({ column, cards, selection, pending, dragDisabled, handlers, onLoadMore }: StageColumnProps) {
    const translate = useTranslate();
    const scrollRef = useRef<HTMLDivElement>(null);
    const listRef = useRef<HTMLUListElement>(null);
    const onLoadMoreGone = useFocusAfterLastPage(column, listRef);
    // The cards are a plain ul/li list; the empty-stage text and "load more" sit beside it, since a list holds only items.
    return (
        <Box ref={scrollRef} sx={{ overflowY: 'auto', px: 1, pb: 1, display: 'flex', flexDirection: 'column', gap: 1, minHeight: 80 }}>
            {column.ids.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
                    {translate('ats.board.empty_column')}
                </Typography>
            ) : (
                <Box component="ul" ref={listRef} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
                    {column.ids.map(id => {
                        const application = cards[id];
                        if (!application) return null;
                        return (
                            <li key={id}>
                                <ApplicantCard
                                    application={application}
                                    selected={selection.includes(id)}
                                    dragDisabled={dragDisabled}
                                    pending={pending[id] !== undefined}
                                    handlers={handlers}
                                />
                            </li>
                        );
                    })}
                </Box>
            )}
            {hasMore(column) && <LoadMore stageId={column.id} loading={column.loadingMore} root={scrollRef} onLoadMore={onLoadMore} onGoneWithFocus={onLoadMoreGone} />}
        </Box>
    );
}

interface LoadMoreProps {
    stageId: string;
    loading: boolean;
    root: RefObject<HTMLDivElement | null>;
    onLoadMore: (stageId: string) => void;
    /** Called as the button leaves the page while it has the focus (the last page came in); stable. */
    onGoneWithFocus: () => void;
}

function LoadMore({ stageId, loading, root, onLoadMore, onGoneWithFocus }: LoadMoreProps) {
    const translate = useTranslate();
    const sentinel = useRef<HTMLButtonElement>(null);
    // A layout cleanup runs while the button is still in the page, before React removes it.
    useLayoutEffect(() => {
        const node = sentinel.current;
        return () => {
            if (node && node === document.activeElement) onGoneWithFocus();
        };
    }, [onGoneWithFocus]);
    useEffect(() => {
        const node = sentinel.current;
        if (!node || loading || typeof IntersectionObserver === 'undefined') return;
        const observer = new IntersectionObserver(
            entries => {
                if (entries.some(entry => entry.isIntersecting)) onLoadMore(stageId);
            },
            { root: root.current, rootMargin: '200px' },
        );
        observer.observe(node);
        return () => observer.disconnect();
    }, [stageId, loading, root, onLoadMore]);
    return (
        // Pressed from the keyboard, it keeps the focus while the next cards come (ui/BusyButton.tsx).
        <BusyButton ref={sentinel} size="small" onClick={() => onLoadMore(stageId)} busy={loading} data-testid="load-more">
            {translate(loading ? 'ats.board.loading_more' : 'ats.board.load_more')}
        </BusyButton>
    );
}

/**
 * Re-renders only when this column's own data changes: the cards map is
 * compared by the entries of this column's ids, the selection and pending
 * moves by membership of those ids.
 */
function sameColumn(a: StageColumnProps, b: StageColumnProps): boolean {
    if (a.column !== b.column || a.dragDisabled !== b.dragDisabled || a.handlers !== b.handlers || a.onLoadMore !== b.onLoadMore) return false;
    return b.column.ids.every(
        id => a.cards[id] === b.cards[id] && a.selection.includes(id) === b.selection.includes(id) && (a.pending[id] === undefined) === (b.pending[id] === undefined),
    );
}

export const StageColumn = memo(StageColumnInner, sameColumn);
