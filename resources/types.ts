/**
 * The resource config as the console receives it from `GET /api/resource-config`
 * (config/resources.ts `PublicResourceConfig`: a config/resources/*.json file
 * without its server-only `hooks`). Type-only imports: the console never
 * bundles the server-side config validation for these.
 */
import type { RaRecord } from 'react-admin';
import type { PublicResourceConfig, ReferenceConfig } from '../config/resources';

export type { FieldSchema, MenuGroupKey, RecordSchema } from '../config/resources';

export type ResourceConfig = PublicResourceConfig;
export type ReferenceSpec = ReferenceConfig;

export type ViewKind = 'list' | 'create' | 'edit' | 'show';

export type AsideView = 'list' | 'edit' | 'show';

/** What a side panel (resources/asides.ts) receives; beside a list it reads react-admin's list context instead of a record. */
export interface AsideProps {
    config: ResourceConfig;
    view: AsideView;
    /** The record of an edit or show page; absent beside a list. */
    record?: RaRecord;
}

/** What a whole-view override (resources/overrides.ts) receives. */
export interface OverrideProps {
    config: ResourceConfig;
}
