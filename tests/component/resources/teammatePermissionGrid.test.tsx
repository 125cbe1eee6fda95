/**
 * The Teammates master's permission grid (config/resources/teammates.json, resources/widgets.tsx
 * PermissionGridField): a new teammate's grid shows the chosen role's defaults (the ones the server
 * writes when the create sends none) and follows a role change until a box is clicked; a set that
 * grants nothing is said under the grid, and saving it asks first (ConfirmDialog: Cancel keeps the
 * form, confirming saves); modules and actions read as words, in English and Hindi, in the grid and
 * on the detail page.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultTeammatePermissions, permissionActions, permissionModules } from '../../../config';
import { mergeCatalogueParts, type MessageTree } from '../../../config/i18n/catalogue';
import english from '../../../config/i18n/en.json';
import hindiConsole from '../../../config/i18n/hi.json';
import hindiPublic from '../../../config/i18n/hi.public.json';
import { publicResourceConfig, type ResourceConfig as ServerResourceConfig } from '../../../config/resources';
import { createI18nProvider } from '../../../custom/i18nProvider';
import { clearResources } from '../../../dataProvider/resourceRegistry';
import { fakeDataProvider, renderGenerated, stubBrowser } from './resourceTestUtils';

const teammates = publicResourceConfig(JSON.parse(readFileSync(resolve(__dirname, '../../../config/resources/teammates.json'), 'utf8')) as ServerResourceConfig);

beforeEach(() => stubBrowser());
afterEach(() => {
    vi.unstubAllGlobals();
    clearResources();
});

const NO_PERMISSIONS = 'This teammate will have no permissions: they can sign in, but cannot open the dashboard, job postings, onboarding or reports.';

const grid = () => screen.getByRole('table', { name: 'Permissions' });
const box = (name: string) => within(grid()).getByRole('checkbox', { name }) as HTMLInputElement;
/** The boxes ticked, by their accessible names. */
const ticked = () =>
    within(grid())
        .getAllByRole('checkbox')
        .filter(input => (input as HTMLInputElement).checked)
        .map(input => input.getAttribute('aria-label'));

/** The polite status right after the grid (the test layout has a status of its own, the location). */
async function warningUnderGrid(): Promise<HTMLElement> {
    return waitFor(() => {
        const status = grid().nextElementSibling;
        expect(status?.getAttribute('role')).toBe('status');
        return status as HTMLElement;
    });
}

async function fillRequired() {
    await waitFor(() => expect(document.getElementById('root_first_name')).toBeTruthy());
    fireEvent.change(document.getElementById('root_first_name')!, { target: { value: 'Asha' } });
    fireEvent.change(document.getElementById('root_email')!, { target: { value: 'asha@acme.example' } });
}

const SAVE_WITHOUT = 'Save without permissions';
const askDialog = () => screen.queryByRole('dialog', { name: 'Save without permissions?' });

/** Save, then the question about an empty set, answered by `answer`; either answer closes it. */
async function saveAndAnswer(answer: 'Cancel' | typeof SAVE_WITHOUT): Promise<HTMLElement> {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await waitFor(() => {
        const found = askDialog();
        expect(found).toBeTruthy();
        return found!;
    });
    fireEvent.click(within(dialog).getByRole('button', { name: answer }));
    await waitFor(() => expect(askDialog()).toBeNull());
    return dialog;
}

function chooseRole(name: string) {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Role/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
}

const teammate = {
    id: 'tm1',
    first_name: 'Ravi',
    last_name: 'Recruiter',
    email: 'recruiter@acme.example',
    role_name: 'RECRUITER',
    permissions: { 'MANAGE-EDIT-JOBS': ['VIEW', 'CREATE'], 'ONBOARD-REPORT': ['VIEW'] },
    status: 'ACTIVE',
    version: 2,
    created_at: '2026-01-01T10:00:00Z',
    updated_at: '2026-01-02T10:00:00Z',
};

