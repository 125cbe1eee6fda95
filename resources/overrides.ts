/**
 * Whole-view overrides: a config replaces a generated view with a
 * hand-written component by naming its key here,
 * `"override": { "list" | "create" | "edit" | "show": "<key>" }`. Config
 * carries the key, never code; the component receives the config. Register a
 * new override by adding one line to `overrides`.
 */
import type { ComponentType } from 'react';
import { CompactList } from './overrides/CompactList';
import type { OverrideProps } from './types';

export type { OverrideProps };

export const overrides: Record<string, ComponentType<OverrideProps>> = {
    CompactList,
};

export function overrideFor(key: string): ComponentType<OverrideProps> | undefined {
    return Object.prototype.hasOwnProperty.call(overrides, key) ? overrides[key] : undefined;
}
