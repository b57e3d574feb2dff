import { mailCounterStore } from '../../adapters/store/mail-counters';
import { mailLimiter } from './mail-limiter';

/** The process's mail limiter over the table's counters (ADR 260). */
export const mailLimits = mailLimiter(mailCounterStore);
