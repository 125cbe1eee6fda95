/**
 * The apply flow on a job's page: a new candidate gives their email, gets a
 * code (the server's wrong-code sentence shown, the resend throttle counted
 * down), creates the account (a bad experience refused before sending),
 * uploads a PDF CV with progress, reviews the prefilled profile, answers the
 * screening question, accepts the privacy notice and applies with the visit's
 * attribution; going back keeps what was typed. An existing account signs in,
 * and a second application shows the server's refusal. A candidate who applied
 * already is stopped as soon as they are known, before the CV upload or the
 * profile save changes anything. While the CV uploads, its Choose control is
 * busy: in the tab order, unavailable, and it opens no file chooser. Each new step takes the
 * focus at its start (a form's first field, the notice's heading, a result's sentence), not the
 * first on opening.
 */
import Cookies from 'js-cookie';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../unit/dataProvider/fakeXhr';
import { clearAllCookies } from '../../unit/dataProvider/fetchMock';
import { JOB_ID, calls, jobDetail, meta, ok, refused, renderAt, routeFetch, type Sent } from './careerTestUtils';

const USER = { id: '33333333-3333-4333-8333-333333333333', first_name: 'Ada', last_name: 'Okafor', email: 'ada@mail.example', role_name: 'CANDIDATE', secondary_role: null, company_name: 'Acme Corp', company_profile_image: null };
const profile = {
    id: USER.id, candidate_id: 'c1', email: USER.email, first_name: 'Ada', last_name: 'Okafor', phone: '+91 98765 43210', experience_years: 4, skills: ['React'], city: 'Pune',
    current_title: null, education: [], resume: null, profile_verification: null, profile_verified_at: null, version: 1,
};
const notice = { version: 3, text: 'We keep your data for hiring.', updated_at: '2026-11-01T00:00:00Z' };
const application = { application_id: 'a1', job: { id: JOB_ID, title: 'Engineer 1', job_locations: ['Pune'], open: true }, stage: 'Applied', applied_at: '2026-10-20T10:00:00.000Z', stage_updated_at: '2026-10-20T10:00:00.000Z' };
/** candidate/applied-jobs?job_id: the candidate's application to the job, or none. */
const applications = (...found: Array<typeof application>) => ok(found, { meta: meta(found.length, 1, 1) });

/** The CV upload's request (tests/unit/dataProvider/fakeXhr.ts): the test moves it on by hand. */
let xhr: FakeXhr;

beforeEach(() => {
    clearAllCookies();
    xhr = new FakeXhr();
    vi.stubGlobal('XMLHttpRequest', function FakeXhrConstructor() {
        return xhr;
    });
});
afterEach(() => {
    vi.unstubAllGlobals();
    // The first flow opens the job's page with utm values; a later test must not start from that address.
    window.history.replaceState(null, '', '/');
});

const dialog = () => screen.getByRole('dialog', { name: 'Apply for Engineer 1' });
const field = (name: RegExp | string) => within(dialog()).getByLabelText(name);
const type = (name: RegExp | string, value: string) => fireEvent.change(field(name), { target: { value } });
const press = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));
/**
 * Waits until a dialog button is enabled. A step appears in a render before the one that clears
 * the previous request's `busy` (a microtask later), so a click as soon as the step's text shows
 * can land on a busy button and do nothing: on a loaded machine the next step never came. The
 * button that started the request stays focusable meanwhile, unavailable by `aria-disabled`
 * (ui/BusyButton.tsx); the others are disabled.
 */
const enabled = (name: string) =>
    waitFor(() => {
        const button = within(dialog()).getByRole<HTMLButtonElement>('button', { name });
        expect(button.disabled).toBe(false);
        expect(button.getAttribute('aria-disabled')).toBeNull();
    });

