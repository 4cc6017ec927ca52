/**
 * A readable device for a session list ("Chrome 120 on Windows") from a User-Agent header. Our
 * own few rules rather than a parser package: the list needs the browser family, its major
 * version and the system, not a device database. Order matters: Edge, Opera and the in-app
 * browsers also say "Chrome" and "Safari", Chrome on iOS says "Safari", Android says "Linux".
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bMicroMessenger\/(\d+)/, 'WeChat'],
  [/\bUCBrowser\/(\d+)/, 'UC Browser'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\bHeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/\b(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows (?:NT|Phone)/, 'Windows'],
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export interface Device {
  /** "Chrome 120", or '' when not recognised. */
  browser: string;
  /** "Windows", or '' when not recognised. */
  system: string;
}

/** The browser (family and major version) and the system a User-Agent names. */
export function deviceOf(userAgent: string): Device {
  let browser = '';
  for (const [re, name] of BROWSERS) {
    const m = re.exec(userAgent);
    if (m) {
      browser = `${name} ${m[1]}`;
      break;
    }
  }
  return { browser, system: SYSTEMS.find(([re]) => re.test(userAgent))?.[1] ?? '' };
}
