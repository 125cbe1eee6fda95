/**
 * The layout of every area's main pages at the two laptop sizes of issue 16
 * (1366x800 and 1024x768), one browser, each page visited once per size:
 * - no horizontal overflow of the page (the board scrolls sideways on purpose,
 *   inside its own scroller, so the page itself still fits);
 * - no text clipped in a button or chip (scrollWidth against clientWidth),
 *   except a chip that says it is cut by carrying the full text as its title;
 * - content that starts under the frame's title, not indented by a padding of the page's own;
 * - a generated list's row actions in view, and its filters that share a line ending at one height;
 * - a form's submit button below its fields, not at the end of a field's line;
 * - no raw enum value ("GENERAL", "FULL_TIME", "own_jobs") in a select option
 *   (each MUI select is opened and its options read), a select's shown value,
 *   a table or grid cell, a list item or a chip: every such text is compared
 *   with the enum values of config/contracts and config/resources.
 * With UPDATE_SCREENSHOTS=1 it also writes the README's pictures
 * (docs/screenshots/*.png at 1366x800); CI leaves the tracked files alone.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, pageApi, screenshot, signInAt, workspaceUrl } from './browser.js';

const ACME = 'acme.localhost';
const sizes = [
    { width: 1366, height: 800 },
    { width: 1024, height: 768 },
];
const readmeDir = 'docs/screenshots';
const updateReadmePictures = process.env.UPDATE_SCREENSHOTS === '1';

/** Codes shown as codes on purpose (a salary's currency), not words in disguise. */
const shownAsCodes = new Set(['AED', 'AUD', 'CAD', 'EUR', 'GBP', 'INR', 'SGD', 'USD']);

/** A value that reads as a constant, not a word: SCREAMING_CASE or snake_case. */
function looksRaw(value: string): boolean {
    return !shownAsCodes.has(value) && (/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(value) ? value.length > 2 : /^[a-z0-9]+(_[a-z0-9]+)+$/.test(value));
}

function collectEnums(node: unknown, into: Set<string>, seen = new Set<unknown>()): Set<string> {
    if (!node || typeof node !== 'object' || seen.has(node)) return into;
    seen.add(node);
    const record = node as Record<string, unknown>;
    if (Array.isArray(record.enum)) for (const value of record.enum) if (typeof value === 'string' && looksRaw(value)) into.add(value);
    for (const child of Object.values(record)) collectEnums(child, into, seen);
    return into;
}

async function rawEnumValues(): Promise<Set<string>> {
    const values = new Set<string>();
    for (const file of readdirSync('config/contracts').filter(name => name.endsWith('.ts'))) {
        collectEnums(await import(`../../config/contracts/${file.slice(0, -'.ts'.length)}.ts`), values);
    }
    for (const file of readdirSync('config/resources').filter(name => name.endsWith('.json'))) {
        collectEnums((JSON.parse(readFileSync(`config/resources/${file}`, 'utf8')) as { schema: unknown }).schema, values);
    }
    return values;
}

interface PageCheck {
    name: string;
    path: string | ((page: Page) => Promise<string>);
    /** The README picture this page gives, if any. */
    picture?: string;
}

interface Area {
    name: string;
    signIn?: { path: string; email: string; lands: RegExp };
    /** Writes what the pages should show, once, after the sign-in. */
    prepare?: (page: Page) => Promise<void>;
    pages: PageCheck[];
}

async function seededBoardPath(page: Page): Promise<string> {
    const jobs = await pageApi<{ id: string; title: string }[]>(page, 'GET', `get-jobs?search=${encodeURIComponent('Senior Backend Engineer')}`);
    const job = jobs.find(candidate => candidate.title === 'Senior Backend Engineer');
    if (!job) throw new Error('the seeded job "Senior Backend Engineer" is missing');
    return `/corporate/total-applications/${job.id}`;
}

/** The job addLongRecords posted. */
let longJobId: string | undefined;

/**
 * Records whose words are as long as real ones get, whatever ran before this file: a job with a
 * long title, a candidate with a long name and address who applied to it and was mailed (a
 * 26-character address once pushed the communication log's table 12 px past a 1024 px window),
 * and a vendor agency with a long name and address.
 */
