/**
 * The key figures: each tile's value and its change against the previous
 * period (last week for interviews): an arrow and a percent for the eye, a
 * sentence for screen readers ("Up 50% from 4 against the previous period").
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Remove from '@mui/icons-material/Remove';
import { useTranslate } from 'react-admin';
import { DASHBOARD_TILES } from '../../config/contracts/dashboard';
import type { CorporateDashboard, DashboardTile, DashboardTileKey } from '../../dataProvider/dashboard';
import { changeOf } from './dashboardModel';
import { formatNumber } from '../../ui/format';

/** Fewer days to fill is the better way; every other figure is better up. */
const LOWER_IS_BETTER: ReadonlySet<DashboardTileKey> = new Set(['median_days_to_fill']);

function formatted(key: DashboardTileKey, value: number | null, translate: (key: string, options?: object) => string): string {
    if (value === null) return translate('ats.dashboard.no_value');
    return key === 'median_days_to_fill' ? translate('ats.dashboard.days', { value }) : formatNumber(value);
}

function ChangeLine({ tileKey, tile }: { tileKey: DashboardTileKey; tile: DashboardTile }) {
    const translate = useTranslate();
    const change = changeOf(tile);
    const previous = formatted(tileKey, tile.previous, translate);
    const against = translate(tileKey === 'interviews_this_week' ? 'ats.dashboard.previous_week' : 'ats.dashboard.previous_period');
    const words =
        change.direction === 'none'
            ? translate('ats.dashboard.change_none')
            : `${translate(`ats.dashboard.change_${change.direction}`, { percent: change.percent ?? 0, previous })} ${against}`;
    const good = change.direction === 'up' || change.direction === 'new' ? !LOWER_IS_BETTER.has(tileKey) : change.direction === 'down' ? LOWER_IS_BETTER.has(tileKey) : null;
    const Icon = change.direction === 'up' || change.direction === 'new' ? ArrowUpward : change.direction === 'down' ? ArrowDownward : Remove;
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: good === null ? 'text.secondary' : good ? 'success.main' : 'error.main' }}>
            <Icon fontSize="small" aria-hidden />
            <Typography variant="body2" component="span" aria-hidden>
                {change.percent !== null && change.direction !== 'same' ? `${change.percent}%` : ''}
            </Typography>
            <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }} data-testid={`change-${tileKey}`}>
                {words}
            </Typography>
        </Box>
    );
}

export function DashboardTiles({ tiles }: { tiles: CorporateDashboard['tiles'] }) {
    const translate = useTranslate();
    return (
        <Box component="ul" aria-label={translate('ats.dashboard.tile_region')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
            {DASHBOARD_TILES.map(key => (
                <Paper component="li" key={key} variant="outlined" sx={{ p: 2 }} data-testid={`tile-${key}`}>
                    <Typography variant="body2" color="text.secondary" component="h2">
                        {translate(`ats.dashboard.tiles.${key}`)}
                    </Typography>
                    <Typography variant={tiles[key].value === null ? 'h6' : 'h4'} component="p" sx={{ my: 0.5 }}>
                        {formatted(key, tiles[key].value, translate)}
                    </Typography>
                    <ChangeLine tileKey={key} tile={tiles[key]} />
                </Paper>
            ))}
        </Box>
    );
}
