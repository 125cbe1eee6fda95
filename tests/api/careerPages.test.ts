/**
 * The career page as the server renders it (docs/api-career.md): a job's share
 * URL carries its title, description, Open Graph and Twitter tags and schema.org
 * JobPosting JSON-LD, all escaped; a job not on the career page is a 404 with
 * the console's HTML; robots.txt and the sitemap; white-label partner sites get
 * CORS on the career API and frame-ancestors on the pages, and the embed script.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, createTestApp, GLOBEX, type TestApp } from '../helpers/testApp.js';
import { createJob } from './jobsSupport.js';

/** The console's index.html as Vite writes it: a hashed entry script and the head index.html has in the repository. */
const BUILT_INDEX = `<!doctype html>
<html lang="en">
    <head>
        <meta charset="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="description" content="Sign in to your company's applicant tracking system, or browse its open jobs." />
        <link rel="icon" href="data:," />
        <title>ATS</title>
        <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    </head>
    <body>
        <noscript>This console needs JavaScript.</noscript>
        <div id="root"></div>
    </body>
</html>
`;

let t: TestApp;
let consoleDir: string;
let admin: string;
let globexAdmin: string;
const ids: Record<string, string> = {};
const PARTNER = 'https://jobs.partner.example';
const OTHER_PARTNER = 'https://careers.otherpartner.example';

