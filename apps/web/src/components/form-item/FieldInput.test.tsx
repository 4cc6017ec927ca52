import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { loadEnglishPacks } from '../../test/lang';
import { FieldInput } from './FieldInput';
import { FormItem } from './FormItem';
import { registerEditor, editorLoader } from './editor/editor-registry';
import type { FormField } from './form-field';
import { feedback, setFeedback } from '../../api/feedback';
import { useSiteConfig } from '../../stores/site-config';
import { registerRouteName } from '../../app/navigation';
import { queryClient } from '../../api/query-client';


const requestMock = vi.hoisted(() => vi.fn());
vi.mock('../../api/request', () => ({ request: requestMock }));

beforeAll(async () => {
  await loadEnglishPacks(['form-item']);
  // The inputs load on demand; transforming them (tiptap and ProseMirror above all) can take
  // longer than a test's wait on a busy machine, so it happens here, once.
  await Promise.all([
    import('../../../../../modules-src/richtext/src/RichTextEditor'),
    import('./editor/EditorInput'),
    import('./inputs/PickerInput'),
    import('./inputs/ColorInput'),
    import('./inputs/ArrayInput'),
    import('./inputs/CityInput'),
    import('./inputs/UploadInput'),
    import('./inputs/IconInput'),
  ]);
}, 120_000);
afterEach(() => {
  requestMock.mockReset();
  // the area lookups are kept once read (the app's client): each test asks its own
  queryClient.clear();
});

