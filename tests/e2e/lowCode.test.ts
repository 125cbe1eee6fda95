/**
 * The low-code proof, browser half: a server started on a config directory
 * that holds one extra JSON file (tests/fixtures/lowcode/locations.json) shows
 * the new entity in its menu group, and a person creates, lists, edits and
 * deletes a record of it, with no code changed and no console rebuilt. The
 * file brings its own permission module (ONBOARD-LOCATION): a recruiter
 * granted only that module sees the Onboarding group with Locations in it.
 */
import { rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configDirWithNewResource } from '../helpers/lowCode.js';
import { launchBrowser, openMenuGroup, screenshot, signInAt, pageApi } from './browser.js';
import { startOwnServer, type OwnServer } from './ownServer.js';

let browser: Browser;
let own: OwnServer;
const configDir = configDirWithNewResource();

beforeAll(async () => {
    // The seeded workspaces of an existing install, started with one resource file more: its table is added at start.
    own = await startOwnServer('lowcode', { CONFIG_RESOURCES_DIR: configDir });
    browser = await launchBrowser();
});
afterAll(async () => {
    await browser?.close();
    await own?.close();
    rmSync(configDir, { recursive: true, force: true });
});

const url = (path: string) => `http://acme.localhost:${own.server.port}${path}`;

describe('an entity added as one JSON file, in the browser', () => {
    it('shows under Onboarding and supports create, list, edit and delete', async () => {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        try {
            await signInAt(page, url('/corporate-login'), 'admin@acme.example');
            await page.waitForURL(/\/corporate$/);

            const nav = page.getByRole('navigation').first();
            await openMenuGroup(nav, 'Onboarding');
            await nav.getByRole('link', { name: 'Locations' }).click();
            await page.waitForURL(/\/corporate\/onboard\/location$/);
            await page.getByText('No records yet').waitFor();

            await page.getByRole('link', { name: 'Create' }).first().click();
            await page.getByRole('textbox', { name: /^Location name/ }).fill('Bengaluru Hub');
            await page.getByRole('textbox', { name: /^City/ }).fill('Bengaluru');
            await page.getByRole('spinbutton', { name: /^Desks/ }).fill('120');
            await page.getByRole('combobox', { name: /^Department/ }).fill('Engin');
            await page.getByRole('option', { name: 'Engineering' }).click();
            await page.getByRole('button', { name: 'Save' }).click();

            await page.goto(url('/corporate/onboard/location'));
            const row = page.getByRole('row', { name: /Bengaluru Hub/ });
            await row.waitFor();
            await expect.poll(() => row.textContent()).toContain('Engineering');
            await screenshot(page, 'lowcode-locations-list');

            await row.getByRole('link', { name: 'Edit' }).click();
            const city = page.getByRole('textbox', { name: /^City/ });
            await expect.poll(() => city.inputValue()).toBe('Bengaluru');
            await city.fill('Bangalore');
            await page.getByRole('button', { name: 'Save' }).click();
            await page.goto(url('/corporate/onboard/location'));
            const edited = page.getByRole('row', { name: /Bengaluru Hub/ });
            await expect.poll(() => edited.textContent()).toContain('Bangalore');

            await edited.getByRole('button', { name: 'More actions for Bengaluru Hub' }).click();
            await page.getByRole('menuitem', { name: 'Delete Bengaluru Hub' }).click();
            const dialog = page.getByRole('dialog');
            await dialog.getByText('Are you sure ?').waitFor();
            await dialog.getByRole('button', { name: 'Confirm' }).click();
            await page.getByText('No records yet').waitFor();
        } finally {
            await context.close();
        }
    });

    it('brings its own permission module: a recruiter granted it sees Locations under Onboarding', async () => {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        try {
            await signInAt(page, url('/corporate-login'), 'admin@acme.example');
            await page.waitForURL(/\/corporate$/);
            type Teammate = { id: string; version: number; role_name: string; permissions: Record<string, string[]> };
            const [recruiter] = await pageApi<Teammate[]>(page, 'GET', 'teammates?search=recruiter@acme.example');
            await pageApi(page, 'PUT', `teammate/${recruiter.id}`, {
                version: recruiter.version,
                role_name: recruiter.role_name,
                permissions: { ...recruiter.permissions, 'ONBOARD-LOCATION': ['VIEW'] },
            });
            await context.clearCookies();

            await signInAt(page, url('/corporate-login'), 'recruiter@acme.example');
            await page.waitForURL(/\/corporate$/);
            const nav = page.getByRole('navigation').first();
            // The recruiter holds no module config/menu.json lists for Onboarding: the file's own module opens it.
            await openMenuGroup(nav, 'Onboarding');
            await nav.getByRole('link', { name: 'Locations' }).click();
            await page.waitForURL(/\/corporate\/onboard\/location$/);
            await page.getByRole('heading', { name: 'Locations' }).waitFor();
            expect(await nav.getByRole('link', { name: 'Departments' }).count()).toBe(0);
            await screenshot(page, 'lowcode-locations-recruiter-menu');
        } finally {
            await context.close();
        }
    });
});
