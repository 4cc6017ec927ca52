import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { loadEnglishPacks } from '../../test/lang';
import { FieldInput } from './FieldInput';
import { FormItem } from './FormItem';
import { registerEditor, editorLoader } from './editor/editor-registry';
import type { FormField } from './types';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5_000 });

const requestMock = vi.hoisted(() => vi.fn());
vi.mock('../../api/request', () => ({ request: requestMock }));

beforeAll(async () => {
  await loadEnglishPacks(['form-item']);
  // tiptap and ProseMirror take a while to transform: not inside a test's wait
  await import('./editor/TiptapEditor');
}, 120_000);
afterEach(() => requestMock.mockReset());

describe('FieldInput', () => {
  it('shows the city select disabled with a note when the area endpoint is missing', async () => {
    requestMock.mockRejectedValue(new Error('Not found: /admin/ajax/area'));
    render(<FieldInput type="city" id="city" />);
    expect(await screen.findByText('The area data is not available yet, so no city can be chosen.')).toBeTruthy();
    expect(requestMock.mock.calls[0][0]).toMatchObject({ url: '/admin/ajax/area', method: 'GET' });
  });

  it('asks to install an editor only when none is registered', async () => {
    const bundled = editorLoader();
    registerEditor(null);
    try {
      render(<FieldInput type="editor" id="content" />);
      expect(await screen.findByText('Please install the rich-text editor from the module store first')).toBeTruthy();
    } finally {
      registerEditor(bundled);
    }
    expect(bundled).not.toBeNull();
  });

  it('loads the bundled rich-text editor on demand', async () => {
    const onChange = vi.fn();
    render(<FieldInput type="editor" id="content" value="<p>hello</p>" onChange={onChange} />);
    expect(await screen.findByText('hello', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'Editor toolbar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('edits key/value rows', async () => {
    const onChange = vi.fn();
    render(<FieldInput type="array" id="extend" value={[{ key: 'a', value: '1' }]} onChange={onChange} />);
    fireEvent.click(await screen.findByRole('button', { name: /Add a row/ }));
    expect(onChange).toHaveBeenLastCalledWith([{ key: 'a', value: '1' }, { key: '', value: '' }]);
    fireEvent.change(screen.getByLabelText('Value 1'), { target: { value: '2' } });
    expect(onChange).toHaveBeenLastCalledWith([{ key: 'a', value: '2' }]);
  });

  it('keeps a switch value in its own type', () => {
    const onChange = vi.fn();
    render(<FieldInput type="switch" id="status" value="1" onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenCalledWith('0');
  });

  it('takes image URLs while uploading is not available', async () => {
    const onChange = vi.fn();
    render(<FieldInput type="images" id="pics" value={['/a.png']} onChange={onChange} />);
    fireEvent.change(await screen.findByPlaceholderText('Enter the file URL'), { target: { value: '/b.png' } });
    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    expect(onChange).toHaveBeenCalledWith(['/a.png', '/b.png']);
    expect(screen.getByText('Uploading is not available yet: enter the file URL.')).toBeTruthy();
  });
});

describe('FormItem', () => {
  it('labels a field, applies the validators of its type and of the operation', async () => {
    const fields: FormField[] = [
      { name: 'id_no', label: 'ID number', type: 'idNumber' },
      { name: 'password', label: 'Password', type: 'password', rules: ({ operate }) => (operate === 'add' ? ['required'] : []) },
      { name: 'code', label: 'Code', type: 'varName' },
    ];
    const onFinish = vi.fn();
    const { rerender } = render(
      <Form onFinish={onFinish} initialValues={{ id_no: '123', code: '1x' }}>
        {fields.map((f) => (
          <FormItem key={f.name} field={f} lang="test" operate="add" />
        ))}
        <button type="submit">go</button>
      </Form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('Please enter the correct ID number')).toBeTruthy();
    expect(screen.getByText('Please enter Password')).toBeTruthy();
    expect(screen.getByText('Please enter the correct name')).toBeTruthy();
    expect(screen.getByLabelText('ID number')).toBeTruthy();

    // on edit the password may stay empty
    rerender(
      <Form onFinish={onFinish} initialValues={{ id_no: '110101199003077777', code: 'x1' }}>
        {fields.map((f) => (
          <FormItem key={f.name} field={f} lang="test" operate="edit" />
        ))}
        <button type="submit">go</button>
      </Form>,
    );
    fireEvent.change(screen.getByLabelText('ID number'), { target: { value: '110101199003077777' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'x1' } });
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
  });
});
