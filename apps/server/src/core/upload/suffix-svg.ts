/** Adler-32 of a string's UTF-8 bytes. */
export function adler32(text: string): number {
  let a = 1;
  let b = 0;
  for (const byte of Buffer.from(text, 'utf8')) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** HSV (each 0..1) to RGB 0..255, floored as the reference's `hsv2rgb`. */
export function hsvToRgb(h: number, s: number, v: number): [number, number, number] {
  const i = Math.floor(h * 6);
  const f = h * 6 - i;
  const p = v * (1 - s);
  const q = v * (1 - f * s);
  const t = v * (1 - (1 - f) * s);
  const [r, g, b] = [
    [v, t, p],
    [q, v, p],
    [p, v, t],
    [p, q, v],
    [t, p, v],
    [v, p, q],
  ][i % 6];
  return [Math.floor(r * 255), Math.floor(g * 255), Math.floor(b * 255)];
}

/**
 * The icon's colour for a suffix. The original read PHP's big-endian binary adler32 with
 * `unpack('L')`, i.e. with the bytes swapped on x86: we do the same so colours match.
 */
export function suffixColour(label: string): string {
  const be = Buffer.alloc(4);
  be.writeUInt32BE(adler32(label));
  const [r, g, b] = hsvToRgb((be.readUInt32LE() % 360) / 360, 0.3, 0.9);
  return `rgb(${r},${g},${b})`;
}

// A colour a caller may choose: hex, rgb()/rgba()/hsl()/hsla() with plain numbers, or a name.
const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/]+\)|[a-z]{3,20})$/i;

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The "file icon" SVG shown as the preview of a non-image attachment (reference 8.6): the first
 * four characters of the upper-cased suffix on a colour derived from it. Unlike the original,
 * the label is escaped and a background that is not a plain colour is ignored (no markup
 * injection through the query string).
 */
export function buildSuffixSvg(suffix = 'file', background = ''): string {
  const label = [...(suffix || 'file').toUpperCase()].slice(0, 4).join('');
  const fill = COLOUR.test(background.trim()) ? background.trim() : suffixColour(label);
  return `<svg version="1.1" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" style="enable-background:new 0 0 512 512" xml:space="preserve">
<path style="fill:#E2E5E7;" d="M128,0c-17.6,0-32,14.4-32,32v448c0,17.6,14.4,32,32,32h320c17.6,0,32-14.4,32-32V128L352,0H128z"/>
<path style="fill:#B0B7BD;" d="M384,128h96L352,0v96C352,113.6,366.4,128,384,128z"/>
<polygon style="fill:#CAD1D8;" points="480,224 384,128 480,128 "/>
<path style="fill:${escapeXml(fill)};" d="M416,416c0,8.8-7.2,16-16,16H48c-8.8,0-16-7.2-16-16V256c0-8.8,7.2-16,16-16h352c8.8,0,16,7.2,16,16 V416z"/>
<path style="fill:#CAD1D8;" d="M400,432H96v16h304c8.8,0,16-7.2,16-16v-16C416,424.8,408.8,432,400,432z"/>
<g><text><tspan x="220" y="380" font-size="124" font-family="Verdana, Helvetica, Arial, sans-serif" fill="white" text-anchor="middle">${escapeXml(label)}</tspan></text></g>
</svg>`;
}
