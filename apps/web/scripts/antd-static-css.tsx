// @jsxRuntime automatic (tsx reads no tsconfig for scripts/)
/**
 * Prints antd's styles for each theme of the app (light, dark, each with and without motion) as
 * CSS, in JSON keyed by `AntdThemeKey`,
 * with the cache-path map (`.data-ant-cssinjs-cache-path{content:…}`) through which
 * @ant-design/cssinjs skips, in the browser, generating and injecting every style found here
 * (see the README, "antd's styles"). Run by the build (`scripts/antd-static-css-plugin.ts`) with
 * NODE_ENV=production: the hash classes of development builds differ.
 *
 * Every component antd exports is rendered once with defaults, and the popup ones (tooltips,
 * dialogs, pickers' panels, messages) through their inline panels, as @ant-design/static-style-extract
 * does; a style not here (another theme, a component's variant not drawn) is generated at run time.
 */
import { Fragment, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { themeConfig } from '../src/app/antd-theme';
import { ANTD_THEME_KEYS, type AntdThemeKey } from '../src/app/antd-theme-key';

type AnyComponent = ComponentType<Record<string, unknown>> & { _InternalPanelDoNotUseOrYouWillBeFired?: AnyComponent };

/** Not drawn on their own: providers, and popups that render nothing closed (drawn as panels below). */
const skipped = new Set(['ConfigProvider', 'App', 'Grid', 'Drawer', 'Modal', 'Popconfirm', 'Popover', 'Tooltip', 'Tour']);

const custom: Record<string, () => ReactNode> = {
  Affix: () => (
    <antd.Affix>
      <div />
    </antd.Affix>
  ),
  Dropdown: () => (
    <antd.Dropdown menu={{ items: [{ key: 'a', label: 'a' }] }} open>
      <div />
    </antd.Dropdown>
  ),
  Menu: () => <antd.Menu items={[{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }, { type: 'divider' }]} />,
  QRCode: () => <antd.QRCode value="https://example.com" />,
  Tree: () => <antd.Tree treeData={[{ key: 'a', title: 'a' }]} />,
  Layout: () => (
    <antd.Layout>
      <antd.Layout.Header />
      <antd.Layout.Sider />
      <antd.Layout.Content />
      <antd.Layout.Footer />
    </antd.Layout>
  ),
  Row: () => (
    <antd.Row>
      <antd.Col span={1} />
    </antd.Row>
  ),
};

function everyComponent(): ReactNode {
  const components = antd as unknown as Record<string, AnyComponent>;
  return Object.keys(components)
    .filter((name) => /^[A-Z]/.test(name) && !skipped.has(name))
    .map((name) => {
      const draw = custom[name];
      if (draw) return <Fragment key={name}>{draw()}</Fragment>;
      const Component = components[name];
      const Panel = Component._InternalPanelDoNotUseOrYouWillBeFired;
      return (
        <Fragment key={name}>
          <Component />
          {Panel && <Panel />}
        </Fragment>
      );
    });
}

/** The popups that draw nothing closed, as their inline panels. */
function popupPanels(): ReactNode {
  const panels = [antd.Modal, antd.Drawer, antd.Popconfirm, antd.Popover, antd.Tooltip, antd.Tour, antd.message, antd.notification] as unknown as AnyComponent[];
  return panels.map((popup, i) => {
    const Panel = popup._InternalPanelDoNotUseOrYouWillBeFired!;
    return <Panel key={i} title="t" content="c" description="d" />;
  });
}

function antdStaticCss(key: AntdThemeKey): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <antd.ConfigProvider theme={themeConfig(key.startsWith('dark'), key.endsWith('reduced-motion'))}>
        {everyComponent()}
        {popupPanels()}
        <antd.Modal._InternalPanelDoNotUseOrYouWillBeFired type="confirm" title="t" content="c" />
      </antd.ConfigProvider>
    </StyleProvider>,
  );
  return extractStyle(cache, true);
}

if (process.env.NODE_ENV !== 'production') throw new Error('NODE_ENV=production is needed: the hash classes of development builds differ');
process.stdout.write(JSON.stringify(Object.fromEntries(ANTD_THEME_KEYS.map((key) => [key, antdStaticCss(key)]))));
