/**
 * Filters that fold behind a button on a phone (narrower than MUI's `sm`, 600 px), so the first
 * results show under the search instead of below a stack of controls. The button names how many
 * filters are set (the caller's label: "Filters (2)") and says whether the panel is open
 * (`aria-expanded`, `aria-controls`). Wider, the button is not shown and the panel always is.
 * Folded by a media query rather than by a width measured in script: the first paint is already
 * the phone's, with nothing to shift.
 */
import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterList from '@mui/icons-material/FilterList';
import type { SxProps, Theme } from '@mui/material/styles';

/** How many of a filter's fields differ from their defaults, the search words aside (they stay in sight): the button's count. */
export function filtersSetBeside<T extends object>(filter: T, defaults: Partial<T>, searchKey: keyof T): number {
    const keys = new Set([...Object.keys(defaults), ...Object.keys(filter)] as (keyof T)[]);
    return [...keys].filter(key => key !== searchKey && filter[key] !== undefined && filter[key] !== defaults[key]).length;
}

/**
 * A button or a switch among filter fields in a row whose items align to the top (so that a field's
 * error line does not move the others): it takes the field's box, below the dense margin of the
 * console's fields (8 px) and as tall as a small filled field (48 px), its words in the middle. At
 * its own 36.5 px from the row's top, Clear filters sat 14 px higher than the fields beside it.
 */
export const besideFilterFieldsSx = { mt: 1, minHeight: 48 } as const;

/** Narrower than the theme's `sm` (600 px), where the controls stack one to a line. */
const stacked = (theme: Theme) => theme.breakpoints.down('sm');

export interface FiltersFoldProps {
    /** The button's words, translated: "Filters", or "Filters (2)" when two are set. */
    toggleLabel: string;
    /** The panel's own layout (the fold adds only its phone rule). */
    panelSx?: SxProps<Theme>;
    children: ReactNode;
}

export function FiltersFold({ toggleLabel, panelSx, children }: FiltersFoldProps) {
    const panelId = useId();
    const [unfolded, setUnfolded] = useState(false);
    return (
        <>
            <Button
                variant="outlined"
                startIcon={<FilterList />}
                aria-expanded={unfolded}
                aria-controls={panelId}
                onClick={() => setUnfolded(open => !open)}
                sx={theme => ({ display: 'none', alignSelf: 'flex-start', [stacked(theme)]: { display: 'inline-flex' } })}
            >
                {toggleLabel}
            </Button>
            <Box id={panelId} sx={[...(Array.isArray(panelSx) ? panelSx : [panelSx]), theme => ({ [stacked(theme)]: unfolded ? {} : { display: 'none' } })]}>
                {children}
            </Box>
        </>
    );
}
