/** The base URL of the local stack that the jest global setup started. */
export function stackUrl(): string {
  const url = process.env.SKYDECK_URL;
  if (!url) throw new Error('SKYDECK_URL is not set: run the tests through jest, whose global setup starts the stack.');
  return url;
}
