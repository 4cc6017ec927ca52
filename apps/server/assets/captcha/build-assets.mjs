#!/usr/bin/env node
// Regenerates the click-captcha assets in this folder from pinned npm packages.
//
//   node apps/server/assets/captcha/build-assets.mjs
//
// Only needed when charset.txt or the icon list changes; the generated files are committed,
// so neither the server nor CI needs these (large) packages. The packages are fetched with the
// ordinary npm client (`npm pack` / `npm install`) into a temporary folder that is deleted afterwards.
//
// Inputs (hand-written, committed): charset.txt, icons/hexagon.svg
// Outputs: NotoSansSC-Bold.subset.ttf, icons/<name>.svg (19 Fluent Emoji), licenses/*.txt
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const FONT_PKG = '@expo-google-fonts/noto-sans-sc@0.4.3'; // Google Fonts' Noto Sans SC TTFs, OFL-1.1
const ICON_PKG = '@iconify-json/fluent-emoji-flat@1.2.6'; // Microsoft Fluent Emoji (flat), MIT
const SUBSET_PKG = 'subset-font@2.9.0'; // harfbuzz hb-subset (wasm), BSD-3-Clause; build-time only

/** captcha icon name -> Fluent Emoji Flat icon name ("hexagon" is hand-drawn: icons/hexagon.svg). */
const ICONS = {
  aeroplane: 'airplane',
  apple: 'red-apple',
  banana: 'banana',
  bell: 'bell',
  bicycle: 'bicycle',
  bird: 'bird',
  bomb: 'bomb',
  butterfly: 'butterfly',
  candy: 'candy',
  crab: 'crab',
  cup: 'hot-beverage',
  dolphin: 'dolphin',
  fire: 'fire',
  guitar: 'guitar',
  pear: 'pear',
  rocket: 'rocket',
  sailboat: 'sailboat',
  snowflake: 'snowflake',
  'wolf head': 'wolf',
};

const FLUENT_MIT = `MIT License

Copyright (c) Microsoft Corporation.

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`;

function fileNameOf(icon) {
  return icon.replace(/\s+/g, '-') + '.svg';
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'captcha-assets-'));
try {
  const npm = (...args) => execFileSync('npm', args, { cwd: tmp, stdio: ['ignore', 'pipe', 'inherit'] }).toString();
  for (const pkg of [FONT_PKG, ICON_PKG]) {
    const tgz = npm('pack', '--silent', pkg).trim().split('\n').pop();
    const dir = path.join(tmp, pkg.replace(/[@/]/g, '_'));
    fs.mkdirSync(dir);
    execFileSync('tar', ['xzf', path.join(tmp, tgz), '-C', dir]);
  }
  fs.mkdirSync(path.join(tmp, 'tools'));
  fs.writeFileSync(path.join(tmp, 'tools', 'package.json'), '{"private":true}');
  execFileSync('npm', ['install', '--silent', '--no-audit', '--no-fund', SUBSET_PKG], { cwd: path.join(tmp, 'tools'), stdio: 'inherit' });
  const toolsMods = path.join(tmp, 'tools', 'node_modules');
  const { default: subsetFont } = await import(pathToFileURL(path.join(toolsMods, 'subset-font', 'index.js')).href);
  const { Blob, Face } = await import(pathToFileURL(path.join(toolsMods, 'harfbuzzjs', 'dist', 'index.mjs')).href);

  // ---- font ----
  const fontDir = path.join(tmp, FONT_PKG.replace(/[@/]/g, '_'), 'package');
  const chars = [...new Set(fs.readFileSync(path.join(HERE, 'charset.txt'), 'utf8').replace(/\s+/g, ''))];
  const full = fs.readFileSync(path.join(fontDir, '700Bold', 'NotoSansSC_700Bold.ttf'));
  const subset = await subsetFont(full, chars.join(''), { targetFormat: 'truetype' });
  const covered = new Set(new Face(new Blob(subset)).collectUnicodes());
  const missing = chars.filter((c) => !covered.has(c.codePointAt(0)));
  if (missing.length) throw new Error(`font lacks glyphs for: ${missing.join('')}`);
  fs.writeFileSync(path.join(HERE, 'NotoSansSC-Bold.subset.ttf'), subset);
  fs.copyFileSync(path.join(fontDir, 'LICENSE_FONT'), path.join(HERE, 'licenses', 'OFL-1.1-NotoSansSC.txt'));
  console.log(`font: ${chars.length} chars, ${subset.length} bytes`);

  // ---- icons ----
  const iconDir = path.join(tmp, ICON_PKG.replace(/[@/]/g, '_'), 'package');
  const set = JSON.parse(fs.readFileSync(path.join(iconDir, 'icons.json'), 'utf8'));
  for (const [name, fluent] of Object.entries(ICONS)) {
    const icon = set.icons[fluent];
    if (!icon) throw new Error(`icon ${fluent} not in ${ICON_PKG}`);
    const w = icon.width ?? set.width ?? 16;
    const h = icon.height ?? set.height ?? 16;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${icon.body}</svg>\n`;
    fs.writeFileSync(path.join(HERE, 'icons', fileNameOf(name)), svg);
  }
  fs.writeFileSync(path.join(HERE, 'licenses', 'MIT-fluentui-emoji.txt'), FLUENT_MIT);
  console.log(`icons: ${Object.keys(ICONS).length} written (+ hand-drawn hexagon.svg)`);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
