import 'font-awesome/css/font-awesome.min.css';
import { elIconMap } from './el-icon-map';
import { localIcons } from './local-icons';
import './icon.css';

export const DEFAULT_ICON = 'fa fa-circle-o';

/**
 * Renders a rule icon: `fa fa-*` (Font Awesome 4.7), `el-icon-*` (mapped to antd icons),
 * `local-*` (bundled SVGs), `iconfont icon-*`, or an image URL. Unknown names fall back to the
 * default menu icon. Icons are decorative: the text next to them names the entry.
 */
export function Icon({ name, className = '' }: { name?: string; className?: string }) {
  const icon = name?.trim() || DEFAULT_ICON;
  const classes = `app-icon ${className}`.trim();

  if (icon.startsWith('el-icon-')) {
    const Mapped = elIconMap[icon.slice('el-icon-'.length)];
    if (Mapped) {
      return (
        <span className={classes} aria-hidden="true">
          <Mapped />
        </span>
      );
    }
  } else if (icon.startsWith('local-')) {
    const Local = localIcons[icon.slice('local-'.length)];
    if (Local) {
      return (
        <span className={classes} aria-hidden="true">
          <Local />
        </span>
      );
    }
  } else if (/^(fa|iconfont) /.test(icon)) {
    return <i className={`${icon} ${classes}`} aria-hidden="true" />;
  } else if (/^(https?:)?\/\//.test(icon)) {
    return <img className={classes} src={icon} alt="" />;
  }
  return <i className={`${DEFAULT_ICON} ${classes}`} aria-hidden="true" />;
}
