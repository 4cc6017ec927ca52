import { useState } from 'react';
import { Input } from 'antd';
import { basisPointsOf, percentOf } from '../percent';

interface PercentInputProps {
  id?: string;
  /** Basis points (a number), or the text typed while it is no percentage (the field's rule says why). */
  value?: unknown;
  onChange?: (value: number | string | null) => void;
  [prop: string]: unknown;
}

/** The text a form value shows: basis points as a percentage, a refused text as typed. */
const textOf = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? percentOf(value) : typeof value === 'string' ? value : '';

/**
 * A rate typed as a percentage ("12.5 %") whose form value is integer basis points (1250), the
 * wire's unit. Text that is no percentage with at most two decimals stays the value as typed, so
 * the field's rule refuses it with a message (FormItem) and nothing is sent.
 */
export function PercentInput({ value, onChange, ...rest }: PercentInputProps) {
  const [text, setText] = useState(() => textOf(value));
  // a value set from outside (a row loaded, the form reset) replaces what was typed
  const shown = textOf(value) === text || (typeof value === 'number' && basisPointsOf(text) === value) ? text : textOf(value);
  return (
    <Input
      {...rest}
      value={shown}
      inputMode="decimal"
      suffix="%"
      onChange={(e) => {
        setText(e.target.value);
        const bp = basisPointsOf(e.target.value);
        onChange?.(typeof bp === 'string' ? e.target.value : bp);
      }}
    />
  );
}