/** The content of <meta {attr}="{key}" content="..."> in `html`, unescaped, or undefined. */
function metaOf(html: string, attr: 'name' | 'property', key: string): string | undefined {
    const match = new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, c => `\\${c}`)}" content="([^"]*)"`).exec(html);
    return match ? unescapeHtml(match[1]) : undefined;
}
const unescapeHtml = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);
function jsonLdOf(html: string): Record<string, unknown>[] {
    return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(m => JSON.parse(m[1]) as Record<string, unknown>);
}
const page = (url: string, host = ACME, headers: Record<string, string> = {}) => t.call(host, { method: 'GET', url, headers });

beforeAll(async () => {
    consoleDir = mkdtempSync(join(tmpdir(), 'ats-console-'));
    writeFileSync(join(consoleDir, 'index.html'), BUILT_INDEX);
    t = await createTestApp({ consoleDir });
    admin = await t.login(ACME, 'admin@acme.example');
    globexAdmin = await t.login(GLOBEX, 'admin@globex.example');
    const career = { show_on_career_page: true, job_type: 'OPEN' };
    ids.job = (
        await createJob(t, ACME, admin, {
            ...career,
            title: 'Chief "Happiness" </script><script>alert(1)</script> Officer',
            description: '<p>Keep everyone <b>smiling</b> &amp; fed. Lines\u2028apart.</p>',
            job_locations: ['Pune', 'Remote'],
            employment_type: 'CONTRACT',
            min_experience: 3,
            max_experience: 6,
            salary_min: 500_000,
            salary_max: 900_000,
            currency: 'INR',
            posted_date: '2026-01-05',
            job_deadline: '2099-06-30',
        })
    ).id;
    ids.noSalary = (await createJob(t, ACME, admin, { ...career, title: 'Quiet Pay Analyst', job_locations: ['Mumbai'] })).id;
    ids.closed = (await createJob(t, ACME, admin, { ...career, title: 'Closed Role', job_type: 'CLOSED' })).id;
    ids.unpublished = (await createJob(t, ACME, admin, { title: 'Hidden Role', job_type: 'OPEN' })).id;
    ids.globex = (await createJob(t, GLOBEX, globexAdmin, { ...career, title: 'Globex Role' })).id;
    const partner = async (body: Record<string, unknown>) => {
        const response = await t.call(ACME, { method: 'POST', url: '/api/partner-site', token: admin, payload: body });
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data as { id: string; version: number };
    };
    ids.partner = (await partner({ name: 'Jobs Partner', origin: PARTNER, brand_color: '#aa3300' })).id;
    const other = await partner({ name: 'Old Partner', origin: OTHER_PARTNER });
    ids.inactivePartner = other.id;
    const off = await t.call(ACME, { method: 'PATCH', url: `/api/partner-site/${other.id}/status`, token: admin, payload: { status: 'INACTIVE', version: other.version } });
    expect(off.statusCode, off.body).toBe(200);
});
afterAll(async () => {
    await t.close();
    rmSync(consoleDir, { recursive: true, force: true });
});

describe("a job's share URL", () => {
    it("answers the console's HTML with the job's title, description, canonical link, Open Graph and Twitter tags", async () => {
        const response = await page(`/careerPage/job/${ids.job}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        const html = response.body;
        // Still the console: its script loads and renders the page.
        expect(html).toContain('<script type="module" crossorigin src="/assets/index-AbC123.js"></script>');
        expect(html).toContain('<html lang="en">');
        const title = 'Chief "Happiness" </script><script>alert(1)</script> Officer';
        expect(html).toContain(`<title>Chief &quot;Happiness&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; Officer at Acme Talent Partners | Acme Talent Partners ATS</title>`);
        expect(html.match(/<title>/g)).toHaveLength(1);
        expect(html.match(/<meta name="description"/g)).toHaveLength(1);
        // The title's markup is text everywhere: the only script elements are the console's, the JSON-LD
        // and the page's boot data (tests/api/pageBootData.test.ts).
        expect(html.match(/<script/g)).toHaveLength(3);
        const url = `http://${ACME}/careerPage/job/${ids.job}`;
        expect(metaOf(html, 'name', 'description')).toMatch(/^Chief "Happiness" .* at Acme Talent Partners in Pune, Remote, 3 to 6 years of experience\. Keep everyone smiling & fed\./);
        expect(metaOf(html, 'name', 'description')!.length).toBeLessThanOrEqual(160);
        expect(html).toContain(`<link rel="canonical" href="${url}" />`);
        expect(metaOf(html, 'property', 'og:title')).toBe(`${title} at Acme Talent Partners | Acme Talent Partners ATS`);
        expect(metaOf(html, 'property', 'og:description')).toBe(metaOf(html, 'name', 'description'));
        expect(metaOf(html, 'property', 'og:type')).toBe('article');
        expect(metaOf(html, 'property', 'og:url')).toBe(url);
        expect(metaOf(html, 'property', 'og:site_name')).toBe('Acme Talent Partners ATS');
        expect(metaOf(html, 'name', 'twitter:card')).toBe('summary');
        expect(metaOf(html, 'name', 'twitter:title')).toBe(metaOf(html, 'property', 'og:title'));
        // No logo uploaded: no image tags.
        expect(metaOf(html, 'property', 'og:image')).toBeUndefined();
    });

    it('carries schema.org JobPosting JSON-LD that parses, with the salary it publishes', async () => {
        const html = (await page(`/careerPage/job/${ids.job}`)).body;
        const [posting, ...more] = jsonLdOf(html);
        expect(more).toHaveLength(0);
        expect(posting).toMatchObject({
            '@context': 'https://schema.org/',
            '@type': 'JobPosting',
            title: 'Chief "Happiness" </script><script>alert(1)</script> Officer',
            datePosted: '2026-01-05',
            validThrough: '2099-06-30T23:59:59',
            employmentType: 'CONTRACTOR',
            hiringOrganization: { '@type': 'Organization', name: 'Acme Talent Partners' },
            jobLocation: [{ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Pune' } }],
            jobLocationType: 'TELECOMMUTE',
            directApply: true,
            baseSalary: { '@type': 'MonetaryAmount', currency: 'INR', value: { '@type': 'QuantitativeValue', minValue: 500_000, maxValue: 900_000, unitText: 'YEAR' } },
        });
        expect(posting.description).toContain('<b>smiling</b>');
        // Inside the script element, "<" and the line separators are \u escapes: nothing can close it early.
        const raw = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1];
        expect(raw).not.toMatch(/[<>\u2028]/);
        expect(raw).toContain('\\u003c/script\\u003e');
    });

    it('leaves baseSalary out when the job publishes no salary', async () => {
        const [posting] = jsonLdOf((await page(`/careerPage/job/${ids.noSalary}`)).body);
        expect(posting.title).toBe('Quiet Pay Analyst');
        expect(posting).not.toHaveProperty('baseSalary');
        expect(posting).not.toHaveProperty('validThrough');
    });

    it('uses the company logo as og:image when one is set (the profile-image rule makes it absolute)', async () => {
        const { db } = t.database;
        const { withSystem } = await import('../../server/db/scope.js');
        const { sql } = await import('kysely');
        await withSystem(db, tx => sql`update workspaces set company_profile_image = 'acme-logo.png' where host = ${GLOBEX}`.execute(tx));
        await withSystem(db, tx => sql`update cache_epoch set epoch = epoch + 1`.execute(tx));
        const html = (await page(`/careerPage/job/${ids.globex}`, GLOBEX)).body;
        expect(metaOf(html, 'property', 'og:image')).toBe(`http://${GLOBEX}/api/files/public/acme-logo.png`);
        expect(metaOf(html, 'name', 'twitter:image')).toBe(`http://${GLOBEX}/api/files/public/acme-logo.png`);
        expect(metaOf(html, 'property', 'og:title')).toBe('Globex Role at Globex Corporation | Globex Careers ATS');
        expect(jsonLdOf(html)[0]).toMatchObject({ hiringOrganization: { name: 'Globex Corporation', logo: `http://${GLOBEX}/api/files/public/acme-logo.png` } });
    });

    it("answers 404 with the console's HTML, marked noindex and without JSON-LD, for a closed, unpublished, other workspace's or unknown job", async () => {
        for (const [label, url] of [
            ['closed', `/careerPage/job/${ids.closed}`],
            ['unpublished', `/careerPage/job/${ids.unpublished}`],
            ["globex's", `/careerPage/job/${ids.globex}`],
            ['unknown', '/careerPage/job/00000000-0000-4000-8000-000000000000'],
            ['not an id', '/careerPage/job/not-a-job'],
        ] as const) {
            const response = await page(url);
            expect(response.statusCode, label).toBe(404);
            expect(response.headers['content-type'], label).toMatch(/^text\/html/);
            expect(response.body, label).toContain('/assets/index-AbC123.js');
            expect(metaOf(response.body, 'name', 'robots'), label).toBe('noindex');
            expect(jsonLdOf(response.body), label).toEqual([]);
            expect(response.body, label).not.toMatch(/Closed Role|Hidden Role|Globex Role/);
        }
    });

    it('is compressed when the client accepts it, as the console is', async () => {
        const response = await page(`/careerPage/job/${ids.job}`, ACME, { 'accept-encoding': 'gzip, deflate, br' });
        expect(response.headers['content-encoding']).toBe('br');
        expect(response.headers.vary).toMatch(/Accept-Encoding/);
        expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toContain('JobPosting');
    });
});

