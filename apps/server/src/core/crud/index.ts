/**
 * The CRUD kit: declare a resource once (table, whitelisted fields, joins, data limit, inputs,
 * hooks) and serve BuildAdmin's generic admin actions from it. See README's "Declaring a resource".
 */
export { defineResource, join } from './resource.ts';
export { registerResource } from './routes.ts';
export { action, answer, defineActions, registerActions, type ActionGroup } from './actions.ts';
export { described, joinedFields, wireOf } from './described.ts';
export { describedResource, refAlias, type DescribedResourceOptions } from './described-resource.ts';
export { optionsOf } from './outputs.ts';
export { actionContext, inScope, rowScope } from './action-context.ts';
export { registeredResources, canDelete, canEdit } from './registry.ts';
export { nestRows, treeOptions, type TreeRow } from './tree.ts';
export { remarkOf, controllerPath } from './remark.ts';
export { recordNotFound } from './write.ts';
export { allowedWhere } from './transitions.ts';
export { withTransaction, type DbContext } from './transaction.ts';
export { interceptWrites, type WriteInterceptor } from './intercept.ts';
export { listedRow } from './list.ts';
export type { ActionContext, ActionRunContext, ActionSpec, Actions, ColumnName, Compiled, DataLimitMode, FieldSpec, Hooks, ParsedListQuery, ResourceDef, Row, Values } from './types.ts';
export type { Authority } from './authority.ts';
