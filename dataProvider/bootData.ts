/**
 * The answers the server wrote into the page for its first render
 * (config/contracts/boot.ts, server/lib/consoleHtml.ts), read from the page's
 * JSON data block (a few KB: parsed on each of the few reads). A page without
 * them (the dev server's, an API-only process's) has none, and the callers ask
 * the API as before.
 */
import { BOOT_DATA_ELEMENT_ID, type BootData, type CareerBoot } from '../config/contracts/boot';
import type { CompanyDetails } from './session';

/** GET check-workspace's answer. */
export interface CheckWorkspaceResponse {
    status: boolean;
    message?: string;
    companyDetails: CompanyDetails | null;
}

const block = () => globalThis.document?.getElementById(BOOT_DATA_ELEMENT_ID);

function bootData(): BootData<CheckWorkspaceResponse> {
    try {
        return Object(JSON.parse(block()?.textContent || '{}')) as BootData<CheckWorkspaceResponse>;
    } catch {
        // A page cut short in transit: asking the API is always right.
        return {};
    }
}

/** The blocks whose career part a career page has shown: they describe the page as it was loaded. */
const shown = new WeakSet<Element>();

/** GET check-workspace's answer for this page's host, as the server wrote it. */
export const workspaceCheckFromPage = (): CheckWorkspaceResponse | undefined => bootData().workspace;

/**
 * The career page's answers as the page was loaded, until a career page has shown them
 * (`careerBootShown`): a career page mounted later (back from a job's page) asks again.
 */
export function careerBoot(): CareerBoot | undefined {
    const element = block();
    return element && !shown.has(element) ? bootData().career : undefined;
}

/** Called from an effect, not a render: a render React restarts still finds the answers. */
export function careerBootShown(): void {
    const element = block();
    if (element) shown.add(element);
}
