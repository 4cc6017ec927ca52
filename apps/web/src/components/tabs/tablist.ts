/**
 * Moves the tablist role and its orientation from antd's tab bar (`.ant-tabs-nav`) to the list
 * inside it that holds the tabs (`.ant-tabs-nav-list`), the fix proposed upstream
 * (react-component/tabs#1018): the bar's overflow button and extra content are then beside the
 * tablist, not in it. React sets an attribute again only when its value changes (the orientation,
 * when the tabs move to a side): whatever it set on the bar is moved again. Only this Tabs' own
 * bar: tabs nested in a pane have their own.
 */
export function ownTablist(root: HTMLElement): void {
  const bar = root.querySelector<HTMLElement>(':scope > .ant-tabs-nav');
  const list = bar?.querySelector<HTMLElement>(':scope > .ant-tabs-nav-wrap > .ant-tabs-nav-list');
  if (!bar || !list) return;
  for (const name of ['role', 'aria-orientation']) {
    const value = bar.getAttribute(name);
    if (value === null) continue;
    list.setAttribute(name, value);
    bar.removeAttribute(name);
  }
}
