/**
 * The career page's HTML as the server sends it: the console's index.html
 * with the page's own title, description, canonical link, Open Graph and
 * Twitter tags and, on a job's page, schema.org JobPosting JSON-LD, so a
 * link unfurls and a crawler lists the job without running JavaScript. Also
 * robots.txt, the sitemap and the partner embed script. docs/api-career.md.
 */
import { CAREER_PAGE_PATH, careerEmbedQuery, careerJobPath, PARTNER_UTM_MEDIUM, type CareerJobDetail } from '../../config/contracts/career.js';
import { experienceWording, type ExperienceWording } from '../../config/contracts/jobs.js';
import type { Workspace } from '../db/schema.js';
import { brandOf, logoUrl } from './careerCompany.js';
import type { Partner } from './careerPartners.js';

/** Text for an HTML text node or a quoted attribute. */
export function escapeHtml(text: string): string {
    return text.replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * JSON inside a <script> element: `<` (so no `</script>` or `<!--` can end or
 * bend the element), `>`, `&` and the two JavaScript line separators escaped
 * as \u sequences, which JSON reads back as the same characters.
 */
export function jsonForScript(value: unknown): string {
    return scriptSafeJson(JSON.stringify(value));
}

/** JSON text made safe the same way (those characters only occur inside its strings). */
export function scriptSafeJson(json: string): string {
    return json.replace(/[<>&\u2028\u2029]/g, c => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Cut at a word boundary to about `max` characters, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
    if (text.length <= max) return text;
    const cut = text.slice(0, max - 1);
    const space = cut.lastIndexOf(' ');
    return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface PageHead {
    title: string;
    description: string;
    canonical: string;
    siteName: string;
    ogType: 'website' | 'article';
    image: string | null;
    /** Left out of search results (a page that is not found). */
    noindex?: boolean;
    jsonLd?: unknown;
}

function headTags(head: PageHead): string {
    const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
    const tags = [
        `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
        head.noindex ? meta('name', 'robots', 'noindex') : '',
        meta('property', 'og:title', head.title),
        meta('property', 'og:description', head.description),
        meta('property', 'og:type', head.ogType),
        meta('property', 'og:url', head.canonical),
        meta('property', 'og:site_name', head.siteName),
        head.image ? meta('property', 'og:image', head.image) : '',
        meta('name', 'twitter:card', 'summary'),
        meta('name', 'twitter:title', head.title),
        meta('name', 'twitter:description', head.description),
        head.image ? meta('name', 'twitter:image', head.image) : '',
        head.jsonLd === undefined ? '' : `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`,
    ];
    return tags.filter(Boolean).join('\n        ');
}

/**
 * index.html with the page's head: its <title> and meta description
 * replaced (added when missing), the other tags before </head>.
 */
export function renderPage(indexHtml: string, head: PageHead): string {
    const title = `<title>${escapeHtml(head.title)}</title>`;
    const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
    let html = /<title>[\s\S]*?<\/title>/i.test(indexHtml) ? indexHtml.replace(/<title>[\s\S]*?<\/title>/i, () => title) : indexHtml.replace(/<\/head>/i, () => `${title}\n</head>`);
    html = /<meta\s+name="description"[^>]*>/i.test(html) ? html.replace(/<meta\s+name="description"[^>]*>/i, () => description) : html.replace(/<\/head>/i, () => `${description}\n</head>`);
    return html.replace(/<\/head>/i, () => `        ${headTags(head)}\n    </head>`);
}

/** "Careers at Acme | Acme ATS": the page, then SPEC.md section 1's title (brand or company, then ATS). */
export function careerPageHead(workspace: Workspace, origin: string, jobCount: number): PageHead {
    const brand = brandOf(workspace);
    const openings = jobCount === 1 ? '1 open job' : `${jobCount} open jobs`;
    return {
        title: `Careers at ${workspace.company_name} | ${brand} ATS`,
        description: clip(`Open jobs at ${workspace.company_name}: ${openings}. Search by keyword, city, job type, experience and pay, and apply online.`, 160),
        canonical: `${origin}${CAREER_PAGE_PATH}`,
        siteName: `${brand} ATS`,
        ogType: 'website',
        image: logoUrl(workspace, origin),
    };
}

/** The experience asked, in the words of the career page's cards (experienceWording). */
function experienceText({ min_experience: min, max_experience: max }: Pick<CareerJobDetail, 'min_experience' | 'max_experience'>): string {
    const words: Record<ExperienceWording, string> = {
        any: 'open to any experience',
        none: 'no experience needed',
        exact: `${min} year${min === 1 ? '' : 's'} of experience`,
        at_least: `${min}+ years of experience`,
        range: `${min} to ${max} years of experience`,
    };
    return words[experienceWording(min, max)];
}

/** A job's page: "Senior Backend Engineer at Acme | Acme ATS". */
export function jobPageHead(job: CareerJobDetail, workspace: Workspace, origin: string): PageHead {
    const brand = brandOf(workspace);
    const where = job.job_locations.length ? ` in ${job.job_locations.join(', ')}` : '';
    const summary = `${job.title} at ${workspace.company_name}${where}, ${experienceText(job)}.`;
    return {
        title: `${job.title} at ${workspace.company_name} | ${brand} ATS`,
        description: clip(job.description_text ? `${summary} ${job.description_text}` : summary, 160),
        canonical: `${origin}${careerJobPath(job.id)}`,
        siteName: `${brand} ATS`,
        ogType: 'article',
        image: logoUrl(workspace, origin),
        jsonLd: jobPostingJsonLd(job, workspace, origin),
    };
}

/** The page a missing job's URL answers with (404): the console shows its not-found page. */
export function missingJobHead(workspace: Workspace | undefined, origin: string, path: string): PageHead {
    const brand = workspace ? brandOf(workspace) : 'Careers';
    return {
        title: `Job not found | ${brand} ATS`,
        description: 'This job is closed or no longer published. See the open jobs on the career page.',
        canonical: `${origin}${path}`,
        siteName: `${brand} ATS`,
        ogType: 'website',
        image: workspace ? logoUrl(workspace, origin) : null,
        noindex: true,
    };
}

const SCHEMA_EMPLOYMENT: Record<string, string> = { FULL_TIME: 'FULL_TIME', PART_TIME: 'PART_TIME', CONTRACT: 'CONTRACTOR', INTERNSHIP: 'INTERN' };
const isRemote = (place: string) => /^(remote|anywhere|work from home|wfh)$/i.test(place.trim());

/** schema.org JobPosting (what search engines' job listings read). */
export function jobPostingJsonLd(job: CareerJobDetail, workspace: Workspace, origin: string): Record<string, unknown> {
    const logo = logoUrl(workspace, origin);
    const places = job.job_locations.filter(p => !isRemote(p));
    const remote = job.job_locations.some(isRemote);
    const posting: Record<string, unknown> = {
        '@context': 'https://schema.org/',
        '@type': 'JobPosting',
        title: job.title,
        description: job.description || `<p>${escapeHtml(job.title)}</p>`,
        identifier: { '@type': 'PropertyValue', name: workspace.company_name, value: job.id },
        datePosted: job.posted_date,
        employmentType: SCHEMA_EMPLOYMENT[job.employment_type] ?? 'OTHER',
        hiringOrganization: {
            '@type': 'Organization',
            name: workspace.company_name,
            ...(workspace.website ? { sameAs: workspace.website } : {}),
            ...(logo ? { logo } : {}),
        },
        directApply: true,
        url: `${origin}${careerJobPath(job.id)}`,
        experienceRequirements: {
            '@type': 'OccupationalExperienceRequirements',
            monthsOfExperience: job.min_experience * 12,
        },
        skills: job.skills.join(', '),
        totalJobOpenings: job.openings,
    };
    if (job.job_deadline) posting.validThrough = `${job.job_deadline}T23:59:59`;
    if (places.length) posting.jobLocation = places.map(place => ({ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: place } }));
    if (remote) posting.jobLocationType = 'TELECOMMUTE';
    if (job.salary && (job.salary.min !== null || job.salary.max !== null)) {
        posting.baseSalary = {
            '@type': 'MonetaryAmount',
            ...(job.salary.currency ? { currency: job.salary.currency } : {}),
            value: {
                '@type': 'QuantitativeValue',
                ...(job.salary.min !== null ? { minValue: job.salary.min } : {}),
                ...(job.salary.max !== null ? { maxValue: job.salary.max } : {}),
                unitText: 'YEAR',
            },
        };
    }
    return posting;
}

/**
 * robots.txt: everything may be crawled but the API and the signed-in areas' pages; the sitemap
 * named. The corporate area is disallowed with its trailing slash, so the sign-in page
 * (/corporate-login) is not blocked: a page blocked here fails Lighthouse's crawlability check.
 */
export function robotsTxt(origin: string): string {
    return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /corporate/', 'Disallow: /interviewer/', 'Disallow: /vendors/', 'Disallow: /employee/', 'Disallow: /candidate/', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The career page and each listed job. */
export function sitemapXml(origin: string, jobs: { id: string; updated_at: Date }[]): string {
    const url = (loc: string, lastmod?: Date) => `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : ''}</url>`;
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        url(`${origin}${CAREER_PAGE_PATH}`),
        ...jobs.map(job => url(`${origin}${careerJobPath(job.id)}`, job.updated_at)),
        '</urlset>',
        '',
    ].join('\n');
}

/** The career page in embed mode for a partner: the iframe's address, carrying the partner's attribution. */
export function embedUrl(origin: string, partner: Pick<Partner, 'id' | 'name'>): string {
    const query = new URLSearchParams({
        embed: careerEmbedQuery.embed,
        [careerEmbedQuery.partner]: partner.id,
        [careerEmbedQuery.utmSource]: partner.name,
        [careerEmbedQuery.utmMedium]: PARTNER_UTM_MEDIUM,
    });
    return `${origin}${CAREER_PAGE_PATH}?${query.toString()}`;
}

/**
 * /embed/jobs.js?partner={id}: one script tag on the partner's page puts the
 * job list there in an iframe (after the tag, or inside the element
 * `data-target` names). The iframe may ask for its height with
 * postMessage({ type: 'ats-embed-height', height }) from the career page.
 */
export function embedScript(origin: string, partner: Pick<Partner, 'id' | 'name'>, companyName: string): string {
    const config = { src: embedUrl(origin, partner), origin, title: `Jobs at ${companyName}` };
    return `(function () {
    var config = ${jsonForScript(config)};
    var script = document.currentScript;
    var frame = document.createElement('iframe');
    frame.src = config.src;
    frame.title = config.title;
    frame.loading = 'lazy';
    frame.style.width = '100%';
    frame.style.border = '0';
    frame.style.minHeight = ((script && script.getAttribute('data-height')) || '800') + 'px';
    var target = script && script.getAttribute('data-target') ? document.querySelector(script.getAttribute('data-target')) : null;
    if (target) target.appendChild(frame);
    else if (script && script.parentNode) script.parentNode.insertBefore(frame, script.nextSibling);
    window.addEventListener('message', function (event) {
        if (event.origin !== config.origin || event.source !== frame.contentWindow) return;
        var data = event.data;
        if (data && data.type === 'ats-embed-height' && typeof data.height === 'number' && data.height > 0) frame.style.height = Math.ceil(data.height) + 'px';
    });
})();
`;
}
