/** The career page's pure pieces: escaping, the head tags, plain text of a description, the workspace's day, partner origins. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PARTNER_COLOR_PATTERN, PARTNER_ORIGIN_PATTERN } from '../../../config/contracts/career.js';
import type { CareerJobDetail } from '../../../config/contracts/career.js';
import type { Workspace } from '../../../server/db/schema.js';
import { clip, escapeHtml, jobPageHead, jsonForScript, renderPage, type PageHead } from '../../../server/lib/careerHtml.js';
import { workspaceToday } from '../../../server/lib/careerJobs.js';
import { normaliseOrigin } from '../../../server/lib/careerPartners.js';

const head: PageHead = { title: 'A & B <c>', description: 'Say "hi"', canonical: 'https://x.example/careerPage', siteName: 'X ATS', ogType: 'website', image: null };

describe('escaping', () => {
    it('escapes the five HTML characters', () => {
        expect(escapeHtml(`<a href="x">Tom's & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom&#39;s &amp; Jerry&#39;s&lt;/a&gt;');
    });

    it('writes JSON that cannot end a script element and reads back the same', () => {
        const value = { title: '</script><!-- & \u2028 \u2029 >' };
        const text = jsonForScript(value);
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(value);
    });

    it('clips at a word with an ellipsis, and leaves short text alone', () => {
        expect(clip('short', 10)).toBe('short');
        const cut = clip('one two three four five six seven', 16);
        expect(cut).toBe('one two three…');
        expect(cut.length).toBeLessThanOrEqual(16);
    });
});

describe('renderPage', () => {
    const index = '<html lang="en"><head><meta name="description" content="old" /><title>ATS</title></head><body></body></html>';

    it('replaces the title and description once and adds the tags before </head>', () => {
        const html = renderPage(index, head);
        expect(html).toContain('<title>A &amp; B &lt;c&gt;</title>');
        expect(html).toContain('<meta name="description" content="Say &quot;hi&quot;" />');
        expect(html).not.toContain('content="old"');
        expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
        expect(html).not.toContain('og:image');
    });

    it('adds a title and description to an index.html without them', () => {
        const html = renderPage('<html><head></head><body></body></html>', { ...head, title: '$& $1' });
        // Replacement patterns in the text are literal.
        expect(html).toContain('<title>$&amp; $1</title>');
        expect(html).toContain('<meta name="description"');
    });
});

describe('workspaceToday', () => {
    it("is the date in the workspace's zone", () => {
        const instant = new Date('2026-03-01T20:30:00Z');
        expect(workspaceToday({ time_zone: 'UTC' }, instant)).toBe('2026-03-01');
        expect(workspaceToday({ time_zone: 'Asia/Kolkata' }, instant)).toBe('2026-03-02');
        expect(workspaceToday({ time_zone: 'America/Los_Angeles' }, instant)).toBe('2026-03-01');
    });
});

describe('partner origins', () => {
    it('are validated by the resource file with the contract\'s patterns', () => {
        const file = JSON.parse(readFileSync(new URL('../../../config/resources/partner_sites.json', import.meta.url), 'utf8'));
        expect(file.schema.properties.origin.pattern).toBe(PARTNER_ORIGIN_PATTERN);
        expect(file.schema.properties.brand_color.pattern).toBe(PARTNER_COLOR_PATTERN);
        expect(file.permission).toBe('COMPANY-PROFILE');
    });

    it('take an https origin without a path, http only on localhost', () => {
        expect(normaliseOrigin('https://Jobs.Partner.example')).toBe('https://jobs.partner.example');
        expect(normaliseOrigin('https://jobs.partner.example:8443')).toBe('https://jobs.partner.example:8443');
        expect(normaliseOrigin('http://partner.localhost:5174')).toBe('http://partner.localhost:5174');
        for (const bad of ['http://jobs.partner.example', 'https://a.example/path', 'null', '', undefined, 'javascript:alert(1)']) {
            expect(normaliseOrigin(bad), String(bad)).toBeNull();
        }
    });
});

describe("a job page's description", () => {
    const workspace = { company_name: 'Acme', company_profile_image: null, website: null } as unknown as Workspace;
    const job = (min: number, max: number) =>
        ({ id: 'j1', title: 'Analyst', job_locations: ['Pune'], description: '', description_text: '', skills: [], openings: 1, posted_date: '2026-11-01',
           employment_type: 'FULL_TIME', job_deadline: null, salary: null, min_experience: min, max_experience: max }) as unknown as CareerJobDetail;
    const described = (min: number, max: number) => jobPageHead(job(min, max), workspace, 'https://acme.example').description;

    it('says the experience asked as the cards do', () => {
        expect(described(0, 40)).toBe('Analyst at Acme in Pune, open to any experience.');
        expect(described(0, 0)).toBe('Analyst at Acme in Pune, no experience needed.');
        expect(described(1, 1)).toBe('Analyst at Acme in Pune, 1 year of experience.');
        expect(described(5, 40)).toBe('Analyst at Acme in Pune, 5+ years of experience.');
        expect(described(3, 6)).toBe('Analyst at Acme in Pune, 3 to 6 years of experience.');
    });
});
