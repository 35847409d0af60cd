/**
 * What a failed job keeps as its last error (shown to the owner at /admin/jobs): the error's message, with the
 * underlying cause first when there is one (a failed query's message is the whole SQL text; its cause says what went
 * wrong: "invalid input syntax for type uuid").
 */
export function failureText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause && !error.message.startsWith(cause) ? `${cause} (${error.message})` : error.message;
}
