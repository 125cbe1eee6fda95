import type { ResourceConfig } from './types';

/**
 * A field's uiSchema option `name`, written as `"ui:<name>"` or inside `"ui:options"`, as rjsf's
 * getUiOptions reads it; its own copy so that the lists' and the resources' registration chunks
 * need no rjsf (the forms, which have rjsf anyway, use getUiOptions itself).
 */
export function uiOption(config: Pick<ResourceConfig, 'uiSchema'>, source: string, name: string): unknown {
    const ui = config.uiSchema?.[source];
    if (typeof ui !== 'object' || ui === null) return undefined;
    const entries = ui as Record<string, unknown>;
    const options = entries['ui:options'];
    return entries[`ui:${name}`] ?? (typeof options === 'object' && options !== null ? (options as Record<string, unknown>)[name] : undefined);
}
