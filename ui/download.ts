/** Hands a file to the browser as a download, through a temporary object URL. */
export function saveBlob(blob: Blob, filename: string): void {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
    // Revoke after the click has been handled.
    setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves text as a file (a CSV by default). */
export function saveTextFile(text: string, filename: string, type = 'text/csv;charset=utf-8'): void {
    saveBlob(new Blob([text], { type }), filename);
}
