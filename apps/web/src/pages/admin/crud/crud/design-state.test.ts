import { describe, expect, it } from 'vitest';
import { crudGenerateInput } from '@app/contract';
import { designChanges, designed, generateRequest, listedIn, move, newField, starterFields } from './design-state';

describe('CRUD designer state', () => {
  it('a palette field has its type, the palette column and a free name', () => {
    expect(newField('string', [])).toMatchObject({ name: 'string_field', type: 'varchar', length: 255, defaultType: 'EMPTY STRING' });
    expect(newField('remoteSelect', ['remote_id']).name).toBe('remote_id_2');
    expect(newField('float', [])).toMatchObject({ type: 'numeric', length: 10, precision: 2, default: '0' });
  });

  it('a new design is a valid generate request', () => {
    const req = generateRequest('create', { name: 'demo_item' }, starterFields(), [], false);
    expect(crudGenerateInput.safeParse(req).success).toBe(true);
    expect(req.table.designChange).toEqual([]);
  });

  it('changes of an existing table: renamed, changed, removed and added columns', () => {
    const title = newField('string', []);
    const d = designed({ ...title, name: 'headline', length: 100 }, title);
    const added = designed(newField('number', []));
    const changes = designChanges([d, added], [newField('image', [])]);
    expect(changes).toEqual([
      { type: 'del-field', oldName: 'image_field', sync: true },
      { type: 'change-field-name', oldName: 'string_field', newName: 'headline', sync: true },
      { type: 'change-field-attr', oldName: 'string_field', newName: 'headline', sync: true },
      { type: 'add-field', newName: 'number_field', sync: true },
    ]);
  });

  it('moves fields and lists those of the list and the form', () => {
    expect(move([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(move([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    const fields = starterFields();
    expect(listedIn({ name: 'a_b' }, fields, 'formFields')).toEqual(['title', 'status', 'weigh']);
    expect(listedIn({ name: 'a_b', formFields: ['title'] }, fields, 'formFields')).toEqual(['title']);
  });
});
