import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, HttpError, memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../custom/i18nProvider';
import { PostJobPage } from '../../../custom/jobs/PostJobPage';
import type { JobsDataProvider } from '../../../dataProvider/jobs';
import { LocationProbe } from '../shell/shellTestUtils';
import { fakeJobs, renderPage, stubBrowserApis, type FakeJobs } from '../board/boardTestUtils';

beforeEach(() => {
    stubBrowserApis();
});
afterEach(() => vi.unstubAllGlobals());

function renderForm(dataProvider: FakeJobs) {
    return renderPage(<PostJobPage />, { path: '/corporate/post-a-job', route: '/corporate/post-a-job' }, dataProvider);
}

const input = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const number = (name: RegExp) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

// Pasted, not typed: each keystroke re-renders the whole form, which took CI past the test timeout.
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLInputElement, value: string) {
    await user.clear(element);
    if (value) await user.paste(value);
}

describe('post a job', () => {
    it('refuses experience outside 0–40, min above max and salary min above max, and sends nothing', async () => {
        const user = userEvent.setup();
        const dataProvider = fakeJobs();
        renderForm(dataProvider);
        await fill(user, input(/^Job title/), 'Backend Engineer');
        await fill(user, number(/^Max experience/), '41');
        await user.click(screen.getByRole('button', { name: 'Post job' }));
        expect(await screen.findByText('Experience must be a whole number from 0 to 40 years.')).toBeTruthy();

        await fill(user, number(/^Min experience/), '8');
        await fill(user, number(/^Max experience/), '5');
        await fill(user, number(/^Salary from/), '900000');
        await fill(user, number(/^Salary to/), '500000');
        await user.click(screen.getByRole('button', { name: 'Post job' }));
        expect(await screen.findByText('Maximum experience must be at least the minimum experience.')).toBeTruthy();
        expect(screen.getByText('Maximum salary must be at least the minimum salary.')).toBeTruthy();
        expect(dataProvider.createJob).not.toHaveBeenCalled();
    });

    it('posts the job body (defaults: job type OPEN, career page on) and opens its board', async () => {
        const user = userEvent.setup();
        const dataProvider = fakeJobs();
        renderForm(dataProvider);
        await fill(user, input(/^Job title/), 'Backend Engineer');
        await fill(user, number(/^Min experience/), '2');
        await fill(user, number(/^Max experience/), '6');
        await fill(user, number(/^Salary from/), '1000');
        await fill(user, number(/^Salary to/), '2000');
        await user.type(screen.getByRole('combobox', { name: 'Job locations' }), 'Pune{Enter}');
        await user.type(screen.getByRole('combobox', { name: 'Skills' }), 'TypeScript{Enter}');
        await user.click(screen.getByRole('combobox', { name: 'Vendors who see this job' }));
        await user.click(screen.getByRole('option', { name: 'No vendors' }));
        await user.click(screen.getByRole('button', { name: 'Post job' }));

        await waitFor(() => expect(dataProvider.createJob).toHaveBeenCalledTimes(1));
        const body = dataProvider.createJob.mock.calls[0][0];
        expect(body).toMatchObject({
            title: 'Backend Engineer',
            min_experience: 2,
            max_experience: 6,
            salary_min: 1000,
            salary_max: 2000,
            openings: 1,
            job_type: 'OPEN',
            employment_type: 'FULL_TIME',
            job_locations: ['Pune'],
            skills: ['TypeScript'],
            vendor_access: 'NONE',
            show_to_vendors: false,
            show_to_employees: true,
            show_on_career_page: true,
            department_id: null,
            recruiter_ids: [],
        });
        expect(body).not.toHaveProperty('id');
        expect(screen.queryByRole('combobox', { name: /Chosen vendors/ })).toBeNull();
        expect(body).not.toHaveProperty('version');
        await screen.findByTestId('elsewhere');
    });

    it('shows a server field error beside its field', async () => {
        const user = userEvent.setup();
        const dataProvider = fakeJobs({
            createJob: vi.fn(async () => {
                throw new HttpError('Invalid', 400, { status: false, message: 'Please check the fields', errors: { title: 'A job with this title is already open.' } });
            }),
        });
        renderForm(dataProvider);
        await fill(user, input(/^Job title/), 'Backend Engineer');
        await fill(user, number(/^Max experience/), '3');
        await user.click(screen.getByRole('button', { name: 'Post job' }));
        expect(await screen.findByText('A job with this title is already open.')).toBeTruthy();
    });

    it('Generate with AI drafts the description from the fields (type JD)', async () => {
        const user = userEvent.setup();
        const dataProvider = fakeJobs();
        renderForm(dataProvider);
        await fill(user, input(/^Job title/), 'Data Analyst');
        // The button sits on the description's rich-text editor, a chunk of its own: its first load in a run takes a while.
        await user.click(await screen.findByRole('button', { name: 'Generate with AI' }, { timeout: 30_000 }));
        const editor = screen.getByRole('textbox', { name: 'Description' });
        await waitFor(() => expect(editor.innerHTML).toBe('<p>Draft</p>'));
        expect(editor.getAttribute('contenteditable')).toBe('true');
        expect(dataProvider.generateAiContent).toHaveBeenCalledWith(expect.objectContaining({ type: 'JD', title: 'Data Analyst', employment_type: 'FULL_TIME' }));
        expect(within(screen.getByRole('form', { name: 'Job details' })).getByRole('button', { name: 'Post job' })).toBeTruthy();
    });
});

