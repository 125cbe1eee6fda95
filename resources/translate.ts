/**
 * Generated screens speak the i18n catalogue (config/i18n/<locale>.json through
 * custom/i18nProvider.ts) with react-admin's own keys, by the config `name`:
 *
 *   resources.<name>.name             "Location |||| Locations" (smart_count 1 / 2)
 *   resources.<name>.menu             the menu label, for configs with `label.menu`
 *   resources.<name>.fields.<field>   a field's label in columns, filters, forms and details
 *
 * A missing key falls back to the resource file's own label or schema title,
 * so a second locale is a catalogue file and no resource file changes.
 */
import type { TranslateFunction } from 'react-admin';
import type { ResourceConfig } from './types';

export function resourceNameKey(config: Pick<ResourceConfig, 'name'>): string {
    return `resources.${config.name}.name`;
}

export function resourceMenuKey(config: Pick<ResourceConfig, 'name' | 'label'>): string {
    return config.label.menu ? `resources.${config.name}.menu` : resourceNameKey(config);
}

export function resourceFieldKey(config: Pick<ResourceConfig, 'name'>, field: string): string {
    return `resources.${config.name}.fields.${field}`;
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
    };
}
