/** argon2id, tuned to about 50 ms a hash on this class of machine (64 MiB, t=3). */
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 65_536, timeCost: 3, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
    return hash(password, options);
}

// Verifying against this when the user does not exist keeps the answer time the same.
let decoyHash: Promise<string> | null = null;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
    if (!storedHash) {
        decoyHash ??= hashPassword('decoy-password-for-timing');
        await verify(await decoyHash, password).catch(() => false);
        return false;
    }
    return verify(storedHash, password).catch(() => false);
}

/** The product's password rule (change, reset), written once with the forms that check it first. */
export { passwordSchema } from '../../config/contracts/common.js';
