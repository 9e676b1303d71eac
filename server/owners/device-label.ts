// How the dashboard names a session's device: the browser and the system, read from the
// User-Agent header at sign-in. A label for a person to recognise ("Firefox on Windows"),
// never used to decide anything, so an unknown or forged header only reads as "a browser".

const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/Chrom(?:e|ium)\/|\bCriOS\//, "Chrome"],
  [/\bVersion\/[\d.]+.*Safari\//, "Safari"],
];

const systems: [RegExp, string][] = [
  [/\bAndroid\b/, "Android"],
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (rules: [RegExp, string][], text: string) =>
  rules.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome on Android", "Safari on iPhone", "a browser on Linux", "a browser". */
export function deviceLabel(userAgent: string | undefined) {
  const text = (userAgent ?? "").slice(0, 512);
  const browser = first(browsers, text) ?? "a browser";
  const system = first(systems, text);
  return system ? `${browser} on ${system}` : browser;
}
