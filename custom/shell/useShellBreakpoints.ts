/**
 * The shell's three breakpoints (SPEC.md section 9), all max-width queries so
 * "at or below 1024 px" is narrow, exactly as the spec words it.
 */
import useMediaQuery from '@mui/material/useMediaQuery';
import { constants } from '../../config';

export interface ShellBreakpoints {
    /** <= 1024 px: sidebar shows icons only */
    isNarrow: boolean;
    /** <= 768 px: wrapped pages show the unsupported-device notice */
    isMobile: boolean;
    /** <= 540 px */
    isSmall: boolean;
}

export const mediaQueries = {
    narrow: `(max-width:${constants.breakpoints.narrow}px)`,
    mobile: `(max-width:${constants.breakpoints.mobile}px)`,
    small: `(max-width:${constants.breakpoints.small}px)`,
} as const;

export function useShellBreakpoints(): ShellBreakpoints {
    // noSsr: read the real width on the first render so the sidebar does not flash open.
    const isNarrow = useMediaQuery(mediaQueries.narrow, { noSsr: true });
    const isMobile = useMediaQuery(mediaQueries.mobile, { noSsr: true });
    const isSmall = useMediaQuery(mediaQueries.small, { noSsr: true });
    return { isNarrow, isMobile, isSmall };
}
