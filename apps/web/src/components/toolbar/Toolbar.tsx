import type { ReactNode } from 'react';
import { ColorModeSwitch } from './ColorModeSwitch';
import { LanguageSwitch } from './LanguageSwitch';
import './toolbar.css';

/** Language and display-mode switches, as found in every header. */
export function Toolbar({ children }: { children?: ReactNode }) {
  return (
    <div className="toolbar">
      <LanguageSwitch />
      <ColorModeSwitch />
      {children}
    </div>
  );
}
