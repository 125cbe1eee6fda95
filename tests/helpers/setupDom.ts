/**
 * Setup for the jsdom component suite. @testing-library/jest-dom is not
 * installed, so there are no extra matchers; unmount rendered trees after each
 * test so one test's DOM never leaks into the next.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default: a first render of react-admin on a loaded
// 2-core machine can take longer. Waiting longer only slows a test that is failing anyway.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
    cleanup();
});
