/** Saves text as a file through a temporary object URL (the browser's download). */
export function saveTextFile(text: string, filename: string, type = 'text/csv;charset=utf-8'): void {
    const url = URL.createObjectURL(new Blob([text], { type }));
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
