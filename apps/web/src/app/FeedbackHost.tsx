import { useEffect, useRef } from 'react';
import { message, notification } from 'antd';
import { setFeedback, type Feedback } from '../api/feedback';

/** Shows the request layer's messages with antd (success and HTTP errors as messages, server errors as notifications). */
export default function FeedbackHost({ queued }: { queued: [keyof Feedback, string][] }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  // the queue is only read once: later messages go straight to the installed feedback
  const queue = useRef(queued);

  useEffect(() => {
    const feedback: Feedback = {
      success: (text) => void messageApi.success(text),
      codeError: (text) => notificationApi.error({ message: text, placement: 'topRight' }),
      httpError: (text) => void messageApi.error(text),
      warning: (text) => notificationApi.warning({ message: text, placement: 'topRight' }),
    };
    setFeedback(feedback);
    queue.current.forEach(([kind, text]) => feedback[kind]?.(text));
  }, [messageApi, notificationApi]);

  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}
