/** Builds modules-src/catalogue when missing or older than the modules' sources; false when the build failed. */
export function buildCatalogueIfNeeded(): boolean;
