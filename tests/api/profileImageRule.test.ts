/**
 * What a portal profile's picture may hold (config/contracts/common.ts PROFILE_IMAGE_PATTERN, the
 * contract the interviewer's, the vendor's and the employee's update share): a stored file's
 * name or an https link, else a 400 naming profile_image and nothing written; and what their
 * picture uploads take (PNG, JPG, GIF or WEBP, as the pages' pickers and hints say; ICO stays the
 * company logo's). The demo data meets the rule.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_PATTERN } from '../../config/contracts/common.js';
import { ACME, createTestApp, type TestApp } from '../helpers/testApp.js';
import { multipart, userId } from './jobsSupport.js';

let t: TestApp;
let interviewer: string;
let vendor: string;
let employee: string;
let interviewerId: string;

beforeAll(async () => {
    t = await createTestApp();
    interviewer = await t.login(ACME, 'interviewer@acme.example');
    vendor = await t.login(ACME, 'vendor@acme.example', 'vendor');
    employee = await t.login(ACME, 'employee@acme.example', 'employee');
    interviewerId = await userId(t, ACME, interviewer);
});
afterAll(() => t.close());

interface Portal {
    name: string;
    token: () => string;
    read: { method: 'GET'; url: () => string };
    write: { method: 'PATCH' | 'PUT'; url: string };
    upload: string;
}

const portals: Portal[] = [
    { name: 'interviewer', token: () => interviewer, read: { method: 'GET', url: () => `/api/interviewer/get-interviewer-detail/${interviewerId}` }, write: { method: 'PATCH', url: '/api/interviewer/edit-interviewer' }, upload: '/api/interviewer/profile-image' },
    { name: 'vendor', token: () => vendor, read: { method: 'GET', url: () => '/api/vendor/profile' }, write: { method: 'PUT', url: '/api/vendor/profile' }, upload: '/api/vendor/profile-image' },
    { name: 'employee', token: () => employee, read: { method: 'GET', url: () => '/api/employee/profile' }, write: { method: 'PUT', url: '/api/employee/profile' }, upload: '/api/employee/profile-image' },
];

const read = async (portal: Portal) => (await t.call(ACME, { method: portal.read.method, url: portal.read.url(), token: portal.token() })).json().data as { profile_image: string | null; version: number };
const write = (portal: Portal, payload: object) => t.call(ACME, { method: portal.write.method, url: portal.write.url, token: portal.token(), payload });

// An ICO's header (reserved 0, type 1), which the company's logo and favicon take.
const ICO = Buffer.from('00000100010010100000010020006804000016000000', 'hex');

describe.each(portals.map(portal => [portal.name, portal] as const))("the %s's own profile picture", (_name, portal) => {
    it('refuses what is neither a stored file name nor an https link, naming profile_image, nothing written', async () => {
        const before = await read(portal);
        for (const refused of ['not a url', 'http://evil.example/x y.png', 'http://cdn.example/me.png', 'javascript:alert(1)', 'notaurl', '../secret.png']) {
            const answer = await write(portal, { version: before.version, profile_image: refused });
            expect(answer.statusCode, refused).toBe(400);
            expect(answer.json().errors?.profile_image, refused).toBe('profile_image must be a stored file name (such as photo.png) or a link starting with https://');
        }
        expect(await read(portal)).toEqual(before);
    });

    it('keeps a stored file name, an https link, and null (no picture)', async () => {
        let version = (await read(portal)).version;
        for (const kept of ['0b9f1c52-3f4e-4c1a-9a57-1d2f3e4a5b6c.png', 'me.png', 'https://cdn.example/people/me.png?size=64', null]) {
            const answer = await write(portal, { version, profile_image: kept });
            expect(answer.statusCode, String(kept)).toBe(200);
            expect(answer.json().data.profile_image).toBe(kept);
            version = answer.json().data.version;
        }
    });

    it('refuses an ICO upload in the words of the picker (PNG, JPG, GIF or WEBP), nothing written', async () => {
        const before = await read(portal);
        const answer = await t.call(ACME, { method: 'POST', url: portal.upload, token: portal.token(), ...multipart([['file', 'me.ico', ICO]]) });
        expect(answer.statusCode).toBe(400);
        expect(answer.json().errors).toEqual({ file: 'The profile image must be PNG, JPG, GIF or WEBP.' });
        expect(await read(portal)).toEqual(before);
    });
});

describe('the demo data', () => {
    it("holds no user's picture the rule would refuse", async () => {
        const pictures = await sql<{ profile_image: string }>`select profile_image from users where profile_image is not null`.execute(t.database.db);
        const pattern = new RegExp(PROFILE_IMAGE_PATTERN, 'u');
        expect(pictures.rows.map(row => row.profile_image).filter(value => !pattern.test(value))).toEqual([]);
    });
});
