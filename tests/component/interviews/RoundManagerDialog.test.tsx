/**
 * A job's interview rounds dialog keeps the keyboard's place: after Add (whose emptied field
 * disables it) the name field has the focus for the next round; a row's button stays enabled under
 * the focus while its change runs (ignoring presses), and after the row is drawn anew the same
 * button of that round has the focus back, or its other arrow once the round reached an end, or
 * its name field after a rename. A deleted round's Delete goes with its row: the next round's
 * Delete has the focus, or the previous one's once the last went, or the name field once none is left.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Round } from '../../../config/contracts/interviews';
import { i18nProvider } from '../../../custom/i18nProvider';
import { RoundManagerDialog } from '../../../custom/interviews/RoundManagerDialog';
import { ToastHost } from '../../../ui/toast';
import { deferred } from '../../helpers/deferred';
import { holdsFocus } from '../../helpers/focus';
import { fakeInterviews } from '../interviewer/interviewerTestUtils';

/** The job's rounds as the server keeps them: a change moves the version, a move reorders. */
function roundServer(names: string[]) {
    let rounds: Round[] = names.map((name, index) => ({ id: `r${index + 1}`, job_id: 'j1', name, position: index + 1, interview_count: 0, version: 1 }));
    const ordered = () => [...rounds].sort((a, b) => a.position - b.position).map(round => ({ ...round }));
    return {
        getRounds: vi.fn(async () => ordered()),
        createRound: vi.fn(async (_job: string, name: string) => {
            const round = { id: `r${rounds.length + 1}`, job_id: 'j1', name, position: rounds.length + 1, interview_count: 0, version: 1 };
            rounds = [...rounds, round];
            return round;
        }),
        update: (id: string, changes: { name?: string; position?: number }) => {
            const moving = rounds.find(round => round.id === id) as Round;
            if (changes.position !== undefined) {
                const other = rounds.find(round => round.position === changes.position);
                if (other) rounds = rounds.map(round => (round.id === other.id ? { ...round, position: moving.position, version: round.version + 1 } : round));
            }
            rounds = rounds.map(round => (round.id === id ? { ...round, ...changes, version: round.version + 1 } : round));
            return rounds.find(round => round.id === id) as Round;
        },
        deleteRound: vi.fn(async (id: string) => {
            rounds = rounds.filter(round => round.id !== id);
        }),
    };
}

function renderDialog(server: ReturnType<typeof roundServer>, updateRound = vi.fn(async (id: string, changes: { name?: string; position?: number }) => server.update(id, changes))) {
    const dataProvider = fakeInterviews({ getRounds: server.getRounds, createRound: server.createRound, updateRound, deleteRound: server.deleteRound });
    render(
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            <RoundManagerDialog jobId="j1" jobTitle="Backend Engineer" onClose={vi.fn()} onChanged={vi.fn()} />
            <ToastHost />
        </AdminContext>,
    );
    return updateRound;
}

const names = () => screen.queryAllByRole('listitem').map(row => (within(row).getByRole('textbox') as HTMLInputElement).value);
const button = (name: string) => screen.getByRole('button', { name });

describe('the interview rounds dialog', () => {
    it('after Add, which the emptied field disables, puts the focus in the name field for the next round', async () => {
        const server = roundServer(['Technical', 'HR']);
        renderDialog(server);
        await waitFor(() => expect(names()).toEqual(['Technical', 'HR']));
        const field = screen.getByRole('textbox', { name: 'New round name' });
        fireEvent.change(field, { target: { value: 'Culture fit' } });
        const add = button('Add round');
        act(() => add.focus());
        fireEvent.click(add);
        await waitFor(() => expect(names()).toEqual(['Technical', 'HR', 'Culture fit']));
        expect(server.createRound).toHaveBeenCalledWith('j1', 'Culture fit');
        expect((field as HTMLInputElement).value).toBe('');
        expect(add.hasAttribute('disabled')).toBe(true);
        await waitFor(() => expect(document.activeElement).toBe(field));
    });

    it("keeps the focus on a row's arrow while its move runs, ignoring presses, then on the moved round's arrow", async () => {
        const server = roundServer(['Technical', 'HR', 'Culture']);
        const answer = deferred<void>();
        const updateRound = renderDialog(
            server,
            vi.fn(async (id: string, changes: { name?: string; position?: number }) => {
                await answer.promise;
                return server.update(id, changes);
            }),
        );
        await waitFor(() => expect(names()).toEqual(['Technical', 'HR', 'Culture']));
        const up = button('Move Culture up');
        act(() => up.focus());
        fireEvent.click(up);
        await waitFor(() => expect(up.getAttribute('aria-disabled')).toBe('true'));
        // Not disabled under the focus; presses, on it or another row's, wait for the change to end.
        expect(holdsFocus(up)).toBe(true);
        fireEvent.click(up);
        fireEvent.click(button('Move HR up'));
        expect(updateRound).toHaveBeenCalledTimes(1);

        await act(async () => answer.resolve());
        await waitFor(() => expect(names()).toEqual(['Technical', 'Culture', 'HR']));
        // The row was drawn anew: the same arrow of the same round has the focus, to press again.
        await waitFor(() => expect(holdsFocus(button('Move Culture up'))).toBe(true));
        expect(button('Move Culture up').getAttribute('aria-disabled')).toBeNull();

        fireEvent.click(button('Move Culture up'));
        await waitFor(() => expect(names()).toEqual(['Culture', 'Technical', 'HR']));
        // First now, so up is disabled: its other arrow has the focus.
        expect(button('Move Culture up').hasAttribute('disabled')).toBe(true);
        await waitFor(() => expect(holdsFocus(button('Move Culture down'))).toBe(true));
    });

    it("after a rename, puts the focus back in that round's name field", async () => {
        const server = roundServer(['Technical', 'HR']);
        const updateRound = renderDialog(server);
        await waitFor(() => expect(names()).toEqual(['Technical', 'HR']));
        fireEvent.change(screen.getByRole('textbox', { name: 'Rename HR' }), { target: { value: 'People' } });
        const save = within(screen.getAllByRole('listitem')[1]).getByRole('button', { name: 'Save name' });
        act(() => save.focus());
        fireEvent.click(save);
        await waitFor(() => expect(names()).toEqual(['Technical', 'People']));
        expect(updateRound).toHaveBeenCalledWith('r2', { name: 'People', version: 1 });
        await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Rename People' })));
    });

    it("after a delete, puts the focus on the next round's Delete, the previous one's after the last, then the name field", async () => {
        const server = roundServer(['Technical', 'HR', 'Culture']);
        renderDialog(server);
        await waitFor(() => expect(names()).toEqual(['Technical', 'HR', 'Culture']));
        const remove = async (name: string, left: string[]) => {
            const deleteButton = button(`Delete ${name}`);
            act(() => deleteButton.focus());
            fireEvent.click(deleteButton);
            const confirm = await screen.findByRole('dialog', { name: 'Are you sure ?' });
            fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
            await waitFor(() => expect(names()).toEqual(left));
        };

        await remove('HR', ['Technical', 'Culture']);
        expect(server.deleteRound).toHaveBeenCalledWith('r2');
        await waitFor(() => expect(holdsFocus(button('Delete Culture'))).toBe(true));
        // The last row went: the one before it.
        await remove('Culture', ['Technical']);
        await waitFor(() => expect(holdsFocus(button('Delete Technical'))).toBe(true));
        // None left: the field for a new round.
        await remove('Technical', []);
        await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'New round name' })));
    });
});
