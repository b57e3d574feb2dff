import { parsePaddleEvent } from '../../adapters/paddle-events';
import {
  keepUnreadableEvent,
  markUnreadableEventReplayed,
  unreadableEvent,
} from '../../adapters/store/unreadable-events';
import { awsPaymentPorts } from './aws-ports';
import type { ReplayPorts, UnreadableEventPorts } from './unreadable-events';

export const unreadableEventPorts: UnreadableEventPorts = { keep: (body, error) => keepUnreadableEvent(body, error) };

export const replayPorts: ReplayPorts = {
  get: unreadableEvent,
  markReplayed: (eventId) => markUnreadableEventReplayed(eventId),
  parse: parsePaddleEvent,
  payments: awsPaymentPorts,
};
