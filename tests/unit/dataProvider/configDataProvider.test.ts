// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEndpoint } from '../../../config/resources';
import {
    createConfigDataProvider,
    fillPath,
    withCustomMethods,
} from '../../../dataProvider/configDataProvider';
import type { ResourceDefinitions } from '../../../dataProvider/types';
import { clearAllCookies, jsonResponse, mockFetch, sentRequest, type FetchMock } from './fetchMock';
import { FakeXhr } from './fakeXhr';

const resources: ResourceDefinitions = {
    departments: {
        api: {
            list: 'GET departments',
            one: 'GET department/{id}',
            create: 'POST department',
            update: 'PUT department/{id}',
            delete: 'DELETE department/{id}',
            status: 'PATCH department/{id}/status',
            bulkUpload: 'POST departments/bulk-upload',
        },
    },
    clients: { api: { list: 'GET clients', many: 'GET clients', one: 'GET client/{id}' } },
    vendorJobs: { api: { list: 'POST vendor/jobs' } },
    readOnly: { api: { list: 'GET read-only' } },
    broken: { api: { list: 'FETCH things' } },
};

const meta = { total: 42, perPage: 10, currentPage: 2, nextPage: 3, previousPage: 1, pageCount: 5 };
const listParams = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

let fetchMock: FetchMock;
beforeEach(() => clearAllCookies());
afterEach(() => vi.unstubAllGlobals());

function provider() {
    return createConfigDataProvider(resources);
}

describe('getList', () => {
    it('sends page, limit, search, status, sort, order and the other filters as JSON', async () => {
        fetchMock = mockFetch(jsonResponse(200, { status: true, data: [{ id: 'd1', name: 'Sales' }], meta }));

        const result = await provider().getList('departments', {
            pagination: { page: 2, perPage: 10 },
            sort: { field: 'name', order: 'DESC' },
            filter: { q: 'sal es', status: 'ACTIVE', business_unit: 'bu-1', tags: ['a'] },
        });

        expect(sentRequest(fetchMock)).toMatchObject({ method: 'GET', body: undefined });
        expect(sentRequest(fetchMock).url).toBe(
            '/api/departments?page=2&limit=10&search=sal+es&status=ACTIVE&sort=name&order=desc' +
                '&filter=%7B%22business_unit%22%3A%22bu-1%22%2C%22tags%22%3A%5B%22a%22%5D%7D',
        );
        expect(result).toEqual({
            data: [{ id: 'd1', name: 'Sales' }],
            total: 42,
            pageInfo: { hasNextPage: true, hasPreviousPage: true },
        });
    });

    it('leaves out search, status and filter when there are none', async () => {
        fetchMock = mockFetch(
            jsonResponse(200, {
                status: true,
                data: [],
                meta: { total: 0, perPage: 10, currentPage: 1, nextPage: null, previousPage: null, pageCount: 0 },
            }),
        );
        const result = await provider().getList('departments', { ...listParams, filter: { q: '', other: undefined } });

        expect(sentRequest(fetchMock).url).toBe('/api/departments?page=1&limit=10&sort=id&order=asc');
        expect(result).toEqual({ data: [], total: 0, pageInfo: { hasNextPage: false, hasPreviousPage: false } });
    });

    it('counts the rows when the server sends no meta', async () => {
        mockFetch(jsonResponse(200, { status: true, data: [{ id: 1 }, { id: 2 }] }));
        await expect(provider().getList('readOnly', listParams)).resolves.toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2 });
    });

    it('sends the list parameters as a JSON body when the list endpoint is a POST', async () => {
        fetchMock = mockFetch(jsonResponse(200, { status: true, data: [], meta }));
        await provider().getList('vendorJobs', {
            pagination: { page: 3, perPage: 12 },
            sort: { field: 'created_at', order: 'DESC' },
            filter: { q: 'java', job_type: 'OPEN' },
        });

        expect(sentRequest(fetchMock)).toEqual({
            url: '/api/vendor/jobs',
            method: 'POST',
            headers: expect.any(Object),
            body: { page: 3, limit: 12, search: 'java', sort: 'created_at', order: 'desc', filter: { job_type: 'OPEN' } },
        });
    });
});

