import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { handlerEntry, type HandlerRegistry } from '../../../../infra/definitions/handler-definition';
import { HANDLERS } from '../../../../infra/definitions/handlers';

const HANDLERS_DIR = path.resolve(__dirname, '../../../../lambdas/handlers');
const REGISTRY: HandlerRegistry = HANDLERS;

describe('the shop handler registry', () => {
  it('declares every module of lambdas/handlers/, each once, and no module that is missing', () => {
    // Prepare
    const modules = readdirSync(HANDLERS_DIR)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => path.join(HANDLERS_DIR, file))
      .sort();

    // Act
    const entries = Object.entries(REGISTRY).map(([name, definition]) => handlerEntry(name, definition));

    // Assess
    expect([...entries].sort()).toEqual(modules);
    expect(entries.filter((entry) => !existsSync(entry))).toEqual([]);
  });
});
