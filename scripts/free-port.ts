import { createServer, type AddressInfo } from "node:net";

function tryListen(port: number, host: string) {
  return new Promise<number | undefined>((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(undefined));
    probe.listen(port, host, () => {
      const { port: bound } = probe.address() as AddressInfo;
      probe.close(() => resolve(bound));
    });
  });
}

/**
 * A port nothing listens on yet, for servers started by tests and benchmarks: the first free
 * one in PORT_RANGE ("4420-4429") when set, so runs sharing a machine keep to their own
 * ports, otherwise one the OS picks.
 */
export async function freePort(host = "127.0.0.1"): Promise<number> {
  const range = process.env.PORT_RANGE;
  if (!range) {
    const bound = await tryListen(0, host);
    if (bound === undefined) throw new Error(`Cannot listen on ${host}`);
    return bound;
  }
  const [first = NaN, last = first] = range.split("-").map(Number);
  const count = last - first + 1;
  // A random start keeps parallel test files from racing for the same first port.
  const start = Math.floor(Math.random() * count);
  for (let i = 0; i < count; i++) {
    const bound = await tryListen(first + ((start + i) % count), host);
    if (bound !== undefined) return bound;
  }
  throw new Error(`No free port in PORT_RANGE=${range}`);
}
