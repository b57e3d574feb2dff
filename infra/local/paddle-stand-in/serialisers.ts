/**
 * The stand-in's records as Paddle's bodies, one module per entity. Every function returns one of the SDK's own
 * response interfaces, so the type checker refuses a field Paddle never sends (or a missing one it always does).
 */
export * from './serialisers-adjustments';
export * from './serialisers-catalogue';
export * from './serialisers-customers';
export * from './serialisers-subscriptions';
export * from './serialisers-transactions';
