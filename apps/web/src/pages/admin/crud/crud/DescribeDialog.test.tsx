import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { crudDesignContext, type CrudDescribedDesign } from '@app/contract';
import { i18n } from '../../../../lang/i18n';
import { loadEnglishPacks } from '../../../../test/lang';
import { setFeedback } from '../../../../api/feedback';
import { envelope, fakeServer } from '../../../../api/test-server';
import { DescribeDialog } from './DescribeDialog';
import { LANG } from './lang';
import zhPack from '../../../../lang/zh-cn/pages/crud-crud';

const DRAFT: CrudDescribedDesign = {
  table: { name: 'demo_book', comment: '图书', type: 'create' },
  fields: [
    { name: 'id', designType: 'pk', type: 'integer', defaultType: 'NONE', primaryKey: true, autoIncrement: true },
    { name: 'title', designType: 'string', type: 'varchar', length: 200, default: '', defaultType: 'EMPTY STRING', comment: '书名' },
  ],
};

beforeAll(async () => {
  await loadEnglishPacks([LANG]);
  i18n.addResourceBundle('zh-cn', 'translation', { [LANG]: zhPack }, true, true);
});
beforeEach(async () => {
  setFeedback({ success: () => {}, codeError: () => {}, httpError: () => {} });
  await i18n.changeLanguage('en');
});
afterAll(() => i18n.changeLanguage('en'));

const type = (text: string) => fireEvent.change(screen.getByTestId('describe-text'), { target: { value: text } });
const submit = () => fireEvent.click(screen.getByTestId('describe-submit'));

describe('DescribeDialog', () => {
  it('sends the description and hands the answered design over', async () => {
    const calls = fakeServer(() => envelope(1, DRAFT));
    const onDesign = vi.fn();
    render(<DescribeDialog open onClose={() => {}} onDesign={onDesign} />);
    expect(screen.getByText('Describe the table')).toBeTruthy();
    // too short to send
    type('ab');
    expect((screen.getByTestId('describe-submit') as HTMLButtonElement).disabled).toBe(true);
    type('  Books with a title  ');
    submit();
    await waitFor(() => expect(onDesign).toHaveBeenCalledWith(DRAFT));
    expect(calls.map((c) => [c.method, c.url, JSON.parse(String(c.data))])).toEqual([['post', '/admin/crud.Crud/designFromText', { description: 'Books with a title' }]]);
  });

  it("shows the server's refusal in the dialog and loads nothing", async () => {
    fakeServer(() => envelope(0, null, 'The design was refused: admin_rule is a table of the application: it cannot be rebuilt'));
    const onDesign = vi.fn();
    render(<DescribeDialog open onClose={() => {}} onDesign={onDesign} />);
    type('A table of rules');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('admin_rule is a table of the application');
    expect(onDesign).not.toHaveBeenCalled();
  });

  it('in Chinese', async () => {
    await i18n.changeLanguage('zh-cn');
    fakeServer(() => envelope(1, DRAFT));
    render(<DescribeDialog open onClose={() => {}} onDesign={() => {}} />);
    expect(screen.getByText('描述建表')).toBeTruthy();
    expect(screen.getByText('起草设计')).toBeTruthy();
  });
});

describe('copy context', () => {
  it('holds the design schema (from the contract), the rules and the design as it is', () => {
    const text = crudDesignContext(DRAFT);
    expect(text).toContain('"$schema"');
    expect(text).toContain('"remoteSelects"');
    expect(text).toContain('two to four lower-case words');
    expect(text).toContain('"name": "demo_book"');
  });
});
