import { describe, expect, it } from "vitest";
import { describeAgent, isSafari } from "./browser";

const SAFARI_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CHROME_IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1";
const EDGE =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

describe("browser detection", () => {
  it("recognises Safari on the Mac and the iPhone, and nothing else", () => {
    expect(isSafari(SAFARI_MAC)).toBe(true);
    expect(isSafari(SAFARI_IPHONE)).toBe(true);
    for (const other of [CHROME, CHROME_IOS, EDGE, FIREFOX]) expect(isSafari(other)).toBe(false);
  });
  it("names the OS and browser for crash reports", () => {
    expect(describeAgent(SAFARI_MAC)).toEqual({ os: "macOS", browser: "Safari 17.5" });
    expect(describeAgent(CHROME)).toEqual({ os: "Linux", browser: "Chrome 131.0.0.0" });
    expect(describeAgent(EDGE)).toEqual({ os: "Windows", browser: "Edge 131.0.0.0" });
    expect(describeAgent(CHROME_IOS)).toEqual({ os: "iOS", browser: "Chrome 126.0" });
    expect(describeAgent(FIREFOX)).toEqual({ os: "Linux", browser: "Firefox 128.0" });
  });
});
