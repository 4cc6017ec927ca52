import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { i18n } from '../../../../lang/i18n';
import { loadEnglishPacks } from '../../../../test/lang';
import { designed, starterFields } from './design-state';
import { Preview } from './Preview';
import { LANG } from './lang';

// The preview reads as the generated page will, in the reader's language: the status field's
// title and its first option come from titleEn/optionsEn in English, from the comment in Chinese.
const fields = starterFields();
const columns = fields.map((d) => d.field.name);
const draw = () => render(<Preview table={{ name: 'shop_note', comment: 'Notes' }} fields={fields} columns={columns} form={columns} />);

beforeAll(() => loadEnglishPacks([LANG]));
afterAll(() => i18n.changeLanguage('en'));

describe('CRUD designer preview', () => {
  it('shows English titles and option labels in English', async () => {
    await i18n.changeLanguage('en');
    draw();
    expect(screen.getAllByText('Status').length).toBeGreaterThan(0);
    expect(screen.getByText('Disabled')).toBeTruthy();
    expect(screen.queryByText('状态')).toBeNull();
    expect(screen.queryByText('禁用')).toBeNull();
  });

  it("shows the comment's Chinese in Chinese", async () => {
    await i18n.changeLanguage('zh-cn');
    draw();
    expect(screen.getAllByText('状态').length).toBeGreaterThan(0);
    expect(screen.getByText('禁用')).toBeTruthy();
  });

  it('a field without an English title reads as its name in words', async () => {
    await i18n.changeLanguage('en');
    const note = designed({ ...fields[1].field, name: 'short_note', comment: '短备注', titleEn: undefined });
    render(<Preview table={{ name: 'shop_note' }} fields={[note]} columns={['short_note']} form={[]} />);
    expect(screen.getAllByText('Short note').length).toBeGreaterThan(0);
  });
});
