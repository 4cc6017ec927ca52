import { describe, expect, it } from 'vitest';
import { COLUMN_TYPES, MYSQL_COLUMN_TYPES, columnTypeOf, controllerOfFile, crudGenerateInput } from '@app/contract';

// BuildAdmin's own designer sends MySQL types and settings of its own (reference 11.2–11.3); the
// generator's input reads them into its form (contract crud-reference.ts).

/** A field as the reference designer's palette makes it (types and settings are its own). */
const refField = (over: Record<string, unknown>) => ({
  title: 'x', type: 'varchar', dataType: '', length: 200, precision: 0, default: '', defaultType: 'EMPTY STRING', null: false,
  primaryKey: false, unsigned: false, autoIncrement: false, comment: 'x', designType: 'string', table: {}, form: {}, ...over,
});

describe("the reference designer's column types", () => {
  it('maps every MySQL type it offers to a PostgreSQL column type the generator writes', () => {
    const expected: Record<string, string> = {
      int: 'integer', integer: 'integer', mediumint: 'integer', tinyint: 'smallint', smallint: 'smallint', year: 'smallint', bigint: 'bigint',
      decimal: 'numeric', numeric: 'numeric', float: 'numeric', double: 'numeric', real: 'numeric',
      char: 'varchar', varchar: 'varchar', enum: 'varchar', set: 'varchar', tinytext: 'text', text: 'text', mediumtext: 'text', longtext: 'text',
      json: 'jsonb', datetime: 'timestamptz', timestamp: 'timestamptz', date: 'date', time: 'time', bool: 'boolean', boolean: 'boolean', bit: 'boolean',
    };
    expect(MYSQL_COLUMN_TYPES).toEqual(expected);
    for (const [mysql, pg] of Object.entries(expected)) {
      expect(columnTypeOf(mysql, 'string'), mysql).toBe(pg);
      expect(columnTypeOf(mysql.toUpperCase(), 'number'), mysql).toBe(pg);
      expect(COLUMN_TYPES).toContain(pg);
    }
  });

  it("takes PostgreSQL's names as they are, and leaves unknown names for the schema to refuse", () => {
    for (const t of COLUMN_TYPES) expect(columnTypeOf(t, 'string')).toBe(t);
    expect(columnTypeOf('geometry', 'string')).toBe('geometry');
  });

  it('gives the field types stored otherwise in MySQL their column here', () => {
    expect(columnTypeOf('bigint', 'timestamp')).toBe('timestamptz');
    expect(columnTypeOf('int', 'datetime')).toBe('timestamptz');
    expect(columnTypeOf('tinyint', 'switch')).toBe('boolean');
    expect(columnTypeOf('enum', 'radio')).toBe('varchar');
    expect(columnTypeOf('tinyint', 'select')).toBe('varchar');
    expect(columnTypeOf('set', 'checkbox')).toBe('varchar');
    expect(columnTypeOf('varchar', 'array')).toBe('jsonb');
    expect(columnTypeOf('int', 'pk')).toBe('integer');
    expect(columnTypeOf('bigint', 'spk')).toBe('bigint');
  });

  it('reads a remote controller given as its PHP file', () => {
    expect(controllerOfFile('app/admin/controller/auth/Admin.php')).toBe('auth.Admin');
    expect(controllerOfFile('auth\\Admin.php')).toBe('auth.Admin');
  });
});

