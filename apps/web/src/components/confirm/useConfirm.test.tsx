import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Button, ConfigProvider, theme } from 'antd';
import { useConfirm, useConfirmed } from './useConfirm';

/** antd's class of the theme a component was drawn with (`css-…`: one per token set). */
const themeClass = (el: Element) => [...el.classList].find((c) => c.startsWith('css-'));

function Asker({ onAnswer }: { onAnswer: (yes: boolean) => void }) {
  const confirm = useConfirm();
  const confirmed = useConfirmed();
  return (
    <>
      <Button onClick={() => confirm({ title: 'Complete the order?' })}>ask</Button>
      <Button onClick={() => void confirmed('Start from the log?').then(onAnswer)}>question</Button>
    </>
  );
}

const inDarkScope = (onAnswer: (yes: boolean) => void = () => undefined) =>
  render(
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
      <App component={false}>
        <Asker onAnswer={onAnswer} />
      </App>
    </ConfigProvider>,
  );

describe('useConfirm', () => {
  it("draws the confirmation with the scope's theme (antd's static Modal.confirm draws it with the default one: white in dark mode)", async () => {
    inDarkScope();
    const button = screen.getByRole('button', { name: 'ask' });
    fireEvent.click(button);
    const dialog = await waitFor(() => {
      const found = document.querySelector('.ant-modal-confirm');
      expect(found?.textContent).toContain('Complete the order?');
      return found!;
    }, { timeout: 5_000 });
    expect(themeClass(dialog)).toBeDefined();
    expect(themeClass(dialog)).toBe(themeClass(button));
  });

  it('answers the question: true on OK, false on Cancel', async () => {
    const answers: boolean[] = [];
    inDarkScope((yes) => answers.push(yes));
    fireEvent.click(screen.getByRole('button', { name: 'question' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(answers).toEqual([true]));
    fireEvent.click(screen.getByRole('button', { name: 'question' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Cancel' }).length).toBeGreaterThan(0));
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    await waitFor(() => expect(answers).toEqual([true, false]));
  });
});
