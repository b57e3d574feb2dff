import {
  addOperator,
  closeOperatorPool,
  listOperators,
  localPool,
  type LocalPoolStatus,
} from '../../infra/operators/operators';
import { startStackProcess, type StackProcess } from '../support/local-stack-process';

/** `npm start` twice on the same data: the operators group and its members are still there (ADR 462). */
describe('the local operators group across npm start restarts', () => {
  let stack: StackProcess | undefined;

  afterAll(async () => {
    await stack?.stop();
  });

  async function operatorsOf(url: string, add?: string): Promise<string[]> {
    const status = (await (await fetch(`${url}/api/local/status`)).json()) as LocalPoolStatus;
    const pool = localPool(status);
    try {
      if (add) await addOperator(pool, add);
      return await listOperators(pool);
    } finally {
      closeOperatorPool(pool);
    }
  }

  it('keeps every member of the group when the stack starts again', async () => {
    // Prepare
    stack = await startStackProcess();
    const before = await operatorsOf(stack.url, 'kept-operator@skydeck.example');
    await stack.stop();

    // Act
    stack = await startStackProcess({ dataDir: stack.dataDir });
    const after = await operatorsOf(stack.url);

    // Assess
    expect(before).toEqual(['kept-operator@skydeck.example']);
    expect(after).toEqual(['kept-operator@skydeck.example']);
  });
});
