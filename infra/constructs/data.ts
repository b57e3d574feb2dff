import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE_DEFINITION } from '../definitions/table';

export interface DataProps {
  /**
   * What happens to the table when the stack is deleted: orders and licences outlive any stack.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}

/** The one DynamoDB table, built from the shared definition the local stack uses too. */
export class Data extends Construct {
  readonly table: ITable;

  constructor(scope: Construct, id: string, props: DataProps = {}) {
    super(scope, id);
    const string = (name: string) => ({ name, type: AttributeType.STRING });
    const table = new Table(this, 'Table', {
      partitionKey: string(TABLE_DEFINITION.partitionKey),
      sortKey: string(TABLE_DEFINITION.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE_DEFINITION.timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
    });
    for (const index of TABLE_DEFINITION.globalSecondaryIndexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: string(index.partitionKey),
        sortKey: string(index.sortKey),
      });
    }
    this.table = table;
  }
}
