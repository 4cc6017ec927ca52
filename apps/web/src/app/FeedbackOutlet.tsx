import { useSyncExternalStore, type ComponentType } from 'react';
import { loadInAntd } from './antd-lazy';
import { setFeedback, type Feedback } from '../api/feedback';
// type only: erased, so the host's chunk still loads with the first message
import type { Queued } from './FeedbackHost';

type Host = ComponentType<{ queued: Queued[] }>;

/** Messages sent before the host is in; it shows them and takes over. */
const early: Queued[] = [];
let host: Host | null = null;
let loading = false;
const listeners = new Set<() => void>();

/**
 * antd's message/notification code is a chunk of its own, fetched with the first message (a
 * first visit that shows none never downloads it), in the antd scope (theme, texts). Mounted
 * once the chunk is in, from the import's own task: sending a message never sets React state,
 * so no lazy suspension holds the caller's render (a form's save button once stayed loading for
 * good that way).
 */
function loadHost(): void {
  if (loading) return;
  loading = true;
  loadInAntd(() => import('./FeedbackHost')).then(
    (module) => {
      host = module.default;
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      loading = false; // the next message tries again; this one waits in the queue
      console.error(error);
    },
  );
}

const keep = (kind: keyof Feedback) => (text: string) => {
  early.push([kind, text]);
  loadHost();
};
setFeedback({ success: keep('success'), codeError: keep('codeError'), httpError: keep('httpError'), warning: keep('warning') });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Where the host mounts (in its antd scope, so messages follow the theme). */
export function FeedbackOutlet() {
  const Host = useSyncExternalStore(subscribe, () => host);
  return Host ? <Host queued={early} /> : null;
}
