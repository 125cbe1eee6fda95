// Types of serverBuild.mjs (plain JavaScript: `npm start` runs it without a transpiler).
export declare const serverBundle: string;
export declare const SERVER_NODE_FLAGS: string[];
/** The spawned server's environment (MALLOC_ARENA_MAX). */
export declare const SERVER_ENV: Record<string, string>;
/** Bundles server/main.ts; answers the node arguments that run it. */
export declare function buildServer(): Promise<string[]>;
