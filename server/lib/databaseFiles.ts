/**
 * Files kept in the PostgreSQL database (FILE_STORAGE=database, migration 021): every machine
 * that reaches the database reaches the files, and a pg_dump backs them up with the rows.
 *
 * It has a small pool of its own. Routes save a file while their transaction holds a connection
 * of the main pool; were the file written through that pool too, a burst of uploads could hold
 * every connection while each waited for a second one.
 */
import { sql } from 'kysely';
import { openDatabase, type Database } from '../db/connect.js';
import { withWorkspace } from '../db/scope.js';
import type { FileBackend } from './files.js';

const FILE_POOL_SIZE = 4;

export class DatabaseFiles implements FileBackend {
    private constructor(private readonly database: Database) {}

    static async open(databaseUrl: string): Promise<DatabaseFiles> {
        return new DatabaseFiles(await openDatabase({ url: databaseUrl, poolSize: FILE_POOL_SIZE }));
    }

    async put(workspaceId: string, area: string, name: string, bytes: Buffer): Promise<void> {
        await withWorkspace(this.database.db, workspaceId, tx =>
            sql`insert into stored_file_bytes (workspace_id, area, name, bytes) values (${workspaceId}, ${area}, ${name}, ${bytes})`.execute(tx),
        );
    }

    async get(workspaceId: string, area: string, name: string): Promise<Buffer | null> {
        const { rows } = await withWorkspace(this.database.db, workspaceId, tx =>
            sql<{ bytes: Buffer }>`select bytes from stored_file_bytes where workspace_id = ${workspaceId} and area = ${area} and name = ${name}`.execute(tx),
        );
        return rows[0]?.bytes ?? null;
    }

    async delete(workspaceId: string, area: string, name: string): Promise<void> {
        await withWorkspace(this.database.db, workspaceId, tx =>
            sql`delete from stored_file_bytes where workspace_id = ${workspaceId} and area = ${area} and name = ${name}`.execute(tx),
        );
    }

    close(): Promise<void> {
        return this.database.close();
    }
}
