/**
 * The placement dashboard, the usage page and the CS dashboard's calls
 * (docs/api-dashboard.md). Plain functions rather than dataProvider methods:
 * only their lazily loaded pages (custom/tpo, custom/usage) import them, so
 * the console's first chunk does not carry them (docs/performance.md).
 */
import type { TpoDashboard, TpoQuery } from '../config/contracts/tpo';
import type { CsDashboard, Usage, UsageQuery } from '../config/contracts/usage';
import { data } from './jobs';

export type * from '../config/contracts/tpo';
export type * from '../config/contracts/usage';

export const usagePaths = { tpo: 'tpo-dashboard', usage: 'usage', cs: 'cs-dashboard' } as const;

export const usageApi = {
    tpoDashboard: (query: TpoQuery): Promise<TpoDashboard> => data('GET', usagePaths.tpo, { query: { ...query } }),
    usage: (query: UsageQuery): Promise<Usage> => data('GET', usagePaths.usage, { query: { ...query } }),
    csDashboard: (query: UsageQuery): Promise<CsDashboard> => data('GET', usagePaths.cs, { query: { ...query } }),
};
