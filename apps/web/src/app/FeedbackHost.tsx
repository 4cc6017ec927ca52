import { useEffect } from 'react';
import { message, notification } from 'antd';
import { setFeedback, type Feedback } from '../api/feedback';

/** A message sent before the host was in: which kind, and its text. */
export type Queued = [keyof Feedback, string];

/** Shows the request layer's messages with antd (success and HTTP errors as messages, server errors as notifications). */
export default function FeedbackHost({ queued }: { queued: Queued[] }) {
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
    // the messages kept before the host was in, once; later ones go straight to it
    queued.splice(0).forEach(([kind, text]) => feedback[kind]?.(text));
  }, [messageApi, notificationApi, queued]);

  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}
