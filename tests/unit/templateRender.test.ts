import { describe, expect, it } from 'vitest';
import variablesJson from '../../config/communication/variables.json';
import { numberedPlaceholders, variablesFor } from '../../config/communication/variables';
import { TEMPLATE_VARIABLES, renderEmail, renderTemplate, unknownVariables } from '../../server/lib/templateRender';

describe('the variable list', () => {
    it('holds each name once, in a known group, with a label and a sample', () => {
        const names = TEMPLATE_VARIABLES.map(v => v.name);
        expect(new Set(names).size).toBe(names.length);
        const groups = variablesJson.groups.map(g => g.name);
        for (const v of TEMPLATE_VARIABLES) {
            expect(groups).toContain(v.group);
            expect(v.name.startsWith(`${v.group}.`)).toBe(true);
            expect(v.label.length).toBeGreaterThan(0);
            expect(v.sample.length).toBeGreaterThan(0);
        }
        expect(names).toEqual(expect.arrayContaining(['candidate.name', 'candidate.first_name', 'job.title', 'company.name', 'interview.starts_at', 'offer.annual_ctc', 'recruiter.name', 'links.offer']));
    });

    it('resolves a field\'s selection: all, a group, a list of groups', () => {
        expect(variablesFor('all')).toHaveLength(TEMPLATE_VARIABLES.length);
        expect(variablesFor('offer').map(v => v.group)).toEqual(['offer', 'offer', 'offer', 'offer']);
        expect(new Set(variablesFor(['candidate', 'links']).map(v => v.group))).toEqual(new Set(['candidate', 'links']));
        expect(variablesFor(undefined)).toEqual([]);
    });
});

describe('unknownVariables', () => {
    it('names each unknown variable once, spaces inside the braces allowed', () => {
        expect(unknownVariables('Hi {{ candidate.name }}, {{candidate_name}} {{candidate_name}} {{ job.titel }}')).toEqual(['candidate_name', 'job.titel']);
    });
    it('sees malformed names too, and accepts a clean source', () => {
        expect(unknownVariables('{{ candidate name }} {{}}')).toEqual(['candidate name', '']);
        expect(unknownVariables('<p>{{candidate.first_name}} at {{company.name}}</p>')).toEqual([]);
    });
    it('accepts numbered placeholders only when asked (WhatsApp bodies)', () => {
        expect(unknownVariables('Hi {{1}}, {{2}}')).toEqual(['1', '2']);
        expect(unknownVariables('Hi {{1}}, {{2}} {{0}}', { numbered: true })).toEqual(['0']);
        expect(numberedPlaceholders('{{2}} then {{1}} and {{2}}')).toEqual([1, 2]);
    });
});

describe('renderTemplate', () => {
    const values = { 'candidate.name': '<b>Eve</b> & "Co"', 'job.title': 'Engineer' };

    it('escapes values in html mode, and not in text mode', () => {
        expect(renderTemplate('<p>{{ candidate.name }}: {{job.title}}</p>', values, 'html')).toBe('<p>&lt;b&gt;Eve&lt;/b&gt; &amp; &quot;Co&quot;: Engineer</p>');
        expect(renderTemplate('{{candidate.name}}: {{job.title}}', values, 'text')).toBe('<b>Eve</b> & "Co": Engineer');
    });
    it('renders a missing value as nothing and leaves an unknown name as written', () => {
        expect(renderTemplate('[{{interview.date}}] {{not.a_variable}}', values, 'html')).toBe('[] {{not.a_variable}}');
    });
    it('does not render a value that itself looks like a placeholder', () => {
        expect(renderTemplate('{{candidate.name}}', { 'candidate.name': '{{job.title}}' }, 'text')).toBe('{{job.title}}');
    });
});

describe('renderEmail', () => {
    it('renders the subject as one line of text and the body as sanitised HTML with a text part', () => {
        const mail = renderEmail(
            { subject: 'Offer for {{candidate.name}}\n now', body: '<p>Dear {{candidate.name}},</p><script>alert(1)</script><p>See <a href="{{links.offer}}">your offer</a></p>' },
            { 'candidate.name': 'A <i>&</i> B', 'links.offer': 'https://acme.test/candidate/offers' },
        );
        expect(mail.subject).toBe('Offer for A <i>&</i> B now');
        expect(mail.html).not.toContain('<script');
        expect(mail.html).toContain('Dear A &lt;i&gt;&amp;&lt;/i&gt; B,');
        expect(mail.text).toBe('Dear A <i>&</i> B,\nSee your offer (https://acme.test/candidate/offers)');
    });
});

describe('enum words of the shipped resources', () => {
    // A value added to an enum without its word would show raw (or another value's word) in forms and lists.
    it('name every enum value, one word per value', async () => {
        const { readdirSync, readFileSync } = await import('node:fs');
        const dir = 'config/resources';
        for (const file of readdirSync(dir).filter(f => f.endsWith('.json'))) {
            const config = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as { schema: { properties: Record<string, { enum?: unknown[] }> }; uiSchema?: Record<string, Record<string, unknown>> };
            for (const [field, ui] of Object.entries(config.uiSchema ?? {})) {
                const names = ui['ui:enumNames'];
                if (!Array.isArray(names)) continue;
                expect(names.length, `${file} ${field}`).toBe(config.schema.properties[field]?.enum?.length);
            }
        }
    });
});