describe('FieldInput', () => {
  it('picks province, city and district, each level loaded from the area lookup', async () => {
    const areas: Record<string, { value: number; label: string }[]> = {
      '': [{ value: 110000, label: 'Beijing' }, { value: 440000, label: 'Guangdong' }],
      '440000': [{ value: 440100, label: 'Guangzhou' }],
      '440000,440100': [{ value: 440106, label: 'Tianhe' }],
    };
    requestMock.mockImplementation(async (config: { params: { province?: number; city?: number } }) => ({
      code: 1,
      data: areas[[config.params.province, config.params.city].filter(Boolean).join(',')] ?? [],
    }));
    window.history.pushState({}, '', '/admin/user/user');
    const onChange = vi.fn();
    const { container } = render(<FieldInput type="city" id="city" value="" onChange={onChange} />);
    await waitFor(() => expect(requestMock).toHaveBeenCalledTimes(1));
    fireEvent.mouseDown(container.querySelector('.ant-select-selector')!);
    fireEvent.click(await screen.findByText('Guangdong'));
    fireEvent.click(await screen.findByText('Guangzhou'));
    fireEvent.click(await screen.findByText('Tianhe'));
    // a comma-separated value stays comma-separated
    expect(onChange).toHaveBeenLastCalledWith('440000,440100,440106');
    expect(requestMock.mock.calls.map((c) => [c[0].url, c[0].params])).toEqual([
      ['/admin/ajax/area', {}],
      ['/admin/ajax/area', { province: '440000' }],
      ['/admin/ajax/area', { province: '440000', city: '440100' }],
    ]);
  });

  it('shows the chosen areas by name, asking the member-side lookup outside the back office', async () => {
    requestMock.mockImplementation(async (config: { params: { province?: string; city?: string } }) => ({
      code: 1,
      data: config.params.city ? [{ value: 440106, label: 'Tianhe' }] : config.params.province ? [{ value: 440100, label: 'Guangzhou' }] : [{ value: 440000, label: 'Guangdong' }],
    }));
    window.history.pushState({}, '', '/user/profile');
    render(<FieldInput type="city" id="city" value={[440000, 440100, 440106]} />);
    expect(await screen.findByText('Guangdong / Guangzhou / Tianhe')).toBeTruthy();
    expect(requestMock.mock.calls.every((c) => c[0].url === '/api/ajax/area')).toBe(true);
    window.history.pushState({}, '', '/');
  });

  it('shows the city select disabled with a note when the area lookup fails', async () => {
    requestMock.mockRejectedValue(new Error('Network Error'));
    render(<FieldInput type="city" id="city" />);
    expect(await screen.findByText('The area data could not be loaded, so no city can be chosen.')).toBeTruthy();
  });

  it('asks to install the editor module while none is registered (the host ships none)', async () => {
    // the enabled modules' web parts: none
    requestMock.mockResolvedValue({ code: 1, data: { modules: [] } });
    expect(editorLoader()).toBeNull();
    const { unmount } = render(<FieldInput type="editor" id="content" />);
    expect(await screen.findByText('Please install the rich-text editor from the module store first')).toBeTruthy();
    // who installs it; no link while this admin's routes do not include the store
    expect(screen.getByText(/A super administrator installs modules in the module store/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the module store' })).toBeNull();
    unmount();
    registerRouteName('moduleStore/moduleStore', '/admin/moduleStore');
    render(<FieldInput type="editor" id="content" />);
    expect((await screen.findByRole('link', { name: 'Open the module store' })).getAttribute('href')).toBe('/admin/moduleStore');
  });

  it("loads the rich-text editor module's component once registered", async () => {
    const onChange = vi.fn();
    registerEditor(() => import('../../../../../modules-src/richtext/src/RichTextEditor'));
    render(<FieldInput type="editor" id="content" value="<p>hello</p>" onChange={onChange} />);
    expect(await screen.findByText('hello', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'Editor toolbar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('false');
    registerEditor(null);
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

  it('uploads images after the pre-check, keeps a list value a list, and refuses a disallowed type', async () => {
    requestMock.mockResolvedValue({ code: 1, data: { file: { url: '/storage/b.png', full_url: '//host/storage/b.png' } } });
    useSiteConfig.setState({ upload: { mode: 'local', mimetype: 'jpg,png', maxsize: 1024, videoMaxsize: 2048 } });
    window.history.pushState({}, '', '/admin/routine/adminInfo');
    const onChange = vi.fn();
    const { container } = render(<FieldInput type="images" id="pics" value={['/a.png']} onChange={onChange} />);
    expect(await screen.findByRole('button', { name: /Select from attachments/ })).toBeTruthy();
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'b.png', { type: 'image/png' })] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['/a.png', '/storage/b.png']));
    expect(requestMock.mock.calls[0][0]).toMatchObject({ url: '/admin/ajax/upload', method: 'POST', params: { topic: 'default' } });

    const shown: string[] = [];
    const previous = feedback();
    setFeedback({ success: () => undefined, codeError: () => undefined, httpError: (text) => shown.push(text) });
    // the upload control renders a fresh file input after each upload
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [new File(['MZ'], 'run.exe', { type: 'application/x-msdownload' })] } });
    await waitFor(() => expect(shown).toEqual(['The type of uploaded file is not allowed!']));
    expect(requestMock).toHaveBeenCalledTimes(1);
    setFeedback(previous);
  });

  it('takes a dropped file and a pasted screenshot like a picked one, with the same refusals', async () => {
    requestMock.mockImplementation(async (config: { data: FormData }) => ({ code: 1, data: { file: { url: `/storage/${(config.data.get('file') as File).name}`, full_url: '' } } }));
    useSiteConfig.setState({ upload: { mode: 'local', mimetype: 'jpg,png', maxsize: 1024, videoMaxsize: 2048 } });
    window.history.pushState({}, '', '/user/profile');
    const shown: string[] = [];
    const previous = feedback();
    setFeedback({ success: () => undefined, codeError: () => undefined, httpError: (text) => shown.push(text) });
    const onChange = vi.fn();
    const { rerender } = render(<FieldInput type="image" id="avatar" value="" onChange={onChange} />);
    const zone = await screen.findByRole('group');
    expect(zone.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(zone.getAttribute('aria-describedby')!)!.textContent).toBe('Or drop an image here, or paste one (Ctrl+V)');
    const carrying = (files: File[]) => ({ types: ['Files'], files, items: files.map((f) => ({ kind: 'file', getAsFile: () => f })) });

    // a drop: the hover state while over the zone, the file sent after the pre-check
    fireEvent.dragEnter(zone, { dataTransfer: carrying([]) });
    expect(zone.className).toContain('file-drop-zone-over');
    fireEvent.drop(zone, { dataTransfer: carrying([new File(['png'], 'dropped.png', { type: 'image/png' })]) });
    expect(zone.className).not.toContain('file-drop-zone-over');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/storage/dropped.png'));

    // refused: too large, and a second file for a single field; nothing more is sent
    fireEvent.drop(zone, { dataTransfer: carrying([new File([new Uint8Array(2000)], 'big.png', { type: 'image/png' })]) });
    await waitFor(() => expect(shown).toEqual(['The size of the uploaded file exceeds the allowed range!']));
    expect(requestMock).toHaveBeenCalledTimes(1);

    // a paste with the zone focused: the clipboard's screenshot, renamed; a paste of text is left alone
    rerender(<FieldInput type="image" id="avatar" value="/storage/dropped.png" onChange={onChange} />);
    zone.focus();
    const paste = (files: File[]) => {
      const event = new Event('paste', { bubbles: true, cancelable: true });
      Object.defineProperty(event, 'clipboardData', { value: carrying(files) });
      zone.dispatchEvent(event);
      return event;
    };
    expect(paste([]).defaultPrevented).toBe(false);
    const pasted = paste([new File(['png'], 'image.png', { type: 'image/png' }), new File(['png'], 'second.png', { type: 'image/png' })]);
    expect(pasted.defaultPrevented).toBe(true);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^\/storage\/paste-\d{8}-\d{6}\.png$/)));
    expect(shown.at(-1)).toBe('Only one file can be uploaded here: second.png was left out.');
    expect(requestMock).toHaveBeenCalledTimes(2);
    setFeedback(previous);
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

  it('runs a check against the other values and shows its message', async () => {
    await loadEnglishPacks(['form-item']);
    const field: FormField = { name: 'amount', label: 'Amount', type: 'integer', check: (v, values) => (Number(v) > Number(values.limit) ? 'Over the limit' : undefined) };
    const onFinish = vi.fn();
    render(
      <Form onFinish={onFinish} initialValues={{ amount: 5, limit: 3 }}>
        <FormItem field={field} lang="test" operate="add" />
        <button type="submit">go</button>
      </Form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('Over the limit')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ amount: 2 }));
  });
});
