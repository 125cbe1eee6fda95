import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StageManagerDialog } from '../../../custom/board/StageManagerDialog';
import { stageChanges } from '../../../custom/board/StageRow';
import type { Stage } from '../../../dataProvider/jobs';
import { fakeJobs, renderPage, stubBrowserApis } from './boardTestUtils';

const stage = (id: string, name: string, publicName: string | null = null): Stage => ({
    id,
    job_id: 'j1',
    name,
    public_name: publicName,
    position: 1,
    applicant_count: 0,
    version: 3,
});

describe('stage manager: the name candidates see', () => {
    beforeEach(() => {
        stubBrowserApis();
    });
    afterEach(() => vi.unstubAllGlobals());

    it('sends the public name with the stage version, and shows it once saved', async () => {
        const user = userEvent.setup();
        const stages = [stage('s1', 'Applied'), stage('s2', 'Tech screen'), stage('s3', 'Rejected')];
        const jobs = fakeJobs({
            getPipelines: vi.fn(async () => [...stages]),
            editPipeline: vi.fn(async (id: string, changes: { name: string; public_name?: string | null }) => {
                const index = stages.findIndex(s => s.id === id);
                stages[index] = { ...stages[index], ...changes, version: stages[index].version + 1 };
                return stages[index];
            }),
        });
        renderPage(<StageManagerDialog jobId="j1" onClose={() => undefined} onChanged={() => undefined} />, { path: '/', route: '/' }, jobs);

        await user.click(await screen.findByRole('button', { name: 'Rename Tech screen' }));
        await user.type(screen.getByRole('textbox', { name: 'Name candidates see' }), 'Interviews{Enter}');

        await waitFor(() => expect(jobs.editPipeline).toHaveBeenCalledWith('s2', { name: 'Tech screen', public_name: 'Interviews' }, 3));
        const row = (await screen.findByText('Candidates see: Interviews')).closest('li') as HTMLElement;
        expect(within(row).getByText('Tech screen')).toBeTruthy();
        // Rejected reads "Not selected" to outsiders without a public name; Applied reads as it is.
        expect(screen.getByText('Candidates see: Not selected')).toBeTruthy();
        expect(screen.getAllByText(/^Candidates see:/)).toHaveLength(2);
    });
});

describe('stageChanges', () => {
    it('sends nothing when nothing changed or the name is emptied', () => {
        expect(stageChanges(stage('s', 'Applied', 'Received'), ' Applied ', 'Received ')).toBeNull();
        expect(stageChanges(stage('s', 'Applied'), '  ', 'Received')).toBeNull();
    });
    it('leaves public_name out when only the name changed, and clears it with null when emptied', () => {
        expect(stageChanges(stage('s', 'Applied', 'Received'), 'New', 'Received')).toEqual({ name: 'New' });
        expect(stageChanges(stage('s', 'Applied', 'Received'), 'Applied', '  ')).toEqual({ name: 'Applied', public_name: null });
    });
});
