import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_MEMORY_MB,
  DEFAULT_TIMEOUT_SECONDS,
  routeKey,
  type HandlerDefinition,
  type HandlerRegistry,
  type PaddlePermission,
} from './handler-definition';

/**
 * The docs' tables of functions, written from the handler registry by `npm run docs:handlers` and checked by
 * test/unit/infra/definitions/handler-docs.test.ts: each sits between a start and an end marker in its page, so the
 * prose around it stays hand-written.
 */
export interface GeneratedSection {
  /** The page, from the repository root. */
  readonly file: string;
  /** The marker's name: `<!-- registry:<name> -->` … `<!-- /registry:<name> -->`. */
  readonly name: string;
  /** Spaces before every line (a table inside a list item). */
  readonly indent: number;
  readonly render: (registry: HandlerRegistry) => string[];
}

export const GENERATED_SECTIONS: readonly GeneratedSection[] = [
  { file: 'docs/functions.md', name: 'functions', indent: 0, render: functionTable },
  { file: 'docs/operations.md', name: 'paddle-permissions', indent: 2, render: paddlePermissionTable },
];

const REPO_ROOT = path.resolve(__dirname, '../..');

/** One row per function: what runs it, what it may touch, what it loads at init, its size and its own alarms. */
function functionTable(registry: HandlerRegistry): string[] {
  return [
    '| function | triggered by | may touch | clients at init | memory, timeout | own alarms |',
    '|---|---|---|---|---|---|',
    ...Object.entries(registry).map(([name, definition]) =>
      row([
        `\`${name}\`: ${definition.purpose}`,
        triggerText(definition),
        list(definition.access),
        list(definition.clients),
        `${definition.memoryMb ?? DEFAULT_MEMORY_MB} MB, ${definition.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS} s`,
        list((definition.alarms ?? []).map((alarm) => alarm.id)),
      ]),
    ),
  ];
}

/** What each function asks of Paddle with the one server key, and the permissions the key needs for all of them. */
function paddlePermissionTable(registry: HandlerRegistry): string[] {
  const callers = Object.entries(registry).filter(([, definition]) => definition.paddle);
  const union = new Set<PaddlePermission>(callers.flatMap(([, definition]) => definition.paddle!.permissions));
  return [
    '| function | Paddle calls | permissions |',
    '|---|---|---|',
    ...callers.map(([name, definition]) =>
      row([`\`${name}\``, definition.paddle!.calls, list(definition.paddle!.permissions)]),
    ),
    '',
    `So: ${list(PERMISSION_ORDER.filter((permission) => union.has(permission)))}.`,
  ];
}

const PERMISSION_ORDER: readonly PaddlePermission[] = [
  'customer.read',
  'customer.write',
  'transaction.read',
  'transaction.write',
  'subscription.read',
  'subscription.write',
  'customer_portal_session.write',
  'adjustment.write',
];

function triggerText(definition: HandlerDefinition): string {
  if (definition.routes) return definition.routes.map((route) => `\`${routeKey(route)}\``).join('<br>');
  const trigger = definition.trigger!;
  switch (trigger.kind) {
    case 'unmatched-routes':
      return "the API's `$default` route";
    case 'api-authorizer':
      return "the API's authorizer, before every route";
    case 'schedule':
      return `daily at ${trigger.cron.hour.padStart(2, '0')}:${trigger.cron.minute.padStart(2, '0')} UTC (\`${trigger.job}\`)`;
    case 'mail-events':
      return "SES's bounces and complaints (a stage with e-mail)";
    case 'operator-command':
      return 'an operator command (Lambda Invoke)';
  }
}

const list = (values: readonly string[]) =>
  values.length > 0 ? values.map((value) => `\`${value}\``).join(', ') : '—';
const row = (cells: readonly string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;

/** The section's lines as they stand in its page, markers included. */
export function renderSection(section: GeneratedSection, registry: HandlerRegistry): string {
  const pad = ' '.repeat(section.indent);
  return [
    `<!-- registry:${section.name} (npm run docs:handlers writes this from infra/definitions/handlers.ts) -->`,
    ...section.render(registry),
    `<!-- /registry:${section.name} -->`,
  ]
    .map((line) => (line === '' ? '' : `${pad}${line}`))
    .join('\n');
}

/** Where the section stands in its page's text, markers included; undefined when its markers are missing. */
export function sectionIn(text: string, section: GeneratedSection): { start: number; end: number } | undefined {
  const start = text.search(new RegExp(`^ *<!-- registry:${section.name}[ >]`, 'm'));
  const endMarker = `<!-- /registry:${section.name} -->`;
  const end = text.indexOf(endMarker, Math.max(start, 0));
  if (start < 0 || end < 0) return undefined;
  return { start, end: end + endMarker.length };
}

/** Rewrites every generated section from the registry; answers the pages it changed. */
export function writeGeneratedSections(registry: HandlerRegistry, root: string = REPO_ROOT): string[] {
  const changed: string[] = [];
  for (const section of GENERATED_SECTIONS) {
    const file = path.join(root, section.file);
    const text = readFileSync(file, 'utf8');
    const at = sectionIn(text, section);
    if (!at) throw new Error(`${section.file} has no <!-- registry:${section.name} --> section.`);
    const updated = text.slice(0, at.start) + renderSection(section, registry) + text.slice(at.end);
    if (updated !== text) {
      writeFileSync(file, updated);
      changed.push(section.file);
    }
  }
  return changed;
}
