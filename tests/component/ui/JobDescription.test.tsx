/** A job's description drawn as its author wrote it, and never as markup (ui/JobDescription.tsx). */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionHtml, JobDescription } from '../../../ui/JobDescription';

const SEEDED =
    '<h2>About the role</h2><p>We are looking for a <strong>Senior Backend Engineer</strong>.</p>' +
    '<h2>Responsibilities</h2><ul><li>Own the service</li><li><p>Review the work of others</p></li></ul>' +
    '<div><p>Read <a href="https://acme.example/handbook">the handbook</a>.</p></div>';

describe('JobDescription', () => {
    it('shows the headings, paragraphs, lists, emphasis and links of the description', () => {
        const { container } = render(<JobDescription description={SEEDED} />);
        expect(screen.getAllByRole('heading', { level: 3 }).map(heading => heading.textContent)).toEqual(['About the role', 'Responsibilities']);
        expect(within(screen.getByRole('list')).getAllByRole('listitem').map(item => item.textContent)).toEqual(['Own the service', 'Review the work of others']);
        // An item written as a paragraph (the editor's way) is the item's text, not a paragraph inside it.
        expect(container.querySelector('li p, p p')).toBeNull();
        expect(container.querySelector('strong')?.textContent).toBe('Senior Backend Engineer');
        const link = screen.getByRole('link', { name: 'the handbook' });
        expect(link.getAttribute('href')).toBe('https://acme.example/handbook');
        expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    });

    it('draws no markup it was given: no script, no handler, no unsafe link, no image', () => {
        const hostile =
            '<p onclick="steal()">Hello<script>steal()</script></p><img src="x" onerror="steal()">' +
            '<a href="javascript:steal()">click</a><iframe src="https://evil.example"></iframe><table><tr><td>cell</td></tr></table>';
        const { container } = render(<JobDescription description={hostile} />);
        expect(container.querySelector('script, img, iframe, table, [onclick], [onerror]')).toBeNull();
        expect(screen.queryByRole('link')).toBeNull();
        expect(container.textContent).toBe('Helloclickcell');
    });

    it('keeps the line breaks of a description written as plain text, and says when there is none', () => {
        const { rerender } = render(<JobDescription description={'Build the career page.\nWork with a small team.'} />);
        const text = screen.getByText(/Build the career page\./);
        expect(text.textContent).toBe('Build the career page.\nWork with a small team.');
        expect(getComputedStyle(text).whiteSpace).toBe('pre-line');
        rerender(<JobDescription description="  " empty="No description yet." />);
        expect(screen.getByText('No description yet.')).toBeTruthy();
    });
});

describe('descriptionHtml (what the job form gives its editor)', () => {
    it('makes a paragraph of each line of plain text, escaped, and leaves HTML as it is', () => {
        expect(descriptionHtml('Budget < 10 LPA > none\n\nWith & for people')).toBe('<p>Budget &lt; 10 LPA &gt; none</p><p>With &amp; for people</p>');
        expect(descriptionHtml(SEEDED)).toBe(SEEDED);
        expect(descriptionHtml('')).toBe('');
    });
});
