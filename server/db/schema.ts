/**
 * The database schema, one file per area: people and sessions, projects, Lato AI, then the shared
 * limit counters. Everything imports tables from here; an area's file imports only the areas it
 * builds on.
 */
export * from './people-schema';
export * from './organisations-schema';
export * from './projects-schema';
export * from './lato-ai-schema';
export * from './limits-schema';
export * from './audit-schema';
export * from './live-schema';
export * from './site-schema';
export * from './shop-schema';
export * from './invoices-schema';
export * from './contacts-schema';
export * from './marketing-schema';
export * from './academy-schema';
export * from './expenses-schema';
