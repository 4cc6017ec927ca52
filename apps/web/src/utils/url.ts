/** Relative file paths from the server (avatars, uploads) are served under the CDN url when there is one. */
export function fullUrl(path: string, cdnUrl = ''): string {
  if (!path || /^(https?:)?\/\/|^data:|^blob:/.test(path)) return path;
  return cdnUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
}
