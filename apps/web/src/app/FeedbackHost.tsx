import { useEffect } from 'react';
import { message, notification } from 'antd';
import { setFeedback, type Feedback } from '../api/feedback';

/** Shows the request layer's messages with antd (success and HTTP errors as messages, server errors as notifications). */
export default function FeedbackHost({ queued }: { queued: [keyof Feedback, string][] }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();

  useEffect(() => {
    const feedback: Feedback = {
      success: (text) => void messageApi.success(text),
      codeError: (text) => notificationApi.error({ message: text, placement: 'topRight' }),
      httpError: (text) => void messageApi.error(text),
      warning: (text) => notificationApi.warning({ message: text, placement: 'topRight' }),
    };
    setFeedback(feedback);
    queued.forEach(([kind, text]) => feedback[kind]?.(text));
    // the queue is only read once: later messages go straight to the installed feedback
  }, [messageApi, notificationApi]);

  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}
