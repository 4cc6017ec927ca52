/**
 * An article's rich text as the document of its sandboxed frame: fitted to the frame's width
 * (a phone's too), so that a wide image, video, table or unbroken line is scaled or wrapped
 * instead of making the reader scroll sideways inside the frame. The frame runs no script, so
 * these styles are the document's own.
 */
const ARTICLE_STYLE = [
  'body{margin:12px;font:14px/1.6 -apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Noto Sans CJK SC",sans-serif;color:#1f1f1f;overflow-wrap:anywhere}',
  'img,video,iframe{max-width:100%;height:auto}',
  'table{display:block;max-width:100%;overflow-x:auto}',
  'pre{white-space:pre-wrap}',
].join('');

export const articleDocument = (content: string): string =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>${ARTICLE_STYLE}</style></head><body>${content}</body></html>`;
