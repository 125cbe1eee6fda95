/**
 * Adding one applicant as a vendor: the CV upload shows SPEC.md section 4's
 * progress in the page (1 when it starts, the percent capped at 99 until the
 * server answers, 100 on success, 0 and hidden on failure); the fields read
 * from the CV fill only the empty fields; the job's screening questions are
 * answered on the candidate's behalf and sent typed with the stored CV; a
 * duplicate is refused with the server's message and nothing moves on.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AddApplicantPage from '../../../custom/vendor/AddApplicantPage';
import { toHttpError } from '../../../dataProvider/httpClient';
import { FakeXhr } from '../../unit/dataProvider/fakeXhr';
import { deferred } from '../../helpers/deferred';
import { holdsFocus } from '../../helpers/focus';
import { clearCookies, signIn, stubViewport } from '../shell/shellTestUtils';
import { fakeVendorPortal, JOB_ID, renderVendorArea, VENDOR_USER_ID } from './vendorTestUtils';

const routes = [
    { path: 'job-openings/:id/add-applicant', element: <AddApplicantPage /> },
    { path: 'applications', element: <p>applicants page</p> },
];
const path = `/vendors/job-openings/${JOB_ID}/add-applicant`;
const text = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const FILE_ID = '88888888-8888-4888-8888-888888888888';
const parsed = { first_name: 'Priya', last_name: 'Shah', email: 'priya@example.test', phone: '+91 98765 43210', skills: ['Go', 'SQL'], experience_years: 5, education: [], current_title: 'Backend Engineer', city: 'Pune' };

function chooseCv(container: HTMLElement, name = 'priya.pdf') {
    const input = container.querySelector<HTMLInputElement>('[data-testid="vendor-resume-file"]') as HTMLInputElement;
    expect(input.accept).toContain('.pdf');
    expect(input.accept).toContain('.docx');
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], name, { type: 'application/pdf' })] } });
}

describe('vendor: add applicant', () => {
    let xhr: FakeXhr;
    beforeEach(() => {
        stubViewport(1440);
        signIn({ id: VENDOR_USER_ID, role_name: 'VENDOR', first_name: 'Victor', last_name: 'Vendor' });
        xhr = new FakeXhr();
        vi.stubGlobal('XMLHttpRequest', function FakeXhrConstructor() {
            return xhr;
        });
    });
    afterEach(() => {
        vi.unstubAllGlobals();
        clearCookies();
    });

    it('shows the CV upload going 1, then capped at 99, then 100; prefills the empty fields; sends the answers and the CV', async () => {
        const dataProvider = fakeVendorPortal();
        const { container } = renderVendorArea(dataProvider, path, routes);
        await screen.findByRole('heading', { name: 'Add applicant', level: 1 });
        expect(dataProvider.vendorJob).toHaveBeenCalledWith(JOB_ID);
        // Typed before the CV: the parser does not overwrite it.
        fireEvent.change(text(/^Current title/), { target: { value: 'Staff Engineer' } });

        chooseCv(container);
        expect(xhr.method).toBe('POST');
        expect(xhr.url).toMatch(/\/api\/vendor\/parse-resume$/);
        expect(xhr.headers.Authorization).toBe('Bearer test-token');
        expect((xhr.sentBody?.get('file') as File).name).toBe('priya.pdf');
        expect((await screen.findByTestId('upload-progress')).textContent).toBe('1%');
        act(() => xhr.progress(40, 100));
        await waitFor(() => expect(screen.getByTestId('upload-progress').textContent).toBe('40%'));
        act(() => xhr.progress(100, 100));
        // Every byte sent, but the server has not answered: capped at 99.
        await waitFor(() => expect(screen.getByTestId('upload-progress').textContent).toBe('99%'));
        act(() => xhr.respond(200, JSON.stringify({ status: true, message: 'CV read: review the details before submitting.', data: { file_id: FILE_ID, file_name: 'priya.pdf', parsed } })));
        await waitFor(() => expect(screen.getByTestId('upload-progress').textContent).toBe('100%'));
        // The parsed CV renders after the 100% (the request's promise settles in a later task).
        await waitFor(() => expect(screen.getByTestId('vendor-resume-name').textContent).toBe('priya.pdf'));
        expect(text(/^First name/).value).toBe('Priya');
        expect(text(/^Email/).value).toBe('priya@example.test');
        expect((screen.getByRole('spinbutton', { name: /^Experience/ }) as HTMLInputElement).value).toBe('5');
        expect(text(/^Current title/).value).toBe('Staff Engineer');
        expect(text(/^Skills/).value).toBe('Go, SQL');

        // The required question is asked before anything is sent.
        fireEvent.click(screen.getByRole('button', { name: 'Submit applicant' }));
        expect(await screen.findByText('This question must be answered.')).toBeTruthy();
        expect(dataProvider.vendorAddApplicant).not.toHaveBeenCalled();

        fireEvent.change(screen.getByRole('spinbutton', { name: /Notice period in days/ }), { target: { value: '30' } });
        fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
        fireEvent.click(screen.getByRole('button', { name: 'Submit applicant' }));
        await waitFor(() => expect(dataProvider.vendorAddApplicant).toHaveBeenCalledTimes(1));
        expect(dataProvider.vendorAddApplicant).toHaveBeenCalledWith({
            job_id: JOB_ID,
            first_name: 'Priya',
            last_name: 'Shah',
            email: 'priya@example.test',
            phone: '+91 98765 43210',
            experience_years: 5,
            resume_file_id: FILE_ID,
            skills: ['Go', 'SQL'],
            city: 'Pune',
            current_title: 'Staff Engineer',
            screening_answers: [
                { question_id: 'q1', answer: 30 },
                { question_id: 'q2', answer: true },
            ],
        });
        await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/vendors/applications'));
        expect(await screen.findByText('Applicant submitted successfully!')).toBeTruthy();
    });

    it('keeps the focus on Upload CV while the CV is read: busy and unavailable, it opens no file chooser meanwhile', async () => {
        const { container } = renderVendorArea(fakeVendorPortal(), path, routes);
        await screen.findByRole('heading', { name: 'Add applicant', level: 1 });
        const upload = screen.getByRole('button', { name: 'Upload CV' });
        const chooser = vi.fn();
        container.querySelector('[data-testid="vendor-resume-file"]')?.addEventListener('click', chooser);
        act(() => upload.focus());
        chooseCv(container);
        await waitFor(() => expect(upload.getAttribute('aria-busy')).toBe('true'));
        expect(upload.getAttribute('aria-disabled')).toBe('true');
        expect(holdsFocus(upload)).toBe(true);
        fireEvent.click(upload);
        fireEvent.keyDown(upload, { key: 'Enter' });
        expect(chooser).not.toHaveBeenCalled();

        act(() => xhr.respond(200, JSON.stringify({ status: true, message: 'CV read.', data: { file_id: FILE_ID, file_name: 'priya.pdf', parsed } })));
        // Read: the same button, now Replace CV, still has the focus and opens the chooser again.
        const replace = await screen.findByRole('button', { name: 'Replace CV' });
        expect(replace).toBe(upload);
        expect(replace.getAttribute('aria-busy')).toBeNull();
        expect(holdsFocus(replace)).toBe(true);
        fireEvent.click(replace);
        expect(chooser).toHaveBeenCalledTimes(1);
    });

    it('drops the progress to 0 (hidden) and says why when the CV is refused; nothing can be submitted without one', async () => {
        const dataProvider = fakeVendorPortal();
        const { container } = renderVendorArea(dataProvider, path, routes);
        await screen.findByRole('heading', { name: 'Add applicant', level: 1 });
        chooseCv(container, 'cv.pdf');
        expect((await screen.findByTestId('upload-progress')).textContent).toBe('1%');
        const refusal = 'The CV must be a PDF or DOCX file.';
        act(() => xhr.respond(400, JSON.stringify({ status: false, message: 'Please check the fields marked.', errors: { file: refusal } })));
        expect(await screen.findByText(refusal)).toBeTruthy();
        expect(screen.queryByTestId('upload-progress')).toBeNull();
        expect(screen.getByTestId('vendor-resume-name').textContent).toBe('No CV attached yet');

        fireEvent.click(screen.getByRole('button', { name: 'Submit applicant' }));
        expect(await screen.findByText('Please attach the CV.')).toBeTruthy();
        expect(dataProvider.vendorAddApplicant).not.toHaveBeenCalled();
        // The first field in error takes the focus, not the button below the form.
        await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^First name/ })));
    });

    it("keeps the focus on Submit while it sends, then shows the server's duplicate message and stays on the form", async () => {
        const duplicate = 'This candidate is already in process for this job.';
        const answer = deferred<never>();
        const dataProvider = fakeVendorPortal({
            vendorJob: vi.fn(async () => ({ ...(await fakeVendorPortal().vendorJob(JOB_ID)), screening_questions: [] })),
            vendorAddApplicant: vi.fn(() => answer.promise),
        });
        const { container } = renderVendorArea(dataProvider, path, routes);
        await screen.findByRole('heading', { name: 'Add applicant', level: 1 });
        chooseCv(container);
        act(() => xhr.respond(200, JSON.stringify({ status: true, data: { file_id: FILE_ID, file_name: 'priya.pdf', parsed } })));
        await waitFor(() => expect(text(/^First name/).value).toBe('Priya'));
        const submit = screen.getByRole('button', { name: 'Submit applicant' });
        act(() => submit.focus());
        fireEvent.click(submit);
        await waitFor(() => expect(dataProvider.vendorAddApplicant).toHaveBeenCalledTimes(1));
        // Sending: the button pressed keeps the focus, unavailable (ui/BusyButton.tsx), and sends nothing more.
        await waitFor(() => expect(submit.getAttribute('aria-disabled')).toBe('true'));
        expect(holdsFocus(submit)).toBe(true);
        fireEvent.click(submit);
        expect(dataProvider.vendorAddApplicant).toHaveBeenCalledTimes(1);
        act(() => answer.reject(toHttpError(409, JSON.stringify({ status: false, message: duplicate, errors: { email: duplicate } }))));
        expect((await screen.findByTestId('vendor-add-refused')).textContent).toBe(duplicate);
        // Also beside the email that matched; the message never names who holds the person.
        expect(screen.getAllByText(duplicate)).toHaveLength(2);
        expect(text(/^Email/).getAttribute('aria-invalid')).toBe('true');
        expect(screen.getByTestId('location').textContent).toBe(path);
        // Refused: the email that matched takes the focus from the button.
        await waitFor(() => expect(document.activeElement).toBe(text(/^Email/)));
    });

    it('drops the "Required" of the fields the CV filled, and keeps the others', async () => {
        const dataProvider = fakeVendorPortal();
        const { container } = renderVendorArea(dataProvider, path, routes);
        await screen.findByRole('heading', { name: 'Add applicant', level: 1 });
        // Submitted before the CV: every required field says so.
        fireEvent.click(screen.getByRole('button', { name: 'Submit applicant' }));
        await waitFor(() => expect(text(/^First name/).getAttribute('aria-invalid')).toBe('true'));
        expect(screen.getAllByText('Required')).toHaveLength(5);

        chooseCv(container);
        act(() => xhr.respond(200, JSON.stringify({ status: true, data: { file_id: FILE_ID, file_name: 'priya.pdf', parsed: { ...parsed, last_name: null } } })));
        await waitFor(() => expect(text(/^First name/).value).toBe('Priya'));
        expect(text(/^First name/).getAttribute('aria-invalid')).toBe('false');
        expect(text(/^Email/).getAttribute('aria-invalid')).toBe('false');
        // The CV had no last name: that field is still empty, and still says so.
        expect(text(/^Last name/).getAttribute('aria-invalid')).toBe('true');
        expect(screen.getAllByText('Required')).toHaveLength(1);
    });
});
