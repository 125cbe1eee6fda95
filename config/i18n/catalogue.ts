/**
 * The English catalogue as one tree: the public pages' part (en.public.json),
 * the console's (en.json) and the parts only one area or page shows (en.candidate.json,
 * en.employee.json, en.vendor.json, en.reports.json, en.automations.json, en.usage.json), which share no key
 * (config/i18n/README.md).
 * The console does not import this module, it would put both parts in the
 * entry chunk: custom/i18nProvider.ts loads each part where it is used. Tests
 * and tools read the whole catalogue here.
 */
import automationsMessages from './en.automations.json';
import candidateMessages from './en.candidate.json';
import employeeMessages from './en.employee.json';
import consoleMessages from './en.json';
import publicMessages from './en.public.json';
import reportsMessages from './en.reports.json';
import usageMessages from './en.usage.json';
import vendorMessages from './en.vendor.json';

export interface MessageTree {
    [key: string]: string | MessageTree;
}

/** The two trees as one; a key that both define (as a message or as a branch) is an error. */
export function mergeCatalogueParts(a: MessageTree, b: MessageTree, prefix = ''): MessageTree {
    const merged: MessageTree = { ...a };
    for (const [key, value] of Object.entries(b)) {
        const path = prefix ? `${prefix}.${key}` : key;
        const mine = merged[key];
        if (mine === undefined) merged[key] = value;
        else if (typeof mine === 'string' || typeof value === 'string') throw new Error(`config/i18n: ${path} is in both parts of the catalogue`);
        else merged[key] = mergeCatalogueParts(mine, value, path);
    }
    return merged;
}

export { consoleMessages, publicMessages };

/** The parts fetched with an area or a page (custom/i18nProvider.ts `withMessages`), by name. */
export const areaMessages = {
    candidate: candidateMessages,
    employee: employeeMessages,
    vendor: vendorMessages,
    reports: reportsMessages,
    automations: automationsMessages,
    usage: usageMessages,
} as const;

/** Typed as the files are, so a key read from it is checked like one read from any of them. */
export const englishCatalogue = [consoleMessages, ...Object.values(areaMessages)].reduce<MessageTree>(
    (whole, part) => mergeCatalogueParts(whole, part),
    publicMessages,
) as typeof publicMessages & typeof consoleMessages & typeof candidateMessages & typeof employeeMessages & typeof vendorMessages & typeof reportsMessages & typeof automationsMessages & typeof usageMessages;
