import { useLayoutEffect, useRef, type Ref, type RefCallback } from 'react';
import { Radio, type RadioGroupProps } from 'antd';

/**
 * antd's Radio.Group as a radio group for assistive technology. antd draws a plain div, and a
 * Form.Item with a required rule gives it `aria-required` (and `aria-invalid` on an error), which
 * a div without a role may not carry (axe `aria-allowed-attr`). antd passes no `role` through, so
 * it is set on the div it draws. Every page takes its radio groups from here (a lint rule says so).
 */
export function RadioGroup({ ref, ...props }: RadioGroupProps & { ref?: Ref<HTMLDivElement> }) {
  const own = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    own.current?.setAttribute('role', 'radiogroup');
  });
  // the div is the form's too (Form.Item's ref: scrolling to a field, focusing it)
  const both: RefCallback<HTMLDivElement> = (el) => {
    own.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };
  return <Radio.Group {...props} ref={both} />;
}