describe('the career page, robots.txt and the sitemap', () => {
    it('gives /careerPage its own title, description, canonical link and Open Graph tags', async () => {
        const response = await page('/careerPage?utm_source=LinkedIn');
        expect(response.statusCode).toBe(200);
        const html = response.body;
        expect(html).toContain('<title>Careers at Acme Talent Partners | Acme Talent Partners ATS</title>');
        expect(metaOf(html, 'name', 'description')).toMatch(/^Open jobs at Acme Talent Partners: \d+ open jobs\./);
        expect(html).toContain(`<link rel="canonical" href="http://${ACME}/careerPage" />`);
        expect(metaOf(html, 'property', 'og:type')).toBe('website');
        expect(metaOf(html, 'name', 'robots')).toBeUndefined();
    });

    it('serves robots.txt that allows the career page and names the sitemap', async () => {
        const response = await page('/robots.txt');
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/plain/);
        expect(response.body).toMatch(/^User-agent: \*$/m);
        expect(response.body).toMatch(/^Disallow: \/api\/$/m);
        expect(response.body).not.toMatch(/^Disallow: \/careerPage/m);
        // The sign-in page stays crawlable (a blocked page fails Lighthouse's SEO check).
        expect(response.body).not.toMatch(/^Disallow: \/corporate$/m);
        expect(response.body).toMatch(/^Disallow: \/corporate\/$/m);
        expect(response.body).toContain(`Sitemap: http://${ACME}/sitemap.xml`);
    });

    it("lists the career page and this workspace's listed jobs in the sitemap, and nothing else", async () => {
        const response = await page('/sitemap.xml');
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^application\/xml/);
        const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map(m => m[1]);
        expect(locs[0]).toBe(`http://${ACME}/careerPage`);
        expect(locs).toContain(`http://${ACME}/careerPage/job/${ids.job}`);
        expect(locs).toContain(`http://${ACME}/careerPage/job/${ids.noSalary}`);
        for (const hidden of [ids.closed, ids.unpublished, ids.globex]) expect(locs.some(l => l.endsWith(hidden))).toBe(false);
    });
});

