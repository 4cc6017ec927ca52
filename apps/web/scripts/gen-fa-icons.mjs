#!/usr/bin/env node
// Writes the Font Awesome 4.7 icon names (from node_modules/font-awesome/css/font-awesome.css)
// to src/components/icon-select/fa-icons.json, the list the icon picker offers.
// Usage: node scripts/gen-fa-icons.mjs (a unit test checks the JSON is in step with the CSS).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const css = readFileSync(require.resolve('font-awesome/css/font-awesome.css'), 'utf8');

/** Every `.fa-<name>:before` selector, in stylesheet order, without duplicates. */
export function faIconNames(text) {
  return [...new Set([...text.matchAll(/\.fa-([a-z0-9-]+):before/g)].map((match) => match[1]))];
}

const names = faIconNames(css);
const out = fileURLToPath(new URL('../src/components/icon-select/fa-icons.json', import.meta.url));
writeFileSync(out, `${JSON.stringify(names)}\n`);
console.log(`${names.length} Font Awesome icons → ${out}`);
