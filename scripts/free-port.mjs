import { createServer } from "node:net";

function tryListen(port, host) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(undefined));
    probe.listen(port, host, () => {
      const { port: bound } = probe.address();
      probe.close(() => resolve(bound));
    });
  });
}

/**
 * A port nothing listens on yet, for servers started by tests and benchmarks: the first free
 * one in PORT_RANGE ("4420-4429") when set, so sessions sharing a machine keep to their own
 * ports, otherwise one the OS picks.
 */
export async function freePort(host = "127.0.0.1") {
  const range = process.env.PORT_RANGE;
  if (!range) return tryListen(0, host);
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
