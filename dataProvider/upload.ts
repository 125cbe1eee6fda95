/**
 * Multipart uploads with progress. XMLHttpRequest, because fetch cannot report
 * upload progress. The progress sequence is SPEC section 4: 1 when the request
 * starts, the percent sent while uploading but never above
 * `constants.uploadProgressCap` (99) until the server has answered, 100 on
 * success and 0 on failure.
 */
import { useCallback, useState } from 'react';
import { constants } from '../config';
import { apiUrl, apiHeaders, networkError, toHttpError } from './httpClient';
import type { HttpMethod } from './types';

export type ProgressListener = (percent: number) => void;

/** The part of XMLHttpRequest the helper uses, so tests can hand in a fake. */
export interface UploadTransport {
    open(method: string, url: string): void;
    setRequestHeader(name: string, value: string): void;
    send(body: FormData): void;
    readonly status: number;
    readonly responseText: string;
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null };
    onload: ((event: ProgressEvent) => void) | null;
    onerror: ((event: ProgressEvent) => void) | null;
    onabort: ((event: ProgressEvent) => void) | null;
}

export interface UploadOptions {
    method?: Extract<HttpMethod, 'POST' | 'PUT' | 'PATCH'>;
    onProgress?: ProgressListener;
    /** Defaults to a real XMLHttpRequest. */
    createTransport?: () => UploadTransport;
}

export interface UploadResult<T> {
    status: number;
    json: T;
}

export const uploadStartProgress = 1;
export const uploadDoneProgress = 100;
export const uploadFailedProgress = 0;

/** Percent of bytes sent, kept within [1, cap] so the bar neither restarts nor claims done early. */
export function cappedProgress(loaded: number, total: number): number {
    const percent = total > 0 ? Math.round((loaded / total) * 100) : uploadStartProgress;
    return Math.min(constants.uploadProgressCap, Math.max(uploadStartProgress, percent));
}

export function uploadFile<T = unknown>(
    path: string,
    formData: FormData,
    options: UploadOptions = {},
): Promise<UploadResult<T>> {
    const { method = 'POST', onProgress = () => undefined } = options;
    const xhr = (options.createTransport ?? (() => new XMLHttpRequest()))();
    return new Promise<UploadResult<T>>((resolve, reject) => {
        const fail = (error: Error): void => {
            onProgress(uploadFailedProgress);
            reject(error);
        };
        xhr.upload.onprogress = event => {
            if (event.lengthComputable) onProgress(cappedProgress(event.loaded, event.total));
        };
        xhr.onload = () => {
            if (xhr.status < 200 || xhr.status >= 300) return fail(toHttpError(xhr.status, xhr.responseText));
            onProgress(uploadDoneProgress);
            resolve({ status: xhr.status, json: parseJsonOrNull(xhr.responseText) as T });
        };
        xhr.onerror = () => fail(networkError());
        xhr.onabort = () => fail(networkError());
        xhr.open(method, apiUrl(path));
        for (const [name, value] of Object.entries({ Accept: 'application/json', ...apiHeaders() })) {
            xhr.setRequestHeader(name, value);
        }
        onProgress(uploadStartProgress);
        xhr.send(formData);
    });
}

function parseJsonOrNull(text: string): unknown {
    try {
        return text ? JSON.parse(text) : null;
    } catch {
        return null;
    }
}

export interface UseUploadResult {
    /** 0 when idle or failed, then 1 … 99, then 100 when the server accepted the file. */
    progress: number;
    upload: <T = unknown>(path: string, formData: FormData, options?: Omit<UploadOptions, 'onProgress'>) => Promise<UploadResult<T>>;
}

/** React state around `uploadFile`; pair it with ui/UploadProgress. */
export function useUpload(): UseUploadResult {
    const [progress, setProgress] = useState(uploadFailedProgress);
    const upload = useCallback<UseUploadResult['upload']>(
        (path, formData, options = {}) => uploadFile(path, formData, { ...options, onProgress: setProgress }),
        [],
    );
    return { progress, upload };
}
