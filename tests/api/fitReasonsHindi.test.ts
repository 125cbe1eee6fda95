/**
 * The applicant drawer's fit reasons (server/lib/compatibility.ts) in the request's language
 * (docs/decisions.md, "Hindi"): application-detail and resume-compatibility compose them from
 * hi.server.json's `composed` templates for a Hindi request, skill names as the job writes them,
 * and word for word as always in English. The score and the skill lists do not depend on it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';
import { addApplicant, createJob } from './jobsSupport.js';
import { ENGLISH, HINDI } from './languageSupport.js';

let t: TestApp;
let recruiter: string;
let admin: string;
beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
    recruiter = await t.login(ACME, 'recruiter@acme.example');
});
afterAll(() => t.close());


interface Fit {
    score: number;
    matched_skills: string[];
    missing_skills: string[];
    reasons: string[];
}

let seq = 0;
/** A new job and one applicant to it: the application's id. */
async function applicant(job: Record<string, unknown>, candidate: Record<string, unknown>): Promise<string> {
    const jobId = (await createJob(t, ACME, admin, { title: `Fit job ${++seq}`, ...job })).id;
    const added = await addApplicant(t, ACME, recruiter, jobId, { first_name: 'Fit', last_name: `Person${seq}`, email: `fit.${seq}@reasons.example`, ...candidate });
    expect(added.statusCode, added.body).toBe(200);
    return added.json().data.id as string;
}

/** The reasons of both routes in `language`; they must agree. */
async function fit(applicationId: string, language: string): Promise<Fit> {
    const headers = { 'accept-language': language };
    const own = await t.call(ACME, { method: 'GET', url: `/api/${applicationId}/resume-compatibility`, token: recruiter, headers });
    const detail = await t.call(ACME, { method: 'GET', url: `/api/${applicationId}/application-detail`, token: recruiter, headers });
    expect(own.statusCode, own.body).toBe(200);
    expect(detail.json().data.compatibility).toEqual(own.json().data);
    return own.json().data as Fit;
}

describe('fit reasons', () => {
    it('in Hindi for a Hindi request, word for word in English otherwise, with the same score and skills', async () => {
        const id = await applicant({ skills: ['TypeScript', 'React', 'SQL', 'Docker'], min_experience: 3, max_experience: 6 }, { experience_years: 4, skills: ['typescript', 'SQL', 'Excel'] });
        const english = await fit(id, ENGLISH);
        expect(english).toEqual({
            score: 65,
            matched_skills: ['TypeScript', 'SQL'],
            missing_skills: ['React', 'Docker'],
            reasons: ['Has 2 of the 4 skills asked: TypeScript, SQL.', 'Missing: React, Docker.', '4 years of experience, within the 3–6 years asked.'],
        });
        expect(await fit(id, HINDI)).toEqual({
            ...english,
            reasons: ['नौकरी के 4 कौशल में से 2 मौजूद: TypeScript, SQL।', 'मौजूद नहीं: React, Docker।', '4 वर्ष का अनुभव, माँगे गए 3–6 वर्ष के भीतर।'],
        });
    });

    it('says so when no skill matches, below and above the range, and with one skill or one year', async () => {
        const none = await applicant({ skills: ['Go'], min_experience: 3, max_experience: 6 }, { experience_years: 1, skills: ['Excel'] });
        expect((await fit(none, ENGLISH)).reasons).toEqual(['Has 0 of the 1 skill asked.', 'Missing: Go.', '1 year of experience, below the 3–6 years asked.']);
        expect((await fit(none, HINDI)).reasons).toEqual(['नौकरी के 1 कौशल में से कोई मौजूद नहीं।', 'मौजूद नहीं: Go।', '1 वर्ष का अनुभव, माँगे गए 3–6 वर्ष से कम।']);

        const above = await applicant({ skills: ['Go', 'Rust'], min_experience: 1, max_experience: 2 }, { experience_years: 9, skills: ['go', 'rust'] });
        expect((await fit(above, ENGLISH)).reasons).toEqual(['Has 2 of the 2 skills asked: Go, Rust.', '9 years of experience, above the 1–2 years asked.']);
        expect((await fit(above, HINDI)).reasons).toEqual(['नौकरी के 2 कौशल में से 2 मौजूद: Go, Rust।', '9 वर्ष का अनुभव, माँगे गए 1–2 वर्ष से अधिक।']);
    });

    it('for a job with no skills and a candidate of unknown experience', async () => {
        const id = await applicant({ skills: [], min_experience: 0, max_experience: 5 }, {});
        const english = await fit(id, ENGLISH);
        expect(english.reasons).toEqual(['The job lists no skills.', 'Experience unknown (0–5 years asked).']);
        expect(english.score).toBe(85);
        expect((await fit(id, HINDI)).reasons).toEqual(['नौकरी में कोई कौशल नहीं दिया गया है।', 'अनुभव अज्ञात (माँगा गया: 0–5 वर्ष)।']);
    });
});
