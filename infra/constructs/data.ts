import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE_DEFINITION } from '../definitions/table';

export interface DataProps {
  /**
   * An existing table to use instead of creating one: the original, or one restored from point-in-time recovery
   * (README "Recovering data"). It must have the keys and indexes of TABLE_DEFINITION.
   * @default a new table
   */
  readonly existingTableName?: string;
  /**
   * Orders and licences outlive any stack, but a first create that fails leaves nothing behind to block the retry.
   * @default RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE
   */
  readonly removalPolicy?: RemovalPolicy;
}

/** The one DynamoDB table, built from the shared definition the local stack uses too. */
export class Data extends Construct {
  readonly table: ITable;

  constructor(scope: Construct, id: string, props: DataProps = {}) {
    super(scope, id);
    if (props.existingTableName) {
      this.table = Table.fromTableAttributes(this, 'Table', {
        tableName: props.existingTableName,
        globalIndexes: TABLE_DEFINITION.globalSecondaryIndexes.map((index) => index.indexName),
      });
      return;
    }
    const string = (name: string) => ({ name, type: AttributeType.STRING });
    const table = new Table(this, 'Table', {
      partitionKey: string(TABLE_DEFINITION.partitionKey),
      sortKey: string(TABLE_DEFINITION.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE_DEFINITION.timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    for (const index of TABLE_DEFINITION.globalSecondaryIndexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: string(index.partitionKey),
        sortKey: string(index.sortKey),
        ...(index.projection === 'ALL'
          ? { projectionType: ProjectionType.ALL }
          : { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...index.projection] }),
      });
    }
    this.table = table;
  }
}
