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
