import { createElement, type HTMLAttributes, type ReactElement } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import DesktopOutlinedSvg from '@ant-design/icons-svg/es/asn/DesktopOutlined';
import DownOutlinedSvg from '@ant-design/icons-svg/es/asn/DownOutlined';
import EyeInvisibleOutlinedSvg from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlinedSvg from '@ant-design/icons-svg/es/asn/EyeOutlined';
import LockOutlinedSvg from '@ant-design/icons-svg/es/asn/LockOutlined';
import LogoutOutlinedSvg from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import MoonOutlinedSvg from '@ant-design/icons-svg/es/asn/MoonOutlined';
import SafetyOutlinedSvg from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import SunOutlinedSvg from '@ant-design/icons-svg/es/asn/SunOutlined';
import TeamOutlinedSvg from '@ant-design/icons-svg/es/asn/TeamOutlined';
import TranslationOutlinedSvg from '@ant-design/icons-svg/es/asn/TranslationOutlined';
import UserOutlinedSvg from '@ant-design/icons-svg/es/asn/UserOutlined';
import './light-icons.css';

/** An SVG attribute as React names it (`fill-rule` → `fillRule`; `aria-*` and `data-*` stay). */
const propName = (name: string) => (name === 'class' ? 'className' : /^(aria|data)-/.test(name) ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()));

function element(node: AbstractNode, key: string, rootProps?: Record<string, string>): ReactElement {
  const props: Record<string, string> = { key };
  for (const [name, value] of Object.entries(node.attrs)) props[propName(name)] = value;
  return createElement(node.tag, { ...props, ...rootProps }, ...(node.children ?? []).map((child, i) => element(child, `${key}-${i}`)));
}

const SVG_PROPS = { width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true' };

/**
 * An icon of @ant-design/icons drawn from its SVG definition, with the markup and classes
 * `@ant-design/icons` gives it (`<span role="img" class="anticon anticon-…">`) and its base CSS
 * in a stylesheet: the first load of a login or the home page does without that package's
 * runtime and colour library (about 8 KB gzipped and a dozen requests; issue #34). Outlined
 * icons only (a two-tone icon's SVG is a function of its colours).
 */
export function lightIcon(definition: IconDefinition) {
  const svg = element(definition.icon as AbstractNode, definition.name, SVG_PROPS);
  function LightIcon({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
    return (
      <span role="img" aria-label={definition.name} {...rest} className={`anticon anticon-${definition.name}${className ? ` ${className}` : ''}`}>
        {svg}
      </span>
    );
  }
  return LightIcon;
}

/* The icons the first-load pages share (logins, home page, their toolbar and member menu), named as in @ant-design/icons; one page's own icons are drawn in its chunk. */
export const DesktopOutlined = lightIcon(DesktopOutlinedSvg);
export const DownOutlined = lightIcon(DownOutlinedSvg);
export const EyeInvisibleOutlined = lightIcon(EyeInvisibleOutlinedSvg);
export const EyeOutlined = lightIcon(EyeOutlinedSvg);
export const LockOutlined = lightIcon(LockOutlinedSvg);
export const LogoutOutlined = lightIcon(LogoutOutlinedSvg);
export const MoonOutlined = lightIcon(MoonOutlinedSvg);
export const SafetyOutlined = lightIcon(SafetyOutlinedSvg);
export const SunOutlined = lightIcon(SunOutlinedSvg);
export const TeamOutlined = lightIcon(TeamOutlinedSvg);
export const TranslationOutlined = lightIcon(TranslationOutlinedSvg);
export const UserOutlined = lightIcon(UserOutlinedSvg);
