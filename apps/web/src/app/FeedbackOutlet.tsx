import { lazy, Suspense } from 'react';
import { setFeedback, type Feedback } from '../api/feedback';

/** antd's message/notification code is a chunk of its own, fetched beside the app at start. */
const FeedbackHost = lazy(() => import('./FeedbackHost'));

export type Queued = [keyof Feedback, string];

/** Messages sent before the host is in; it shows them and takes over. */
const early: Queued[] = [];
const keep = (kind: keyof Feedback) => (text: string) => void early.push([kind, text]);
setFeedback({ success: keep('success'), codeError: keep('codeError'), httpError: keep('httpError'), warning: keep('warning') });

/**
 * Mounts the host (inside ConfigProvider, so messages follow the theme) from the start. Sending a
 * message never sets React state here: when the first message mounted the lazy host, its
 * suspension held the render that also carried the caller's own update (a form's save button
 * stayed loading for good).
 */
export function FeedbackOutlet() {
  return (
    <Suspense fallback={null}>
      <FeedbackHost queued={early} />
    </Suspense>
  );
}
