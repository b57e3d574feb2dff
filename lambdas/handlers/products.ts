import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../adapters/dynamo';
import { environment } from '../adapters/environment';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';
import { signedInHandler } from '../http/session';

/**
 * `GET /api/products` (DESIGN.md §5): the signed-in caller's licences grouped by product. Everything a buyer owns
 * is keyed by the verified e-mail of the id token (gsi1pk `OWNER#<email>`, licences under gsi1sk `LICENCE#…`).
 */
interface ProductGroup {
  readonly product: string;
  readonly licences: readonly Record<string, unknown>[];
}

async function listLicences(email: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: environment.tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :owner AND begins_with(gsi1sk, :licence)',
        ExpressionAttributeValues: { ':owner': `OWNER#${email.toLowerCase()}`, ':licence': 'LICENCE#' },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export const handler = apiHandler(
  signedInHandler(async (_event, caller) => {
    const groups = new Map<string, Record<string, unknown>[]>();
    for (const { pk: _pk, sk: _sk, gsi1pk: _owner, gsi1sk: _order, ...licence } of await listLicences(caller.email)) {
      const product = String(licence.productSlug ?? licence.product ?? 'unknown');
      groups.set(product, [...(groups.get(product) ?? []), licence]);
    }
    const products: ProductGroup[] = [...groups].map(([product, licences]) => ({ product, licences }));
    return json(200, { email: caller.email, products });
  }),
);