async function addLongRecords(page: Page): Promise<void> {
    const unique = Date.now().toString(36);
    const job = await pageApi<{ id: string }>(page, 'POST', 'create-job', { title: `Senior Logistics Coordinator, Cross-Border Fulfilment and Warehouse Automation ${unique}` });
    const candidate = { first_name: 'Alexandra', last_name: 'Vanderberg-Whitfield', email: `alexandra.vanderberg-whitfield.${unique}@northwind-logistics.example` };
    const added = await pageApi<{ id: string }>(page, 'POST', 'add-user-application', { job_id: job.id, candidate });
    const template = await pageApi<{ id: string }>(page, 'POST', 'email/templates', { name: `Layout note ${unique}`, subject: `Your application for the logistics coordinator opening ${unique}`, body: '<p>Dear {{candidate.name}}, thank you.</p>' });
    await pageApi(page, 'POST', 'applications/send-mail', { template_id: template.id, application_ids: [added.id] });
    await pageApi(page, 'POST', 'onboard-vendor', { company_name: `Northwind International Recruitment Partners ${unique}`, first_name: 'Bartholomew', last_name: 'Okonkwo-Lindqvist', email: `bartholomew.okonkwo-lindqvist.${unique}@northwind-recruitment.example` });
    longJobId = job.id;
}

const areas: Area[] = [
    {
        name: 'corporate',
        signIn: { path: '/corporate-login', email: 'admin@acme.example', lands: /\/corporate$/ },
        prepare: addLongRecords,
        pages: [
            { name: 'dashboard', path: '/corporate', picture: 'dashboard' },
            { name: 'jobs', path: '/corporate/active-jobs' },
            { name: 'board', path: seededBoardPath, picture: 'board' },
            { name: 'board-long-words', path: async () => `/corporate/total-applications/${longJobId}` },
            { name: 'job-form', path: '/corporate/post-a-job' },
            { name: 'interviews', path: '/corporate/interviews-scheduled' },
            { name: 'offer-letters', path: '/corporate/offer-letters' },
            { name: 'communication-log', path: '/corporate/communication-log' },
            { name: 'talent-pool', path: '/corporate/talent-pool/candidate-pool' },
            { name: 'vendors', path: '/corporate/vendor-onboarding' },
            { name: 'mail-automation', path: '/corporate/mail-automation' },
            { name: 'email-templates', path: '/corporate/email-template', picture: 'generated-list' },
            { name: 'email-template-create', path: '/corporate/email-template/create' },
            { name: 'department-create', path: '/corporate/department-onboarding/create' },
            { name: 'company-profile', path: '/corporate/company-profile' },
            { name: 'marketplace', path: '/corporate/marketplace' },
        ],
    },
    {
        name: 'interviewer',
        signIn: { path: '/corporate-login', email: 'interviewer@acme.example', lands: /\/interviewer\/dashboard$/ },
        pages: [
            { name: 'interviewer-dashboard', path: '/interviewer/dashboard' },
            { name: 'interviewer-upcoming', path: '/interviewer/upcoming-interviews' },
        ],
    },
    {
        name: 'vendor',
        signIn: { path: '/vendors/login', email: 'vendor@acme.example', lands: /\/vendors\/dashboard$/ },
        pages: [
            { name: 'vendor-dashboard', path: '/vendors/dashboard' },
            { name: 'vendor-jobs', path: '/vendors/job-openings' },
            { name: 'vendor-applications', path: '/vendors/applications' },
        ],
    },
    {
        name: 'employee',
        signIn: { path: '/recruit/employee/login', email: 'employee@acme.example', lands: /\/employee\/dashboard$/ },
        pages: [
            { name: 'employee-dashboard', path: '/employee/dashboard' },
            { name: 'employee-jobs', path: '/employee/job-openings' },
        ],
    },
    {
        name: 'candidate',
        signIn: { path: '/candidate/login', email: 'candidate@acme.example', lands: /\/candidate\/jobs$/ },
        pages: [
            { name: 'candidate-jobs', path: '/candidate/jobs' },
            { name: 'candidate-applied', path: '/candidate/applied-jobs' },
        ],
    },
    { name: 'public', pages: [{ name: 'career-page', path: '/careerPage', picture: 'career-page' }] },
];

