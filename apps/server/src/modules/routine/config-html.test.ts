import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './config-html.ts';

describe('sanitizeHtml (editor settings)', () => {
  it('keeps formatting, links and images', () => {
    const html = '<h2>Title</h2><p><strong>b</strong> <em>i</em> <a href="https://x.test/a?b=1&amp;c=2" target="_blank">x</a></p><ul><li>1</li></ul><img src="/storage/a.png" alt="a"><pre><code class="language-js">1 &lt; 2</code></pre>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <a href="https://x.test/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">x</a></p><ul><li>1</li></ul><img src="/storage/a.png" alt="a"><pre><code class="language-js">1 &lt; 2</code></pre>',
    );
  });

  it('drops scripts, handlers, dangerous URLs and foreign content', () => {
    const cases: [string, string][] = [
      ['<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
      ['<img src=x onerror=alert(1)>', '<img src="x">'],
      ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
      ['<a href=" java\tscript:alert(1)">x</a>', '<a>x</a>'],
      ['<a href="JAVASCRIPT:alert(1)">x</a>', '<a>x</a>'],
      ['<img src="data:text/html;base64,PHNjcmlwdD4=">', '<img>'],
      ['<svg onload=alert(1)><circle/></svg>ok', 'ok'],
      ['<iframe src="https://evil.test"></iframe><style>*{}</style>ok', 'ok'],
      ['<p style="background:url(javascript:1)" class="x">t</p>', '<p>t</p>'],
      ['<custom-tag onclick="x()">kept text</custom-tag>', 'kept text'],
      ['<!-- <script>alert(1)</script> -->x', 'x'],
      ['<form action="/x"><input name="a"></form>y', 'y'],
    ];
    for (const [input, output] of cases) expect(sanitizeHtml(input), input).toBe(output);
  });

  it('escapes text so that it cannot become markup again', () => {
    expect(sanitizeHtml('1 < 2 & "3" <b>4</b>')).toBe('1 &lt; 2 &amp; "3" <b>4</b>');
  });
});
