import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_SECTIONS, renderSection, sectionIn } from '../../../../infra/definitions/handler-docs';
import type { HandlerRegistry } from '../../../../infra/definitions/handler-definition';
import { HANDLERS } from '../../../../infra/definitions/handlers';

const REPO_ROOT = path.resolve(__dirname, '../../../..');

describe("the docs' tables of functions, written from the registry", () => {
  it.each(GENERATED_SECTIONS.map((section) => [`${section.file} (${section.name})`, section] as const))(
    '%s is what npm run docs:handlers writes',
    (_name, section) => {
      // Prepare
      const text = readFileSync(path.join(REPO_ROOT, section.file), 'utf8');

      // Act
      const at = sectionIn(text, section);

      // Assess
      expect(at).toBeDefined();
      expect(text.slice(at!.start, at!.end)).toBe(renderSection(section, HANDLERS));
    },
  );

  it('lists a planted handler with its route, access, clients, size and Paddle permissions', () => {
    // Prepare
    const registry: HandlerRegistry = {
      ...HANDLERS,
      planted: {
        purpose: 'A planted handler',
        routes: [{ method: 'GET', path: '/api/planted' }],
        access: ['table:read', 'paddle:api'],
        clients: ['@aws-sdk/client-dynamodb'],
        paddle: { calls: 'reads a planted transaction', permissions: ['transaction.read'] },
        memoryMb: 1024,
      },
    };

    // Act
    const [functions, paddle] = GENERATED_SECTIONS.map((section) => renderSection(section, registry));

    // Assess
    expect(functions).toContain(
      '| `planted`: A planted handler | `GET /api/planted` | `table:read`, `paddle:api` | `@aws-sdk/client-dynamodb` | 1024 MB, 10 s | — |',
    );
    expect(paddle).toContain('| `planted` | reads a planted transaction | `transaction.read` |');
  });
});
