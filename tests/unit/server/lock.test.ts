import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDirectory, lockHolder } from '../../../server/db/lock.js';

const dirs: string[] = [];
afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDirectory', () => {
    it('holds the directory for this process until released, and leaves no exit listener behind', () => {
        const listeners = process.listenerCount('exit');
        // A process that opens many directories one after another (the API tests' copies) must not pile up listeners.
        for (let round = 0; round < 12; round++) {
            const dir = mkdtempSync(join(tmpdir(), 'ats-lock-unit-'));
            dirs.push(dir);
            const release = lockDataDirectory(dir);
            expect(lockHolder(dir)).toBe(process.pid);
            expect(process.listenerCount('exit')).toBe(listeners + 1);
            release();
            expect(existsSync(join(dir, 'server.lock'))).toBe(false);
            expect(process.listenerCount('exit')).toBe(listeners);
        }
    });
});
