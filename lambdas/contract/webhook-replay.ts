/**
 * What `npm run webhooks` (infra/operations/webhooks-command.ts) asks the replay function
 * (lambdas/handlers/webhook-replay.ts) through Lambda's Invoke.
 */
export type WebhookReplayEvent = { readonly action: 'list' } | { readonly action: 'replay'; readonly eventId: string };
