/**
 * Issue 16's Hindi: switched to Hindi, the board, a generated list and the job form show no
 * English text of the catalogue (config/i18n/en*.json, react-admin's English messages, the
 * resource files' labels) wherever Hindi has its own. The console's modules are loaded afresh
 * after the choice is stored, as the page reload after a switch does (dataProvider/locale.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ReactElement } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import englishMessages from 'ra-language-english';
import type { RaRecord } from 'react-admin';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { ResourceConfig } from '../../../resources/types';
import { enumWords, resourceEnumKey } from '../../../resources/translate';
import type { JobsDataProvider } from '../../../dataProvider/jobs';

const ROOT = resolve(__dirname, '../../..');
const I18N = join(ROOT, 'config/i18n');

interface Tree {
    [key: string]: string | Tree;
}
function flat(tree: Tree, prefix = '', into: Map<string, string> = new Map()): Map<string, string> {
    for (const [key, value] of Object.entries(tree)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (typeof value === 'string') into.set(path, value);
        else flat(value, path, into);
    }
    return into;
}
const readJson = <T,>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;

const departments = readJson<ResourceConfig>(join(ROOT, 'config/resources/departments.json'));
const emailTemplates = readJson<ResourceConfig>(join(ROOT, 'config/resources/email_templates.json'));

/** Every English text whose Hindi differs, as a whole-text pattern (a %{placeholder} matches anything, each plural form on its own). */
function englishPatterns(): RegExp[] {
    const english = new Map<string, string>();
    const hindi = new Map<string, string>();
    for (const file of readdirSync(I18N).filter(name => /^en(\..+)?\.json$/.test(name))) {
        for (const [key, text] of flat(readJson<Tree>(join(I18N, file)))) english.set(key, text);
        for (const [key, text] of flat(readJson<Tree>(join(I18N, file.replace(/^en/, 'hi'))))) hindi.set(key, text);
    }
    for (const [key, text] of flat(englishMessages as unknown as Tree)) english.set(key, text);
    for (const [key, text] of flat(readJson<Tree>(join(I18N, 'hi.ra.json')))) hindi.set(key, text);
    for (const file of readdirSync(join(ROOT, 'config/resources'))) {
        const config = readJson<ResourceConfig>(join(ROOT, 'config/resources', file));
        english.set(`resources.${config.name}.name`, `${config.label.one} |||| ${config.label.many}`);
        for (const [field, schema] of Object.entries(config.schema.properties)) {
            english.set(`resources.${config.name}.fields.${field}`, schema.title ?? field);
            for (const [value, word] of enumWords(config, field)) english.set(resourceEnumKey(config, field, value), word);
        }
    }
    for (const [key, text] of flat(readJson<Tree>(join(I18N, 'hi.resources.json')))) hindi.set(key, text);
    const texts = new Set<string>();
    for (const [key, text] of english) {
        if (hindi.get(key) === text) continue;
        for (const form of text.split('||||')) if (/[A-Za-z]{2}/.test(form.replace(/%\{\w+\}/g, ''))) texts.add(form.trim());
    }
    return [...texts].map(text => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%\\\{\w+\\\}/g, '.+')}$`));
}
const patterns = englishPatterns();

/** The page's words: each text node, and the labels a screen reader or a placeholder shows. */
function wordsOnScreen(): string[] {
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        if (text) words.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
        for (const name of ['aria-label', 'placeholder', 'title']) {
            const text = element.getAttribute(name)?.trim();
            if (text) words.push(text);
        }
    }
    return words;
}

/** The test data: names that are not the catalogue's even where they read like it. */
const englishLeft = (data: string[]) => wordsOnScreen().filter(text => !data.includes(text) && patterns.some(pattern => pattern.test(text)));

// The choice is stored, then the console's modules load afresh: what the reload after a switch does.
localStorage.setItem('ats-locale', 'hi');
vi.resetModules();
const i18n = await import('../../../custom/i18nProvider');
await i18n.loadConsoleMessages();
i18n.addReactAdminMessages(englishMessages);
const { BoardPage } = await import('../../../custom/board/BoardPage');
const { PostJobPage } = await import('../../../custom/jobs/PostJobPage');
const board = await import('../board/boardTestUtils');
const { themeFor } = await import('../../../custom/shell/theme');
const { AdminContext, memoryStore } = await import('react-admin');
const { MemoryRouter, Route, Routes } = await import('react-router-dom');
const generated = await import('../resources/resourceTestUtils');
const { clearResources } = await import('../../../dataProvider/resourceRegistry');

afterEach(() => {
    vi.unstubAllGlobals();
    clearResources();
});
afterAll(() => localStorage.removeItem('ats-locale'));

const slow = { timeout: 10_000 };

/** As boardTestUtils' renderPage, with the console's theme, which carries MUI's own words in Hindi. */
function renderConsolePage(element: ReactElement, { path, route }: { path: string; route: string }, dataProvider: ReturnType<typeof board.fakeJobs>) {
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext dataProvider={dataProvider as unknown as JobsDataProvider} i18nProvider={i18n.i18nProvider} store={memoryStore()} theme={themeFor('#00bbb6')}>
                <Routes>
                    <Route path={route} element={element} />
                </Routes>
            </AdminContext>
        </MemoryRouter>,
    );
}

describe('in Hindi', () => {
    it('the catalogue is Hindi, and the patterns would catch English', () => {
        expect(i18n.currentLocale).toBe('hi');
        expect(i18n.i18nProvider.translate('ats.board.load_more')).not.toBe('Load more');
        expect(patterns.length).toBeGreaterThan(1000);
        expect(patterns.some(pattern => pattern.test('Load more'))).toBe(true);
        expect(patterns.some(pattern => pattern.test('Rows per page:'))).toBe(true);
        expect(patterns.some(pattern => pattern.test('Department name'))).toBe(true);
    });

    it('the board', async () => {
        board.stubBrowserApis();
        const stages = [
            { id: 's1', name: 'स्क्रीनिंग', position: 1, count: 2, applications: [board.card('a1', 's1'), board.card('a2', 's1')] },
            { id: 's2', name: 'तकनीकी राउंड', position: 2, count: 0, applications: [] },
        ];
        renderConsolePage(<BoardPage />, { path: '/corporate/total-applications/j1', route: '/corporate/total-applications/:id' }, board.fakeJobs({ getUserApplications: vi.fn(async () => stages) }));
        await screen.findAllByText('Person A1', {}, slow);
        await waitFor(() => expect(screen.getByText('Backend Engineer')).toBeTruthy(), slow);
        expect(screen.getByRole('button', { name: 'चरण' })).toBeTruthy();

        expect(englishLeft(['Person A1', 'Person A2', 'Backend Engineer', 'Engineer', 'LinkedIn', 'Rita Recruiter', 'Sam Sourcer'])).toEqual([]);
    });

    it('a generated list', async () => {
        generated.stubBrowser();
        const records: RaRecord[] = [
            { id: 'd1', name: 'Engineering', code: 'ENG', head_email: 'head@acme.test', status: 'ACTIVE', version: 1, created_at: '2026-01-01T10:00:00Z', updated_at: '2026-01-02T10:00:00Z' },
        ];
        generated.renderGenerated({ path: departments.route, configs: [departments], dataProvider: generated.fakeDataProvider(records) });
        await screen.findByText('Engineering', {}, slow);
        expect(screen.getByRole('columnheader', { name: /विभाग का नाम/ })).toBeTruthy();
        expect(englishLeft(['Engineering', 'ENG', 'head@acme.test'])).toEqual([]);
    });

    it("a generated list's enum column and filter, and its form's select", async () => {
        generated.stubBrowser();
        const records: RaRecord[] = [
            { id: 'e1', name: 'Welcome', purpose: 'GENERAL', subject: 'Hi', body: '<p>Hi</p>', status: 'ACTIVE', version: 1, created_at: '2026-01-01T10:00:00Z', updated_at: '2026-01-02T10:00:00Z' },
        ];
        const list = generated.renderGenerated({ path: emailTemplates.route, configs: [emailTemplates], dataProvider: generated.fakeDataProvider(records) });
        await screen.findByText('Welcome', {}, slow);
        expect(screen.getByText('सामान्य')).toBeTruthy();
        expect(patterns.some(pattern => pattern.test('General'))).toBe(true);
        expect(englishLeft(['Welcome', 'Hi'])).toEqual([]);
        list.unmount();

        generated.renderGenerated({ path: `${emailTemplates.route}/create`, configs: [emailTemplates], dataProvider: generated.fakeDataProvider(records) });
        const purpose = await screen.findByRole('combobox', { name: /किसके लिए/ }, slow);
        fireEvent.mouseDown(purpose);
        const options = (await screen.findAllByRole('option', {}, slow)).map(option => option.textContent ?? '');
        expect(options).toEqual(expect.arrayContaining(['निमंत्रण', 'सामान्य', 'मार्केटिंग']));
        expect(englishLeft([])).toEqual([]);
    });

    it('the job form', async () => {
        board.stubBrowserApis();
        renderConsolePage(<PostJobPage />, { path: '/corporate/post-a-job', route: '/corporate/post-a-job' }, board.fakeJobs());
        await screen.findByRole('button', { name: 'नौकरी पोस्ट करें' }, slow);
        expect(englishLeft(['Engineering', 'Rita Recruiter', 'Sam Sourcer', 'Pune', 'Full time', 'New', 'High', 'Open'])).toEqual([]);
    });
});
