/**
 * The columns inside one dnd-kit context: mouse/touch (PointerSensor, 5 px
 * before a drag starts so clicks still click) and keyboard (KeyboardSensor
 * with columnKeyboardCoordinates: Left/Right jump between columns), screen
 * reader announcements from i18n, a drag overlay, and a "Move to" menu as the
 * non-drag way to move a card.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import {
    closestCorners,
    DndContext,
    DragOverlay,
    KeyboardSensor,
    PointerSensor,
    pointerWithin,
    rectIntersection,
    useSensor,
    useSensors,
    type Announcements,
    type CollisionDetection,
    type DragEndEvent,
    type DragStartEvent,
} from '@dnd-kit/core';
import { useTranslate } from 'react-admin';
import { CardPreview, candidateName, type CardHandlers } from './ApplicantCard';
import type { BoardController } from './useBoardState';
import { BoardScroller } from './BoardScroller';
import { columnWidth, StageColumn } from './StageColumn';
import { columnKeyboardCoordinates } from './columnKeyboardCoordinates';

/**
 * The pointer's column when there is a pointer; for the keyboard (no pointer)
 * the column the moved card overlaps. The nearest column when neither answers.
 */
const collision: CollisionDetection = args => {
    const within = args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);
    return within.length > 0 ? within : closestCorners(args);
};

export interface BoardColumnsProps {
    board: BoardController;
    onOpen: (applicationId: string) => void;
    /** The card menu's "Schedule interview" (custom/interviews). */
    onSchedule?: (applicationId: string) => void;
}

/**
 * Screen-reader texts. dnd-kit reports the first "over" (the card's own
 * column) in the same tick as the pick-up, and its one live region keeps only
 * the last text, so the first "over" carries the pick-up text too.
 */
function useAnnouncements(board: BoardController): Announcements {
    const translate = useTranslate();
    const { cards, columns } = board.state;
    const justPickedUp = useRef(false);
    return useMemo(() => {
        const nameOf = (id: string | number) => (cards[String(id)] ? candidateName(cards[String(id)]) : String(id));
        const stageOf = (id: string | number | undefined) => columns.find(column => column.id === id)?.name ?? '';
        const pickup = (id: string | number) => translate('ats.board.announce_pickup', { name: nameOf(id) });
        return {
            onDragStart: ({ active }) => {
                justPickedUp.current = true;
                return pickup(active.id);
            },
            onDragOver: ({ active, over }) => {
                const prefix = justPickedUp.current ? `${pickup(active.id)} ` : '';
                justPickedUp.current = false;
                return prefix + (over ? translate('ats.board.announce_over', { name: nameOf(active.id), stage: stageOf(over.id) }) : translate('ats.board.announce_outside', { name: nameOf(active.id) }));
            },
            onDragEnd: ({ active, over }) =>
                over ? translate('ats.board.announce_drop', { name: nameOf(active.id), stage: stageOf(over.id) }) : translate('ats.board.announce_cancel', { name: nameOf(active.id) }),
            onDragCancel: ({ active }) => translate('ats.board.announce_cancel', { name: nameOf(active.id) }),
        };
    }, [cards, columns, translate]);
}

export function BoardColumns({ board, onOpen, onSchedule }: BoardColumnsProps) {
    const translate = useTranslate();
    const { state, move, toggleSelected, loadMore } = board;
    const [activeId, setActiveId] = useState<string | null>(null);
    const [menu, setMenu] = useState<{ id: string; anchor: HTMLElement } | null>(null);
    const sensors = useSensors(
        useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
        useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
    );
    const announcements = useAnnouncements(board);
    const onMoveMenu = useCallback((id: string, anchor: HTMLElement) => setMenu({ id, anchor }), []);
    const handlers = useMemo<CardHandlers>(() => ({ onOpen, onToggle: toggleSelected, onMoveMenu }), [onOpen, toggleSelected, onMoveMenu]);

    const onDragStart = useCallback((event: DragStartEvent) => setActiveId(String(event.active.id)), []);
    const onDragEnd = useCallback(
        (event: DragEndEvent) => {
            setActiveId(null);
            if (event.over) void move(String(event.active.id), String(event.over.id));
        },
        [move],
    );
    const menuCard = menu ? state.cards[menu.id] : undefined;
    const active = activeId ? state.cards[activeId] : undefined;

    return (
        <DndContext
            sensors={sensors}
            collisionDetection={collision}
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
            onDragCancel={() => setActiveId(null)}
            accessibility={{ announcements, screenReaderInstructions: { draggable: translate('ats.board.instructions') } }}
        >
            <BoardScroller step={columnWidth + 16}>
                {/* max-content: the scroller's content box grows with the columns, so its resize observer sees new ones. */}
                <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', width: 'max-content', minWidth: '100%', pb: 1 }}>
                    {state.columns.map(column => (
                        <StageColumn
                            key={column.id}
                            column={column}
                            cards={state.cards}
                            selection={state.selection}
                            pending={state.pending}
                            dragDisabled={board.dragDisabled}
                            handlers={handlers}
                            onLoadMore={loadMore}
                        />
                    ))}
                </Box>
            </BoardScroller>
            <DragOverlay>{active ? <CardPreview application={active} /> : null}</DragOverlay>
            <Menu open={menu !== null} anchorEl={menu?.anchor} onClose={() => setMenu(null)}>
                {onSchedule && (
                    <MenuItem
                        onClick={() => {
                            setMenu(null);
                            if (menuCard) onSchedule(menuCard.id);
                        }}
                    >
                        {translate('ats.interviews.schedule')}
                    </MenuItem>
                )}
                <MenuItem disabled>{translate('ats.board.move_to_stage')}</MenuItem>
                {state.columns
                    .filter(column => column.id !== menuCard?.stage_id)
                    .map(column => (
                        <MenuItem
                            key={column.id}
                            onClick={() => {
                                setMenu(null);
                                if (menuCard) void move(menuCard.id, column.id);
                            }}
                        >
                            {column.name}
                        </MenuItem>
                    ))}
            </Menu>
        </DndContext>
    );
}
