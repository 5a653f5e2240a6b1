import {
  ColumnUpdateNode,
  type KyselyPlugin,
  type OperationNode,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  ValueNode,
  ValuesNode,
} from 'kysely';

/** jsonb columns per table: their values are sent as JSON text (the drivers would send arrays as SQL arrays). */
const JSONB_COLUMNS: Record<string, ReadonlySet<string>> = {
  tenant: new Set(['appearance', 'feature_flags', 'translations']),
  country: new Set(['name']),
  location: new Set(['languages', 'consents', 'interest_registration_consents', 'snippets', 'access_hours']),
  unit_type_category: new Set(['name', 'description']),
  unit_type: new Set(['name', 'description', 'features']),
  billing_period: new Set(['name']),
  insurance: new Set(['name', 'description']),
  optional_product: new Set(['name', 'description']),
  basket: new Set(['request', 'price']),
  provider_session: new Set(['detail']),
  idempotency_key: new Set(['response']),
  booking: new Set(['discount']),
  notification: new Set(['title', 'text']),
  interest_registration: new Set(['consents']),
  notification_preference: new Set(['channels']),
};

function asJson(node: OperationNode): OperationNode {
  if (
    ValueNode.is(node) &&
    node.value !== null &&
    typeof node.value === 'object' &&
    !(node.value instanceof Date)
  ) {
    return ValueNode.create(JSON.stringify(node.value));
  }
  return node;
}

class JsonbTransformer extends OperationNodeTransformer {
  private table: string | undefined;
  private columns: string[] = [];

  protected override transformInsertQuery(
    node: Parameters<OperationNodeTransformer['transformInsertQuery']>[0],
  ) {
    const table = node.into?.table.identifier.name;
    const jsonb = table ? JSONB_COLUMNS[table] : undefined;
    if (!jsonb || !node.columns || !node.values || !ValuesNode.is(node.values))
      return super.transformInsertQuery(node);
    const columns = node.columns.map((column) => column.column.name);
    const values = {
      ...node.values,
      values: node.values.values.map((row) =>
        row.kind === 'ValueListNode'
          ? {
              ...row,
              values: row.values.map((value, i) => (jsonb.has(columns[i] ?? '') ? asJson(value) : value)),
            }
          : row.kind === 'PrimitiveValueListNode'
            ? {
                kind: 'ValueListNode' as const,
                values: row.values.map((value, i) =>
                  ValueNode.create(
                    jsonb.has(columns[i] ?? '') &&
                      value !== null &&
                      typeof value === 'object' &&
                      !(value instanceof Date)
                      ? JSON.stringify(value)
                      : value,
                  ),
                ),
              }
            : row,
      ),
    };
    return super.transformInsertQuery({ ...node, values });
  }

  protected override transformUpdateQuery(
    node: Parameters<OperationNodeTransformer['transformUpdateQuery']>[0],
  ) {
    const table =
      node.table && 'table' in node.table
        ? (node.table as { table: { identifier: { name: string } } }).table.identifier.name
        : undefined;
    const jsonb = table ? JSONB_COLUMNS[table] : undefined;
    if (!jsonb || !node.updates) return super.transformUpdateQuery(node);
    const updates = node.updates.map((update) => {
      const column =
        'column' in update.column ? (update.column as { column: { name: string } }).column.name : '';
      return jsonb.has(column) ? ColumnUpdateNode.create(update.column, asJson(update.value)) : update;
    });
    return super.transformUpdateQuery({ ...node, updates });
  }
}

/** Sends values of jsonb columns as JSON text, so objects and arrays land as jsonb on PGlite and PostgreSQL. */
export class JsonbPlugin implements KyselyPlugin {
  private readonly transformer = new JsonbTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