describe('getOne, getMany, getManyReference', () => {
    it('getOne fills and encodes {id}', async () => {
        fetchMock = mockFetch(jsonResponse(200, { status: true, data: { id: 'a/b', name: 'X' } }));
        await expect(provider().getOne('departments', { id: 'a/b' })).resolves.toEqual({ data: { id: 'a/b', name: 'X' } });
        expect(sentRequest(fetchMock)).toMatchObject({ url: '/api/department/a%2Fb', method: 'GET' });
    });

    it('getMany calls `one` for each id when there is no `many` endpoint', async () => {
        fetchMock = mockFetch(
            jsonResponse(200, { status: true, data: { id: 1 } }),
            jsonResponse(200, { status: true, data: { id: 2 } }),
        );
        const result = await provider().getMany('departments', { ids: [1, 2] });

        expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/department/1', '/api/department/2']);
        expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }] });
    });

    it('getMany uses `many` in one call with filter={"id":[...]}', async () => {
        fetchMock = mockFetch(jsonResponse(200, { status: true, data: [{ id: 'c1' }, { id: 'c2' }], meta }));
        const result = await provider().getMany('clients', { ids: ['c1', 'c2'] });

        expect(sentRequest(fetchMock).url).toBe('/api/clients?page=1&limit=2&filter=%7B%22id%22%3A%5B%22c1%22%2C%22c2%22%5D%7D');
        expect(result).toEqual({ data: [{ id: 'c1' }, { id: 'c2' }] });
    });

    it('getManyReference adds the target to the filter', async () => {
        fetchMock = mockFetch(jsonResponse(200, { status: true, data: [], meta }));
        await provider().getManyReference('departments', {
            target: 'client_id',
            id: 'c1',
            pagination: { page: 1, perPage: 5 },
            sort: { field: 'name', order: 'ASC' },
            filter: {},
        });
        expect(sentRequest(fetchMock).url).toBe(
            '/api/departments?page=1&limit=5&sort=name&order=asc&filter=%7B%22client_id%22%3A%22c1%22%7D',
        );
    });
});

describe('writes', () => {
    it('create POSTs the record and returns the created one', async () => {
        fetchMock = mockFetch(jsonResponse(201, { status: true, data: { id: 'd9', name: 'Ops', version: 1 } }));
        const result = await provider().create('departments', { data: { name: 'Ops' } });

        expect(sentRequest(fetchMock)).toMatchObject({ url: '/api/department', method: 'POST' });
        expect(sentRequest(fetchMock).body).toEqual({ name: 'Ops' });
        expect(result).toEqual({ data: { id: 'd9', name: 'Ops', version: 1 } });
    });

    it('update PUTs only the changed fields plus the version the edit started from', async () => {
        fetchMock = mockFetch(jsonResponse(200, { status: true, data: { id: 'd1', name: 'Sales EU', version: 4 } }));
        const previousData = { id: 'd1', name: 'Sales', code: 'S', tags: ['x'], version: 3 };
        const result = await provider().update('departments', {
            id: 'd1',
            data: { ...previousData, name: 'Sales EU', tags: ['x'] },
            previousData,
        });

        expect(sentRequest(fetchMock)).toMatchObject({ url: '/api/department/d1', method: 'PUT' });
        // Exactly the changed field and the version: unchanged fields (code, tags) and id stay out.
        expect(sentRequest(fetchMock).body).toEqual({ name: 'Sales EU', version: 3 });
        expect(result).toEqual({ data: { id: 'd1', name: 'Sales EU', version: 4 } });
    });

    it('update passes the 409 on a stale version through as an HttpError', async () => {
        mockFetch(jsonResponse(409, { status: false, message: 'This record was changed by someone else' }));
        await expect(
            provider().update('departments', { id: 'd1', data: { name: 'B' }, previousData: { id: 'd1', name: 'A', version: 1 } }),
        ).rejects.toMatchObject({ status: 409, message: 'This record was changed by someone else' });
    });

    it('updateMany updates each id, with per-record versions from meta', async () => {
        fetchMock = mockFetch(jsonResponse(200, { status: true, data: {} }));
        const result = await provider().updateMany('departments', {
            ids: ['a', 'b'],
            data: { priority: 'HIGH' },
            meta: { versions: { a: 7 } },
        });

        expect(sentRequest(fetchMock, 0)).toMatchObject({ url: '/api/department/a', method: 'PUT', body: { priority: 'HIGH', version: 7 } });
        expect(sentRequest(fetchMock, 1)).toMatchObject({ url: '/api/department/b', method: 'PUT' });
        expect(sentRequest(fetchMock, 1).body).toEqual({ priority: 'HIGH' });
        expect(result).toEqual({ data: ['a', 'b'] });
    });

    it('delete and deleteMany use the `delete` endpoint', async () => {
        fetchMock = mockFetch(jsonResponse(200, { status: true, message: 'Deleted' }));
        const one = await provider().delete('departments', { id: 'd1', previousData: { id: 'd1', name: 'Sales' } });
        const many = await provider().deleteMany('departments', { ids: ['d2', 'd3'] });

        expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
            'DELETE /api/department/d1',
            'DELETE /api/department/d2',
            'DELETE /api/department/d3',
        ]);
        expect(one).toEqual({ data: { id: 'd1', name: 'Sales' } });
        expect(many).toEqual({ data: ['d2', 'd3'] });
    });
});

