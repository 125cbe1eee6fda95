/**
 * A scriptable stand-in for XMLHttpRequest: the test drives upload progress
 * and the server's answer by hand.
 */
import type { UploadTransport } from '../../../dataProvider/upload';

export class FakeXhr implements UploadTransport {
    method = '';
    url = '';
    headers: Record<string, string> = {};
    sentBody: FormData | null = null;
    status = 0;
    responseText = '';
    readonly upload: UploadTransport['upload'] = { onprogress: null };
    onload: UploadTransport['onload'] = null;
    onerror: UploadTransport['onerror'] = null;
    onabort: UploadTransport['onabort'] = null;

    open(method: string, url: string): void {
        this.method = method;
        this.url = url;
    }

    setRequestHeader(name: string, value: string): void {
        this.headers[name] = value;
    }

    send(body: FormData): void {
        this.sentBody = body;
    }

    progress(loaded: number, total: number, lengthComputable = true): void {
        this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
    }

    respond(status: number, body: string): void {
        this.status = status;
        this.responseText = body;
        this.onload?.({} as ProgressEvent);
    }

    failNetwork(): void {
        this.onerror?.({} as ProgressEvent);
    }
}
