/** Scaffold: filled by its owner in this change. */
export {};
