import { describe, expect, it } from 'vitest';
import { fieldShape as shape, formField as field } from '../shared/form-shape';
import { agentForm } from './agent';

describe('distribution forms (from their descriptions)', () => {
  it('agent: the member (on add only), the level (with help), name, mobile', () => {
    expect(agentForm.fields.map(shape)).toEqual([
      ['user_id', 'remoteSelect', ['required'], true, false],
      ['level_id', 'remoteSelect', null, false, true],
      ['real_name', 'string', null, false, false],
      ['mobile', 'mobile', null, false, false],
    ]);
    expect(field(agentForm, 'user_id').remote).toEqual({ resource: 'user.User', field: 'username' });
    expect((['add', 'edit'] as const).map((operate) => field(agentForm, 'user_id').visible?.({}, operate))).toEqual([true, false]);
    expect(field(agentForm, 'level_id').remote).toEqual({ resource: 'hq.Commission', field: 'name' });
    expect(field(agentForm, 'real_name').limits).toMatchObject({ maxLength: 50 });
    expect(agentForm.defaults ?? {}).toEqual({});
  });
});
