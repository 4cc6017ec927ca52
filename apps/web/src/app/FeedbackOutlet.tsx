import { lazy, Suspense, useEffect, useState } from 'react';
import { setFeedback, type Feedback } from '../api/feedback';

/** antd's message/notification code loads with the first message, not with every page. */
const FeedbackHost = lazy(() => import('./FeedbackHost'));

type Queued = [keyof Feedback, string];

/**
 * Installs a feedback that queues messages and mounts the host on first use; the host (inside
 * ConfigProvider, so messages follow the theme) replays the queue and takes over.
 */
export function FeedbackOutlet() {
  const [queue, setQueue] = useState<Queued[] | null>(null);

  useEffect(() => {
    const enqueue = (kind: keyof Feedback) => (text: string) =>
      setQueue((queued) => [...(queued ?? []), [kind, text]]);
    setFeedback({
      success: enqueue('success'),
      codeError: enqueue('codeError'),
      httpError: enqueue('httpError'),
      warning: enqueue('warning'),
    });
  }, []);

  return queue ? (
    <Suspense fallback={null}>
      <FeedbackHost queued={queue} />
    </Suspense>
  ) : null;
}
