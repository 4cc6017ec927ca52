import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { Tabs } from './Tabs';

const items = ['One', 'Two', 'Three'].map((label) => ({ key: label, label, children: `${label} pane` }));

describe('Tabs', () => {
  it('gives the tablist role to the list of tabs, not the bar around the overflow button and extra content', () => {
    const { container } = render(<Tabs items={items} tabBarExtraContent={<Button>Extra</Button>} />);
    const tablist = screen.getByRole('tablist');
    expect(tablist.classList).toContain('ant-tabs-nav-list');
    expect(tablist.getAttribute('aria-orientation')).toBe('horizontal');
    // every element the tablist owns is a tab, or holds one
    expect(screen.getAllByRole('tab').every((tab) => tablist.contains(tab))).toBe(true);
    expect(tablist.querySelector('button')).toBeNull();
    const bar = container.querySelector('.ant-tabs-nav')!;
    expect(bar.hasAttribute('role')).toBe(false);
    expect(bar.querySelector('.ant-tabs-nav-more')).not.toBeNull(); // the overflow button is still there
    expect(screen.getByRole('button', { name: 'Extra' })).toBeTruthy();
  });

  it('keeps the role where it moved when the tabs render again, and on a new bar', () => {
    const { rerender } = render(<Tabs items={items} activeKey="One" />);
    rerender(<Tabs items={items} activeKey="Two" />);
    expect(screen.getByRole('tablist').classList).toContain('ant-tabs-nav-list');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Two');
    rerender(<Tabs items={items} activeKey="Two" tabPosition="left" />);
    expect(screen.getAllByRole('tablist')).toHaveLength(1);
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical');
  });

  it('moves only its own bar: tabs in a pane keep theirs', () => {
    const nested = [{ key: 'outer', label: 'Outer', children: <Tabs items={items} /> }];
    render(<Tabs items={nested} />);
    const lists = screen.getAllByRole('tablist');
    expect(lists).toHaveLength(2);
    expect(lists.every((l) => l.classList.contains('ant-tabs-nav-list'))).toBe(true);
  });
});
