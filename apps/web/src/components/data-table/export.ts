import { isEnvelope, requestHeaders, send } from '../../api/http';
import { feedback } from '../../api/feedback';
import { refreshSession } from '../../api/token-refresh';
import { i18n } from '../../lang/i18n';
import { toQueryString } from '../../api/query-string';
import { filterParams, type TableFilter } from './search-params';

export type ExportFormat = 'csv' | 'xlsx';

/** `GET <base>export?format=…&<the table's filter without paging>`: the whole filtered result. */
export function exportUrl(base: string, format: ExportFormat, filter: TableFilter): string {
  const { page: _page, limit: _limit, ...rest } = filterParams(filter);
  return `${base}export?${toQueryString({ format, ...rest })}`;
}

/** The file name of a Content-Disposition header (RFC 5987 form first). */
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star) return decodeURIComponent(star[1]);
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads the server's export of the whole filtered list (with the admin token, so not a plain
 * link). A refusal comes back as an envelope instead of a file; an expired token is refreshed once.
 */
export const downloadExport = (base: string, format: ExportFormat, filter: TableFilter): Promise<void> =>
  downloadFile(exportUrl(base, format, filter), `export.${format}`, 'data-table.exportFailed');

/**
 * Saves a file the API answers (an export, an import template; with `body`, a POST such as a
 * backup's download); a refusal shows its message, else `failedKey`.
 */
export async function downloadFile(url: string, fallbackName: string, failedKey: string, retried = false, body?: unknown): Promise<void> {
  try {
    const response = await send<Blob>({ url, method: body === undefined ? 'GET' : 'POST', data: body, headers: requestHeaders(), responseType: 'blob', timeout: 0 });
    const blob = response.data;
    if (blob.type.includes('json')) {
      const answer: unknown = JSON.parse(await blob.text());
      // an expired token: refreshed, then the same request again (the same body, or none)
      if (isEnvelope(answer) && answer.code === 409 && !retried) {
        await refreshSession('admin');
        return downloadFile(url, fallbackName, failedKey, true, body);
      }
      feedback().codeError(isEnvelope(answer) && answer.msg ? answer.msg : i18n.t(failedKey));
      return;
    }
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = fileNameOf(response.headers.get('content-disposition') ?? undefined, fallbackName);
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  } catch {
    feedback().httpError(i18n.t(failedKey));
  }
}
