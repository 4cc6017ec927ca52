import { useMemo } from 'react';
import { theme, type ThemeConfig } from 'antd';
import { useIsDark, useReducedMotion } from './theme';

// dark mode's blue for text (links, the selected menu entry, tab, page number, radio button): 8.2:1 on the page
const DARK_BLUE_TEXT = '#69b1ff';
const DARK_BLUE_TEXT_HOVER = '#91caff';
// a solid primary button or a switch under the pointer: antd's hover blue (#387ed3 dark, #2e7ae6 light) carries white at 4.1:1
const DARK_PRIMARY_HOVER = '#1d6fd6';
const LIGHT_PRIMARY_HOVER = '#1668dc';
const LIGHT_SUCCESS_TEXT = '#237804';
const LIGHT_WARNING_TEXT = '#ad4e00';
const LIGHT_SWITCH_OFF = '#737373';

/**
 * The preset colours' text on their tinted background (a Tag's `color="cyan"`, the lists' enum
 * tags): antd's shade 7 of each carried it at 2.1–3.4:1 (cyan, green, orange, yellow, lime, gold),
 * 4.4:1 (volcano) in light mode and 3.4 and 4.2:1 (purple, geekblue) in dark mode; these take a
 * darker shade in light mode and a lighter one in dark mode (4.5:1 or more each).
 */
const LIGHT_PRESET_TEXT = { cyan7: '#006d75', green7: LIGHT_SUCCESS_TEXT, orange7: LIGHT_WARNING_TEXT, volcano7: '#ad2102', yellow7: '#876800', lime7: '#3f6600', gold7: '#874d00' };
const DARK_PRESET_TEXT = { purple7: '#ab7ae0', geekblue7: '#7f9ef3' };

/**
 * Colours that pass WCAG AA: #0958d9 carries white text on light backgrounds; in dark mode links,
 * the selected menu entry and tab, and the info colour (the `processing` tags' text on their
 * tinted background) use a lighter blue: the dark algorithm darkens a seed, and the primary blue
 * it makes (#165bbe) carries white text but is too dark as text (2.6–2.9:1). antd's
 * tertiary/description greys (45 % opacity) are too faint for text. Red: antd's light #ff4d4f is
 * 3.3:1 as a danger button's or a form error's text and under a danger button's white; #cf1322
 * carries both. Its dark #dc4446 is 4.3:1 both ways, and no red carries both on a dark page: the
 * red is lighter and a solid danger button's text dark. The light status greens and ambers are too
 * faint as text (tags, Typography's success and warning: 1.8–2.3:1) and are darkened for text only.
 */
export function themeConfig(isDark: boolean, reducedMotion = false): ThemeConfig {
  const motion = reducedMotion ? { motion: false } : {};
  return {
    // where antd writes text in the primary blue (the selected menu entry, tab, page number and
    // radio button) dark mode takes the lighter blue; a solid danger button's text is dark
    components: isDark
      ? {
          Menu: { itemSelectedColor: DARK_BLUE_TEXT, subMenuItemSelectedColor: DARK_BLUE_TEXT },
          Tabs: { itemSelectedColor: DARK_BLUE_TEXT, itemActiveColor: DARK_BLUE_TEXT, itemHoverColor: DARK_BLUE_TEXT, inkBarColor: DARK_BLUE_TEXT },
          // a solid danger button's text dark, and pressed a red that carries it (antd's #ad5553: 3.7:1);
          // under the pointer or pressed, a default button's text and border the lighter blue (antd's
          // were 4.5 and 2.2:1 on the page)
          Button: {
            dangerColor: '#141414', colorErrorActive: '#cf605d', colorPrimaryHover: DARK_PRIMARY_HOVER,
            defaultHoverColor: DARK_BLUE_TEXT, defaultHoverBorderColor: DARK_BLUE_TEXT, defaultActiveColor: DARK_BLUE_TEXT_HOVER, defaultActiveBorderColor: DARK_BLUE_TEXT_HOVER,
          },
          // the current page's number, a checked radio button's text
          Pagination: { itemActiveColor: DARK_BLUE_TEXT, itemActiveColorHover: DARK_BLUE_TEXT_HOVER },
          // …and a solid checked radio button, on that blue, dark text
          Radio: { colorPrimary: DARK_BLUE_TEXT, colorPrimaryHover: DARK_BLUE_TEXT_HOVER, buttonSolidCheckedColor: '#141414' },
          // a switch's label under the pointer: off, the page's lighter grey text (60 % white) carried it at
          // 2.6:1; on, antd's hover blue at 4.1:1
          Switch: { colorTextTertiary: 'rgba(255, 255, 255, 0.35)', colorPrimaryHover: DARK_PRIMARY_HOVER },
        }
      : {
          Tag: { colorSuccess: LIGHT_SUCCESS_TEXT, colorWarning: LIGHT_WARNING_TEXT },
          // a switch that is off: its label ("Off") white on a grey that carries it (antd's 25 % black: 1.8:1)
          Switch: { colorTextQuaternary: LIGHT_SWITCH_OFF },
        },
    algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: isDark
      ? {
          ...motion,
          ...DARK_PRESET_TEXT,
          colorPrimary: '#1668dc',
          colorLink: DARK_BLUE_TEXT,
          // a link under the pointer and pressed: the dark algorithm's #3a5b7e and #4b7aad were 2.6 and 4.1:1 on the page
          colorLinkHover: DARK_BLUE_TEXT_HOVER,
          colorLinkActive: DARK_BLUE_TEXT,
          // made #5993d2 by the dark algorithm: 5.1:1 on its tag's background
          colorInfo: '#65a9f3',
          // made #dc6966 by the dark algorithm: 5.5:1 on the page
          colorError: '#ff7875',
          colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
          colorTextDescription: 'rgba(255, 255, 255, 0.65)',
          colorBgLayout: '#141414',
        }
      : {
          ...motion,
          ...LIGHT_PRESET_TEXT,
          colorPrimary: '#0958d9',
          colorLink: '#0958d9',
          // under the pointer: antd's hover blues were 4.2:1 (#2e7ae6: a tab's or a default button's
          // text on the page, white on a primary button or a switch that is on) and 2.8:1 (#579df2, a link)
          colorPrimaryHover: LIGHT_PRIMARY_HOVER,
          colorLinkHover: LIGHT_PRIMARY_HOVER,
          colorInfo: '#0958d9',
          colorError: '#cf1322',
          colorSuccessText: LIGHT_SUCCESS_TEXT,
          colorWarningText: LIGHT_WARNING_TEXT,
          colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
          colorTextDescription: 'rgba(0, 0, 0, 0.65)',
          colorBgLayout: '#f5f7fa',
        },
  };
}

/**
 * The antd theme of the display mode (light, dark, or following the system); a system asking for
 * reduced motion (WCAG 2.3.3) gets antd's dialogs, drawers and menus without animation.
 */
export function useAntdTheme(): ThemeConfig {
  const isDark = useIsDark();
  const reducedMotion = useReducedMotion();
  return useMemo(() => themeConfig(isDark, reducedMotion), [isDark, reducedMotion]);
}
