import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLayoutConfig } from '../../stores/layout-config';
import { IconSelect } from '.';

// the tests run in English: the picker's pack is loaded for the chosen language
beforeAll(() => useLayoutConfig.getState().setLang('en'));

const loaded = { timeout: 15_000 }; // the first render loads the picker's code (over 5 s once, the machine busy)

describe('IconSelect', () => {
  it('loads on demand, searches a source and hands back the chosen name', async () => {
    const onChange = vi.fn();
    render(<IconSelect value="fa fa-user" onChange={onChange} aria-label="Icon" />);
    const trigger = await screen.findByRole('button', { name: 'Choose an icon' }, loaded);
    expect((screen.getByRole('textbox', { name: 'Icon' }) as HTMLInputElement).value).toBe('fa fa-user');

    fireEvent.click(trigger);
    // Opened, the panel holds 786 icon buttons: a role query over them computes every element's role
    // and took seconds in jsdom (on a busy CI machine the test ran past 15 s), so the panel is read by
    // its labels and attributes. It opens on the source of the current value.
    await waitFor(() => expect(document.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('Font Awesome'), loaded);
    const search = screen.getByLabelText('Search icons');
    fireEvent.change(search, { target: { value: 'user' } });
    expect(screen.getByLabelText('fa fa-user').getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(search, { target: { value: 'circle-o' } });
    const found = screen.getAllByLabelText(/^fa fa-/).map((button) => `${button.tagName} ${button.getAttribute('aria-label')}`);
    expect(found).toContain('BUTTON fa fa-circle-o');
    expect(found.every((name) => name.startsWith('BUTTON ') && name.includes('circle-o'))).toBe(true);

    fireEvent.click(screen.getByLabelText('fa fa-circle-o'));
    expect(onChange).toHaveBeenCalledWith('fa fa-circle-o');
  });

  it('takes a typed name and offers the component library icons', async () => {
    const onChange = vi.fn();
    render(<IconSelect onChange={onChange} aria-label="Icon" />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Icon' }, loaded), { target: { value: 'local-logo' } });
    expect(onChange).toHaveBeenCalledWith('local-logo');
    fireEvent.click(screen.getByRole('button', { name: 'Choose an icon' }));
    expect((await screen.findByLabelText('el-icon-UserFilled')).tagName).toBe('BUTTON');
  });

  it('can be disabled', async () => {
    render(<IconSelect disabled aria-label="Icon" />);
    expect((await screen.findByRole('button', { name: 'Choose an icon' }, loaded)).hasAttribute('disabled')).toBe(true);
  });
});
