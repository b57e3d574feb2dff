/**
 * `npm run webhooks -- list | replay <eventId> [--stage <name> | --url http://localhost:3000]`: the signed Paddle
 * events the webhook kept because it could not read them (ADR 501). `replay` applies one with the deployed parser,
 * the webhook's way; run it after the fix is deployed. Exits 1 when the event is unknown or still unreadable.
 */
import { parseArgs } from 'node:util';
import { awsStage, localStage } from '../infra/operations/deployed-stage';
import {
  listUnreadableEvents,
  replayEvent,
  replayOutcomeLine,
  unreadableEventLines,
} from '../infra/operations/webhooks-command';

const USAGE = 'Usage: npm run webhooks -- list | replay <eventId> [--stage <name> | --url <local shop URL>]';

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { stage: { type: 'string' }, url: { type: 'string' } },
  });
  const [command, eventId] = positionals;
  if (command !== 'list' && !(command === 'replay' && eventId)) throw new Error(USAGE);
  const stage = values.stage
    ? awsStage(values.stage)
    : localStage(values.url ?? `http://localhost:${process.env.PORT ?? 3000}`);
  try {
    if (command === 'list') {
      console.log(unreadableEventLines(await listUnreadableEvents(stage)).join('\n'));
      return;
    }
    const outcome = await replayEvent(stage, eventId!);
    console.log(replayOutcomeLine(outcome));
    if (outcome.outcome === 'unknown' || outcome.outcome === 'unreadable') process.exitCode = 1;
  } finally {
    stage.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
