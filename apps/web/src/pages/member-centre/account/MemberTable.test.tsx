import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadEnglishPacks } from '../../../test/lang';
import { useLayoutConfig } from '../../../stores/layout-config';
import { useMemberCenter } from '../../../stores/member-center';
import { MemberTable } from './MemberTable';
import { PULL_THRESHOLD, PullToRefresh } from './PullToRefresh';

interface Row { id: number; name: string; amount: string }
const rows: Row[] = [{ id: 1, name: 'First', amount: '1.00' }, { id: 2, name: 'Second', amount: '-2.00' }];
const columns = [
  { key: 'name', dataIndex: 'name', title: 'Name' },
  { key: 'amount', dataIndex: 'amount', title: 'Amount', render: (v: string) => <b>¥{v}</b> },
];
const paging = { current: 1, pageSize: 10, total: 2, onChange: () => undefined };

beforeAll(async () => {
  useLayoutConfig.getState().setLang('en');
  await loadEnglishPacks([]);
});
afterEach(() => useMemberCenter.setState({ shrink: false }));

describe('MemberTable', () => {
  it('is a table on a desktop', () => {
    render(<MemberTable<Row> columns={columns} dataSource={rows} pagination={paging} scrollX={600} />);
    expect(document.querySelector('table')).not.toBeNull();
    expect(screen.queryAllByTestId('member-row')).toHaveLength(0);
  });

  it("is one card per row on a phone, each listing the columns' titles and cells", () => {
    useMemberCenter.setState({ shrink: true });
    render(<MemberTable<Row> columns={columns} dataSource={rows} pagination={paging} scrollX={600} />);
    expect(document.querySelector('table')).toBeNull();
    const cards = screen.getAllByTestId('member-row');
    expect(cards.map((c) => c.textContent)).toEqual(['NameFirstAmount¥1.00', 'NameSecondAmount¥-2.00']);
  });

  it("opens a card tapped anywhere but on its own buttons, and takes the page's card", () => {
    useMemberCenter.setState({ shrink: true });
    const open = vi.fn();
    const act2 = vi.fn();
    render(<MemberTable<Row> columns={columns} dataSource={rows} pagination={paging} scrollX={600} onOpen={(r) => open(r.id)}
      card={(r) => <div>{r.name}<button type="button" onClick={act2}>do</button></div>} />);
    fireEvent.click(screen.getByText('Second'));
    expect(open).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'do' })[0]);
    expect(act2).toHaveBeenCalledOnce();
    expect(open).toHaveBeenCalledOnce();
  });
});

describe('PullToRefresh', () => {
  const drag = (el: Element, to: number) => {
    fireEvent.touchStart(el, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(el, { touches: [{ clientY: 100 + to }] });
    fireEvent.touchEnd(el, { touches: [] });
  };

  it('reads again when pulled past the threshold from the top of the page, not when pulled short or scrolled up', async () => {
    const refresh = vi.fn(() => Promise.resolve());
    render(<PullToRefresh onRefresh={refresh}><p>list</p></PullToRefresh>);
    const el = screen.getByTestId('pull-to-refresh');
    await act(async () => drag(el, PULL_THRESHOLD)); // damped to half: short
    await act(async () => drag(el, -300));
    expect(refresh).not.toHaveBeenCalled();
    await act(async () => drag(el, PULL_THRESHOLD * 2 + 10));
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('says what letting go will do while pulling', async () => {
    render(<PullToRefresh onRefresh={() => undefined}><p>list</p></PullToRefresh>);
    const el = screen.getByTestId('pull-to-refresh');
    fireEvent.touchStart(el, { touches: [{ clientY: 0 }] });
    fireEvent.touchMove(el, { touches: [{ clientY: 40 }] });
    expect(screen.getByRole('status').textContent).toContain('Pull down to refresh');
    fireEvent.touchMove(el, { touches: [{ clientY: 200 }] });
    expect(screen.getByRole('status').textContent).toContain('Release to refresh');
  });

  it('leaves a page scrolled down alone', async () => {
    const refresh = vi.fn();
    render(<PullToRefresh onRefresh={refresh}><p>list</p></PullToRefresh>);
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    await act(async () => drag(screen.getByTestId('pull-to-refresh'), 300));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    expect(refresh).not.toHaveBeenCalled();
  });
});