/**
 * The page has drawn its data: the document is idle and no skeleton or spinner is left in the
 * window (a chart below the fold stays a skeleton until it is scrolled to, on purpose).
 */
async function settle(page: Page, name: string): Promise<void> {
    await page.waitForLoadState('networkidle');
    const idle = () =>
        ![...document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root')].some(element => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
        });
    await page.waitForFunction(idle, undefined, { timeout: 20_000 }).catch((error: unknown) => {
        throw new Error(`${name}: still loading after 20 s`, { cause: error });
    });
    await page.evaluate(() => document.fonts.ready);
}

interface Findings {
    overflow: string[];
    clipped: string[];
    texts: string[];
}

/** Overflow, clipped buttons and chips, and every text an enum could hide in (options, select values, cells, items, chips). */
function inspect(): Findings {
    const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 60)}"`;
    const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const root = document.documentElement;
    const overflow: string[] = [];
    if (root.scrollWidth > root.clientWidth + 1) {
        overflow.push(`page is ${root.scrollWidth}px wide in a ${root.clientWidth}px window`);
        for (const element of document.querySelectorAll('main *')) {
            if (element.closest('[data-testid="board"]')) continue;
            if (element.getBoundingClientRect().right > root.clientWidth + 1 && visible(element)) {
                overflow.push(describe(element));
                if (overflow.length > 6) break;
            }
        }
    }
    const clipped = [...document.querySelectorAll('.MuiButton-root, .MuiChip-label, .MuiTab-root')]
        .filter(element => visible(element) && element.scrollWidth > element.clientWidth + 1 && !element.closest('[title]'))
        .map(element => `${describe(element)} shows ${element.clientWidth}px of ${element.scrollWidth}px`);
    const texts = [...document.querySelectorAll('option, [role="option"], .MuiSelect-select, td, [role="cell"], [role="gridcell"], li, .MuiChip-label')]
        .filter(visible)
        .map(element => (element.textContent ?? '').trim())
        .filter(Boolean);
    // A page adds no outer padding of its own (docs/ui.md): its content starts under the frame's title,
    // measured on what the eye sees as an edge (text, a filled or bordered box).
    const title = [...document.querySelectorAll('h1')].find(heading => visible(heading) && !heading.closest('main'));
    const main = document.querySelector('main');
    if (title && main) {
        const seen = (element: Element) => {
            const style = getComputedStyle(element);
            const hasText = [...element.childNodes].some(node => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim());
            return hasText || style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderLeftWidth) > 0;
        };
        const lefts = [...main.querySelectorAll('*')].filter(element => visible(element) && seen(element)).map(element => element.getBoundingClientRect().left);
        const indent = lefts.length ? Math.min(...lefts) - title.getBoundingClientRect().left : 0;
        // A switch's thumb stands 2 px out of its row by MUI's design; the page's padding would be 16 px or more.
        if (indent > 1 || indent < -4) overflow.push(`content starts ${Math.round(indent)}px from the title's edge`);
    }
    // A generated form's first field sits at its card's padding; a sidebar label is whole, on two lines at most.
    for (const form of document.querySelectorAll('form.rjsf')) {
        const first = form.querySelector('.MuiInputBase-root, .MuiFormControlLabel-root');
        const gap = first ? first.getBoundingClientRect().top - form.getBoundingClientRect().top : 0;
        if (gap > 24) overflow.push(`form: ${Math.round(gap)}px of empty space above its first field`);
    }
    for (const label of [...document.querySelectorAll('.MuiDrawer-root .MuiListItemText-primary')].filter(visible)) {
        // Cut to one line, "Offer Letter Templates" read "Offer Letter Templ…" at the open sidebar's full width.
        if (label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1) overflow.push(`sidebar: ${describe(label)} is cut`);
        if (label.getBoundingClientRect().height > parseFloat(getComputedStyle(label).lineHeight) * 2.5) overflow.push(`sidebar: ${describe(label)} takes more than two lines`);
    }
    // A generated list that scrolls sideways inside its card keeps its rows' actions in view.
    const rowAction = [...document.querySelectorAll('.RaDatagrid-rowCell:last-of-type :is(a, button)')].find(visible);
    const scroller = rowAction?.closest('.RaList-content');
    if (rowAction && scroller && rowAction.getBoundingClientRect().right > scroller.getBoundingClientRect().right + 1) {
        overflow.push(`row action out of view: ${describe(rowAction)}, right of its table's visible part`);
    }
    // A form's submit button stands below its fields, not at the end of a field's line (a form of
    // one or two fields, a search or a message box, may put it beside them).
    for (const submit of [...document.querySelectorAll('form button[type="submit"]')].filter(visible)) {
        const fields = [...(submit.closest('form')?.querySelectorAll('.MuiInputBase-root') ?? [])].filter(visible);
        const box = submit.getBoundingClientRect();
        const beside = fields.find(field => field.getBoundingClientRect().top < box.bottom && box.top < field.getBoundingClientRect().bottom);
        if (fields.length > 2 && beside) overflow.push(`form: the submit ${describe(submit)} stands beside a field, not below the fields`);
    }
    // A list's filters that share a line end at the same height, whatever their kind (search,
    // select, reference autocomplete); a narrow window may wrap them onto another line.
    const filterFields = [...document.querySelectorAll('.filter-field')].flatMap(cell => {
        const field = cell.querySelector('.MuiInputBase-root');
        // Named by its label (MUI ends an empty select's with a zero-width space), else the search's placeholder.
        const name = (cell.textContent ?? '').replace(/\u200b/g, '').trim() || cell.querySelector('input')?.placeholder || '?';
        return field && visible(field) ? [{ cell, name, box: cell.getBoundingClientRect(), bottom: Math.round(field.getBoundingClientRect().bottom) }] : [];
    });
    const unaligned = filterFields.flatMap(one => {
        const other = filterFields.find(two => two.cell.parentElement === one.cell.parentElement && two.box.top < one.box.bottom && one.box.top < two.box.bottom && two.bottom > one.bottom);
        return other ? [`filters on one line end at different heights: "${one.name}" at ${one.bottom}px, "${other.name}" at ${other.bottom}px`] : [];
    });
    overflow.push(...unaligned);
    return { overflow, clipped, texts };
}

