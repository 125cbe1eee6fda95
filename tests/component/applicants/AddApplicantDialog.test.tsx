/**
 * The add-applicant dialog against a fake data provider: a parsed resume
 * prefills the form (with the upload's progress shown while it is read), the
 * request carries the resume's file id, the server's "linked to an existing
 * candidate" answer is said in the dialog, and every refusal shows beside its
 * field (the email or phone that matched an applicant of the job) or as a toast.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddApplicantDialog } from '../../../custom/applicants/AddApplicantDialog';
import type { AddApplicationResult, ParsedResumeUpload } from '../../../dataProvider/jobs';
import type { ProgressListener } from '../../../dataProvider/upload';
import { holdsFocus } from '../../helpers/focus';
import { application, deferred, fakeJobs, renderPage, stubBrowserApis, type FakeJobs } from '../board/boardTestUtils';

beforeEach(() => {
    stubBrowserApis();
});
afterEach(() => vi.unstubAllGlobals());

const parsedResume: ParsedResumeUpload = {
    file_id: 'file-1',
    file_name: 'jane-doe.pdf',
    parsed: {
        first_name: 'Jane',
        last_name: 'Doe',
        email: 'jane.doe@mail.example',
        phone: '+1 415 555 0134',
        skills: ['TypeScript', 'React'],
        experience_years: 7,
        education: ['BSc Computer Science'],
        current_title: 'Senior Software Engineer',
        city: 'San Francisco',
    },
};

const added = (linkedExisting: boolean): AddApplicationResult => ({ application: application('a9', 's1'), linkedExisting });

function renderDialog(dataProvider: FakeJobs) {
    const onClose = vi.fn();
    const onAdded = vi.fn();
    renderPage(
        <AddApplicantDialog jobId="j1" recruiters={[]} onClose={onClose} onAdded={onAdded} />,
        { path: '/corporate/total-applications/j1', route: '/corporate/total-applications/:id' },
        dataProvider,
    );
    return { onClose, onAdded, dialog: screen.getByRole('dialog', { name: 'Add applicant' }) };
}

const textbox = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole<HTMLInputElement>('textbox', { name });

function chooseResume(dialog: HTMLElement) {
    const input = within(dialog).getByTestId<HTMLInputElement>('resume-file');
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'jane-doe.pdf', { type: 'application/pdf' })] } });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
    // Pasted: a keystroke re-renders the whole dialog, which is slow in jsdom and not under test here.
    await user.click(textbox(dialog, /^First name/));
    await user.paste('Jane');
    await user.click(textbox(dialog, /^Email/));
    await user.paste('jane.doe@mail.example');
}

describe('add applicant dialog', () => {
    it('shows the upload progress while the resume is parsed, then prefills the fields for review and sends the resume file id', async () => {
        const user = userEvent.setup();
        const parsing = deferred<ParsedResumeUpload>();
        let report: ProgressListener = () => undefined;
        const dataProvider = fakeJobs({
            parseResume: vi.fn((_file: Blob, onProgress: ProgressListener) => {
                report = onProgress;
                onProgress(1);
                return parsing.promise;
            }),
            addUserApplication: vi.fn(async () => added(false)),
        });
        const { dialog, onClose, onAdded } = renderDialog(dataProvider);
        expect(within(dialog).queryByTestId('upload-progress')).toBeNull();

        chooseResume(dialog);
        const progress = await within(dialog).findByTestId('upload-progress');
        expect(progress.textContent).toBe('1%');
        report(60);
        await waitFor(() => expect(within(dialog).getByTestId('upload-progress').textContent).toBe('60%'));
        expect(within(dialog).getByRole('button', { name: 'Add' }).hasAttribute('disabled')).toBe(true);

        report(100);
        parsing.resolve(parsedResume);
        await waitFor(() => expect(textbox(dialog, /^First name/).value).toBe('Jane'));
        expect(within(dialog).getByTestId('upload-progress').textContent).toBe('100%');
        expect(textbox(dialog, /^Last name/).value).toBe('Doe');
        expect(textbox(dialog, /^Email/).value).toBe('jane.doe@mail.example');
        expect(textbox(dialog, /^Phone/).value).toBe('+1 415 555 0134');
        expect(textbox(dialog, /^Skills/).value).toBe('TypeScript, React');
        expect(textbox(dialog, /^Current title/).value).toBe('Senior Software Engineer');
        // The city is the city list's typeahead (custom/cities/CityInput.tsx).
        expect(within(dialog).getByRole<HTMLInputElement>('combobox', { name: /^City/ }).value).toBe('San Francisco');
        expect(within(dialog).getByRole<HTMLInputElement>('spinbutton', { name: /^Experience/ }).value).toBe('7');
        expect(within(dialog).getByText('jane-doe.pdf')).toBeTruthy();
        await screen.findByText('Resume read: please review the fields.');

        // What the user corrects wins; the request carries the parsed file.
        await user.clear(textbox(dialog, /^Last name/));
        await user.type(textbox(dialog, /^Last name/), 'Doe-Smith');
        await user.click(within(dialog).getByRole('button', { name: 'Add' }));
        await waitFor(() => expect(onClose).toHaveBeenCalled());
        expect(onAdded).toHaveBeenCalledTimes(1);
        expect(dataProvider.addUserApplication).toHaveBeenCalledWith(
            expect.objectContaining({
                job_id: 'j1',
                resume_file_id: 'file-1',
                candidate: expect.objectContaining({
                    first_name: 'Jane',
                    last_name: 'Doe-Smith',
                    email: 'jane.doe@mail.example',
                    phone: '+1 415 555 0134',
                    experience_years: 7,
                    skills: ['TypeScript', 'React'],
                    education: ['BSc Computer Science'],
                    current_title: 'Senior Software Engineer',
                    city: 'San Francisco',
                }),
            }),
        );
    });

    it('keeps the focus on Upload resume while the resume is read: busy and unavailable, it opens no file chooser meanwhile', async () => {
        const parsing = deferred<ParsedResumeUpload>();
        const { dialog } = renderDialog(fakeJobs({ parseResume: vi.fn(() => parsing.promise) }));
        const upload = within(dialog).getByRole('button', { name: 'Upload resume' });
        const chooser = vi.fn();
        within(dialog).getByTestId('resume-file').addEventListener('click', chooser);
        act(() => upload.focus());
        chooseResume(dialog);
        await waitFor(() => expect(upload.getAttribute('aria-busy')).toBe('true'));
        expect(upload.getAttribute('aria-disabled')).toBe('true');
        expect(holdsFocus(upload)).toBe(true);
        fireEvent.click(upload);
        expect(chooser).not.toHaveBeenCalled();

        await act(async () => parsing.resolve(parsedResume));
        await waitFor(() => expect(upload.getAttribute('aria-busy')).toBeNull());
        expect(holdsFocus(upload)).toBe(true);
        fireEvent.click(upload);
        expect(chooser).toHaveBeenCalledTimes(1);
    });

    it('hides the progress and shows the error when the resume cannot be read, leaving the form empty', async () => {
        const dataProvider = fakeJobs({
            parseResume: vi.fn(async (_file: Blob, onProgress: ProgressListener) => {
                onProgress(1);
                throw new HttpError('Only PDF or DOCX files can be read.', 400, { status: false, message: 'Only PDF or DOCX files can be read.' });
            }),
        });
        const { dialog } = renderDialog(dataProvider);
        chooseResume(dialog);
        await screen.findByText('Only PDF or DOCX files can be read.');
        expect(within(dialog).queryByTestId('upload-progress')).toBeNull();
        expect(textbox(dialog, /^First name/).value).toBe('');
        // The toast may render before the busy flag clears (a later task): wait for the button.
        await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add' }).hasAttribute('disabled')).toBe(false));
    });

    it('sends one application when Enter is pressed in a field while the save runs', async () => {
        const user = userEvent.setup();
        const answer = deferred<AddApplicationResult>();
        const addUserApplication = vi.fn(() => answer.promise);
        const { dialog } = renderDialog(fakeJobs({ addUserApplication }));
        await fillRequired(user, dialog);
        await user.click(within(dialog).getByRole('button', { name: 'Add' }));
        await waitFor(() => expect(addUserApplication).toHaveBeenCalledTimes(1));
        textbox(dialog, /^Email/).focus();
        await user.keyboard('{Enter}');
        answer.resolve(added(false));
        await within(dialog).findByRole('button', { name: 'Close' }).catch(() => undefined);
        expect(addUserApplication).toHaveBeenCalledTimes(1);
    });

    it('says so when the server linked an existing candidate, and stays open with a Close button', async () => {
        const user = userEvent.setup();
        const dataProvider = fakeJobs({ addUserApplication: vi.fn(async () => added(true)) });
        const { dialog, onClose, onAdded } = renderDialog(dataProvider);
        await fillRequired(user, dialog);
        await user.click(within(dialog).getByRole('button', { name: 'Add' }));

        const notice = await within(dialog).findByRole('status');
        expect(notice.textContent).toBe('Added: linked to an existing candidate with the same email or phone.');
        expect(onAdded).toHaveBeenCalledTimes(1);
        expect(onClose).not.toHaveBeenCalled();
        expect(within(dialog).queryByRole('button', { name: 'Add' })).toBeNull();
        await user.click(within(dialog).getByRole('button', { name: 'Close' }));
        expect(onClose).toHaveBeenCalledTimes(1);
    });

    it("shows the server's 'already applied' refusal beside the email field, not as a toast, and keeps the dialog open", async () => {
        const user = userEvent.setup();
        const message = 'This candidate has already applied to this job.';
        // The server's answer as tests/api/applications.test.ts pins it: the field that matched the person.
        const refusal = new HttpError(message, 400, { status: false, message, errors: { 'candidate.email': message } });
        const dataProvider = fakeJobs({ addUserApplication: vi.fn(async () => Promise.reject(refusal)) });
        const { dialog, onClose, onAdded } = renderDialog(dataProvider);
        await fillRequired(user, dialog);
        await user.click(within(dialog).getByRole('button', { name: 'Add' }));

        const email = textbox(dialog, /^Email/);
        await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
        const describedBy = email.getAttribute('aria-describedby') ?? '';
        const helper = describedBy.split(' ').map(id => document.getElementById(id)?.textContent ?? '').join(' ');
        expect(helper).toContain(message);
        expect(screen.getAllByText(message)).toHaveLength(1);
        expect(onAdded).not.toHaveBeenCalled();
        expect(onClose).not.toHaveBeenCalled();

        // Editing the email clears the message.
        await user.type(email, 'x');
        expect(email.getAttribute('aria-invalid')).toBe('false');
        expect(screen.queryByText(message)).toBeNull();
    });

    it('names a bad phone and an experience out of range under their fields, bounds filled in, and sends nothing', async () => {
        const user = userEvent.setup();
        const addUserApplication = vi.fn();
        const { dialog } = renderDialog(fakeJobs({ addUserApplication }));
        await fillRequired(user, dialog);
        await user.type(textbox(dialog, /^Phone/), 'abc');
        const experience = within(dialog).getByRole('spinbutton', { name: /^Experience/ });
        await user.type(experience, '-3');
        await user.click(within(dialog).getByRole('button', { name: 'Add' }));

        const helperOf = (field: HTMLElement) => (field.getAttribute('aria-describedby') ?? '').split(' ').map(id => document.getElementById(id)?.textContent ?? '').join(' ');
        await waitFor(() => expect(textbox(dialog, /^Phone/).getAttribute('aria-invalid')).toBe('true'));
        expect(helperOf(textbox(dialog, /^Phone/))).toBe('Enter a phone number of 6 to 24 digits, spaces, dots, brackets or dashes, optionally starting with +.');
        expect(helperOf(experience)).toBe('Experience must be a whole number from 0 to 40 years.');
        expect(addUserApplication).not.toHaveBeenCalled();
    });

    it('a phone matching an applicant of the job: the refusal shows beside the phone, the dialog stays open', async () => {
        const user = userEvent.setup();
        const message = 'This candidate has already applied to this job.';
        const refusal = new HttpError(message, 400, { status: false, message, errors: { 'candidate.phone': message } });
        const dataProvider = fakeJobs({ addUserApplication: vi.fn(async () => Promise.reject(refusal)) });
        const { dialog, onClose, onAdded } = renderDialog(dataProvider);
        await fillRequired(user, dialog);
        await user.type(textbox(dialog, /^Phone/), '(415) 555 0100');
        await user.click(within(dialog).getByRole('button', { name: 'Add' }));

        const phone = textbox(dialog, /^Phone/);
        await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
        const describedBy = phone.getAttribute('aria-describedby') ?? '';
        expect(describedBy.split(' ').map(id => document.getElementById(id)?.textContent ?? '').join(' ')).toContain(message);
        expect(textbox(dialog, /^Email/).getAttribute('aria-invalid')).toBe('false');
        expect(onAdded).not.toHaveBeenCalled();
        expect(onClose).not.toHaveBeenCalled();
        expect(screen.getByRole('dialog', { name: 'Add applicant' })).toBeTruthy();
    });

    it('places dotted server keys beside their fields and toasts what has no field, keeping the dialog open', async () => {
        const user = userEvent.setup();
        const refusal = new HttpError('Check the form.', 400, {
            status: false,
            message: 'Check the form.',
            errors: { 'candidate.first_name': 'First name is too long.', stage_id: 'The stage is not a stage of this job.' },
        });
        const dataProvider = fakeJobs({ addUserApplication: vi.fn(async () => Promise.reject(refusal)) });
        const { dialog, onClose } = renderDialog(dataProvider);
        await fillRequired(user, dialog);
        await user.click(within(dialog).getByRole('button', { name: 'Add' }));
        await within(dialog).findByText('First name is too long.');
        expect(textbox(dialog, /^First name/).getAttribute('aria-invalid')).toBe('true');
        // The open dialog hides the rest of the page from the accessibility tree; the toast is there all the same.
        expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain('The stage is not a stage of this job.');
        expect(onClose).not.toHaveBeenCalled();
    });

    it('a refusal without field errors is a toast, never silent', async () => {
        const user = userEvent.setup();
        const message = 'This candidate has already applied to this job.';
        // A race caught by the database answers with the whole candidate, which no single field shows.
        const refusal = new HttpError(message, 400, { status: false, message, errors: { candidate: message } });
        const dataProvider = fakeJobs({ addUserApplication: vi.fn(async () => Promise.reject(refusal)) });
        const { dialog, onClose } = renderDialog(dataProvider);
        await fillRequired(user, dialog);
        await user.click(within(dialog).getByRole('button', { name: 'Add' }));
        expect((await screen.findByRole('alert', { hidden: true })).textContent).toContain(message);
        expect(onClose).not.toHaveBeenCalled();
    });

    it('shows a field error sent by the server under its field', async () => {
        const user = userEvent.setup();
        const dataProvider = fakeJobs({
            addUserApplication: vi.fn(async () => Promise.reject(new HttpError('Invalid', 400, { status: false, message: 'Invalid', errors: { first_name: 'First name is too long.' } }))),
        });
        const { dialog } = renderDialog(dataProvider);
        await fillRequired(user, dialog);
        await user.click(within(dialog).getByRole('button', { name: 'Add' }));
        await within(dialog).findByText('First name is too long.');
        expect(textbox(dialog, /^First name/).getAttribute('aria-invalid')).toBe('true');
    });
});
