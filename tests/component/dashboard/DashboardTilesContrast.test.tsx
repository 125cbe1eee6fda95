/**
 * The tiles' change colours (custom/dashboard/DashboardTiles.tsx) read at
 * 4.5:1 on the tile in both schemes. MUI derives `success.dark` from our
 * readable `main`; in the dark scheme that shade fell to 3.6:1, which axe
 * caught only in a week whose interviews had changed.
 */
import { render, screen } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { DashboardTiles } from '../../../custom/dashboard/DashboardTiles';
import { i18nProvider } from '../../../custom/i18nProvider';
import { AA_TEXT_RATIO, contrastRatio, toHex } from '../../../config/contrast';
import type { ColorScheme } from '../../../config/themeColors';
import { themeFor } from '../../../custom/shell/theme';
import type { CorporateDashboard } from '../../../dataProvider/dashboard';

const tiles: CorporateDashboard['tiles'] = {
    open_jobs: { value: 3, previous: 2 },
    applications: { value: 6, previous: 8 },
    in_process: { value: 3, previous: 3 },
    interviews_this_week: { value: 2, previous: 1 },
    offers_out: { value: 0, previous: 0 },
    hires: { value: 2, previous: 1 },
    median_days_to_fill: { value: 4, previous: 65 },
};

function cssToHex(color: string): string {
    const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number);
    return color.startsWith('#') ? color : toHex({ r, g, b });
}

describe.each<ColorScheme>(['light', 'dark'])('DashboardTiles in the %s scheme', scheme => {
    it('colours a better and a worse change at 4.5:1 on the tile', () => {
        const theme = createTheme(themeFor('#1565c0', scheme) as Parameters<typeof createTheme>[0]);
        render(
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                <ThemeProvider theme={theme}>
                    <DashboardTiles tiles={tiles} />
                </ThemeProvider>
            </AdminContext>,
        );
        const paper = theme.palette.background.paper;
        for (const [key, expected] of [['interviews_this_week', theme.palette.success.main], ['applications', theme.palette.error.main]] as const) {
            const line = screen.getByTestId(`change-${key}`).parentElement as HTMLElement;
            const color = cssToHex(getComputedStyle(line).color);
            expect(color.toLowerCase(), key).toBe(expected.toLowerCase());
            expect(contrastRatio(color, paper), `${key}: ${color} on ${paper}`).toBeGreaterThanOrEqual(AA_TEXT_RATIO);
        }
    });
});