describe("a new teammate's permission grid", () => {
    it("starts from the role's defaults, follows a role change, and leaves them to the server", async () => {
        const { dataProvider } = renderGenerated({ path: `${teammates.route}/create`, configs: [teammates] });
        await fillRequired();
        expect(ticked()).toEqual(['Dashboard: View', 'Manage jobs: View', 'Post jobs: View', 'Post jobs: Create']);
        expect(screen.getByText("The Recruiter role's default permissions. Tick or untick a box to choose them yourself.")).toBeTruthy();

        chooseRole('Lead Recruiter');
        await waitFor(() => expect(box('Reports: Export').checked).toBe(true));
        expect(ticked()).toHaveLength(Object.values(defaultTeammatePermissions.LEAD_RECRUITER).flat().length);
        expect(screen.queryByText(NO_PERMISSIONS)).toBeNull();

        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
        expect(askDialog()).toBeNull();
        const sent = (dataProvider.create.mock.calls[0] as [string, { data: Record<string, unknown> }])[1].data;
        expect(sent.role_name).toBe('LEAD_RECRUITER');
        // Untouched: the server writes the role's defaults (tests/api/teammatePermissions.test.ts).
        expect(sent.permissions).toBeUndefined();
    });

    it('keeps what the admin ticked when the role changes afterwards', async () => {
        const { dataProvider } = renderGenerated({ path: `${teammates.route}/create`, configs: [teammates] });
        await fillRequired();
        fireEvent.click(box('Reports: View'));
        expect(screen.queryByText(/role's default permissions/)).toBeNull();
        chooseRole('Lead Recruiter');
        await waitFor(() => expect(screen.getByRole('combobox', { name: /Role/ }).textContent).toBe('Lead Recruiter'));
        expect(box('Reports: Export').checked).toBe(false);
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() =>
            expect(dataProvider.create).toHaveBeenCalledWith(
                'corporate/spoc-management',
                expect.objectContaining({ data: expect.objectContaining({ permissions: { ...defaultTeammatePermissions.RECRUITER, 'ONBOARD-REPORT': ['VIEW'] } }) }),
            ),
        );
        // A set that grants something is saved without a question.
        expect(askDialog()).toBeNull();
    });

    it('warns under the grid when every box is unticked, asks before saving, keeps the form on Cancel and saves once confirmed', async () => {
        const { dataProvider } = renderGenerated({ path: `${teammates.route}/create`, configs: [teammates] });
        await fillRequired();
        expect(screen.queryByText(NO_PERMISSIONS)).toBeNull();
        for (const name of ticked()) fireEvent.click(box(name!));
        expect((await warningUnderGrid()).textContent).toBe(NO_PERMISSIONS);

        const dialog = await saveAndAnswer('Cancel');
        // The question names the teammate and says what they will not be able to do.
        expect(within(dialog).getByText('Asha')).toBeTruthy();
        expect(within(dialog).getByText(/able to sign in, but not to open the dashboard, job postings, onboarding or reports/)).toBeTruthy();
        expect(dataProvider.create).not.toHaveBeenCalled();
        // The form is as it was: the name typed, every box unticked, the warning still there.
        expect((document.getElementById('root_first_name') as HTMLInputElement).value).toBe('Asha');
        expect(ticked()).toEqual([]);
        expect((await warningUnderGrid()).textContent).toBe(NO_PERMISSIONS);

        await saveAndAnswer(SAVE_WITHOUT);
        await waitFor(() =>
            expect(dataProvider.create).toHaveBeenCalledWith('corporate/spoc-management', expect.objectContaining({ data: expect.objectContaining({ permissions: {} }) })),
        );
    });
});

describe("an existing teammate's permissions", () => {
    it('show what the record holds, warn once all are unticked, and send none', async () => {
        const dataProvider = fakeDataProvider([teammate]);
        renderGenerated({ path: `${teammates.route}/tm1`, configs: [teammates], dataProvider });
        await waitFor(() => expect(screen.getByRole('table', { name: 'Permissions' })).toBeTruthy());
        expect(ticked()).toEqual(['Manage jobs: View', 'Manage jobs: Create', 'Reports: View']);
        expect(screen.queryByText(/role's default permissions/)).toBeNull();
        for (const name of ticked()) fireEvent.click(box(name!));
        expect((await warningUnderGrid()).textContent).toBe(NO_PERMISSIONS);
        await saveAndAnswer('Cancel');
        expect(dataProvider.update).not.toHaveBeenCalled();
        await saveAndAnswer(SAVE_WITHOUT);
        await waitFor(() =>
            expect(dataProvider.update).toHaveBeenCalledWith('corporate/spoc-management', expect.objectContaining({ data: expect.objectContaining({ permissions: {} }) })),
        );
    });

    it('read as words on the detail page, not as module codes', async () => {
        renderGenerated({ path: `${teammates.route}/tm1/show`, configs: [teammates], dataProvider: fakeDataProvider([teammate]) });
        expect(await screen.findByText('Manage jobs: View, Create')).toBeTruthy();
        expect(screen.getByText('Reports: View')).toBeTruthy();
        expect(screen.queryByText(/MANAGE-EDIT-JOBS|object Object/)).toBeNull();
    });

    it('read in Hindi on a Hindi page, with the warning and the question before saving', async () => {
        const hindi = createI18nProvider(mergeCatalogueParts(hindiPublic as MessageTree, hindiConsole as MessageTree), 'hi');
        const dataProvider = fakeDataProvider([{ ...teammate, permissions: {} }]);
        renderGenerated({ path: `${teammates.route}/tm1`, configs: [teammates], dataProvider, i18nProvider: hindi });
        expect((await warningUnderGrid()).textContent).toBe(hindiConsole.ats.permissions.none_warning);
        expect(document.querySelector('input[aria-label="रिपोर्ट: देखें"]')).toBeTruthy();
        expect(document.querySelector('input[aria-label="जॉब प्रबंधन: एक्सपोर्ट"]')).toBeTruthy();

        const words = hindiConsole.ats.permissions;
        fireEvent.click(document.querySelector('button[type="submit"]')!);
        const dialog = await screen.findByRole('dialog', { name: words.confirm_none_title });
        expect(within(dialog).getByText(words.confirm_none_content)).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: words.confirm_none_save }));
        await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
});

describe('the words of config/permissions.json', () => {
    it('name every module and action in English and Hindi', () => {
        for (const catalogue of [english, hindiConsole]) {
            const words = catalogue.ats.permissions as { modules: Record<string, string>; actions: Record<string, string> };
            expect(permissionModules.filter(module => !words.modules[module])).toEqual([]);
            expect(permissionActions.filter(action => !words.actions[action])).toEqual([]);
        }
    });
});
