// @vitest-environment jsdom
// Renders ui/UploadProgress (the UI half of the upload helper). Written
// with createElement because the unit project only collects *.test.ts files.
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { UploadProgress } from '../../../ui/UploadProgress';

describe('UploadProgress', () => {
    it('shows the bar and the percent', () => {
        render(createElement(UploadProgress, { value: 42 }));
        expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
        expect(screen.getByText('42%')).toBeTruthy();
    });

    it('renders nothing at 0 (idle or failed) unless asked to', () => {
        const { container, rerender } = render(createElement(UploadProgress, { value: 0 }));
        expect(container.innerHTML).toBe('');
        rerender(createElement(UploadProgress, { value: 0, showWhenIdle: true }));
        expect(screen.getByText('0%')).toBeTruthy();
    });
});
