const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths and bodies are checked before they reach a uuid column, so a bad one is a 404, not a 500. */
export const isUuid = (value: string): boolean => uuidPattern.test(value);
