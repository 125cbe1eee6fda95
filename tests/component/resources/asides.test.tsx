/**
 * The generator's side panels (config "aside", resources/asides.ts), with the
 * shipped interviewers resource file: the calibration figures beside the
 * generated list (which keeps its search, filters and buttons) joined by the
 * record's user_id, and the one interviewer's card on the detail and edit pages.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { RaRecord } from 'react-admin';
import interviewersFile from '../../../config/resources/interviewers.json';
import { clearResources } from '../../../dataProvider/resourceRegistry';
import type { Calibration } from '../../../dataProvider/interviews';
import type { ResourceConfig } from '../../../resources/types';
import { fakeDataProvider, renderGenerated, stubBrowser, teamsConfig, unitsConfig } from './resourceTestUtils';

const interviewers = interviewersFile as unknown as ResourceConfig;

const records: RaRecord[] = [
    { id: 'rec-1', user_id: 'user-1', first_name: 'Ines', last_name: 'Ibarra', email: 'ines@acme.test', designation: 'Engineer', experience_years: 6, expertise: [], status: 'ACTIVE', version: 1, created_at: '2026-01-01T10:00:00Z', updated_at: '2026-01-01T10:00:00Z' },
    { id: 'rec-2', user_id: 'user-2', first_name: 'Omar', last_name: 'Ode', email: 'omar@acme.test', designation: null, experience_years: null, expertise: [], status: 'ACTIVE', version: 1, created_at: '2026-01-01T10:00:00Z', updated_at: '2026-01-01T10:00:00Z' },
];

function figures(userId: string, first: string, email: string, patch: Partial<Calibration>): Calibration {
    return {
        interviewer: { id: userId, first_name: first, last_name: null, email },
        interviews_done: 0,
        no_shows: 0,
        feedback_turnaround_hours: null,
        pass_rate: null,
        workspace_pass_rate: 0.5,
        agreement_sample: 0,
        agreement_rate: null,
        ...patch,
    };
}

const ines = figures('user-1', 'Ines', 'ines@acme.test', { interviews_done: 8, no_shows: 1, feedback_turnaround_hours: 3.25, pass_rate: 0.75, agreement_sample: 4, agreement_rate: 0.5 });
const omar = figures('user-2', 'Omar', 'omar@acme.test', { interviews_done: 2, pass_rate: 0 });

function provider(calibrations = vi.fn(async (query: { interviewer_id?: string }) => [ines, omar].filter(c => !query.interviewer_id || c.interviewer.id === query.interviewer_id))) {
    return Object.assign(fakeDataProvider(records), { calibrations });
}

beforeEach(() => stubBrowser());
afterEach(() => {
    vi.unstubAllGlobals();
    clearResources();
});

describe('side panels of generated views', () => {
    it("shows each listed interviewer's calibration beside the generated list, joined by user_id, with the list's own tools kept", async () => {
        const dataProvider = provider();
        renderGenerated({ path: '/corporate/interviewer', dataProvider, configs: [interviewers] });
        const panel = await screen.findByRole('region', { name: 'Interviewer calibration' });
        const inesRow = await within(panel).findByTestId('calibration-ines@acme.test');
        expect([...inesRow.querySelectorAll('th,td')].map(cell => cell.textContent)).toEqual(['Ines', '8', '1', '3.3 h', '75%', '50% (4)']);
        const omarRow = within(panel).getByTestId('calibration-omar@acme.test');
        expect([...omarRow.querySelectorAll('th,td')].map(cell => cell.textContent)).toEqual(['Omar', '2', '0', '–', '0%', '–']);
        expect(within(panel).getByText(/Workspace pass rate: 50%/)).toBeTruthy();
        // One request for the page of interviewers, none per row.
        expect(dataProvider.calibrations).toHaveBeenCalledTimes(1);
        expect(dataProvider.calibrations).toHaveBeenCalledWith({ limit: 100 });
        // The generated list is still there with its search and its rows.
        expect(screen.getByRole('cell', { name: 'ines@acme.test' })).toBeTruthy();
        expect(screen.getByPlaceholderText('Search')).toBeTruthy();
    });

    it("asks for a listed interviewer the first page did not hold by their id", async () => {
        const calibrations = vi.fn(async (query: { interviewer_id?: string }) => (query.interviewer_id ? [omar] : [ines]));
        renderGenerated({ path: '/corporate/interviewer', dataProvider: provider(calibrations), configs: [interviewers] });
        expect(await screen.findByTestId('calibration-omar@acme.test')).toBeTruthy();
        expect(calibrations).toHaveBeenCalledWith({ interviewer_id: 'user-2', limit: 1 });
    });

    it("shows the interviewer's calibration card on the detail and the edit page", async () => {
        const dataProvider = provider();
        renderGenerated({ path: '/corporate/interviewer/rec-1/show', dataProvider, configs: [interviewers] });
        const card = await screen.findByRole('region', { name: 'Calibration: Ines' });
        expect(within(card).getByText('8')).toBeTruthy();
        expect(within(card).getByText(/75%.*50%/)).toBeTruthy();
        await waitFor(() => expect(dataProvider.calibrations).toHaveBeenCalledWith({ interviewer_id: 'user-1', limit: 1 }));
    });

    it('shows the card beside the edit form', async () => {
        renderGenerated({ path: '/corporate/interviewer/rec-2', dataProvider: provider(), configs: [interviewers] });
        expect(await screen.findByRole('region', { name: 'Calibration: Omar' })).toBeTruthy();
        expect(await screen.findByRole('textbox', { name: /First name/ })).toBeTruthy();
    });

    it('leaves views without an aside alone and names a misspelt key', async () => {
        const misspelt: ResourceConfig = { ...teamsConfig, aside: { list: 'NoSuchPanel' } };
        renderGenerated({ path: '/corporate/teams', configs: [misspelt, unitsConfig] });
        expect((await screen.findByRole('alert')).textContent).toBe('No side panel is registered under the aside key "NoSuchPanel" (resource teams).');
        expect(await screen.findByRole('cell', { name: 'Platform' })).toBeTruthy();
    });
});
