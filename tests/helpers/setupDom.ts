/**
 * Setup for the jsdom component suite. @testing-library/jest-dom is not
 * installed, so there are no extra matchers; unmount rendered trees after each
 * test so one test's DOM never leaks into the next.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
    cleanup();
});
