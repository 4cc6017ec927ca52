import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { feedback } from '../api/feedback';
import { FeedbackOutlet } from './FeedbackOutlet';

/** A save button as the form dialog has it: loading while the request runs, reset when it is refused. */
function SaveButton() {
  const [submitting, setSubmitting] = useState(false);
  const save = async () => {
    setSubmitting(true);
    try {
      await Promise.resolve();
      feedback().codeError('refused by the server');
      throw new Error('refused');
    } catch {
      // shown by the feedback
    } finally {
      setSubmitting(false);
    }
  };
  return <button onClick={() => void save()}>{submitting ? 'saving' : 'save'}</button>;
}

describe('FeedbackOutlet', () => {
  it('shows a message sent before its host is in, and a refused save right after the start still resets its button', async () => {
    feedback().codeError('sent before the host');
    render(
      <>
        <FeedbackOutlet />
        <SaveButton />
      </>,
    );
    screen.getByRole('button', { name: 'save' }).click();
    expect(await screen.findByRole('button', { name: 'save' }, { timeout: 2000 })).toBeTruthy();
    // the host comes with antd's scope (ConfigProvider, antd's texts): a first transform of those
    // on a busy machine takes seconds
    expect(await screen.findByText('sent before the host', {}, { timeout: 20_000 })).toBeTruthy();
    expect(await screen.findByText('refused by the server', {}, { timeout: 5000 })).toBeTruthy();
  });
});
