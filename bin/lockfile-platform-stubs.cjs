#!/usr/bin/env node
/**
 * Keeps `npm ci` working against this workplace's npm registry mirror.
 *
 * The mirror has at times not served every platform's build of native packages (a 404 for, say,
 * @swc/core-darwin-arm64@1.16.22). `npm install` then prunes such optional dependencies from package-lock.json,
 * but `npm ci` (npm 11.19) finds them in its ideal tree as failed optional nodes and reports "Missing: …@ from
 * lock file". Recording each one in the lock as an optional entry without a version makes both trees agree; npm
 * still skips it at install because it cannot be fetched and is optional. Once the mirror serves the package, such
 * an entry breaks `npm ci` ("Invalid Version"), so the script first drops the entries it recorded before and
 * names the packages `npm install` should now record. Run after any `npm install` that changes the lock:
 *
 *   node bin/lockfile-platform-stubs.cjs
 */
const fs = require('node:fs');
const path = require('node:path');
const Arborist = require(
  path.join(path.dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'node_modules', '@npmcli', 'arborist'),
);

async function main() {
  const root = path.resolve(__dirname, '..');
  const lockPath = path.join(root, 'package-lock.json');
  const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
  const stubs = Object.keys(lock.packages).filter((location) => location && !lock.packages[location].version);
  for (const location of stubs) delete lock.packages[location];
  fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  const tree = await new Arborist({ path: root }).buildIdealTree();
  let added = 0;
  const unrecorded = [];
  for (const [location, node] of tree.inventory.entries()) {
    if (lock.packages[location] || !location) continue;
    if (node.version) {
      unrecorded.push(location);
      continue;
    }
    if (!node.optional) continue;
    lock.packages[location] = { dev: node.dev, optional: true };
    added += 1;
  }
  const sorted = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  fs.writeFileSync(lockPath, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
  console.log(`package-lock.json: recorded ${added} unavailable optional platform package(s).`);
  if (unrecorded.length > 0) {
    console.log(`Now served by the registry; run \`npm install\` to record them:\n  ${unrecorded.join('\n  ')}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