async function openApply() {
    renderAt(`/careerPage/job/${JOB_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await screen.findByRole('dialog', { name: 'Apply for Engineer 1' });
}

describe('applying as a new candidate', () => {
    it('email, code, account, CV, review, question, consent, applied', async () => {
        // An earlier visit's value goes at start; this visit's, from the address bar, are sent with the application.
        Cookies.set('refer_by', 'someone-else', { path: '/' });
        window.history.replaceState(null, '', `/careerPage/job/${JOB_ID}?utm_source=LinkedIn&utm_campaign=spring`);
        let codeTries = 0;
        const sent = routeFetch({
            [`GET career/jobs/${JOB_ID}`]: ok(jobDetail()),
            'POST check-users': ok({ exists: false }),
            'POST otp-challenge': ok({ expires_in_seconds: 600, resend_after_seconds: 60 }, { message: 'A 6-digit code has been sent to your email.' }),
            'POST otp-verify-challenge': () => (++codeTries === 1 ? refused(400, 'The code is incorrect.', { code: 'The code is incorrect.' }) : ok({ ticket: 't'.repeat(40), email: USER.email, expires_at: '2026-11-01T00:30:00Z', attempts_left: 3 })),
            'POST create-account-details': ok({ token: 'candidate-token', user: USER, permissions: {} }),
            'GET candidate/applied-jobs': applications(),
            [`GET candidate/get-user-profile/${USER.id}`]: ok(profile),
            'PUT candidate/update-profile': (request: Sent) => ok({ ...profile, ...(request.body as object), version: 2 }),
            'GET privacy-notice': ok(notice),
            'POST candidate/apply': ok({ application_id: 'a1', job_id: JOB_ID, stage: 'Applied', applied_at: '2026-11-02T00:00:00Z' }, { message: 'Application submitted successfully!' }),
        });
        await openApply();

        // Email: a typo is caught before anything is sent.
        type(/^Email/, 'ada@mail');
        press('Continue');
        expect(await within(dialog()).findByText('Invalid email address')).toBeTruthy();
        expect(calls(sent, 'POST', 'check-users')).toHaveLength(0);
        type(/^Email/, 'ada@mail.example');
        press('Continue');

        // The code: the server's message, then the countdown, a wrong code, the right one.
        expect(await within(dialog()).findByText('A 6-digit code has been sent to your email.')).toBeTruthy();
        expect(calls(sent, 'POST', 'otp-challenge')[0].body).toEqual({ email: 'ada@mail.example' });
        // 60 s from the server's answer; a loaded machine may take a few of them to get here.
        expect((within(dialog()).getByRole('button', { name: /Send a new code in (5\d|60) s/ }) as HTMLButtonElement).disabled).toBe(true);
        type(/^6-digit code/, '12345');
        await enabled('Verify');
        press('Verify');
        expect(await within(dialog()).findByText('Enter the 6 digits of the code.')).toBeTruthy();
        expect(calls(sent, 'POST', 'otp-verify-challenge')).toHaveLength(0);
        type(/^6-digit code/, '111111');
        press('Verify');
        expect((await within(dialog()).findAllByText('The code is incorrect.')).length).toBeGreaterThan(0);
        type(/^6-digit code/, '222222');
        press('Verify');

        // The account: experience outside 0 to 40 is named, nothing sent; Back and forward keep the fields.
        await within(dialog()).findByLabelText(/^First name/);
        type(/^First name/, 'Ada');
        type(/^Last name/, 'Okafor');
        type(/^Phone/, '+91 98765 43210');
        type(/^City/, 'Pune');
        type(/^Experience \(years\)/, '41');
        type(/^Choose a password/, 'Secret#2026');
        type(/^Skills/, 'React, Go, React');
        await enabled('Create account');
        press('Create account');
        expect(await within(dialog()).findByText('Enter a whole number of years from 0 to 40.')).toBeTruthy();
        expect(calls(sent, 'POST', 'create-account-details')).toHaveLength(0);
        press('Back');
        await within(dialog()).findByLabelText(/^6-digit code/);
        fireEvent.click(within(dialog()).getByRole('button', { name: 'Verify' }));
        await within(dialog()).findByLabelText(/^First name/);
        expect((field(/^First name/) as HTMLInputElement).value).toBe('Ada');
        type(/^Experience \(years\)/, '4');
        await enabled('Create account');
        press('Create account');
        await within(dialog()).findByText(/Upload your CV/);
        expect(calls(sent, 'POST', 'create-account-details')[0].body).toEqual({
            ticket: 't'.repeat(40), first_name: 'Ada', last_name: 'Okafor', phone: '+91 98765 43210', password: 'Secret#2026', experience_years: 4, skills: ['React', 'Go'], city: 'Pune',
        });
        expect(Cookies.get('ats_token')).toBe('candidate-token');
        // The new account may be a record a recruiter added to the job: asked once, before the CV.
        expect(calls(sent, 'GET', 'candidate/applied-jobs').map(call => call.query)).toEqual([{ job_id: JOB_ID, limit: '1' }]);

        // The CV: a PDF, with the progress of SPEC.md section 4.
        const input = within(dialog()).getByLabelText('CV file (PDF or DOCX)') as HTMLInputElement;
        fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'notes.txt', { type: 'text/plain' })] } });
        expect(await within(dialog()).findByText('Choose a PDF or DOCX file.')).toBeTruthy();
        fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'ada.pdf', { type: 'application/pdf' })] } });
        await enabled('Continue');
        press('Continue');
        expect(await within(dialog()).findByText('1%')).toBeTruthy();
        expect((xhr.sentBody?.get('file') as File).name).toBe('ada.pdf');
        act(() => xhr.progress(50, 100));
        expect(within(dialog()).getByText('50%')).toBeTruthy();
        const parsed = { first_name: 'Ada', last_name: 'Okafor', email: null, phone: null, skills: ['TypeScript'], experience_years: 6, education: [], current_title: 'Frontend Engineer', city: null };
        act(() => xhr.respond(200, JSON.stringify({ status: true, data: { file_id: '44444444-4444-4444-8444-444444444444', file_name: 'ada.pdf', parsed } })));
        expect(await within(dialog()).findByText('100%')).toBeTruthy();

        // The review: the profile's values, the CV's where the profile had none, the skills of both.
        await within(dialog()).findByText(/We filled in your profile from your CV/);
        expect((field(/^Current job title/) as HTMLInputElement).value).toBe('Frontend Engineer');
        expect((field(/^Experience \(years\)/) as HTMLInputElement).value).toBe('4');
        expect((field(/^Skills/) as HTMLInputElement).value).toBe('React, TypeScript');
        await enabled('Save and continue');
        press('Save and continue');

        // The screening question: required.
        await within(dialog()).findByText('Do you know React?');
        expect(calls(sent, 'PUT', 'candidate/update-profile')[0].body).toEqual({ version: 1, skills: ['React', 'TypeScript'], current_title: 'Frontend Engineer', resume_file_id: '44444444-4444-4444-8444-444444444444' });
        await enabled('Continue');
        press('Continue');
        expect(await within(dialog()).findByText('This question must be answered.')).toBeTruthy();
        fireEvent.click(within(dialog()).getByRole('radio', { name: 'Yes' }));
        press('Continue');

        // Consent: the notice's text and version; refused until ticked.
        expect(await within(dialog()).findByText('We keep your data for hiring.')).toBeTruthy();
        await enabled('Submit application');
        press('Submit application');
        expect(await within(dialog()).findByText('Please accept the privacy notice to apply.')).toBeTruthy();
        expect(calls(sent, 'POST', 'candidate/apply')).toHaveLength(0);
        fireEvent.click(within(dialog()).getByRole('checkbox', { name: /I have read and accept the privacy notice \(version 3\)/ }));
        press('Submit application');

        expect(await within(dialog()).findByText('Your application for Engineer 1 has been sent.')).toBeTruthy();
        expect(within(dialog()).getByRole('link', { name: 'See your applied jobs' }).getAttribute('href')).toBe('/candidate/applied-jobs');
        const [apply] = calls(sent, 'POST', 'candidate/apply');
        expect(apply.body).toEqual({
            job_id: JOB_ID,
            screening_answers: [{ question_id: 'q1', answer: true }],
            consent: { accepted: true, version: 3 },
            attribution: { utm_source: 'LinkedIn', utm_campaign: 'spring' },
            resume_file_id: '44444444-4444-4444-8444-444444444444',
        });
        expect(apply.headers.Authorization).toBe('Bearer candidate-token');
    });
});

describe('a code sent again', () => {
    it('puts the focus in the emptied code field once Resend, pressed, waits out its countdown', async () => {
        let challenges = 0;
        const sent = routeFetch({
            [`GET career/jobs/${JOB_ID}`]: ok(jobDetail()),
            'POST check-users': ok({ exists: false }),
            // The first code may be sent again at once; the second starts the countdown.
            'POST otp-challenge': () => ok({ expires_in_seconds: 600, resend_after_seconds: ++challenges === 1 ? 0 : 60 }, { message: 'A 6-digit code has been sent to your email.' }),
        });
        await openApply();
        type(/^Email/, 'ada@mail.example');
        press('Continue');
        await within(dialog()).findByText('A 6-digit code has been sent to your email.');
        type(/^6-digit code/, '123');
        await enabled('Send a new code');
        const resend = within(dialog()).getByRole('button', { name: 'Send a new code' });
        act(() => resend.focus());
        fireEvent.click(resend);
        await waitFor(() => expect(calls(sent, 'POST', 'otp-challenge')).toHaveLength(2));
        // The countdown disables Resend, which had the focus: the code field, emptied, has it.
        const counting = await within(dialog()).findByRole<HTMLButtonElement>('button', { name: /Send a new code in (5\d|60) s/ });
        expect(counting.disabled).toBe(true);
        const code = field(/^6-digit code/) as HTMLInputElement;
        expect(code.value).toBe('');
        await waitFor(() => expect(document.activeElement).toBe(code));
    });
});

describe('applying with an existing account', () => {
    it('signs in with the password, and shows the refusal of a second application', async () => {
        const sent = routeFetch({
            [`GET career/jobs/${JOB_ID}`]: ok(jobDetail({ screening_questions: [] })),
            'POST check-users': ok({ exists: true }),
            'POST candidate/login': (request: Sent) =>
                (request.body as { password: string }).password === 'right-one' ? ok({ token: 'candidate-token', user: USER, permissions: {} }) : refused(401, 'Invalid email or password'),
            [`GET candidate/get-user-profile/${USER.id}`]: ok({ ...profile, resume: { file_id: 'f0', name: 'old.pdf', uploaded_at: '2026-10-01T00:00:00Z' } }),
            // Applied elsewhere (another tab) after the check: only the server's 409 can tell.
            'GET candidate/applied-jobs': applications(),
            'GET privacy-notice': ok(notice),
            'POST candidate/apply': refused(409, 'You have already applied to this job.'),
        });
        await openApply();
        type(/^Email/, 'ada@mail.example');
        press('Continue');
        expect(await within(dialog()).findByText(/An account exists for ada@mail.example/)).toBeTruthy();
        expect(calls(sent, 'POST', 'otp-challenge')).toHaveLength(0);
        type(/^Password/, 'wrong');
        await enabled('Sign in');
        press('Sign in');
        expect(await within(dialog()).findByText('Invalid email or password')).toBeTruthy();
        type(/^Password/, 'right-one');
        press('Sign in');

        // The saved CV serves; the review has nothing changed, so no update is sent; no questions.
        expect(await within(dialog()).findByText(/Your saved CV \(old.pdf\)/)).toBeTruthy();
        expect(within(dialog()).queryByRole('button', { name: 'Back' })).toBeNull();
        await enabled('Continue');
        press('Continue');
        await within(dialog()).findByText('Check your profile before applying.');
        await enabled('Save and continue');
        press('Save and continue');
        fireEvent.click(await within(dialog()).findByRole('checkbox', { name: /version 3/ }));
        await enabled('Submit application');
        await act(async () => press('Submit application'));
        expect(await within(dialog()).findByText('You have already applied to this job.')).toBeTruthy();
        expect(calls(sent, 'PUT', 'candidate/update-profile')).toHaveLength(0);
        expect(calls(sent, 'POST', 'candidate/apply')[0].body).toEqual({ job_id: JOB_ID, consent: { accepted: true, version: 3 } });
        await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Submit application' })).toBeTruthy());
    });
});

describe('the CV while it uploads', () => {
    it('keeps Choose in the tab order but busy: a press opens no file chooser until the upload ends', async () => {
        Cookies.set('ats_token', 'candidate-token', { path: '/' });
        Cookies.set('ats_user', JSON.stringify(USER), { path: '/' });
        routeFetch({
            [`GET career/jobs/${JOB_ID}`]: ok(jobDetail()),
            [`GET candidate/get-user-profile/${USER.id}`]: ok(profile),
            'GET candidate/applied-jobs': applications(),
        });
        renderAt(`/careerPage/job/${JOB_ID}`);
        const apply = await screen.findByRole('button', { name: 'Apply' });
        await waitFor(() => expect(apply.getAttribute('aria-busy')).toBeNull());
        fireEvent.click(apply);
        await screen.findByRole('dialog', { name: 'Apply for Engineer 1' });
        const input = within(dialog()).getByLabelText('CV file (PDF or DOCX)') as HTMLInputElement;
        fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'ada.pdf', { type: 'application/pdf' })] } });
        const choose = within(dialog()).getByRole('button', { name: 'Choose another file' });
        expect(choose.getAttribute('aria-busy')).toBeNull();
        await enabled('Continue');
        press('Continue');
        expect(await within(dialog()).findByText('1%')).toBeTruthy();

        expect(choose.getAttribute('aria-busy')).toBe('true');
        expect(choose.getAttribute('aria-disabled')).toBe('true');
        expect(choose.tabIndex).toBe(0);
        // The press is cancelled, so the label does not pass it to the file input, which is disabled besides.
        expect(fireEvent.click(choose)).toBe(false);
        expect(input.disabled).toBe(true);

        act(() => xhr.respond(200, JSON.stringify({ status: true, data: { file_id: '44444444-4444-4444-8444-444444444444', file_name: 'ada.pdf', parsed: null } })));
        await within(dialog()).findByText(/We filled in your profile from your CV/);
    });
});

describe('a candidate who has applied to the job already', () => {
    it('signing in inside the dialog, is told so before the CV step: nothing uploaded, saved or sent', async () => {
        const sent = routeFetch({
            [`GET career/jobs/${JOB_ID}`]: ok(jobDetail()),
            'POST check-users': ok({ exists: true }),
            'POST candidate/login': ok({ token: 'candidate-token', user: USER, permissions: {} }),
            [`GET candidate/get-user-profile/${USER.id}`]: ok({ ...profile, resume: { file_id: 'f0', name: 'old.pdf', uploaded_at: '2026-10-01T00:00:00Z' } }),
            'GET candidate/applied-jobs': applications(application),
        });
        await openApply();
        // A visitor: the page asked nothing about applications.
        expect(calls(sent, 'GET', 'candidate/applied-jobs')).toHaveLength(0);
        type(/^Email/, 'ada@mail.example');
        press('Continue');
        await within(dialog()).findByText(/An account exists for ada@mail.example/);
        type(/^Password/, 'right-one');
        await enabled('Sign in');
        press('Sign in');

        expect(await within(dialog()).findByText('You have already applied for Engineer 1.')).toBeTruthy();
        expect(within(dialog()).getByRole('link', { name: 'See your applied jobs' }).getAttribute('href')).toBe('/candidate/applied-jobs');
        expect(within(dialog()).queryByLabelText('CV file (PDF or DOCX)')).toBeNull();
        expect(within(dialog()).queryByRole('button', { name: 'Continue' })).toBeNull();
        expect(xhr.sentBody).toBeNull();
        expect(calls(sent, 'PUT', 'candidate/update-profile')).toHaveLength(0);
        expect(calls(sent, 'POST', 'candidate/apply')).toHaveLength(0);

        // Closed, the page asks again for the candidate now signed in: Applied, and their applications in the bar.
        fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(await screen.findByText('Applied')).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
        expect(screen.queryByRole('link', { name: 'Candidate sign in' })).toBeNull();
        expect(screen.getAllByRole('link', { name: 'My applications' }).length).toBe(2);
        // Apply, where the dialog gave the focus back, went: My applications in its place has it.
        await waitFor(() => expect(document.activeElement).toBe(within(screen.getByRole('article')).getByRole('link', { name: 'My applications' })));
    });

    it('signed in before, with the check failing at first: the CV step sends nothing until it answers', async () => {
        Cookies.set('ats_token', 'candidate-token', { path: '/' });
        Cookies.set('ats_user', JSON.stringify(USER), { path: '/' });
        // The page's check and the dialog's first fail (Apply stays); the dialog's second finds the application.
        let asked = 0;
        const sent = routeFetch({
            [`GET career/jobs/${JOB_ID}`]: ok(jobDetail()),
            [`GET candidate/get-user-profile/${USER.id}`]: ok(profile),
            'GET candidate/applied-jobs': () => (++asked <= 2 ? refused(500, 'Something went wrong! Please try again later') : applications(application)),
        });
        renderAt(`/careerPage/job/${JOB_ID}`);
        const apply = await screen.findByRole('button', { name: 'Apply' });
        await waitFor(() => expect(apply.getAttribute('aria-busy')).toBeNull());
        fireEvent.click(apply);
        await screen.findByRole('dialog', { name: 'Apply for Engineer 1' });
        expect(await within(dialog()).findByText('Something went wrong! Please try again later')).toBeTruthy();

        const input = within(dialog()).getByLabelText('CV file (PDF or DOCX)') as HTMLInputElement;
        fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'new.pdf', { type: 'application/pdf' })] } });
        await enabled('Continue');
        press('Continue');
        expect(await within(dialog()).findByText('You have already applied for Engineer 1.')).toBeTruthy();
        expect(asked).toBe(3);
        expect(xhr.sentBody).toBeNull();
        expect(calls(sent, 'PUT', 'candidate/update-profile')).toHaveLength(0);
    });
});

/**
 * Each new step takes the focus at its start (custom/career/apply/stepFocus.ts): a form step its
 * first field, the consent its heading, a result its sentence. Before, it stayed on the shared
 * submit button below the new step's fields, or fell to the dialog's frame when its field went.
 */
describe('the focus when the dialog changes step', () => {
    /** A keyboard user's Enter on a button: it has the focus, then is pressed. */
    const pressByKeyboard = (name: string) => {
        const button = within(dialog()).getByRole('button', { name });
        act(() => button.focus());
        fireEvent.click(button);
    };
    /** Enter in a text field: the field has the focus, and the form's default button is pressed. */
    const enterIn = (name: RegExp, submit: string) => {
        const input = field(name);
        act(() => input.focus());
        fireEvent.click(within(dialog()).getByRole('button', { name: submit }));
    };
    const focusLandsOn = (element: () => HTMLElement) => waitFor(() => expect(document.activeElement).toBe(element()));
    const heading = (name: string) => within(dialog()).getByRole('heading', { name });

    it('a new visitor: the code, the account, Back, the CV, the review, the question, the notice and the result each take it', async () => {
        routeFetch({
            [`GET career/jobs/${JOB_ID}`]: ok(jobDetail()),
            'POST check-users': ok({ exists: false }),
            'POST otp-challenge': ok({ expires_in_seconds: 600, resend_after_seconds: 60 }, { message: 'A 6-digit code has been sent to your email.' }),
            'POST otp-verify-challenge': ok({ ticket: 't'.repeat(40), email: USER.email, expires_at: '2026-11-01T00:30:00Z', attempts_left: 3 }),
            'POST create-account-details': ok({ token: 'candidate-token', user: USER, permissions: {} }),
            'GET candidate/applied-jobs': applications(),
            [`GET candidate/get-user-profile/${USER.id}`]: ok(profile),
            'PUT candidate/update-profile': (request: Sent) => ok({ ...profile, ...(request.body as object), version: 2 }),
            'GET privacy-notice': ok(notice),
            'POST candidate/apply': ok({ application_id: 'a1', job_id: JOB_ID, stage: 'Applied', applied_at: '2026-11-02T00:00:00Z' }),
        });
        await openApply();
        type(/^Email/, 'ada@mail.example');
        enterIn(/^Email/, 'Continue');
        await focusLandsOn(() => field(/^6-digit code/));

        type(/^6-digit code/, '222222');
        await enabled('Verify');
        enterIn(/^6-digit code/, 'Verify');
        await focusLandsOn(() => field(/^First name/));
        // Back keeps its button (the code step has one too): the code field takes the focus from it.
        pressByKeyboard('Back');
        await focusLandsOn(() => field(/^6-digit code/));
        pressByKeyboard('Verify');
        await focusLandsOn(() => field(/^First name/));

        type(/^First name/, 'Ada');
        type(/^Phone/, '+91 98765 43210');
        type(/^City/, 'Pune');
        type(/^Experience \(years\)/, '4');
        type(/^Choose a password/, 'Secret#2026');
        await enabled('Create account');
        pressByKeyboard('Create account');
        await focusLandsOn(() => within(dialog()).getByRole('button', { name: 'Choose a CV file' }));

        fireEvent.change(within(dialog()).getByLabelText('CV file (PDF or DOCX)'), { target: { files: [new File(['%PDF-1.4'], 'ada.pdf', { type: 'application/pdf' })] } });
        await enabled('Continue');
        pressByKeyboard('Continue');
        await within(dialog()).findByText('1%');
        act(() => xhr.respond(200, JSON.stringify({ status: true, data: { file_id: '44444444-4444-4444-8444-444444444444', file_name: 'ada.pdf', parsed: null } })));
        await focusLandsOn(() => field(/^First name/));

        await enabled('Save and continue');
        pressByKeyboard('Save and continue');
        // The question's Tab stop: its first radio while none is checked.
        await focusLandsOn(() => within(dialog()).getByRole('radio', { name: 'Yes' }));

        fireEvent.click(within(dialog()).getByRole('radio', { name: 'Yes' }));
        await enabled('Continue');
        pressByKeyboard('Continue');
        await focusLandsOn(() => heading('Privacy notice'));

        fireEvent.click(await within(dialog()).findByRole('checkbox', { name: /version 3/ }));
        await enabled('Submit application');
        pressByKeyboard('Submit application');
        await focusLandsOn(() => within(dialog()).getByRole('alert'));
        expect(document.activeElement?.textContent).toBe('Your application for Engineer 1 has been sent.');
    });

    it('signing in by Enter in the password field: the CV step takes it at Choose, which tells of the saved CV', async () => {
        routeFetch({
            [`GET career/jobs/${JOB_ID}`]: ok(jobDetail({ screening_questions: [] })),
            'POST check-users': ok({ exists: true }),
            'POST candidate/login': ok({ token: 'candidate-token', user: USER, permissions: {} }),
            [`GET candidate/get-user-profile/${USER.id}`]: ok({ ...profile, resume: { file_id: 'f0', name: 'old.pdf', uploaded_at: '2026-10-01T00:00:00Z' } }),
            'GET candidate/applied-jobs': applications(),
            'GET privacy-notice': ok(notice),
        });
        await openApply();
        type(/^Email/, 'ada@mail.example');
        enterIn(/^Email/, 'Continue');
        await focusLandsOn(() => field(/^Password/));
        type(/^Password/, 'right-one');
        await enabled('Sign in');
        enterIn(/^Password/, 'Sign in');

        const choose = () => within(dialog()).getByRole('button', { name: 'Choose a CV file' });
        await focusLandsOn(choose);
        expect(document.getElementById(choose().getAttribute('aria-describedby') ?? '')?.textContent).toBe('Your saved CV (old.pdf) is used unless you choose another file.');
        await enabled('Continue');
        pressByKeyboard('Continue');
        await focusLandsOn(() => field(/^First name/));
        await enabled('Save and continue');
        pressByKeyboard('Save and continue');
        // No questions: the notice next; Submit waits for it, really disabled, so the focus had nowhere to stay.
        await focusLandsOn(() => heading('Privacy notice'));
    });

    it('signing in when already applied: the sentence that says so takes it', async () => {
        routeFetch({
            [`GET career/jobs/${JOB_ID}`]: ok(jobDetail()),
            'POST check-users': ok({ exists: true }),
            'POST candidate/login': ok({ token: 'candidate-token', user: USER, permissions: {} }),
            [`GET candidate/get-user-profile/${USER.id}`]: ok(profile),
            'GET candidate/applied-jobs': applications(application),
        });
        await openApply();
        type(/^Email/, 'ada@mail.example');
        enterIn(/^Email/, 'Continue');
        await within(dialog()).findByLabelText(/^Password/);
        type(/^Password/, 'right-one');
        await enabled('Sign in');
        pressByKeyboard('Sign in');
        await focusLandsOn(() => within(dialog()).getByRole('alert'));
        expect(document.activeElement?.textContent).toBe('You have already applied for Engineer 1.');
    });

    it('an answer the server refuses: back at the questions, its field takes it, not the first', async () => {
        Cookies.set('ats_token', 'candidate-token', { path: '/' });
        Cookies.set('ats_user', JSON.stringify(USER), { path: '/' });
        const questions = [
            { id: 'q1', question: 'Do you know React?', type: 'YES_NO', required: true },
            { id: 'q2', question: 'Notice period (days)?', type: 'NUMBER', required: true },
        ];
        routeFetch({
            [`GET career/jobs/${JOB_ID}`]: ok(jobDetail({ screening_questions: questions })),
            [`GET candidate/get-user-profile/${USER.id}`]: ok({ ...profile, resume: { file_id: 'f0', name: 'old.pdf', uploaded_at: '2026-10-01T00:00:00Z' } }),
            'GET candidate/applied-jobs': applications(),
            'GET privacy-notice': ok(notice),
            'POST candidate/apply': refused(422, 'Check your answers.', { 'screening_answers.q2': 'Too long a notice period.' }),
        });
        renderAt(`/careerPage/job/${JOB_ID}`);
        const apply = await screen.findByRole('button', { name: 'Apply' });
        await waitFor(() => expect(apply.getAttribute('aria-busy')).toBeNull());
        fireEvent.click(apply);
        await screen.findByRole('dialog', { name: 'Apply for Engineer 1' });
        await enabled('Continue');
        pressByKeyboard('Continue');
        await enabled('Save and continue');
        pressByKeyboard('Save and continue');
        await focusLandsOn(() => within(dialog()).getByRole('radio', { name: 'Yes' }));
        fireEvent.click(within(dialog()).getByRole('radio', { name: 'Yes' }));
        type(/^Notice period/, '400');
        pressByKeyboard('Continue');
        fireEvent.click(await within(dialog()).findByRole('checkbox', { name: /version 3/ }));
        await enabled('Submit application');
        pressByKeyboard('Submit application');
        expect(await within(dialog()).findByText('Too long a notice period.')).toBeTruthy();
        await focusLandsOn(() => field(/^Notice period/));
    });

    it('not on opening: a candidate signed in before starts at the CV with the focus where the dialog put it', async () => {
        Cookies.set('ats_token', 'candidate-token', { path: '/' });
        Cookies.set('ats_user', JSON.stringify(USER), { path: '/' });
        routeFetch({
            [`GET career/jobs/${JOB_ID}`]: ok(jobDetail()),
            [`GET candidate/get-user-profile/${USER.id}`]: ok({ ...profile, resume: { file_id: 'f0', name: 'old.pdf', uploaded_at: '2026-10-01T00:00:00Z' } }),
            'GET candidate/applied-jobs': applications(),
        });
        renderAt(`/careerPage/job/${JOB_ID}`);
        const apply = await screen.findByRole('button', { name: 'Apply' });
        await waitFor(() => expect(apply.getAttribute('aria-busy')).toBeNull());
        fireEvent.click(apply);
        await screen.findByRole('dialog', { name: 'Apply for Engineer 1' });
        await within(dialog()).findByText(/Your saved CV \(old.pdf\)/);
        await enabled('Continue');
        expect(document.activeElement).not.toBe(within(dialog()).getByRole('button', { name: 'Choose a CV file' }));
    });
});