describe('white-label partner sites', () => {
    it("answers CORS only for an active partner's origin, echoing it, with Vary: Origin", async () => {
        const allowed = await page('/api/career/jobs', ACME, { origin: PARTNER });
        expect(allowed.statusCode).toBe(200);
        expect(allowed.headers['access-control-allow-origin']).toBe(PARTNER);
        expect(allowed.headers.vary).toMatch(/Origin/);
        for (const origin of [OTHER_PARTNER, 'https://evil.example', 'null', `${PARTNER}.evil.example`]) {
            const refused = await page('/api/career/jobs', ACME, { origin });
            expect(refused.statusCode, origin).toBe(200);
            expect(refused.headers['access-control-allow-origin'], origin).toBeUndefined();
            expect(refused.headers.vary, origin).toMatch(/Origin/);
        }
        // Another workspace's partner is no partner here.
        const onGlobex = await page('/api/career/jobs', GLOBEX, { origin: PARTNER });
        expect(onGlobex.headers['access-control-allow-origin']).toBeUndefined();
        // A 404 carries it too, so the partner's page can read the answer.
        const missing = await page(`/api/career/jobs/${ids.closed}`, ACME, { origin: PARTNER });
        expect(missing.statusCode).toBe(404);
        expect(missing.headers['access-control-allow-origin']).toBe(PARTNER);
    });

    it("lets the career page be framed by itself and active partners only (frame-ancestors), with no X-Frame-Options", async () => {
        for (const url of ['/careerPage?embed=1', `/careerPage/job/${ids.job}`]) {
            const response = await page(url);
            const csp = String(response.headers['content-security-policy']);
            expect(csp, url).toMatch(new RegExp(`frame-ancestors 'self' ${PARTNER.replace(/[.]/g, '\\.')}(;|$)`));
            expect(csp, url).not.toContain(OTHER_PARTNER);
            expect(csp, url).toContain("default-src 'self'");
            expect(response.headers['x-frame-options'], url).toBeUndefined();
        }
        // Globex has no partners: itself only. The rest of the console keeps the app's policy.
        expect(String((await page('/careerPage', GLOBEX)).headers['content-security-policy'])).toMatch(/frame-ancestors 'self'(;|$)/);
        const signIn = await page('/corporate-login');
        expect(String(signIn.headers['content-security-policy'])).toMatch(/frame-ancestors 'self'(;|$)/);
        expect(signIn.headers['x-frame-options']).toBe('SAMEORIGIN');
    });

    it("answers an active partner's name and colour for the embed mode, and 404 for an inactive or unknown one", async () => {
        const shown = await page(`/api/career/partners/${ids.partner}`);
        expect(shown.statusCode).toBe(200);
        expect(shown.json().data).toEqual({ id: ids.partner, name: 'Jobs Partner', brand_color: '#aa3300' });
        expect((await page(`/api/career/partners/${ids.inactivePartner}`)).statusCode).toBe(404);
        expect((await page(`/api/career/partners/${ids.partner}`, GLOBEX)).statusCode).toBe(404);
    });

    it('serves the embed script, which frames the career page in embed mode with the partner as the source', async () => {
        const response = await page(`/embed/jobs.js?partner=${ids.partner}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/javascript/);
        // The partner's page loads it from its own origin.
        expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
        const config = /var config = (\{.*\});/.exec(response.body)![1];
        const { src, origin, title } = JSON.parse(config) as { src: string; origin: string; title: string };
        expect(origin).toBe(`http://${ACME}`);
        expect(title).toBe('Jobs at Acme Talent Partners');
        const url = new URL(src);
        expect(url.pathname).toBe('/careerPage');
        expect(Object.fromEntries(url.searchParams)).toEqual({ embed: '1', partner: ids.partner, utm_source: 'Jobs Partner', utm_medium: 'partner_site' });
        for (const partner of [ids.inactivePartner, 'nope', '']) {
            expect((await page(`/embed/jobs.js?partner=${partner}`)).statusCode, partner).toBe(404);
        }
    });

    it('keeps partner origins to https (http on localhost only), validated by the resource', async () => {
        for (const origin of ['http://jobs.partner.example', 'https://jobs.partner.example/path', 'javascript:alert(1)', 'https://a.example:99999x']) {
            const response = await t.call(ACME, { method: 'POST', url: '/api/partner-site', token: admin, payload: { name: `Bad ${origin}`, origin } });
            expect(response.statusCode, origin).toBe(400);
            expect(Object.keys(response.json().errors), origin).toContain('origin');
        }
        const local = await t.call(ACME, { method: 'POST', url: '/api/partner-site', token: admin, payload: { name: 'Local partner', origin: 'http://partner.localhost:5174' } });
        expect(local.statusCode, local.body).toBe(200);
    });
});
