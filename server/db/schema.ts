/**
 * The database schema, one file per area: people and sessions, then projects. Everything imports
 * tables from here; an area's file imports only the areas it builds on.
 */
export * from './people-schema';
export * from './projects-schema';
