/**
 * The event an island's form sends once it has hydrated and taken what the visitor did before (`useTypedBeforeHydration`):
 * the directive hands it the submit it held until then.
 */
export const ISLAND_READY_EVENT = 'northwind:island-ready';
