import { ColorPicker } from 'antd';

interface ColorInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

/** A colour picker whose value is the CSS colour text (hex, or rgba when not opaque). */
export default function ColorInput({ id, value, onChange, disabled }: ColorInputProps) {
  return (
    // the wrapper carries the form item's id, so the label points at the picker
    <span id={id}>
      <ColorPicker
        value={value || undefined}
        disabled={disabled}
        showText
        allowClear
        onChange={(color) => onChange?.(color.toRgb().a < 1 ? color.toRgbString() : color.toHexString())}
        onClear={() => onChange?.('')}
      />
    </span>
  );
}
