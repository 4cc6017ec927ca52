/**
 * How the request layer shows messages. The app installs antd's message/notification (from
 * <App>, so they follow the theme); before that, and in unit tests, messages go to the console.
 */
export interface Feedback {
  /** Success of an operation (showSuccessMessage). */
  success(text: string): void;
  /** A server message for a code other than 1 (showCodeMessage). */
  codeError(text: string): void;
  /** An HTTP / network failure (showErrorMessage). */
  httpError(text: string): void;
  /** A warning that needs no action (e.g. a navigation to the current page); codeError is used when absent. */
  warning?(text: string): void;
}

const consoleFeedback: Feedback = {
  success: (text) => console.info(text),
  codeError: (text) => console.error(text),
  httpError: (text) => console.error(text),
  warning: (text) => console.warn(text),
};

let current: Feedback = consoleFeedback;

export function setFeedback(feedback: Feedback): void {
  current = feedback;
}

export function feedback(): Feedback {
  return current;
}
