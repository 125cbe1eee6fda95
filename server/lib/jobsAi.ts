/**
 * "Generate with AI" for a job description: an OpenAI-compatible chat
 * completion when AI_API_URL and AI_API_KEY are set, else (and whenever that
 * call fails or times out) the built-in template writer. The answer is
 * sanitised HTML either way.
 */
import { aiConfigured, chatCompletion, type AiSettings } from './ai.js';
import { sanitizeHtml } from './sanitize.js';
import { enumLabel } from './jobs.js';

export interface JdInput {
    title: string;
    skills?: string[];
    min_experience?: number;
    max_experience?: number;
    job_locations?: string[];
    employment_type?: string;
    department?: string;
}

export type { AiSettings };

const esc = (s: string) => s.replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const list = (items: string[]) => (items.length ? `<ul>${items.map(i => `<li>${esc(i)}</li>`).join('')}</ul>` : '');

function experienceText(min?: number, max?: number): string | null {
    if (min === undefined && max === undefined) return null;
    const lo = min ?? 0;
    const hi = max ?? 40;
    if (lo === 0 && hi === 0) return 'Freshers are welcome to apply';
    if (lo === hi) return `${lo} year${lo === 1 ? '' : 's'} of relevant experience`;
    return lo === 0 ? `Up to ${hi} years of relevant experience` : `${lo} to ${hi} years of relevant experience`;
}

/** The built-in writer: a structured description from the job's own fields. */
export function templateJobDescription(input: JdInput): string {
    const title = input.title.trim();
    const skills = (input.skills ?? []).map(s => s.trim()).filter(Boolean);
    const places = (input.job_locations ?? []).map(s => s.trim()).filter(Boolean);
    const type = input.employment_type ? enumLabel(input.employment_type).toLowerCase() : null;
    const team = input.department?.trim();
    const experience = experienceText(input.min_experience, input.max_experience);
    const article = /^[aeiou]/i.test(title) ? 'an' : 'a';

    const about = [
        `We are looking for ${article} <strong>${esc(title)}</strong>${team ? ` to join our ${esc(team)} team` : ''}.`,
        type ? `This is a ${esc(type)} role${places.length ? ` based in ${esc(places.join(', '))}` : ''}.` : places.length ? `The role is based in ${esc(places.join(', '))}.` : '',
    ]
        .filter(Boolean)
        .join(' ');
    const responsibilities = [
        `Own the day-to-day work of the ${title} role and deliver it to a high standard`,
        skills.length ? `Apply ${skills.slice(0, 3).join(', ')} to solve real problems for our customers and colleagues` : 'Solve real problems for our customers and colleagues',
        team ? `Work closely with the ${team} team and the people who depend on it` : 'Work closely with the team and the people who depend on it',
        'Share knowledge, review the work of others and improve how the team works',
    ];
    const requirements = [
        ...(experience ? [experience] : []),
        ...skills.map(s => `Hands-on skill in ${s}`),
        'Clear written and spoken communication',
    ];
    const details = [
        ...(places.length ? [`Location: ${places.join(', ')}`] : []),
        ...(type ? [`Employment type: ${enumLabel(input.employment_type!)}`] : []),
        ...(team ? [`Department: ${team}`] : []),
    ];
    return [
        `<h2>About the role</h2><p>${about}</p>`,
        `<h2>Responsibilities</h2>${list(responsibilities)}`,
        `<h2>Requirements</h2>${list(requirements)}`,
        details.length ? `<h2>Details</h2>${list(details)}` : '',
    ].join('');
}

function prompt(input: JdInput): string {
    const facts = [
        `Title: ${input.title}`,
        input.department && `Department: ${input.department}`,
        input.employment_type && `Employment type: ${enumLabel(input.employment_type)}`,
        input.job_locations?.length && `Locations: ${input.job_locations.join(', ')}`,
        input.skills?.length && `Skills: ${input.skills.join(', ')}`,
        (input.min_experience !== undefined || input.max_experience !== undefined) && `Experience: ${input.min_experience ?? 0} to ${input.max_experience ?? 40} years`,
    ].filter(Boolean);
    return `Write a job description as HTML (h2, p, ul, li only; no html/body tags) with the sections About the role, Responsibilities, Requirements and Details.\n${facts.join('\n')}`;
}

/** The description and who wrote it; never throws for a failing AI service. */
export async function generateJobDescription(settings: AiSettings, input: JdInput, log?: (message: string) => void): Promise<{ content: string; source: 'ai' | 'template' }> {
    if (aiConfigured(settings)) {
        try {
            const text = await chatCompletion(settings, 'You write clear, inclusive job descriptions for recruiters.', prompt(input), 0.4);
            const html = sanitizeHtml(text.replace(/^```(?:html)?\s*|\s*```$/g, ''));
            if (html.trim()) return { content: html, source: 'ai' };
        } catch (error) {
            log?.(`generate-ai-content: falling back to the template writer (${(error as Error).message})`);
        }
    }
    return { content: sanitizeHtml(templateJobDescription(input)), source: 'template' };
}
