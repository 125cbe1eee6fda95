// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
    createRuntimeConfigDataProvider,
    type UploadErrorBody,
} from '../../../dataProvider/configDataProvider';
import type { ResourceDefinitions } from '../../../dataProvider/types';
import { clearAllCookies, jsonResponse, mockFetch, sentRequest } from './fetchMock';
import { FakeXhr } from './fakeXhr';

const departments = {
    api: {
        list: 'GET departments',
        one: 'GET department/{id}',
        bulkUpload: 'POST departments/bulk-upload',
        export: 'GET departments/export',
        options: 'GET departments/options',
    },
};

beforeEach(() => clearAllCookies());
afterEach(() => vi.unstubAllGlobals());

describe('createRuntimeConfigDataProvider', () => {
    it('looks the definitions up on every call, so configs fetched after sign-in are used', async () => {
        let definitions: ResourceDefinitions = {};
        const dp = createRuntimeConfigDataProvider(() => definitions);
        await expect(dp.getOne('departments', { id: 'd1' })).rejects.toThrow('Resource "departments" has no "one" endpoint');

        definitions = { departments };
        const fetchMock = mockFetch(jsonResponse(200, { status: true, data: { id: 'd1', name: 'Sales' } }));
        await expect(dp.getOne('departments', { id: 'd1' })).resolves.toEqual({ data: { id: 'd1', name: 'Sales' } });
        expect(sentRequest(fetchMock).url).toBe('/api/department/d1');
    });

    it('exportCsv GETs the export endpoint with the list query and no pagination', async () => {
        const fetchMock = mockFetch(
            new Response('Name\nSales\n', {
                status: 200,
                headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="departments-2026-01-01.csv"' },
            }),
        );
        const dp = createRuntimeConfigDataProvider(() => ({ departments }));
        const result = await dp.exportCsv('departments', { filter: { q: 'sa', status: 'ACTIVE' }, sort: { field: 'name', order: 'DESC' } });

        expect(result).toEqual({ data: { csv: 'Name\nSales\n', filename: 'departments-2026-01-01.csv' } });
        expect(sentRequest(fetchMock).url).toBe('/api/departments/export?search=sa&status=ACTIVE&sort=name&order=desc');
        expect(sentRequest(fetchMock).headers.Accept).toBe('text/csv');
    });

    it('getOptions GETs the options endpoint with the search', async () => {
        const fetchMock = mockFetch(jsonResponse(200, { status: true, data: [{ id: 'd1', label: 'Sales' }] }));
        const dp = createRuntimeConfigDataProvider(() => ({ departments }));
        await expect(dp.getOptions('departments', { search: 'sal', limit: 25 })).resolves.toEqual({ data: [{ id: 'd1', label: 'Sales' }] });
        expect(sentRequest(fetchMock).url).toBe('/api/departments/options?search=sal&limit=25');
    });

    it('a refused bulk upload rejects with the row errors and the report in error.body.data', async () => {
        const xhr = new FakeXhr();
        const dp = createRuntimeConfigDataProvider(() => ({ departments }), { createUploadTransport: () => xhr });
        const pending = dp.upload('departments', { file: new Blob(['name\n']) });
        const data = { rows: [{ row: 2, errors: { name: 'must have required property name' } }], report: 'row,name,errors\n2,,name: required\n' };
        xhr.respond(400, JSON.stringify({ status: false, message: '1 rows have errors. Nothing was saved.', errors: { file: 'x' }, data }));

        const error = (await pending.catch((e: unknown) => e)) as { status: number; body: UploadErrorBody };
        expect(error.status).toBe(400);
        expect(error.body.message).toBe('1 rows have errors. Nothing was saved.');
        expect(error.body.data).toEqual(data);
    });
});
