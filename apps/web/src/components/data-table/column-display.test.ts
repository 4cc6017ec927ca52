import { describe, expect, it } from 'vitest';
import { loadColumnDisplay, saveColumnDisplay } from './column-display';
import { columnsOf } from './types';

const columns = columnsOf([
  { field: 'id' },
  { field: 'email', show: false },
  { field: 'nickname' },
  { field: 'operate', render: 'buttons', enableColumnDisplayControl: false },
]);

describe('column display', () => {
  it('starts from each column’s show', () => {
    expect(loadColumnDisplay('t1', columns)).toEqual({ id: true, email: false, nickname: true, operate: true });
  });

  it('remembers the choice per table in localStorage', () => {
    saveColumnDisplay('t1', columns, { id: false, email: true, nickname: true, operate: false });
    expect(JSON.parse(localStorage.getItem('data-table:columns:t1')!)).toEqual({ id: false, email: true, nickname: true });
    // the uncontrolled column stays shown; another table is unaffected
    expect(loadColumnDisplay('t1', columns)).toEqual({ id: false, email: true, nickname: true, operate: true });
    expect(loadColumnDisplay('t2', columns).id).toBe(true);
  });

  it('ignores damaged entries and columns added later', () => {
    localStorage.setItem('data-table:columns:t3', '{not json');
    expect(loadColumnDisplay('t3', columns).email).toBe(false);
    localStorage.setItem('data-table:columns:t4', JSON.stringify({ id: false }));
    expect(loadColumnDisplay('t4', columns)).toEqual({ id: false, email: false, nickname: true, operate: true });
  });
});
