/**
 * JSON to write inside a `<script>` element (structured data, a page's own data): every `<` written as `\u003c`,
 * which JSON reads back as the same character, so no text from content (an answer quoting `</script>`) can end the
 * element early.
 */
export const jsonInScript = (value: unknown): string => JSON.stringify(value).replaceAll('<', '\\u003c');
