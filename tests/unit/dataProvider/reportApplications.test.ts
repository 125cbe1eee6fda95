// @vitest-environment jsdom
/**
 * reportApplications (dataProvider/reports.ts) hands the drill-down what the API answers: the page
 * and its meta, and for a figure of interviews or offers the answer's `events` (what the figure
 * counted), which custom/reports/DrillDown.tsx words as "2 applications with 3 interviews".
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportsMethods } from '../../../dataProvider/reports';
import { clearAllCookies, jsonResponse, mockFetch, sentRequest } from './fetchMock';

beforeEach(() => clearAllCookies());
afterEach(() => vi.unstubAllGlobals());

const meta = { total: 2, perPage: 25, currentPage: 1, nextPage: null, previousPage: null, pageCount: 1 };
const row = { application_id: 'a1', job_id: 'j1', job_title: 'Backend Engineer', candidate_name: 'Asha Rao', stage_name: 'Interview', source: 'career_page', applied_at: '2026-11-13T10:00:00.000Z', events: 2 };

describe('reportApplications', () => {
    it("keeps the answer's events beside the page", async () => {
        const fetchMock = mockFetch(jsonResponse(200, { status: true, message: '', data: [row], meta, events: { kind: 'interviews', total: 3 } }));
        const page = await reportApplications({ period: 'last_30_days', outcome: 'interviewed' });
        expect(new URL(sentRequest(fetchMock).url, 'http://acme.localhost').pathname).toBe('/api/reports/applications');
        expect(page).toEqual({ data: [row], meta, events: { kind: 'interviews', total: 3 } });
    });

    it('answers no events for a drill of applications', async () => {
        mockFetch(jsonResponse(200, { status: true, message: '', data: [], meta: { ...meta, total: 0 } }));
        const page = await reportApplications({ period: 'last_30_days' });
        expect(page).toEqual({ data: [], meta: { ...meta, total: 0 } });
    });
});

const reportApplications = reportsMethods.reportApplications;
