import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login(ACME, 'admin@acme.example');
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

const getProfile = (host = ACME, token = admin) => t.call(host, { method: 'GET', url: '/api/get-company-profile', token });

describe('company profile', () => {
    it('reads the workspace profile', async () => {
        const response = await getProfile();
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toMatchObject({ company_name: 'Acme Talent Partners', theme_color: '#00bbb6', is_recruit_agency: true, version: 1 });
    });

    it('updates with the spec message, bumps the version and refuses a stale one', async () => {
        const { version } = (await getProfile()).json().data;
        const response = await t.call(ACME, {
            method: 'POST',
            url: '/api/update-company-profile',
            token: admin,
            payload: { company_name: 'Acme Talent', brand_name: 'Acme Careers', theme_color: '#112233', website: 'https://acme.example', industry: 'Staffing', version },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().message).toBe('Profile updated successfully!');
        expect(response.json().data).toMatchObject({ company_name: 'Acme Talent', brand_name: 'Acme Careers', version: version + 1 });
        const check = await t.call(ACME, { method: 'GET', url: '/api/check-workspace?workspace=http://acme.localhost' });
        expect(check.json().companyDetails).toMatchObject({ brand_name: 'Acme Careers', theme_color: '#112233' });

        const stale = await t.call(ACME, { method: 'POST', url: '/api/update-company-profile', token: admin, payload: { industry: 'Other', version } });
        expect(stale.statusCode).toBe(409);
        expect((await getProfile()).json().data.industry).toBe('Staffing');
    });

    it('refuses bad input naming the field and writes nothing', async () => {
        const before = (await getProfile()).json().data;
        const response = await t.call(ACME, {
            method: 'POST',
            url: '/api/update-company-profile',
            token: admin,
            payload: { theme_color: 'teal', contact_email: 'not-an-email', version: before.version },
        });
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().errors)).toEqual(expect.arrayContaining(['theme_color', 'contact_email']));
        expect((await getProfile()).json().data).toEqual(before);
    });

    it('sets the time zone interviews are shown in, and refuses one the runtime does not know', async () => {
        const before = (await getProfile()).json().data;
        const unknown = await t.call(ACME, { method: 'POST', url: '/api/update-company-profile', token: admin, payload: { time_zone: 'Mars/Olympus_Mons', version: before.version } });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().errors).toEqual({ time_zone: 'Choose a time zone from the list, such as Asia/Kolkata or Europe/London.' });
        expect((await getProfile()).json().data).toEqual(before);

        const set = await t.call(ACME, { method: 'POST', url: '/api/update-company-profile', token: admin, payload: { time_zone: 'Asia/Kolkata', version: before.version } });
        expect(set.statusCode).toBe(200);
        expect(set.json().data).toMatchObject({ time_zone: 'Asia/Kolkata', company_name: before.company_name });
        const check = await t.call(ACME, { method: 'GET', url: '/api/check-workspace?workspace=http://acme.localhost' });
        expect(check.json().companyDetails.time_zone).toBe('Asia/Kolkata');
    });

    it('needs COMPANY-PROFILE permission and keeps the session on 403', async () => {
        const recruiter = await t.login(ACME, 'recruiter@acme.example');
        expect((await getProfile(ACME, recruiter)).statusCode).toBe(403);
        expect((await t.call(ACME, { method: 'GET', url: '/api/me', token: recruiter })).statusCode).toBe(200);
    });

    it('stores a logo checked by content and serves it publicly by its generated name', async () => {
        const upload = await t.call(ACME, { method: 'POST', url: '/api/company-profile/logo', token: admin, ...multipart(PNG, 'logo.png') });
        expect(upload.statusCode).toBe(200);
        const name: string = upload.json().data.company_profile_image;
        expect(name).toMatch(/^[0-9a-f-]{36}\.png$/);

        const image = await t.call(ACME, { method: 'GET', url: `/api/files/public/${name}` });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/png');
        expect(image.rawPayload.equals(PNG)).toBe(true);
        // Another workspace's host does not serve it.
        expect((await t.call(GLOBEX, { method: 'GET', url: `/api/files/public/${name}` })).statusCode).toBe(404);
        expect((await t.call(ACME, { method: 'GET', url: '/api/files/public/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    });

    it('refuses a file that is not an image whatever its name says', async () => {
        const before = (await getProfile()).json().data.company_profile_image;
        const upload = await t.call(ACME, { method: 'POST', url: '/api/company-profile/logo', token: admin, ...multipart(Buffer.from('<svg onload="alert(1)"/>'), 'logo.png') });
        expect(upload.statusCode).toBe(400);
        expect(upload.json().errors.file).toBe('The logo must be PNG, JPG, GIF, WEBP or ICO.');
        expect((await getProfile()).json().data.company_profile_image).toBe(before);
    });

    it('keeps globex’s profile out of acme’s reach', async () => {
        const globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
        const globex = (await getProfile(GLOBEX, globexAdmin)).json().data;
        expect(globex.company_name).toBe('Globex Corporation');
        expect((await getProfile(GLOBEX, admin)).statusCode).toBe(401);
    });
});
