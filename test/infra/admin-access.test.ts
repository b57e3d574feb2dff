import type { Template } from 'aws-cdk-lib/assertions';
import { OPERATORS_GROUP_NAME } from '../../lambdas/contract/admin';
import { API_HANDLERS } from '../../infra/definitions/handlers';
import { iamActionsOf, iamStatementsOf, synthesize, type Synthesized } from './synth';

/** The operator console's grants (docs/product/console.md): least privilege per admin function, and an append-only audit log. */
describe('admin access', () => {
  let synthesized: Synthesized;
  let template: Template;
  beforeAll(() => {
    synthesized = synthesize();
    template = synthesized.template;
  });

  it('creates the operators group in the user pool', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: OPERATORS_GROUP_NAME });
  });

  it('lets the admin read functions only read the table, and the licence actions write without scanning; reads touch no secret', () => {
    // Act
    const tableActions = (handler: string) =>
      iamActionsOf(synthesized, handler).filter((action) => action.startsWith('dynamodb:'));

    // Assess
    for (const handler of ['admin-search', 'admin-views', 'admin-sales-report']) {
      expect(tableActions(handler)).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query']);
    }
    expect(tableActions('admin-licence-actions')).not.toContain('dynamodb:Scan');
    expect(iamActionsOf(synthesized, 'admin-search')).not.toContain('secretsmanager:GetSecretValue');
  });

  it('gives the sales report a function of its own that reads the table and its indexes, and nothing else', () => {
    // Act
    const actions = iamActionsOf(synthesized, 'admin-sales-report').filter((action) => !action.startsWith('logs:'));
    const reads = iamStatementsOf(synthesized, 'admin-sales-report').filter(
      (statement) => statement.Effect === 'Allow' && [statement.Action].flat().includes('dynamodb:Query'),
    );

    // Assess
    expect(actions).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query']);
    expect(JSON.stringify(reads)).toContain('/index/*');
  });

  it('denies every function that may write the table any update or delete of an audit entry', () => {
    // Prepare
    const writers = API_HANDLERS.filter((handler) => iamActionsOf(synthesized, handler).includes('dynamodb:PutItem'));

    // Assess
    expect(writers).toEqual(expect.arrayContaining(['admin-licence-actions', 'paddle-webhook']));
    for (const handler of writers) {
      expect(iamStatementsOf(synthesized, handler)).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Action: ['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:UpdateItem'],
          Condition: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': ['AUDIT#*'] } },
        }),
      );
    }
  });
});
