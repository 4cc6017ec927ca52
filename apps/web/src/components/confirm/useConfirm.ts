import { App, type ModalFuncProps } from 'antd';

/**
 * antd's confirmation dialog inside the page's antd scope (`app/AntdScope.tsx`): the display
 * mode's theme, no motion when the reader asks for less, the scope's texts. antd's static
 * `Modal.confirm` renders outside every ConfigProvider: a white dialog in dark mode.
 */
export function useConfirm(): (props: ModalFuncProps) => void {
  const { modal } = App.useApp();
  return (props) => void modal.confirm(props);
}

/** `useConfirm` as a question: resolves true on OK, false on Cancel (or when closed). */
export function useConfirmed(): (content: string) => Promise<boolean> {
  const { modal } = App.useApp();
  return (content) => new Promise((resolve) => void modal.confirm({ content, onOk: () => resolve(true), onCancel: () => resolve(false) }));
}
