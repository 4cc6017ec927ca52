import { IconSelect } from '../../icon-select';

interface IconInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  placeholder?: string;
}

/** The `icon` field: the icon picker of components/icon-select (its name as the value). */
export default function IconInput(props: IconInputProps) {
  return <IconSelect {...props} />;
}
