import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Input, Modal, Tag, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_SEARCH_MAX, ADMIN_SEARCH_MIN, adminSearchEndpoints, type AdminSearchResult } from '@app/contract';
import { endpointQuery } from '../../api/endpoint';
import { routePush } from '../../app/route-push';
import { hasAuthNode } from '../../app/rules/auth-node';
import type { MenuItem } from '../../app/rules/menu-tree';
import { useAdminInfo } from '../../stores/admin-info';
import { useNavTabs } from '../../stores/nav-tabs';
import { menuItems, menuPages, moveActive, recentPages, type PaletteItem, type PaletteSource } from './palette-items';

const P = 'command-palette';
const ORDER_PAGE = 'order/order';
const TAG_COLOURS: Record<PaletteSource, string> = { recent: 'default', menu: 'blue', action: 'purple', orders: 'gold', members: 'green', shops: 'cyan' };

/** The value after `ms` without a change (the record search waits for the admin to stop typing). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Opens a route; an open tab of that page is re-mounted so that it reads the new query (its filter, the record to show). */
export async function openRoute(to: string): Promise<void> {
  const path = to.split('?')[0];
  const wasOpen = useNavTabs.getState().tabsView.some((tab) => tab.path === path);
  if ((await routePush(to)) === 'ok' && wasOpen) useNavTabs.getState().reloadTab(path);
}

/** The records the server found, as entries opening each in its page (a member or shop: its list filtered by the id range `id,id`). */
export function recordItems(found: AdminSearchResult | undefined, pathOf: (rule: string) => string | undefined, t: (key: string, options?: Record<string, unknown>) => string): PaletteItem[] {
  if (!found) return [];
  const items: PaletteItem[] = [];
  const orders = pathOf(ORDER_PAGE);
  if (orders) for (const o of found.orders ?? []) {
    const status = t(`${P}.statusOptions.${o.status}`);
    items.push({ key: `orders:${o.id}`, source: 'orders', label: o.order_no, detail: o.shop_name ? `${status} · ${t(`${P}.orderIn`, { shop: o.shop_name })}` : status, to: `${orders}?detail=${o.id}` });
  }
  const members = pathOf('user/user');
  if (members) for (const m of found.members ?? []) {
    items.push({ key: `members:${m.id}`, source: 'members', label: m.nickname ? `${m.nickname} (${m.username})` : m.username, detail: m.mobile || undefined, to: `${members}?id=${m.id},${m.id}` });
  }
  const shops = pathOf('shop/shop');
  if (shops) for (const s of found.shops ?? []) items.push({ key: `shops:${s.id}`, source: 'shops', label: s.name, detail: s.code, to: `${shops}?id=${s.id},${s.id}` });
  return items;
}

/** The palette itself (CommandPalette opens it): menus, recent pages and actions at once, records once the admin stops typing. */
export default function PaletteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const menus = useNavTabs((s) => s.tabsViewRoutes);
  const authNode = useNavTabs((s) => s.authNode);
  const activeRoute = useNavTabs((s) => s.activeRoute);
  const isSuper = useAdminInfo((s) => s.super);
  const adminId = useAdminInfo((s) => s.id);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<InputRef>(null);
  const listId = useId();
  const term = query.trim();
  const settled = useSettled(term, 250);
  const searching = settled.length >= ADMIN_SEARCH_MIN;
  const records = useQuery({ ...endpointQuery(adminSearchEndpoints.index, { q: settled }), enabled: open && searching, staleTime: 10_000 });

  const title = (menu: MenuItem) => t(menu.title);
  const pages = useMemo(() => menuPages(menus, (m) => m.name), [menus]);
  const pathOf = (rule: string) => pages.find((p) => p.menu.name === rule)?.menu.path;
  const orderPath = pathOf(ORDER_PAGE);

  // a few dozen entries at most: built on each render
  const items = (() => {
    const actions: PaletteItem[] = [];
    if (orderPath && (isSuper || hasAuthNode(authNode, orderPath, 'redeem'))) {
      actions.push({ key: 'action:redeem', source: 'action', label: t(`${P}.actions.redeem`), to: `${orderPath}?redeem=1` });
    }
    const shownActions = term ? actions.filter((a) => a.label.toLowerCase().includes(term.toLowerCase())) : actions;
    // the page open now first: the header remembers it only after this render (a palette opened right after a navigation)
    const pages = activeRoute ? [{ path: activeRoute.path, title: activeRoute.title }, ...recentPages(adminId).filter((p) => p.path !== activeRoute.path)] : recentPages(adminId);
    const recent: PaletteItem[] = pages
      .map((p) => ({ key: `recent:${p.path}`, source: 'recent' as const, label: t(p.title), detail: p.path, to: p.path }))
      .filter((p) => !term || p.label.toLowerCase().includes(term.toLowerCase()))
      .slice(0, 5);
    const found = searching && settled === term ? recordItems(records.data, pathOf, t) : [];
    return [...(term ? menuItems(menus, title, term) : []), ...recent, ...shownActions, ...found];
  })();

  const current = Math.min(active, Math.max(items.length - 1, 0));
  const optionId = (i: number) => `${listId}-option-${i}`;

  // a palette opens empty each time
  const close = () => {
    setQuery('');
    setActive(0);
    onClose();
  };

  const choose = (item: PaletteItem | undefined) => {
    if (!item) return;
    close();
    if (item.external) window.open(item.to, '_blank', 'noopener,noreferrer');
    else void openRoute(item.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter that ends an input method's composition (pinyin) is not a choice
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      choose(items[current]);
      return;
    }
    const next = moveActive(current, event.key, items.length);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };

  const waiting = term.length >= ADMIN_SEARCH_MIN && (settled !== term || records.isFetching);
  const status = term.length > 0 && term.length < ADMIN_SEARCH_MIN ? t(`${P}.typeMore`) : waiting ? t(`${P}.searching`) : items.length === 0 && term ? t(`${P}.empty`) : '';

  return (
    <Modal
      open={open}
      title={t(`${P}.title`)}
      onCancel={close}
      footer={null}
      destroyOnHidden
      className="command-palette"
      afterOpenChange={(visible) => visible && input.current?.focus()}
      width={640}
    >
      <Input
        ref={input}
        autoFocus
        size="large"
        prefix={<SearchOutlined aria-hidden />}
        value={query}
        maxLength={ADMIN_SEARCH_MAX}
        placeholder={t(`${P}.placeholder`)}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-label={t(`${P}.title`)}
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={items.length ? optionId(current) : undefined}
        data-testid="command-palette-input"
      />
      <ul id={listId} role="listbox" aria-label={t(`${P}.results`)} className="command-palette-list">
        {items.map((item, i) => (
          <li
            key={item.key}
            id={optionId(i)}
            role="option"
            aria-selected={i === current}
            className={i === current ? 'command-palette-option is-active' : 'command-palette-option'}
            onMouseMove={() => i !== current && setActive(i)}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(item)}
            data-source={item.source}
          >
            <Tag color={TAG_COLOURS[item.source]} className="command-palette-source">{t(`${P}.sources.${item.source}`)}</Tag>
            <span className="command-palette-label">{item.label}</span>
            {item.detail ? <span className="command-palette-detail">{item.detail}</span> : null}
          </li>
        ))}
      </ul>
      <div className="command-palette-status" role="status" aria-live="polite">{status}</div>
      <div className="command-palette-hint" aria-hidden>{t(`${P}.hint`)}</div>
    </Modal>
  );
}
