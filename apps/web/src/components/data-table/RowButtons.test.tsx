import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SendOutlined } from '@ant-design/icons';
import { loadEnglishPacks } from '../../test/lang';
import { RowButtons } from './RowButtons';
import type { TableStore } from './table-store';

beforeAll(async () => {
  await loadEnglishPacks(['data-table']);
});
afterEach(cleanup);

/** The store as a row's buttons read it: a row's key, nothing else. */
const store = { getState: () => ({ keyOf: (row: { id: number }) => row.id, extra: {} }) } as unknown as TableStore;

describe('row buttons', () => {
  it("a button that asks first hides its tooltip while its confirmation is open (a long tooltip covered the confirmation's buttons)", async () => {
    const click = vi.fn();
    render(<RowButtons row={{ id: 7 }} store={store} auth={() => true} buttons={[{ name: 'toBalance', title: 'Pay to the balance', icon: <SendOutlined />, confirm: 'Pay it to the balance instead?', click }]} />);
    const button = screen.getByRole('button', { name: 'Pay to the balance' });
    fireEvent.mouseEnter(button);
    await waitFor(() => expect(document.querySelector('.ant-tooltip:not(.ant-tooltip-hidden):not(.ant-popconfirm)')).not.toBeNull());
    act(() => button.click());
    const ok = await screen.findByRole('button', { name: 'OK' });
    await waitFor(() => expect(document.querySelector('.ant-tooltip:not(.ant-tooltip-hidden):not(.ant-popconfirm)')).toBeNull());
    act(() => ok.click());
    await waitFor(() => expect(click).toHaveBeenCalledWith({ id: 7 }));
  });
});
