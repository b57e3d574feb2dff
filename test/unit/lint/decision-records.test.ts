import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ADR_DIR = path.join(__dirname, '..', '..', '..', 'docs', 'adr');

describe('the decision records', () => {
  it('lists every record in the index, once', () => {
    // Prepare
    const records = readdirSync(ADR_DIR).filter((file) => /^\d{3}-.+\.md$/.test(file));
    const index = readFileSync(path.join(ADR_DIR, 'README.md'), 'utf8');

    // Act
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]);

    // Assess
    expect(records.length).toBeGreaterThan(0);
    expect([...linked].sort()).toEqual([...records].sort());
  });
});