describe('a refused submit', () => {
    it("takes the focus to the first field in error, not the form's first field nor the button", async () => {
        const user = userEvent.setup();
        const dataProvider = fakeJobs();
        renderForm(dataProvider);
        await fill(user, input(/^Job title/), 'Backend Engineer');
        await fill(user, number(/^Max experience/), '41');
        await fill(user, number(/^Salary from/), '900000');
        await fill(user, number(/^Salary to/), '500000');
        await user.click(screen.getByRole('button', { name: 'Post job' }));
        await waitFor(() => expect(document.activeElement).toBe(number(/^Max experience/)));
        expect(number(/^Max experience/).getAttribute('aria-invalid')).toBe('true');
        expect(dataProvider.createJob).not.toHaveBeenCalled();
    });

    it('takes the focus to the field the server refused', async () => {
        const user = userEvent.setup();
        const dataProvider = fakeJobs({
            createJob: vi.fn(async () => {
                throw new HttpError('Invalid', 400, { status: false, message: 'Please check the fields', errors: { openings: 'Openings must be at least 1.' } });
            }),
        });
        renderForm(dataProvider);
        await fill(user, input(/^Job title/), 'Backend Engineer');
        await fill(user, number(/^Max experience/), '3');
        await user.click(screen.getByRole('button', { name: 'Post job' }));
        await waitFor(() => expect(document.activeElement).toBe(number(/^Openings/)));
    });

    it("says a refused description under its editor, tied to it, and takes the focus there", async () => {
        const user = userEvent.setup();
        const dataProvider = fakeJobs({
            createJob: vi.fn(async () => {
                throw new HttpError('Invalid', 400, { status: false, message: 'Please check the fields', errors: { description: 'The description is too long.' } });
            }),
        });
        renderForm(dataProvider);
        await fill(user, input(/^Job title/), 'Backend Engineer');
        await fill(user, number(/^Max experience/), '3');
        await user.click(screen.getByRole('button', { name: 'Post job' }));
        const editor = await screen.findByRole('textbox', { name: 'Description' }, { timeout: 10_000 });
        await waitFor(() => expect(editor.getAttribute('aria-invalid')).toBe('true'));
        const described = document.getElementById(editor.getAttribute('aria-describedby') ?? '');
        expect(described?.textContent).toBe('The description is too long.');
        await waitFor(() => expect(document.activeElement).toBe(editor));
    });
});

describe('editing a job from the list', () => {
    it('goes back, once saved, to the list it was opened from, filters and all', async () => {
        const user = userEvent.setup();
        const loaded = { ...(await fakeJobs().getJob('j1')), min_experience: 1, max_experience: 4, openings: 1, job_type: 'OPEN', employment_type: 'FULL_TIME', position_type: 'NEW', priority: 'HIGH', job_locations: [], skills: [], screening_questions: [], vendor_access: 'NONE', vendor_ids: [], description: '' };
        const dataProvider = fakeJobs({ getJob: vi.fn(async () => loaded), updateJob: vi.fn(async () => ({ ...loaded, version: 2 })) });
        render(
            <MemoryRouter initialEntries={[{ pathname: '/corporate/post-a-job/j1', state: { listSearch: '?recruiter=r2&page=2' } }]}>
                <AdminContext dataProvider={dataProvider as unknown as JobsDataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                    <Routes>
                        <Route path="/corporate/post-a-job/:id" element={<PostJobPage />} />
                        <Route path="*" element={<LocationProbe />} />
                    </Routes>
                </AdminContext>
            </MemoryRouter>,
        );
        await fill(user, await screen.findByRole('textbox', { name: /^Job title/ }), 'Backend Engineer II');
        await user.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/corporate/active-jobs?recruiter=r2&page=2'));
    });
});

describe('the screening questions', () => {
    it('are a group named by its title, which is no heading (an h6 after the h1 was axe\'s heading-order)', async () => {
        renderForm(fakeJobs());
        const group = await screen.findByRole('group', { name: 'Screening questions' });
        expect(within(group).getByText('Screening questions').tagName).toBe('P');
        expect(screen.queryByRole('heading', { name: 'Screening questions' })).toBeNull();
    });
});

describe('which vendors see the job', () => {
    it('"Chosen vendors" asks for at least one vendor before sending', async () => {
        const user = userEvent.setup();
        const dataProvider = fakeJobs();
        renderForm(dataProvider);
        await fill(user, input(/^Job title/), 'Backend Engineer');
        await fill(user, number(/^Max experience/), '6');
        expect((screen.getByRole('combobox', { name: 'Vendors who see this job' }) as HTMLElement).textContent).toBe('All vendors');
        await user.click(screen.getByRole('combobox', { name: 'Vendors who see this job' }));
        await user.click(screen.getByRole('option', { name: 'Chosen vendors' }));
        expect(screen.getByRole('combobox', { name: /Chosen vendors/ })).toBeTruthy();
        await user.click(screen.getByRole('button', { name: 'Post job' }));
        expect(await screen.findByText('Choose at least one vendor, or show the job to all vendors.')).toBeTruthy();
        expect(dataProvider.createJob).not.toHaveBeenCalled();
    });
});
