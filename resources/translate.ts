/**
 * Generated screens speak the i18n catalogue (config/i18n/<locale>.json through
 * custom/i18nProvider.ts) with react-admin's own keys, by the config `name`:
 *
 *   resources.<name>.name             "Location |||| Locations" (smart_count 1 / 2)
 *   resources.<name>.menu             the menu label, for configs with `label.menu`
 *   resources.<name>.fields.<field>   a field's label in columns, filters, forms and details
 *   resources.<name>.enums.<field>.<value>  the word for an enum value in selects, filters and columns
 *                                     (English: its `ui:enumNames` entry, else the value itself)
 *
 * A missing key falls back to the resource file's own label or schema title,
 * so a second locale is a catalogue file and no resource file changes.
 */
import type { TranslateFunction } from 'react-admin';
import type { ResourceConfig } from './types';
import { uiOption } from './uiOptions';

export function resourceNameKey(config: Pick<ResourceConfig, 'name'>): string {
    return `resources.${config.name}.name`;
}

export function resourceMenuKey(config: Pick<ResourceConfig, 'name' | 'label'>): string {
    return config.label.menu ? `resources.${config.name}.menu` : resourceNameKey(config);
}

export function resourceFieldKey(config: Pick<ResourceConfig, 'name'>, field: string): string {
    return `resources.${config.name}.fields.${field}`;
}

export function resourceEnumKey(config: Pick<ResourceConfig, 'name'>, field: string, value: string | number | boolean): string {
    return `resources.${config.name}.enums.${field}.${String(value)}`;
}

/** The English words of a field's enum values, by value: `ui:enumNames` where given, else the value. */
export function enumWords(config: Pick<ResourceConfig, 'schema' | 'uiSchema'>, field: string): Array<[string | number | boolean, string]> {
    const values = (config.schema.properties[field]?.enum ?? []).filter((value): value is string | number | boolean => value !== null);
    const names = uiOption(config, field, 'enumNames');
    return values.map((value, index) => {
        const name = Array.isArray(names) ? names[index] : undefined;
        return [value, typeof name === 'string' ? name : String(value)];
    });
}

/**
 * Every top-level enum field gets `ui:enumNames` read from the catalogue, so the form's select,
 * the list's filter and its column (resources/fields.tsx) show the same translated word. A web
 * address (`"format": "uri"`) without help of its own says what it takes under the field: its
 * refusal is SPEC.md's bare "Invalid URL", and people type "acme.com".
 */
function translatedUiSchema(config: ResourceConfig, translate: TranslateFunction): ResourceConfig['uiSchema'] {
    const uiSchema: Record<string, unknown> = { ...(config.uiSchema ?? {}) };
    const extend = (field: string, entries: Record<string, unknown>) => {
        const own = uiSchema[field];
        uiSchema[field] = { ...(typeof own === 'object' && own !== null ? own : {}), ...entries };
    };
    for (const [field, schema] of Object.entries(config.schema.properties)) {
        const words = enumWords(config, field);
        if (words.length > 0) extend(field, { 'ui:enumNames': words.map(([value, word]) => translate(resourceEnumKey(config, field, value), { _: word })) });
        const own = uiSchema[field];
        const hasHelp = typeof own === 'object' && own !== null && 'ui:help' in own;
        if (schema.format === 'uri' && !hasHelp) extend(field, { 'ui:help': translate('ats.resources.url_help') });
    }
    return uiSchema as ResourceConfig['uiSchema'];
}

/** The config with its labels and field titles read from the catalogue where it has them. */
export function translateConfig(config: ResourceConfig, translate: TranslateFunction): ResourceConfig {
    const properties = Object.fromEntries(
        Object.entries(config.schema.properties).map(([field, schema]) => [
            field,
            { ...schema, title: translate(resourceFieldKey(config, field), { _: schema.title }) },
        ]),
    );
    return {
        ...config,
        label: {
            ...config.label,
            one: translate(resourceNameKey(config), { smart_count: 1, _: config.label.one }),
            many: translate(resourceNameKey(config), { smart_count: 2, _: config.label.many }),
            ...(config.label.menu ? { menu: translate(resourceMenuKey(config), { _: config.label.menu }) } : {}),
        },
        schema: { ...config.schema, properties },
        uiSchema: translatedUiSchema(config, translate),
    };
}
