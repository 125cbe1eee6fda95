/**
 * Calibration of an interviewer who has given no result yet: nothing to
 * measure, so every figure that divides or takes a median is null (the
 * console says "not enough data" instead of 0 h or 0 %).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
});
afterAll(() => t.close());

describe('interviewer calibration without results', () => {
    it('answers null turnaround and rates, and zero counts, for an interviewer with no submitted result', async () => {
        const response = await t.call(ACME, { method: 'GET', url: '/api/interviewers/calibration?search=marcus.webb', token: admin });
        expect(response.statusCode).toBe(200);
        const [marcus] = response.json().data;
        expect(marcus).toMatchObject({
            interviewer: { email: 'marcus.webb@acme.example' },
            interviews_done: 0,
            no_shows: 0,
            feedback_turnaround_hours: null,
            pass_rate: null,
            agreement_sample: 0,
            agreement_rate: null,
        });
    });
});
