import { useLayoutEffect, useRef } from 'react';
import { Tabs as AntTabs, type TabsProps } from 'antd';
import type { TabsRef } from 'antd/es/tabs';
import { ownTablist } from './tablist';

/**
 * antd's Tabs with the tablist role on the element that holds the tabs alone. antd puts
 * `role="tablist"` on the whole tab bar, so the overflow menu's button (shown when the tabs do not
 * fit, as the config centre's groups in a narrow window or a member's tabs on a phone) sits inside
 * the tablist, where only tabs belong (axe `aria-required-children`; react-component/tabs#1013).
 * Every page takes its tabs from here (a lint rule says so).
 */
export function Tabs(props: TabsProps) {
  const ref = useRef<TabsRef>(null);
  // after every render: a tab bar antd made anew (another position, say) gets its role back
  useLayoutEffect(() => {
    if (ref.current?.nativeElement) ownTablist(ref.current.nativeElement);
  });
  return <AntTabs ref={ref} {...props} />;
}