describe("the reference designer's design", () => {
  const design = {
    table: {
      name: 'refdesign_item', comment: 'Items', quickSearchField: ['id'], defaultSortField: 'id', formFields: ['title', 'status'], columnFields: ['id', 'title'],
      defaultSortType: 'desc', generateRelativePath: 'refdesign_item', isCommonModel: 0, modelFile: 'app/admin/model/refdesign/Item.php',
      controllerFile: 'app/admin/controller/refdesign/Item.php', validateFile: 'app/admin/validate/refdesign/Item.php', webViewsDir: 'web/src/views/backend/refdesign/item',
      databaseConnection: '', designChange: [], rebuild: 'No',
    },
    fields: [
      refField({ name: 'id', type: 'int', length: 10, designType: 'pk', primaryKey: true, unsigned: true, autoIncrement: true, defaultType: 'NONE', table: { width: 70, operator: 'RANGE', sortable: 'custom' } }),
      refField({ name: 'title', table: { render: 'none', operator: 'LIKE', sortable: 'false' }, form: { validator: ['required'], validatorMsg: '' } }),
      refField({ name: 'status', type: 'tinyint', length: 1, default: '1', defaultType: 'INPUT', designType: 'switch', comment: '状态:0=禁用,1=启用', table: { render: 'switch', operator: '=', sortable: 'false' } }),
      refField({ name: 'kind', type: 'enum', dataType: "enum('a','b')", length: 0, default: 'a', defaultType: 'INPUT', designType: 'radio', comment: '类型:a=甲,b=乙', table: { operator: '<>' } }),
      refField({ name: 'price', type: 'decimal', length: 5, precision: 2, default: '0', defaultType: 'INPUT', designType: 'float', table: { operator: 'RANGE' }, form: { step: 1 } }),
      refField({ name: 'photos', designType: 'image', length: 1500, table: { render: 'image', operator: 'false' }, form: { 'image-multi': true } }),
      refField({ name: 'body', type: 'longtext', designType: 'editor', defaultType: 'NULL', null: true, form: { validator: ['editorRequired'] } }),
      refField({ name: 'create_time', type: 'bigint', length: 16, designType: 'timestamp', defaultType: 'NULL', null: true, table: { render: 'datetime', operator: 'RANGE', sortable: 'custom', width: 160, timeFormat: 'yyyy-mm-dd hh:MM:ss' } }),
      refField({
        name: 'admin_id', type: 'int', length: 10, default: '0', defaultType: 'INPUT', designType: 'remoteSelect',
        form: { 'select-multi': false, 'remote-pk': 'id', 'remote-field': 'username', 'remote-table': 'admin', 'remote-controller': 'app/admin/controller/auth/Admin.php', 'remote-model': 'app/admin/model/Admin.php', 'relation-fields': 'username', 'remote-url': '' },
      }),
    ],
  };

  it('is read into the generator form: PostgreSQL types, operator names, plural types, its file settings kept', () => {
    const parsed = crudGenerateInput.safeParse(design);
    expect(parsed.error?.issues ?? []).toEqual([]);
    const byName = Object.fromEntries(parsed.data!.fields.map((f) => [f.name, f]));
    expect(Object.fromEntries(parsed.data!.fields.map((f) => [f.name, [f.designType, f.type]]))).toEqual({
      id: ['pk', 'integer'], title: ['string', 'varchar'], status: ['switch', 'boolean'], kind: ['radio', 'varchar'], price: ['float', 'numeric'],
      photos: ['images', 'varchar'], body: ['editor', 'text'], create_time: ['timestamp', 'timestamptz'], admin_id: ['remoteSelect', 'integer'],
    });
    expect([byName.status.table?.operator, byName.kind.table?.operator]).toEqual(['eq', 'ne']);
    expect(byName.photos.form).toEqual({});
    expect(byName.body.form?.validator).toEqual(['required']);
    expect(byName.admin_id.form).toMatchObject({ 'remote-controller': 'auth.Admin', 'remote-model': 'app/admin/model/Admin.php' });
    expect(byName.admin_id.form).not.toHaveProperty('select-multi');
    expect(parsed.data!.table).toMatchObject({ isCommonModel: 0, controllerFile: 'app/admin/controller/refdesign/Item.php', rebuild: 'No', designChange: [] });
  });

  it('still refuses what it cannot be: an unknown type or key', () => {
    const bad = { ...design, fields: [...design.fields, refField({ name: 'shape', type: 'geometry' })] };
    expect(crudGenerateInput.safeParse(bad).success).toBe(false);
    expect(crudGenerateInput.safeParse({ ...design, table: { ...design.table, nonsense: 1 } }).success).toBe(false);
  });
});
