import { shopAddInput, shopDescription, type RowOf, type ShopAddInput } from '@app/contract';
import { DataTable, columnsOf, describedTable, enumContent } from '../../../../components/data-table';
import { formSchema } from '../../../../components/form-item/types';
import { MapPicker } from '../../../../components/map-picker';

type ShopRow = RowOf<typeof shopDescription>;
const LANG = 'shop-shop';

const table = describedTable(
  shopDescription,
  columnsOf<ShopRow>([
    { field: 'id', width: 70 },
    { field: 'logo', render: 'image', operator: false, width: 70 },
    { field: 'name', minWidth: 140 },
    { field: 'code', width: 110 },
    { field: 'contact_name', width: 100 },
    { field: 'contact_mobile', width: 130 },
    { field: 'address', operator: false, minWidth: 160, ellipsis: true },
    { field: 'owner.username', width: 110, show: false },
    { field: 'status', width: 90 },
    { field: 'create_time', width: 170 },
    { field: 'operate', render: 'buttons', buttons: ['weigh-sort', 'edit', 'delete'], operator: false, width: 130, enableColumnDisplayControl: false },
  ]),
  LANG,
);

/** The form: the city select holds "province,city,district"; the position is typed in degrees or picked on the map. */
type ShopForm = Omit<ShopAddInput, 'province_id' | 'city_id' | 'district_id'> & { area?: string; position?: never };

const shopForm = formSchema<ShopForm>({
  input: shopAddInput,
  fields: [
    { name: 'name', rules: ['required'] },
    { name: 'code', rules: ['required'] },
    { name: 'logo', type: 'image' },
    { name: 'images', type: 'images' },
    { name: 'contact_name' },
    { name: 'contact_mobile', type: 'mobile' },
    { name: 'area', type: 'city' },
    { name: 'address' },
    { name: 'longitude', type: 'float', blockHelp: () => `${LANG}.positionTip` },
    { name: 'latitude', type: 'float' },
    {
      name: 'position',
      type: 'custom',
      render: (_props, { values, form }) => (
        <MapPicker
          longitude={values.longitude}
          latitude={values.latitude}
          onChange={(p) => form.setFieldsValue({ longitude: p?.longitude ?? null, latitude: p?.latitude ?? null })}
        />
      ),
    },
    { name: 'business_hours' },
    { name: 'intro', type: 'textarea', inputProps: { rows: 3 } },
    { name: 'owner_user_id', type: 'remoteSelect', remote: { resource: 'user.User', field: 'username' } },
    { name: 'admin_ids', type: 'remoteSelects', remote: { resource: 'auth.Admin', field: 'username' }, blockHelp: () => `${LANG}.adminsTip` },
    { name: 'status', type: 'radio', content: enumContent(shopDescription, 'status', LANG) },
  ],
  defaults: { status: 'open' },
  width: 760,
  toForm: (row) => ({ ...row, area: [row.province_id, row.city_id, row.district_id].filter(Boolean).join(',') }) as ShopForm,
  toSubmit: ({ area, position: _map, ...values }) => {
    const [province_id, city_id, district_id] = String(area ?? '').split(',').map((v) => (v ? Number(v) : null));
    return {
      ...values,
      // an emptied position is sent as '' (the table drops nulls, which would keep the stored one)
      longitude: values.longitude ?? '',
      latitude: values.latitude ?? '',
      province_id: province_id ?? null,
      city_id: city_id ?? null,
      district_id: district_id ?? null,
    };
  },
});

/** Shops (issue 12 item 1): every field, the city select, the position typed or picked on a map, the bound admins. */
export default function ShopPage() {
  return <DataTable<ShopRow> {...table} lang={LANG} form={shopForm} />;
}
