/**
 * A request header's value by its name, whatever case the client wrote it in (API Gateway's REST
 * APIs pass header names as sent), or undefined when the request has none.
 */
export function headerValue(headers: Readonly<Record<string, string | undefined | null>> | null | undefined, name: string): string | undefined {
  const wanted = name.toLowerCase();
  return Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === wanted)?.[1] ?? undefined;
}
