// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { constants } from '../../../config';
import { cappedProgress, uploadFile, useUpload } from '../../../dataProvider/upload';
import { currentLocale } from '../../../dataProvider/locale';
import { session } from '../../../dataProvider/session';
import { fallbackErrorMessage } from '../../../dataProvider/messages';
import { clearAllCookies } from './fetchMock';
import { FakeXhr } from './fakeXhr';

beforeEach(() => clearAllCookies());

function startUpload(xhr: FakeXhr) {
    const progress: number[] = [];
    const form = new FormData();
    form.append('file', new Blob(['a,b\n1,2']), 'jobs.csv');
    const result = uploadFile('job-bulk-upload', form, { onProgress: n => progress.push(n), createTransport: () => xhr });
    return { progress, result, form };
}

describe('uploadFile progress (SPEC section 4)', () => {
    it('goes 1, then the percent sent capped at 99, then 100 once the server accepted', async () => {
        const xhr = new FakeXhr();
        const { progress, result } = startUpload(xhr);
        expect(progress).toEqual([1]);

        xhr.progress(0, 1000);
        xhr.progress(250, 1000);
        xhr.progress(994, 1000);
        xhr.progress(1000, 1000);
        xhr.progress(500, 0, false); // no length: nothing to report
        expect(progress).toEqual([1, 1, 25, 99, 99]);

        xhr.respond(200, JSON.stringify({ status: true, data: { created: 2 } }));
        await expect(result).resolves.toEqual({ status: 200, json: { status: true, data: { created: 2 } } });
        expect(progress).toEqual([1, 1, 25, 99, 99, 100]);
    });

    it('drops to 0 and rejects with the server message when the server refuses', async () => {
        const xhr = new FakeXhr();
        const { progress, result } = startUpload(xhr);
        xhr.progress(600, 1000);
        xhr.respond(413, JSON.stringify({ status: false, message: 'File too large' }));

        const error = await result.catch((e: unknown) => e);
        expect(error).toBeInstanceOf(HttpError);
        expect(error).toMatchObject({ status: 413, message: 'File too large' });
        expect(progress).toEqual([1, 60, 0]);
    });

    it('drops to 0 with the fallback message when the network fails', async () => {
        const xhr = new FakeXhr();
        const { progress, result } = startUpload(xhr);
        xhr.failNetwork();
        await expect(result).rejects.toMatchObject({ status: 0, message: fallbackErrorMessage });
        expect(progress).toEqual([1, 0]);
    });

    it('POSTs the FormData to /api with the Bearer token', () => {
        session.setToken('tok-9');
        const xhr = new FakeXhr();
        const { form } = startUpload(xhr);
        expect(xhr.method).toBe('POST');
        expect(xhr.url).toBe('/api/job-bulk-upload');
        expect(xhr.headers.Authorization).toBe('Bearer tok-9');
        expect(xhr.sentBody).toBe(form);
    });

    it("sends the page's language, so the server's refusals and row reports come back in it", () => {
        const xhr = new FakeXhr();
        startUpload(xhr);
        expect(xhr.headers['Accept-Language']).toBe(currentLocale);
    });

    it('caps with the configured constant', () => {
        expect(constants.uploadProgressCap).toBe(99);
        expect(cappedProgress(999, 1000)).toBe(99);
        expect(cappedProgress(1, 1000)).toBe(1);
        expect(cappedProgress(5, 0)).toBe(1);
    });
});

describe('useUpload', () => {
    it('exposes the progress as React state', async () => {
        const xhr = new FakeXhr();
        const { result } = renderHook(() => useUpload());
        expect(result.current.progress).toBe(0);

        let pending: Promise<unknown> = Promise.resolve();
        act(() => {
            pending = result.current.upload('applicant-upload', new FormData(), { createTransport: () => xhr });
        });
        expect(result.current.progress).toBe(1);

        act(() => xhr.progress(40, 100));
        expect(result.current.progress).toBe(40);

        await act(async () => {
            xhr.respond(200, JSON.stringify({ status: true, data: null }));
            await pending;
        });
        expect(result.current.progress).toBe(100);
    });
});
