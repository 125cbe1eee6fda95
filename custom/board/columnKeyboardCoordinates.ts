/**
 * Keyboard coordinates for dragging a card between columns. dnd-kit's
 * `sortableKeyboardCoordinates` only moves an item that is itself a droppable
 * (a `useSortable` item); the board's cards are plain draggables over column
 * droppables, so with it the arrow keys did nothing. Here Right/Left jump to
 * the next/previous column (by their measured rects), keeping the card's
 * height within the target column; Up/Down are swallowed so the page does not
 * scroll under a card that is being moved.
 */
import { KeyboardCode, type ClientRect, type KeyboardCoordinateGetter, type UniqueIdentifier } from '@dnd-kit/core';

const horizontal: string[] = [KeyboardCode.Left, KeyboardCode.Right];
const vertical: string[] = [KeyboardCode.Up, KeyboardCode.Down];

interface ColumnRect {
    id: UniqueIdentifier;
    rect: ClientRect;
}

function centreX(rect: ClientRect): number {
    return rect.left + rect.width / 2;
}

/** The index of the column the card is over: the collision result, else the one under the card's centre. */
function currentIndex(columns: ColumnRect[], overId: UniqueIdentifier | undefined, card: ClientRect): number {
    const byOver = columns.findIndex(column => column.id === overId);
    if (byOver >= 0) return byOver;
    const x = centreX(card);
    return columns.findIndex(column => x >= column.rect.left && x <= column.rect.right);
}

export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { active, context, currentCoordinates }) => {
    if (vertical.includes(event.code)) {
        event.preventDefault();
        return undefined;
    }
    if (!horizontal.includes(event.code)) return undefined;
    event.preventDefault();
    const { collisionRect, droppableRects, droppableContainers, over } = context;
    if (!collisionRect) return undefined;
    const columns: ColumnRect[] = [];
    for (const container of droppableContainers.getEnabled()) {
        const rect = droppableRects.get(container.id);
        if (rect && container.id !== active) columns.push({ id: container.id, rect });
    }
    columns.sort((a, b) => a.rect.left - b.rect.left);
    const from = currentIndex(columns, over?.id, collisionRect);
    const target = columns[from + (event.code === KeyboardCode.Right ? 1 : -1)];
    if (from < 0 || !target) return undefined;
    const { rect } = target;
    const maxY = Math.max(rect.top, rect.bottom - collisionRect.height);
    return {
        x: rect.left + (rect.width - collisionRect.width) / 2,
        y: Math.min(Math.max(currentCoordinates.y, rect.top), maxY),
    };
};
