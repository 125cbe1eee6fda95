import { describe, expect, it } from 'vitest';
import type { ClientRect, DroppableContainer, SensorContext } from '@dnd-kit/core';
import { columnKeyboardCoordinates } from '../../../custom/board/columnKeyboardCoordinates';

const rect = (left: number, top: number, width: number, height: number): ClientRect => ({ left, top, width, height, right: left + width, bottom: top + height });

/** Three columns 280 wide, 16 apart; the card (260 × 90) sits in the first one. */
function context(overId: string | null) {
    const columns: Array<[string, ClientRect]> = [
        ['s2', rect(316, 100, 280, 130)],
        ['s1', rect(20, 100, 280, 600)],
        ['s3', rect(612, 100, 280, 130)],
    ];
    const containers = columns.map(([id]) => ({ id, disabled: false }) as unknown as DroppableContainer);
    return {
        collisionRect: rect(30, 150, 260, 90),
        droppableRects: new Map(columns),
        droppableContainers: { getEnabled: () => containers },
        over: overId ? { id: overId } : null,
    } as unknown as SensorContext;
}

function press(code: string, overId: string | null = 's1') {
    let prevented = false;
    const event = { code, preventDefault: () => (prevented = true) } as unknown as KeyboardEvent;
    const coordinates = columnKeyboardCoordinates(event, { active: 'a1', context: context(overId), currentCoordinates: { x: 30, y: 150 } });
    return { coordinates, prevented };
}

describe('columnKeyboardCoordinates', () => {
    it('ArrowRight moves the card into the next column by position, centred, its height kept inside that column', () => {
        expect(press('ArrowRight')).toEqual({ coordinates: { x: 326, y: 140 }, prevented: true });
    });

    it('ArrowLeft from the second column goes back to the first; nothing past the ends', () => {
        expect(press('ArrowLeft', 's2').coordinates).toEqual({ x: 30, y: 150 });
        expect(press('ArrowLeft', 's1').coordinates).toBeUndefined();
        expect(press('ArrowRight', 's3').coordinates).toBeUndefined();
    });

    it('without a collision result, the column under the card centre is the current one', () => {
        expect(press('ArrowRight', null).coordinates).toEqual({ x: 326, y: 140 });
    });

    it('Up and Down are swallowed without moving; other keys are left alone', () => {
        expect(press('ArrowDown')).toEqual({ coordinates: undefined, prevented: true });
        expect(press('KeyA')).toEqual({ coordinates: undefined, prevented: false });
    });
});
