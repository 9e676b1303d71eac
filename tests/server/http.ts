import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export type Reply = {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
};

/**
 * One request on a fresh connection, with the path sent exactly as given (fetch would
 * normalise `..` and percent-encoding away) and the body left compressed.
 */
export function request(
  port: number,
  path: string,
  {
    method = "GET",
    headers = {},
    body,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, path, method, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
