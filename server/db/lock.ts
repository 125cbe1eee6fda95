/**
 * PGlite does not lock its data directory, and two processes on one directory
 * silently lose rows. This lock file makes the second process refuse to start
 * before it opens anything.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirectoryLockedError extends Error {
    constructor(dir: string, pid: number) {
        super(
            `The data directory ${dir} is in use by another server process (pid ${pid}). ` +
                'Stop that process first, or give this one its own directory or a DATABASE_URL.',
        );
    }
}

function isAlive(pid: number): boolean {
    try {
        process.kill(pid, 0);
        return true;
    } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
}

function tryCreate(lockPath: string): boolean {
    try {
        const fd = openSync(lockPath, 'wx');
        writeSync(fd, String(process.pid));
        closeSync(fd);
        return true;
    } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
    }
}

/** The pid of the live process holding `dir`, or null (no lock, or a stale one). */
export function lockHolder(dir: string): number | null {
    let holder: number;
    try {
        holder = Number(readFileSync(join(dir, 'server.lock'), 'utf8').trim());
    } catch {
        return null;
    }
    return holder && isAlive(holder) ? holder : null;
}

/** Takes the lock or throws DataDirectoryLockedError. Returns the release function. */
export function lockDataDirectory(dir: string): () => void {
    mkdirSync(dir, { recursive: true });
    const lockPath = join(dir, 'server.lock');
    if (!tryCreate(lockPath)) {
        const holder = Number(readFileSync(lockPath, 'utf8').trim());
        if (holder && holder !== process.pid && isAlive(holder)) throw new DataDirectoryLockedError(dir, holder);
        // The holder died without cleaning up: take the stale lock over.
        rmSync(lockPath, { force: true });
        if (!tryCreate(lockPath)) throw new DataDirectoryLockedError(dir, Number(readFileSync(lockPath, 'utf8')));
    }
    let released = false;
    const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        rmSync(lockPath, { force: true });
    };
    process.once('exit', release);
    return release;
}