/** Opens each MUI select (not an autocomplete: those search the server) and answers its options' texts. */
async function selectOptions(page: Page): Promise<string[]> {
    const texts: string[] = [];
    const selects = page.locator('main div[role="combobox"][aria-haspopup="listbox"]:not([aria-disabled="true"])');
    const count = await selects.count();
    for (let index = 0; index < count; index++) {
        const select = selects.nth(index);
        if (!(await select.isVisible())) continue;
        await select.click();
        const listbox = page.getByRole('listbox');
        await listbox.waitFor();
        texts.push(...(await listbox.getByRole('option').allTextContents()).map(text => text.trim()));
        await page.keyboard.press('Escape');
        await listbox.waitFor({ state: 'detached' });
    }
    return texts;
}

let browser: Browser;
let enums: Set<string>;
beforeAll(async () => {
    [browser, enums] = await Promise.all([launchBrowser(), rawEnumValues()]);
});
afterAll(() => browser?.close());

describe('layout at 1366x800 and 1024x768', () => {
    it('finds what it looks for: a raw value in a cell, a clipped button, a page wider than the window, filters out of line, a submit button beside a field', async () => {
        const context = await browser.newContext({ viewport: sizes[1] });
        try {
            const page = await context.newPage();
            await page.goto(workspaceUrl(ACME, '/careerPage'));
            await settle(page, 'career-page');
            await page.evaluate(() => {
                const main = document.querySelector('main') ?? document.body;
                main.insertAdjacentHTML(
                    'beforeend',
                    '<table><tbody><tr><td>FULL_TIME</td></tr></tbody></table>' +
                        '<button class="MuiButton-root" style="width:40px;overflow:hidden;white-space:nowrap">Bulk upload applicants</button>' +
                        '<div style="width:3000px">wide</div>' +
                        '<div class="RaList-content" style="width:120px;overflow-x:auto"><table><tbody><tr>' +
                        '<td class="RaDatagrid-rowCell"><div style="width:300px">A long cell</div></td><td class="RaDatagrid-rowCell"><button>Edit</button></td>' +
                        '</tr></tbody></table></div>' +
                        '<div style="display:flex;align-items:flex-end">' +
                        '<div class="filter-field"><div class="MuiInputBase-root" style="height:40px">Search</div></div>' +
                        '<div class="filter-field" style="margin-bottom:8px"><div class="MuiInputBase-root" style="height:48px">Category</div></div></div>' +
                        '<form><div class="MuiInputBase-root">Name</div><div class="MuiInputBase-root">Email</div>' +
                        '<div class="MuiInputBase-root" style="display:inline-block;width:200px">Days</div><button type="submit">Save</button></form>',
                );
            });
            const { overflow, clipped, texts } = await page.evaluate(inspect);
            expect(texts.filter(text => enums.has(text))).toEqual(['FULL_TIME']);
            expect(clipped).toHaveLength(1);
            expect(clipped[0]).toContain('Bulk upload applicants');
            expect(overflow[0]).toMatch(/^page is \d+px wide in a 1024px window$/);
            expect(overflow).toContain('row action out of view: button "Edit", right of its table\'s visible part');
            expect(overflow).toContain('form: the submit button "Save" stands beside a field, not below the fields');
            expect(overflow).toContainEqual(expect.stringMatching(/^filters on one line end at different heights: "Category" at \d+px, "Search" at \d+px$/));
        } finally {
            await context.close();
        }
    });

    it('knows the raw enum values it looks for', () => {
        // The check below is only as good as this list: the contracts' and resources' constants are in it, words are not.
        for (const value of ['GENERAL', 'FULL_TIME', 'ON_HOLD', 'INTERVIEW_SCHEDULED', 'own_jobs']) expect(enums.has(value)).toBe(true);
        for (const value of ['Senior', 'Background verification', 'INR']) expect(enums.has(value)).toBe(false);
    });

    for (const area of areas) {
        describe(area.name, () => {
            let context: BrowserContext;
            let page: Page;
            beforeAll(async () => {
                context = await browser.newContext({ viewport: sizes[0] });
                page = await context.newPage();
                if (area.signIn) {
                    await signInAt(page, workspaceUrl(ACME, area.signIn.path), area.signIn.email);
                    await page.waitForURL(area.signIn.lands);
                }
                await area.prepare?.(page);
            });
            afterAll(() => context?.close());

            for (const size of sizes) {
                it(`${area.pages.map(check => check.name).join(', ')} at ${size.width}x${size.height}`, async () => {
                    await page.setViewportSize(size);
                    const problems: string[] = [];
                    for (const check of area.pages) {
                        const path = typeof check.path === 'string' ? check.path : await check.path(page);
                        await page.goto(workspaceUrl(ACME, path));
                        await settle(page, check.name);
                        const { overflow, clipped, texts } = await page.evaluate(inspect);
                        // Pictures first: the selects' menus are opened next.
                        await screenshot(page, `layout-${size.width}-${check.name}`);
                        if (updateReadmePictures && check.picture && size === sizes[0]) {
                            mkdirSync(readmeDir, { recursive: true });
                            await page.screenshot({ path: `${readmeDir}/${check.picture}.png` });
                        }
                        const options = await selectOptions(page);
                        const raw = [...new Set([...texts, ...options].filter(text => enums.has(text)))];
                        problems.push(
                            ...overflow.map(text => `${check.name}: overflow: ${text}`),
                            ...clipped.map(text => `${check.name}: clipped: ${text}`),
                            ...raw.map(text => `${check.name}: raw enum value "${text}"`),
                        );
                    }
                    expect(problems).toEqual([]);
                });
            }
        });
    }
});
