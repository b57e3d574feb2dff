import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Styles live beside what they style. Every class name the web code writes has a rule in some
 * stylesheet (test hooks are `data-testid`, not classes), and the app's own stylesheet styles only what `app/`
 * renders (tokens, layout, nav bar, footer): a feature's rules live in the feature's stylesheet.
 */
const WEB_SRC = path.resolve(__dirname, '../../../web/src');
const APP_CSS = path.join(WEB_SRC, 'app', 'app.css');
/** Classes react-router's NavLink writes by itself on the app's nav bar. */
const ROUTER_CLASSES = ['active'];

function filesUnder(dir: string, extensions: readonly string[]): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extensions.includes(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Class names in a stylesheet's selectors (declarations and comments left out). */
function selectorClasses(css: string): Set<string> {
  const classes = new Set<string>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, prelude] of withoutComments.matchAll(/([^{};]*)\{/g)) {
    if (prelude!.trim().startsWith('@')) continue;
    for (const [, name] of prelude!.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(name!);
  }
  return classes;
}

/** The expression after `className=`: a quoted string or a braced expression (braces balanced). */
function classNameExpressions(source: string): string[] {
  const expressions: string[] = [];
  for (const match of source.matchAll(/className=/g)) {
    const start = match.index + match[0].length;
    if (source[start] === '"') {
      expressions.push(source.slice(start, source.indexOf('"', start + 1) + 1));
      continue;
    }
    if (source[start] !== '{') continue;
    let depth = 0;
    let end = start;
    do {
      if (source[end] === '{') depth += 1;
      if (source[end] === '}') depth -= 1;
      end += 1;
    } while (depth > 0 && end < source.length);
    expressions.push(source.slice(start, end));
  }
  return expressions;
}

/**
 * The class names written in `className` expressions: every word of their string literals. A word that runs into a
 * template placeholder (`notice-${tone}`) is a prefix, reported with a trailing `*`.
 */
function writtenClasses(source: string): Set<string> {
  const classes = new Set<string>();
  for (const expression of classNameExpressions(source)) {
    for (const [literal] of expression.matchAll(/"[^"]*"|'[^']*'|`[^`]*`/g)) {
      const text = literal.slice(1, -1).replace(/\$\{[^}]*\}/g, '*');
      for (const word of text.split(/\s+/)) if (/^-?[_a-zA-Z][\w-]*\*?$/.test(word)) classes.add(word);
    }
  }
  return classes;
}

function classesWrittenUnder(dir: string): Map<string, string[]> {
  const written = new Map<string, string[]>();
  for (const file of filesUnder(dir, ['.tsx', '.ts'])) {
    for (const name of writtenClasses(readFileSync(file, 'utf8')))
      written.set(name, [...(written.get(name) ?? []), path.relative(WEB_SRC, file)]);
  }
  return written;
}

const hasRule = (name: string, styled: Set<string>) =>
  name.endsWith('*') ? [...styled].some((rule) => rule.startsWith(name.slice(0, -1))) : styled.has(name);

describe('stylesheets of the web app', () => {
  it('reads class names from className expressions', () => {
    // Act
    const names = writtenClasses(
      'a className="card tile" b className={current ? \'current-tier\' : undefined} c className={`notice notice-${tone}`}',
    );

    // Assess
    expect([...names].sort()).toEqual(['card', 'current-tier', 'notice', 'notice-*', 'tile']);
  });

  it('has a rule for every class name the code writes', () => {
    // Prepare
    const styled = new Set(
      filesUnder(WEB_SRC, ['.css']).flatMap((file) => [...selectorClasses(readFileSync(file, 'utf8'))]),
    );

    // Act
    const unstyled = [...classesWrittenUnder(WEB_SRC)]
      .filter(([name]) => !hasRule(name, styled))
      .map(([name, files]) => `${name} (${files.join(', ')})`);

    // Assess
    expect(unstyled).toEqual([]);
  });

  it('keeps app.css to what the app itself renders: no feature selectors', () => {
    // Prepare
    const renderedByApp = new Set([...classesWrittenUnder(path.join(WEB_SRC, 'app')).keys(), ...ROUTER_CLASSES]);

    // Act
    const foreign = [...selectorClasses(readFileSync(APP_CSS, 'utf8'))].filter((name) => !renderedByApp.has(name));

    // Assess
    expect(foreign).toEqual([]);
  });
});
