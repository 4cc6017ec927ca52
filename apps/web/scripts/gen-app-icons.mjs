#!/usr/bin/env node
// Writes the installable member centre's icons (public/app-icon-192.png, public/app-icon-512.png,
// named in public/manifest.webmanifest) from the site's logo, public/favicon.svg.
// Usage: node scripts/gen-app-icons.mjs (sharp comes with the server's dependencies).
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

for (const size of [192, 512]) {
  // rendered at the icon's own size (density scales the 64-unit viewBox), not scaled up from 64 px
  await sharp(`${publicDir}favicon.svg`, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${publicDir}app-icon-${size}.png`);
}
