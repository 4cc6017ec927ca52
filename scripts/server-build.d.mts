/** Compiles the server to apps/server/dist (and the contract to packages/contract/dist) when missing or older than the sources. */
export function buildServerIfNeeded(): Promise<void>;
