/**
 * The corporate dashboard's call (docs/api-dashboard.md) as a typed custom
 * dataProvider method. The shapes are config/contracts/dashboard.ts's;
 * app/ConsoleApp.tsx adds it with `withCustomMethods`, so the page calls
 * `useDataProvider<DashboardDataProvider>()`.
 */
import type { DataProvider } from 'react-admin';
import type { CorporateDashboard, DashboardQuery } from '../config/contracts/dashboard';
import { data } from './jobs';

export type * from '../config/contracts/dashboard';

export const dashboardPaths = { corporate: 'get-corporate-dashboard' } as const;

export interface DashboardMethods {
    /** The figures for the period and filters; absent filters are left out of the query. */
    corporateDashboard(query: DashboardQuery): Promise<CorporateDashboard>;
}

export type DashboardDataProvider = DataProvider & DashboardMethods;

export const dashboardMethods: DashboardMethods = {
    corporateDashboard: query => data('GET', dashboardPaths.corporate, { query: { ...query } }),
};
