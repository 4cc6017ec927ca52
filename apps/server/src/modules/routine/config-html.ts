import { defaultTreeAdapter, html, parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['childNode'];
type Parent = DefaultTreeAdapterMap['parentNode'];
type Element = DefaultTreeAdapterMap['element'];

/** Tags a rich-text setting may keep, with their allowed attributes. */
const ALLOWED: Record<string, string[]> = {
  p: [], br: [], hr: [], strong: [], b: [], em: [], i: [], u: [], s: [], del: [], strike: [], sub: [], sup: [],
  span: [], div: [], blockquote: [], pre: [], code: ['class'],
  h1: [], h2: [], h3: [], h4: [], h5: [], h6: [],
  ul: [], ol: ['start'], li: [],
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  figure: [], figcaption: [],
  table: [], thead: [], tbody: [], tfoot: [], tr: [], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'],
  video: ['src', 'controls', 'width', 'height', 'poster'], audio: ['src', 'controls'], source: ['src', 'type'],
};
/** Dropped with everything inside; other unknown tags are unwrapped (their text stays). */
const DROPPED = new Set(['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'template', 'noscript', 'textarea', 'select', 'button', 'input', 'form', 'link', 'meta', 'base', 'title', 'svg', 'math']);
const URL_ATTRS = new Set(['href', 'src', 'poster']);

/** Relative URLs, http(s) and mailto; never javascript:, data:, vbscript:… */
function safeUrl(value: string): boolean {
  // browsers ignore control characters and spaces inside a scheme
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https' || scheme === 'mailto';
}

function cleanAttrs(el: Element) {
  const allowed = ALLOWED[el.tagName] ?? [];
  el.attrs = el.attrs.filter((a) => allowed.includes(a.name) && (!URL_ATTRS.has(a.name) || safeUrl(a.value)));
  if (el.tagName === 'code') el.attrs = el.attrs.filter((a) => /^language-[\w-]+$/.test(a.value));
  if (el.tagName === 'a' && el.attrs.some((a) => a.name === 'target')) {
    el.attrs.push({ name: 'rel', value: 'noopener noreferrer' });
  }
}

function cleanChildren(parent: Parent) {
  const out: Node[] = [];
  for (const node of parent.childNodes) {
    if (defaultTreeAdapter.isTextNode(node)) {
      out.push(node);
      continue;
    }
    if (!defaultTreeAdapter.isElementNode(node)) continue; // comments, doctypes
    if (node.namespaceURI !== html.NS.HTML || DROPPED.has(node.tagName)) continue;
    cleanChildren(node);
    if (ALLOWED[node.tagName]) {
      cleanAttrs(node);
      out.push(node);
    } else {
      for (const child of node.childNodes) {
        child.parentNode = parent;
        out.push(child);
      }
    }
  }
  parent.childNodes = out;
}

/**
 * Rich text of an `editor` setting without script (reference 7.5's anti-XSS filter): parsed
 * as a browser would, then only allow-listed tags, attributes and URL schemes are kept.
 */
export function sanitizeHtml(input: string): string {
  const fragment = parseFragment(input);
  cleanChildren(fragment);
  return serialize(fragment);
}
