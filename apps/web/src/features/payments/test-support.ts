/** The progress screens' test helpers, for the tests of other features' screens built on them (deposits). */
export * from './routes/test-support';
