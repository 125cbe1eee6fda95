/**
 * The recruiter's application detail shows where the application came from
 * (application-detail's attribution: source, medium, campaign, referring
 * employee, vendor, partner site by name), says so when nothing was recorded,
 * and words a candidate's answer to an offer in the timeline; and links the
 * applicant's email and phone; and keeps the lines a note was written in; and its headings skip
 * no level.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicationDetailDrawer } from '../../../custom/applicants/ApplicationDetailDrawer';
import { i18nProvider } from '../../../custom/i18nProvider';
import type { ApplicationAttribution } from '../../../config/contracts/applications';
import type { ApplicationDetail, JobsDataProvider, TimelineEvent } from '../../../dataProvider/jobs';
import { application, applicationDetail, deferred, fakeJobs } from '../board/boardTestUtils';
import { clearCookies, signIn, stubViewport } from '../shell/shellTestUtils';

function detail(attribution: ApplicationAttribution, consent: ApplicationDetail['consent'] = null): ApplicationDetail {
    const app = { ...application('a1', 's1', { source: 'LinkedIn' }), campaign: attribution.campaign };
    return applicationDetail(
        {
            compatibility: { score: 60, matched_skills: [], missing_skills: [], reasons: [] },
            attribution: { vendor_submitted_at: null, vendor_ownership_until: null, ...attribution },
            consent,
        },
        app,
    );
}

const emptyPage = { data: [], meta: { total: 0, perPage: 10, currentPage: 1, nextPage: null, previousPage: null, pageCount: 0 } };

function renderDrawer(answer: ApplicationDetail, timeline: TimelineEvent[] = [], interviews?: Promise<typeof emptyPage>) {
    const dataProvider = fakeJobs({
        applicationDetail: vi.fn(async () => answer),
        getTimeline: vi.fn(async () => timeline),
        resumeCompatibility: vi.fn(async () => null),
    });
    // The drawer's interviews and offer letters sections ask too: none here.
    Object.assign(dataProvider, { getInterviews: vi.fn(() => interviews ?? Promise.resolve(emptyPage)), offers: vi.fn(async () => emptyPage) });
    return render(
        <MemoryRouter>
            <AdminContext dataProvider={dataProvider as unknown as JobsDataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
                <ApplicationDetailDrawer applicationId="a1" onClose={() => undefined} />
            </AdminContext>
        </MemoryRouter>,
    );
}

const section = async (name: string) => (await screen.findByRole('heading', { name })).closest('section') as HTMLElement;

describe('application attribution', () => {
    beforeEach(() => {
        stubViewport(1440);
        signIn({ role_name: 'RECRUITER' });
    });
    afterEach(() => clearCookies());

    it('lists the source, medium, campaign, referring employee, vendor and partner the server names', async () => {
        renderDrawer(
            detail({
                source: 'LinkedIn',
                medium: 'social',
                campaign: 'spring',
                referred_by: { id: 'e1', name: 'Emma Employee' },
                vendor: { id: 'v1', name: 'Talent Partners' },
                partner: { id: 'p1', name: 'Jobs Hub' },
            }),
            [{ type: 'OFFER_DECLINED', at: '2026-03-12T10:00:00.000Z', actor: { id: 'u9', name: 'Chris Candidate' }, text: 'Chris Candidate declined the offer for Senior Backend Engineer: Relocating' }],
        );
        const attribution = within(await section('Where they came from'));
        for (const [label, value] of [
            ['Source', 'LinkedIn'],
            ['Medium', 'social'],
            ['Campaign', 'spring'],
            ['Referred by', 'Emma Employee'],
            ['Vendor', 'Talent Partners'],
            ['Partner site', 'Jobs Hub'],
        ]) {
            expect(attribution.getByText(label).nextElementSibling?.textContent).toBe(value);
        }
        expect(within(screen.getByTestId('timeline')).getByText(/Chris Candidate declined the offer for Senior Backend Engineer: Relocating/)).toBeTruthy();
    });

    it('shows the interviews loading until they arrive, then says there are none', async () => {
        const interviews = deferred<typeof emptyPage>();
        const none = { source: null, medium: null, campaign: null, referred_by: null, vendor: null, partner: null };
        renderDrawer(detail(none), [], interviews.promise);
        const list = within(await section('Interviews'));
        expect(list.getByRole('progressbar', { name: 'Loading interviews' })).toBeTruthy();
        interviews.resolve(emptyPage);
        expect(await list.findByText('No interviews yet')).toBeTruthy();
        expect(list.queryByRole('progressbar')).toBeNull();
    });

    it('lists only what was recorded, and says when nothing was', async () => {
        const { unmount } = renderDrawer(detail({ source: 'Careers page', medium: null, campaign: null, referred_by: null, vendor: null, partner: null }));
        const attribution = within(await section('Where they came from'));
        expect(attribution.getByText('Careers page')).toBeTruthy();
        expect(attribution.queryByText('Campaign')).toBeNull();
        unmount();
        renderDrawer(detail({ source: null, medium: null, campaign: null, referred_by: null, vendor: null, partner: null }));
        expect(within(await section('Where they came from')).getByText('Nothing recorded: the application was not made through a tracked link.')).toBeTruthy();
    });

    it('shows the privacy notice version the candidate accepted, when, and its text on demand; says so when none was given', async () => {
        const none = { source: null, medium: null, campaign: null, referred_by: null, vendor: null, partner: null };
        const { unmount } = renderDrawer(detail(none, { notice_version: 3, notice_text: 'Acme keeps your data for a year.', accepted_at: '2026-03-12T10:00:00.000Z' }));
        const consent = within(await section('Privacy consent'));
        expect(consent.getByText(/^Accepted privacy notice version 3 on /)).toBeTruthy();
        expect(consent.getByText('Show the text accepted').tagName).toBe('SUMMARY');
        expect(consent.getByText('Acme keeps your data for a year.')).toBeTruthy();
        unmount();
        renderDrawer(detail(none, null));
        expect(within(await section('Privacy consent')).getByText('No consent recorded: the candidate did not apply themselves.')).toBeTruthy();
    });

    it('shows the compatibility score as a figure, not a heading: the headings go from the h2 to its h3 sections (axe\'s heading-order)', async () => {
        renderDrawer(detail({ source: null, medium: null, campaign: null, referred_by: null, vendor: null, partner: null }));
        const compatibility = within(await section('Resume compatibility'));
        expect(compatibility.getByText('60%').tagName).toBe('P');
        const levels = screen.getAllByRole('heading').map(heading => Number(heading.tagName.slice(1)));
        expect(levels[0]).toBe(2);
        expect(levels.slice(1).filter(level => level !== 3)).toEqual([]);
    });
});

describe("the applicant's contact", () => {
    beforeEach(() => {
        stubViewport(1440);
        signIn({ role_name: 'RECRUITER' });
    });
    afterEach(() => clearCookies());

    const profileValue = (profile: HTMLElement, label: string) => within(profile).getByText(label).nextElementSibling as HTMLElement;
    const noSource = { source: null, medium: null, campaign: null, referred_by: null, vendor: null, partner: null };

    it('links the email to a mail and the phone to a call of its digits, the number never cut', async () => {
        const answer = detail(noSource);
        answer.candidate = { ...answer.candidate, email: 'asha.rao@example.test', phone: '+91 98765 43210' };
        renderDrawer(answer);
        const profile = await section('Profile');
        expect(within(profileValue(profile, 'Email')).getByRole('link', { name: 'asha.rao@example.test' }).getAttribute('href')).toBe('mailto:asha.rao@example.test');
        const phone = within(profileValue(profile, 'Phone')).getByRole('link', { name: '+91 98765 43210' });
        expect(phone.getAttribute('href')).toBe('tel:+919876543210');
        expect(getComputedStyle(phone).whiteSpace).toBe('nowrap');
    });

    it('shows a dash, not a link, when there is no phone', async () => {
        renderDrawer(detail(noSource));
        const profile = await section('Profile');
        expect(profileValue(profile, 'Phone').textContent).toBe('—');
        expect(within(profileValue(profile, 'Phone')).queryByRole('link')).toBeNull();
    });

    it('keeps the lines a note was written in, in the notes and in the timeline', async () => {
        const text = 'Strong on SQL.\nAsk about notice period.';
        const answer = { ...detail(noSource), notes: [{ id: 'n1', text, created_by: { id: 'u1', name: 'Asha Rao' }, created_at: '2026-03-02T10:00:00.000Z' }] };
        renderDrawer(answer, [{ type: 'NOTE', at: '2026-03-02T10:00:00.000Z', actor: { id: 'u1', name: 'Asha Rao' }, text }]);
        const note = await screen.findByTestId('note-text');
        expect(note.textContent).toBe(text);
        expect(getComputedStyle(note).whiteSpace).toBe('pre-line');
        const entry = (await screen.findByTestId('timeline')).querySelector('li') as HTMLElement;
        expect(entry.textContent).toContain(text);
        expect(getComputedStyle(entry).whiteSpace).toBe('pre-line');
    });
});
