/**
 * Setup for the jsdom component suite. @testing-library/jest-dom is not
 * installed, so there are no extra matchers; unmount rendered trees after each
 * test so one test's DOM never leaks into the next.
 */
import { cleanup, configure } from '@testing-library/react';
import englishMessages from 'ra-language-english';
import { afterAll, afterEach, vi } from 'vitest';
import { addReactAdminMessages, loadConsoleMessages, withMessages } from '../../custom/i18nProvider';

// The console's messages and react-admin's catalogue join the public ones when the console loads
// (app/App.tsx, app/ConsoleApp.tsx); screens are tested as the console shows them. Area and page
// components are rendered here without their area or lazy page, so their parts are loaded up front (the browser suite loads
// them as the console does, with the area).
await loadConsoleMessages();
await withMessages(Promise.resolve(null), 'candidate', 'employee', 'vendor', 'reports', 'automations');
addReactAdminMessages(englishMessages);

// findBy*/waitFor give up after 1 s by default: a first render of react-admin on a loaded
// 2-core machine can take longer. Waiting longer only slows a test that is failing anyway.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
    cleanup();
});

// A file can end while a chunk it started is still importing (a sign-in preloads the console and
// its first page). The component files share their worker's modules (isolate: false): when vitest
// closes the file's run, that import fails, and the failure stays cached for every later file in the
// worker that imports the same module (docs/testing.md, "Imports still in flight at a file's end").
afterAll(() => vi.dynamicImportSettled());
