import { describe, expect, it } from 'vitest';
import { articleDocument } from './article-document';

describe('articleDocument', () => {
  it("keeps the article's rich text and fits wide media to the frame's width", () => {
    const doc = new DOMParser().parseFromString(articleDocument('<p>Hello</p><img src="/a.png" width="1200">'), 'text/html');
    expect(doc.body.innerHTML).toBe('<p>Hello</p><img src="/a.png" width="1200">');
    expect(doc.querySelector('meta[name=viewport]')?.getAttribute('content')).toBe('width=device-width, initial-scale=1');
    expect(doc.querySelector('style')?.textContent).toContain('img,video,iframe{max-width:100%;height:auto}');
  });
});
