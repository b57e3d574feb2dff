import type { UnreadableEventSummary } from '../../lambdas/adapters/store/unreadable-events';
import type { ReplayOutcome } from '../../lambdas/services/payments/unreadable-events';
import type { WebhookReplayEvent } from '../../lambdas/contract/webhook-replay';
import { SHOP_OUTPUTS } from '../definitions/stack-outputs';
import { stackName } from '../definitions/stack-names';
import { requiredOutput, type DeployedStage } from './deployed-stage';

/**
 * `npm run webhooks -- list | replay <eventId>`: the signed Paddle events the webhook kept because it could not read
 * them (ADR 501), listed or applied again through the stage's replay function (`WebhookReplayFunctionName`).
 */
async function call<T>(stage: DeployedStage, event: WebhookReplayEvent): Promise<T> {
  const function_ = requiredOutput(
    await stage.outputs('shop'),
    SHOP_OUTPUTS.webhookReplayFunctionName,
    stackName(stage.name),
  );
  return stage.invoke<T>(function_, event);
}

export async function listUnreadableEvents(stage: DeployedStage): Promise<UnreadableEventSummary[]> {
  return (await call<{ events: UnreadableEventSummary[] }>(stage, { action: 'list' })).events;
}

export function replayEvent(stage: DeployedStage, eventId: string): Promise<ReplayOutcome> {
  return call<ReplayOutcome>(stage, { action: 'replay', eventId });
}

export function unreadableEventLines(events: readonly UnreadableEventSummary[]): string[] {
  if (events.length === 0) return ['No kept events: every signed Paddle event was read.'];
  return events.map(
    (event) =>
      `${event.eventId} ${event.eventType ?? '(no type)'} occurred ${event.occurredAt ?? '?'}, ` +
      `${event.deliveries} deliveries, last ${event.lastReceivedAt}: ` +
      (event.replayedAt ? `replayed ${event.replayedAt}` : `not applied — ${event.error}`),
  );
}

export function replayOutcomeLine(outcome: ReplayOutcome): string {
  switch (outcome.outcome) {
    case 'processed':
      return `${outcome.eventId} (${outcome.eventType}) applied now.`;
    case 'duplicate':
      return `${outcome.eventId} (${outcome.eventType}) was applied already (a later delivery of it was read); marked replayed.`;
    case 'unknown':
      return `${outcome.eventId} is not a kept event: npm run webhooks -- list shows them.`;
    case 'unreadable':
      return `${outcome.eventId} still cannot be read (${outcome.error}): fix the parser (lambdas/adapters/paddle-events.ts), deploy, and replay it again.`;
  }
}
