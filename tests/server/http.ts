import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";

export type Reply = {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
};

export type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Speak HTTPS, trusting this certificate (the test's own self-signed one). */
  ca?: Buffer;
};

/**
 * One request to 127.0.0.1 on a fresh connection, with the path sent exactly as given (fetch
 * would normalise `..` and percent-encoding away) and the body left compressed.
 */
export function request(
  port: number,
  path: string,
  { method = "GET", headers = {}, body, ca }: RequestOptions = {},
): Promise<Reply> {
  const send = ca ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      { host: "127.0.0.1", port, path, method, headers, ca, agent: false },
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
