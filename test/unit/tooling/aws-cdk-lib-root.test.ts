import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
// The typecheck of this very import is the point: a namespace from the root must resolve (ADR 282).
import { aws_s3, Duration } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';

const ROOT = path.resolve(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|cjs)$/.test(name) ? [file] : [];
  });
}

describe("the typecheck's aws-cdk-lib root (infra/types/aws-cdk-lib.ts)", () => {
  it('re-exports the namespace of every aws-cdk-lib service that infra/ and bin/ import', () => {
    // Prepare
    const shimFile = path.join(ROOT, 'infra/types/aws-cdk-lib.ts');
    const shim = readFileSync(shimFile, 'utf8');
    const sources = [...sourceFiles(path.join(ROOT, 'infra')), ...sourceFiles(path.join(ROOT, 'bin'))];
    const imported = new Set(
      sources
        .filter((file) => file !== shimFile)
        .flatMap((file) =>
          [...readFileSync(file, 'utf8').matchAll(/from 'aws-cdk-lib\/([a-z0-9-]+)'/g)].map((match) => match[1]!),
        ),
    );
    imported.delete('core');

    // Act
    const reexported = new Set(
      [...shim.matchAll(/export \* as \w+ from 'aws-cdk-lib\/([a-z0-9-]+)'/g)].map((m) => m[1]!),
    );

    // Assess
    expect([...reexported].sort()).toEqual([...imported].sort());
  });

  it('gives a namespace from the root the same classes as the subpath', () => {
    // Act
    const fromRoot = aws_s3.Bucket;

    // Assess
    expect(fromRoot).toBe(Bucket);
    expect(Duration.seconds(3).toSeconds()).toBe(3);
  });
});
