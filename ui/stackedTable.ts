/**
 * A table that turns into cards where its columns do not fit (below the theme's `md`, 900 px, by
 * default): the head is hidden from sight but kept for screen readers, each body row becomes a
 * bordered card, a cell without a label (the row header, an actions cell) a line of its own, and
 * each cell that has a `data-label` (`stackedLabel`) a line "label  value", the label drawn from
 * the attribute by CSS. Wider, it is the plain table. A media query does it, not a width read in
 * script, so the first paint is already the phone's (as in `FiltersFold`).
 */
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import { visuallyHidden } from './visuallyHidden';

/** The `sx` of a `Table` whose rows stack into cards below `breakpoint`. */
export function stackedTableSx(breakpoint: Breakpoint = 'md'): SxProps<Theme> {
    return theme => ({
        [theme.breakpoints.down(breakpoint)]: {
            display: 'block',
            '& thead': visuallyHidden,
            '& tbody': { display: 'grid', gap: theme.spacing(1.5) },
            '& tbody tr': { display: 'block', border: `1px solid ${theme.palette.divider}`, borderRadius: `${theme.shape.borderRadius}px`, padding: theme.spacing(1, 2) },
            '& tbody :is(td, th)': { display: 'block', maxWidth: 'none', border: 0, padding: theme.spacing(0.5, 0), textAlign: 'start' },
            '& tbody [data-label]': { display: 'grid', gridTemplateColumns: 'minmax(7rem, 35%) minmax(0, 1fr)', columnGap: theme.spacing(2), alignItems: 'baseline' },
            '& tbody [data-label]::before': { content: 'attr(data-label)', color: theme.palette.text.secondary },
            // A value of several parts (a date and a chip) stays in the value's column, one part a line.
            '& tbody [data-label] > *': { gridColumn: 2, justifySelf: 'start', maxWidth: '100%' },
        },
    });
}

/** A cell's label while its row is a card: the column's header, already translated. */
export const stackedLabel = (label: string) => ({ 'data-label': label });
