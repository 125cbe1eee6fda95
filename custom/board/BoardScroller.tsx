/**
 * The board's horizontal scroll, made visible: an always-drawn scroll bar
 * (overlay scroll bars hide until touched), a shadow at each edge that has
 * more columns behind it, and an arrow button there that scrolls by about
 * one column. The edges are re-measured on scroll and on resize (columns
 * load, the window changes), and exposed as data-more-left/right for tests.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTranslate } from 'react-admin';

export interface Edges {
    left: boolean;
    right: boolean;
}

/** Which edges hide content; one pixel of slack for fractional widths. */
export function edgesOf(node: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): Edges {
    return { left: node.scrollLeft > 1, right: node.scrollLeft + node.clientWidth < node.scrollWidth - 1 };
}

function useEdges() {
    const ref = useRef<HTMLDivElement>(null);
    const [edges, setEdges] = useState<Edges>({ left: false, right: false });
    const measure = useCallback(() => {
        const node = ref.current;
        if (!node) return;
        const next = edgesOf(node);
        setEdges(current => (current.left === next.left && current.right === next.right ? current : next));
    }, []);
    useEffect(() => {
        const node = ref.current;
        measure();
        if (!node || typeof ResizeObserver === 'undefined') return;
        const observer = new ResizeObserver(measure);
        observer.observe(node);
        // The content grows when columns or cards arrive; the viewport alone would not notice.
        if (node.firstElementChild) observer.observe(node.firstElementChild);
        return () => observer.disconnect();
    }, [measure]);
    return { ref, edges, measure };
}

const shadow = (side: 'left' | 'right') => ({
    position: 'absolute',
    top: 0,
    bottom: 12,
    [side]: 0,
    width: 32,
    pointerEvents: 'none',
    zIndex: 1,
    background: (theme: { palette: { mode: string } }) =>
        `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, ${theme.palette.mode === 'dark' ? 'rgba(0,0,0,0.55)' : 'rgba(0,0,0,0.14)'}, transparent)`,
});

export function BoardScroller({ children, step }: { children: ReactNode; step: number }) {
    const translate = useTranslate();
    const { ref, edges, measure } = useEdges();
    const scroll = (direction: -1 | 1) => ref.current?.scrollBy({ left: direction * step, behavior: 'smooth' });
    const arrow = (side: 'left' | 'right') => (
        <IconButton
            size="small"
            aria-label={translate(side === 'left' ? 'ats.board.scroll_left' : 'ats.board.scroll_right')}
            onClick={() => scroll(side === 'left' ? -1 : 1)}
            sx={{ position: 'absolute', top: 8, [side]: 4, zIndex: 2, bgcolor: 'background.paper', boxShadow: 2, '&:hover': { bgcolor: 'background.paper' } }}
        >
            {side === 'left' ? <ChevronLeft /> : <ChevronRight />}
        </IconButton>
    );
    return (
        <Box sx={{ position: 'relative' }} data-testid="board-scroller" data-more-left={edges.left} data-more-right={edges.right}>
            {edges.left && <Box aria-hidden sx={shadow('left')} />}
            {edges.right && <Box aria-hidden sx={shadow('right')} />}
            {edges.left && arrow('left')}
            {edges.right && arrow('right')}
            <Box
                ref={ref}
                onScroll={measure}
                data-testid="board"
                sx={{
                    overflowX: 'auto',
                    pb: 1,
                    // A classic scroll bar, drawn even where the system overlays and hides it.
                    scrollbarWidth: 'auto',
                    scrollbarColor: theme => `${theme.palette.text.disabled} transparent`,
                    '&::-webkit-scrollbar': { height: 12 },
                    '&::-webkit-scrollbar-thumb': { bgcolor: 'text.disabled', borderRadius: 6, border: '3px solid transparent', backgroundClip: 'content-box' },
                    '&::-webkit-scrollbar-track': { bgcolor: 'action.hover', borderRadius: 6 },
                }}
            >
                {children}
            </Box>
        </Box>
    );
}
