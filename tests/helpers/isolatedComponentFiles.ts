/**
 * The component files that run with a module graph of their own (vite.config.ts, project
 * `component-isolated`); every other component file shares its worker's modules. A file belongs
 * here when it replaces a module (`vi.mock`, `vi.doMock`) or loads modules afresh
 * (`vi.resetModules`), as the Hindi screens do to fix the page's language at load.
 * tests/unit/componentIsolation.test.ts checks that no such file is missing.
 */
export const ISOLATED_COMPONENT_FILES = ['tests/component/shell/languageMenuItem.test.tsx', 'tests/component/i18n/hindiScreens.test.tsx', 'tests/component/shell/chunkPages.test.tsx', 'tests/component/applicants/drawerCardChanged.test.tsx', 'tests/component/i18n/hindiLeftovers.test.tsx'];