describe('custom methods', () => {
    it('changeStatus PATCHes the `status` endpoint with status and version', async () => {
        fetchMock = mockFetch(jsonResponse(200, { status: true, data: { id: 'd1', status: 'INACTIVE', version: 5 } }));
        const result = await provider().changeStatus('departments', { id: 'd1', status: 'INACTIVE', version: 4 });

        expect(sentRequest(fetchMock)).toMatchObject({
            url: '/api/department/d1/status',
            method: 'PATCH',
        });
        expect(sentRequest(fetchMock).body).toEqual({ status: 'INACTIVE', version: 4 });
        expect(result).toEqual({ data: { id: 'd1', status: 'INACTIVE', version: 5 } });
    });

    it('upload sends the file to `bulkUpload` with progress', async () => {
        const xhr = new FakeXhr();
        const dp = createConfigDataProvider(resources, { createUploadTransport: () => xhr });
        const progress: number[] = [];
        const file = new Blob(['name\nSales']);

        const pending = dp.upload('departments', { file, onProgress: n => progress.push(n), fields: { mode: 'append' } });
        xhr.progress(50, 100);
        xhr.respond(200, JSON.stringify({ status: true, data: { created: 1 } }));

        await expect(pending).resolves.toEqual({ data: { created: 1 } });
        expect(xhr).toMatchObject({ method: 'POST', url: '/api/departments/bulk-upload' });
        expect(xhr.sentBody?.get('mode')).toBe('append');
        expect(xhr.sentBody?.get('file')).toBeInstanceOf(Blob);
        expect(progress).toEqual([1, 50, 100]);
    });

    it('withCustomMethods keeps the base methods and adds the extra ones', async () => {
        fetchMock = mockFetch(jsonResponse(200, { status: true, data: { id: 1 } }));
        const extended = withCustomMethods(provider(), { ping: async () => 'pong' });
        await expect(extended.ping()).resolves.toBe('pong');
        await expect(extended.getOne('departments', { id: 1 })).resolves.toEqual({ data: { id: 1 } });
    });
});

describe('config errors', () => {
    it('names the resource and operation when an endpoint is missing', async () => {
        await expect(provider().create('readOnly', { data: {} })).rejects.toThrow(
            'Resource "readOnly" has no "create" endpoint in its api mapping',
        );
        await expect(provider().getList('unknown', listParams)).rejects.toThrow('Resource "unknown" has no "list"');
    });

    it('rejects malformed endpoint specs and unfilled placeholders', async () => {
        await expect(provider().getList('broken', listParams)).rejects.toThrow('Malformed api endpoint "FETCH things"');
        expect(() => parseEndpoint('GET')).toThrow('Malformed');
        expect(parseEndpoint(' PATCH  vendor/{id}/status ')).toEqual({ method: 'PATCH', path: 'vendor/{id}/status' });
        expect(() => fillPath('job/{job_id}/x', { id: 1 })).toThrow('No value for "{job_id}"');
    });
});
