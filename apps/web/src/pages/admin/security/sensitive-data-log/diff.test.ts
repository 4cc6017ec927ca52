import { describe, expect, it } from 'vitest';
import { diffParts } from './diff';

describe('diffParts', () => {
  it('keeps the common start and end apart from the change', () => {
    expect(diffParts('13800000001', '13800000002')).toEqual({
      before: { head: '1380000000', changed: '1', tail: '' },
      after: { head: '1380000000', changed: '2', tail: '' },
    });
    expect(diffParts('1,2', '1,2,3')).toEqual({ before: { head: '1,2', changed: '', tail: '' }, after: { head: '1,2', changed: ',3', tail: '' } });
  });

  it('handles empty and null values, and never splits a character', () => {
    expect(diffParts(null, 'abc').after).toEqual({ head: '', changed: 'abc', tail: '' });
    expect(diffParts('', '').before).toEqual({ head: '', changed: '', tail: '' });
    expect(diffParts('张三😀', '张四😀')).toEqual({ before: { head: '张', changed: '三', tail: '😀' }, after: { head: '张', changed: '四', tail: '😀' } });
  });

  it('does not let the common end overlap the common start', () => {
    expect(diffParts('aa', 'aaa')).toEqual({ before: { head: 'aa', changed: '', tail: '' }, after: { head: 'aa', changed: 'a', tail: '' } });
  });
});
