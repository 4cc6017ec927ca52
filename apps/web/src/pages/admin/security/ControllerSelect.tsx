import { useEffect, useState } from 'react';
import { Select, type FormInstance } from 'antd';
import type { SecurityResource } from '@app/contract';
import { watchableResources } from './security-api';

interface Props {
  rulePath: 'security.DataRecycle' | 'security.SensitiveData';
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  form: FormInstance;
  placeholder?: string;
}

/**
 * The controller of a rule: one of the resources the server says a rule may watch. Picking one
 * fills the read-only table and primary-key fields with that resource's.
 */
export function ControllerSelect({ rulePath, id, value, onChange, form, placeholder }: Props) {
  const [resources, setResources] = useState<SecurityResource[]>([]);
  useEffect(() => {
    let live = true;
    watchableResources(rulePath).then((f) => live && setResources(f.resources), () => undefined);
    return () => {
      live = false;
    };
  }, [rulePath]);

  return (
    <Select
      id={id}
      showSearch
      placeholder={placeholder}
      value={(value as string) || undefined}
      options={resources.map((r) => ({ value: r.controller, label: `${r.controller} (${r.table})` }))}
      onChange={(controller: string) => {
        const r = resources.find((x) => x.controller === controller);
        onChange?.(controller);
        if (r) form.setFieldsValue({ data_table: r.table, primary_key: r.pk });
      }}
    />
  );
}
