// @vitest-environment jsdom
/**
 * The page's boot data (dataProvider/bootData.ts, server/lib/consoleHtml.ts): the workspace
 * check's answer read from the data block as checkWorkspace reads the API's; a refusal's
 * English message is not used on a Hindi page (the API answers in the page's language); the
 * career part until a career page has shown it; a page without a block, or with one that does
 * not parse, has none.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { careerBoot, careerBootShown, workspaceCheckFromPage } from '../../../dataProvider/bootData';
import { workspaceCheckInPage } from '../../../dataProvider/workspace';
import { acmeCompany } from './fetchMock';

function writeBootBlock(text: string): void {
    document.getElementById('ats-boot')?.remove();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'ats-boot';
    block.textContent = text;
    document.head.append(block);
}

const career = { filters: { sort_by: [] }, skills: ['Go'] };

afterEach(() => {
    document.getElementById('ats-boot')?.remove();
    localStorage.clear();
});

describe('workspaceCheckInPage', () => {
    it('is the answer of a workspace found, as checkWorkspace would give it', () => {
        writeBootBlock(JSON.stringify({ workspace: { status: true, message: '', companyDetails: acmeCompany } }));
        expect(workspaceCheckInPage()).toEqual({ ok: true, company: acmeCompany });
    });

    it.each([
        ['Workspace not found!', '/company-not-found?inactive=false'],
        ['Workspace is inactive!', '/company-not-found?inactive=true'],
    ])('a refusal (%s) leads to company-not-found', (message, redirectTo) => {
        writeBootBlock(JSON.stringify({ workspace: { status: false, message, companyDetails: null } }));
        expect(workspaceCheckInPage()).toEqual({ ok: false, message, redirectTo });
    });

    it.each([
        ['no block', null],
        ['a block cut short', '{"workspace":{"sta'],
        ['a block that is not an object', '42'],
        ['a block without the check', '{"career":{}}'],
    ])('is null with %s (the page asks)', (_, text) => {
        if (text !== null) writeBootBlock(text);
        expect(workspaceCheckInPage()).toBeNull();
    });

    it('on a Hindi page, a refusal is left to the API (its message in Hindi); a workspace found is used', async () => {
        localStorage.setItem('ats-locale', 'hi');
        vi.resetModules();
        const hindi = await import('../../../dataProvider/workspace');
        writeBootBlock(JSON.stringify({ workspace: { status: false, message: 'Workspace not found!', companyDetails: null } }));
        expect(hindi.workspaceCheckInPage()).toBeNull();
        writeBootBlock(JSON.stringify({ workspace: { status: true, message: '', companyDetails: acmeCompany } }));
        expect(hindi.workspaceCheckInPage()).toEqual({ ok: true, company: acmeCompany });
    });
});

describe("the career page's part", () => {
    it('is there until a career page has shown it; a new block is read afresh', () => {
        writeBootBlock(JSON.stringify({ workspace: { status: true, message: '', companyDetails: acmeCompany }, career }));
        expect(careerBoot()).toEqual(career);
        expect(careerBoot()).toEqual(career);
        careerBootShown();
        expect(careerBoot()).toBeUndefined();
        // The workspace part stays.
        expect(workspaceCheckFromPage()).toMatchObject({ status: true });
        writeBootBlock(JSON.stringify({ career }));
        expect(careerBoot()).toEqual(career);
    });

    it('is undefined on a page without one', () => {
        writeBootBlock(JSON.stringify({ workspace: { status: true, message: '', companyDetails: acmeCompany } }));
        expect(careerBoot()).toBeUndefined();
    });
});
