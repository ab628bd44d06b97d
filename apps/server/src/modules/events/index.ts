/** Domain events: an outbox table written inside money commands, published after commit. */
export { createEventBus, type EventBus, type EventListener } from './event-bus.ts';
export { balanceChanged, type Emit, runMoneyCommand } from './money-command.ts';
export { type DomainEventRow, insertEvents, type NewDomainEvent } from './store.ts';
