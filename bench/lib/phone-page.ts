import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../../tests/chromium";
import { calibrate } from "./lighthouse-run";

/** Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
export const slow4g = { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750 };

const bytesPerSecond = (kbps: number) => (kbps * 1000) / 8;

/**
 * A fresh browser with one phone-sized page whose CPU runs `cpuMultiplier` times slower
 * (and, when given, whose network is `network`) through the DevTools protocol. Nothing
 * leaves the machine.
 */
export async function openPhone({
  cpuMultiplier,
  network,
}: {
  cpuMultiplier: number;
  network?: typeof slow4g;
}) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (network) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: network.latencyMs,
      downloadThroughput: bytesPerSecond(network.downloadKbps),
      uploadThroughput: bytesPerSecond(network.uploadKbps),
    });
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuMultiplier });
  return { browser, page };
}

/**
 * The CPU slowdown for this host: `--cpu=N` when given (as `npm run bench` passes on what its
 * Lighthouse step calibrated), otherwise calibrated now from the host's benchmark index.
 */
export async function cpuMultiplierFor(
  args: readonly string[],
  origin: string,
): Promise<{ cpuMultiplier: number; benchmarkIndex?: number }> {
  const given = args.find((arg) => arg.startsWith("--cpu="));
  if (given) return { cpuMultiplier: Number(given.slice("--cpu=".length)) };
  return calibrate(origin);
}
