/**
 * The full-screen overlay of requests made with `loading: true`. It is shared: it shows while at
 * least one such request is running.
 */
let count = 0;
let element: HTMLElement | null = null;

export function showRequestLoading(): void {
  count += 1;
  if (element) return;
  element = document.createElement('div');
  element.className = 'request-loading';
  element.setAttribute('role', 'status');
  element.setAttribute('aria-live', 'polite');
  element.innerHTML = '<span class="request-loading-spinner" aria-hidden="true"></span>';
  document.body.appendChild(element);
}

export function hideRequestLoading(): void {
  count = Math.max(0, count - 1);
  if (count > 0 || !element) return;
  element.remove();
  element = null;
}

export function requestLoadingCount(): number {
  return count;
}
