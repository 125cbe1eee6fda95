/**
 * Whole-view overrides: a config replaces a generated view with a
 * hand-written component by naming its key here,
 * `"override": { "list" | "create" | "edit" | "show": "<key>" }`. Config
 * carries the key, never code; the component receives the config. Register a
 * new override by adding one line to `overrides`.
 */
import { createElement } from 'react';
import { PageLoading } from '../ui/PageLoading';
import { chunkComponent, type ChunkComponent } from '../ui/preloadable';
import type { OverrideProps } from './types';

export type { OverrideProps };

// Each loads when first shown, as the generated views do (resources/buildResource.tsx): an override
// brings react-admin's list or form machinery, which the console must not download up front.
export const overrides: Record<string, ChunkComponent<OverrideProps>> = {
    CompactList: chunkComponent(() => import('./overrides/CompactList').then(m => ({ default: m.CompactList })), createElement(PageLoading)),
};

export function overrideFor(key: string): ChunkComponent<OverrideProps> | undefined {
    return Object.prototype.hasOwnProperty.call(overrides, key) ? overrides[key] : undefined;
}
