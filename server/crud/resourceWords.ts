/**
 * A generated resource's own words in the API's languages, for what the API writes itself (an
 * export's headers, an upload's sentences): English from the resource file (its label, its
 * schema's titles), Hindi from the console's catalogue (config/i18n/hi.resources.json by
 * resources/translate.ts keys; the built-in columns' labels from hi.json's `ats.resources`, as
 * resources/fields.tsx reads them), so a file reads as the screen it came from. English wherever
 * the catalogue has no word.
 */
import hindiConsole from '../../config/i18n/hi.json';
import hindiResources from '../../config/i18n/hi.resources.json';
import type { ResourceConfig } from '../../config/resources.js';
import type { ServerLocale } from '../lib/locale.js';
import { humanField } from './model.js';

interface HindiResource {
    name?: string;
    fields?: Record<string, string | undefined>;
}

const hindiNames = hindiResources.resources as Record<string, HindiResource | undefined>;
/** Hindi labels of the built-in columns a list or an export shows (status, created_at, updated_at, id). */
const hindiBuiltIns: Record<string, string | undefined> = {
    id: hindiConsole.ats.resources.id,
    status: hindiConsole.ats.resources.status,
    created_at: hindiConsole.ats.resources.created_at,
    updated_at: hindiConsole.ats.resources.updated_at,
};

/** The resource's name, one or many ("Department", "Departments"), as the console's name key words it (smart_count 1 or 2). */
export function resourceName(resource: Pick<ResourceConfig, 'name' | 'label'>, locale: ServerLocale, count: 'one' | 'many'): string {
    const hindiName = locale === 'hi' ? hindiNames[resource.name]?.name : undefined;
    if (!hindiName) return resource.label[count];
    const forms = hindiName.split('||||').map(form => form.trim());
    return count === 'many' ? (forms[1] ?? forms[0]) : forms[0];
}

/** A resource known by its key alone (a reference's target, a job's reference field), one: `english` without a Hindi name or in English. */
export function resourceNameByKey(name: string, english: string, locale: ServerLocale): string {
    return resourceName({ name, label: { one: english, many: english } }, locale, 'one');
}

/** An export's header for a column: in English its schema title, else its name in words ("Updated at"), as always. */
export function columnTitle(resource: Pick<ResourceConfig, 'name' | 'schema'>, field: string, locale: ServerLocale): string {
    const hindi = locale === 'hi' ? (hindiNames[resource.name]?.fields?.[field] ?? hindiBuiltIns[field]) : undefined;
    return hindi ?? resource.schema.properties[field]?.title ?? humanField(field).replace(/^./, ch => ch.toUpperCase());
}

/** Every Hindi header an export may write for a field, by field: an upload reads a file exported in Hindi back. */
export function hindiFieldTitles(resource: Pick<ResourceConfig, 'name'>): [field: string, title: string][] {
    return Object.entries(hindiNames[resource.name]?.fields ?? {}).flatMap(([field, title]) => (title ? [[field, title] as [string, string]] : []));
}

/** The built-in columns' Hindi labels ("स्थिति" is the status column). */
export const hindiBuiltInTitles = Object.entries(hindiBuiltIns).flatMap(([field, title]) => (title ? [[field, title] as [string, string]] : []));
