/**
 * Side panels: a config adds a hand-written panel beside a generated view by
 * naming its key here, `"aside": { "list" | "edit" | "show": "<key>" }`. Unlike
 * a whole-view override (resources/overrides.ts) the view stays generated, so
 * the list keeps its search, filters, paging, bulk upload and export. Config
 * carries the key, never code. Register a panel by adding one line to `asides`.
 *
 * A list panel renders inside react-admin's list context (useListContext: the
 * page of records shown, after filters and paging); an edit or show panel gets
 * the record.
 */
import { lazy, type ComponentType } from 'react';
import type { AsideProps } from './types';

export type { AsideProps, AsideView } from './types';

// Lazy like the views: a panel's code and calls load only where its resource asks for it.
export const asides: Record<string, ComponentType<AsideProps>> = {
    InterviewerCalibration: lazy(() => import('./asides/InterviewerCalibration').then(m => ({ default: m.InterviewerCalibration }))),
    VendorRefusedSubmissions: lazy(() => import('./asides/VendorRefusedSubmissions').then(m => ({ default: m.VendorRefusedSubmissions }))),
};

export function asideFor(key: string | undefined): ComponentType<AsideProps> | undefined {
    return key && Object.prototype.hasOwnProperty.call(asides, key) ? asides[key] : undefined;
}
