/**
 * The interviewer's profile image upload (docs/api-interviews.md, "Profile
 * image"): checked by content, at most 2 MB, stored in the public image area
 * and named in profile_image, so SPEC.md's profile-image rule serves it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { userId } from './jobsSupport.js';

let t: TestApp;
let interviewer: string;
let interviewerId: string;
let admin: string;
let recruiter: string;

beforeAll(async () => {
    t = await createTestApp();
    interviewer = await t.login(ACME, 'interviewer@acme.example');
    admin = await t.login(ACME, 'admin@acme.example');
    recruiter = await t.login(ACME, 'recruiter@acme.example');
    interviewerId = await userId(t, ACME, interviewer);
});
afterAll(() => t.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2e5f3a10000000049454e44ae426082', 'hex');

function multipart(file: Buffer, filename: string) {
    const boundary = '----ats-test-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    return {
        payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
}

const upload = (file: Buffer, token = interviewer, filename = 'me.png') => t.call(ACME, { method: 'POST', url: '/api/interviewer/profile-image', token, ...multipart(file, filename) });
const profile = async () => (await t.call(ACME, { method: 'GET', url: `/api/interviewer/get-interviewer-detail/${interviewerId}`, token: interviewer })).json().data as { profile_image: string | null; version: number };

describe('interviewer profile image', () => {
    it('stores an image checked by content, names it in profile_image and serves it on the public image path', async () => {
        const before = await profile();
        const response = await upload(PNG);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body.status).toBe(true);
        const name: string = body.data.profile_image;
        expect(name).toMatch(/^[0-9a-f-]{36}\.png$/);
        expect(body.data.version).toBe(before.version + 1);
        expect((await profile()).profile_image).toBe(name);

        // The name has neither 'https' nor '.com': the rule prepends /api/files/public/.
        const image = await t.call(ACME, { method: 'GET', url: `/api/files/public/${name}` });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/png');
        expect(image.rawPayload.equals(PNG)).toBe(true);
        expect((await t.call(GLOBEX, { method: 'GET', url: `/api/files/public/${name}` })).statusCode).toBe(404);
    });

    it('refuses a file that is not an image whatever its name says, naming file, with nothing changed', async () => {
        const before = await profile();
        const response = await upload(Buffer.from('<svg onload="alert(1)"/>'), interviewer, 'me.png');
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ status: false, errors: { file: 'The profile image must be PNG, JPG, GIF or WEBP.' } });
        expect(await profile()).toEqual(before);
    });

    it('refuses a file over 2 MB and a request without a file, naming file', async () => {
        const before = await profile();
        const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
        const tooLarge = await upload(big);
        expect(tooLarge.statusCode).toBe(413);
        expect(tooLarge.json().errors.file).toBe('The file is larger than 2 MB.');
        const none = await t.call(ACME, { method: 'POST', url: '/api/interviewer/profile-image', token: interviewer });
        expect(none.statusCode).toBe(400);
        expect(none.json().errors.file).toBeTruthy();
        expect(await profile()).toEqual(before);
    });

    it('is for interviewers only: the admin and a recruiter are refused', async () => {
        expect((await upload(PNG, admin)).statusCode).toBe(403);
        expect((await upload(PNG, recruiter)).statusCode).toBe(403);
        expect((await t.call(ACME, { method: 'POST', url: '/api/interviewer/profile-image', ...multipart(PNG, 'me.png') })).statusCode).toBe(401);
    });
});
