import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Provider } from "@lexical/yjs";
import { Doc } from "yjs";
import { SharedProvider } from "./sharedProvider";

function fakeProvider() {
  const listeners = new Map<string, Set<unknown>>();
  const provider = {
    awareness: {
      getLocalState: () => null,
      getStates: () => new Map(),
      on: () => undefined,
      off: () => undefined,
      setLocalState: () => undefined,
      setLocalStateField: () => undefined,
    },
    connect: vi.fn(),
    disconnect: vi.fn(),
    on: (type: string, cb: unknown) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(cb);
    },
    off: (type: string, cb: unknown) => listeners.get(type)?.delete(cb),
  };
  return { provider: provider as unknown as Provider & typeof provider, listeners };
}

function setUp(expected: number) {
  const { provider, listeners } = fakeProvider();
  const docMap = new Map<string, Doc>();
  const createReal = vi.fn((id: string, map: Map<string, Doc>) => {
    map.set(id, new Doc());
    return provider;
  });
  const shared = new SharedProvider(createReal, expected);
  const facades = Array.from({ length: expected }, () => shared.providerFactory("groupNote.n1", docMap));
  return { shared, provider, listeners, createReal, facades, docMap };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("SharedProvider", () => {
  it("creates one real provider for every editor of the document and shares its Y.Doc and awareness", () => {
    const { shared, createReal, facades, docMap, provider } = setUp(3);
    expect(createReal).toHaveBeenCalledTimes(1);
    expect(new Set(facades).size).toBe(3);
    expect(shared.doc).toBe(docMap.get("groupNote.n1"));
    for (const facade of facades) expect(facade.awareness).toBe(provider.awareness);
  });

  it("connects the socket only once every editor has connected", () => {
    const { provider, facades, shared } = setUp(3);
    void facades[0]!.connect();
    void facades[1]!.connect();
    expect(provider.connect).not.toHaveBeenCalled();
    void facades[2]!.connect();
    expect(provider.connect).toHaveBeenCalledTimes(1);
    expect(shared.holders).toBe(3);
  });

  it("connects after the fallback delay when an editor never comes", () => {
    const { provider, facades } = setUp(2);
    void facades[0]!.connect();
    vi.advanceTimersByTime(1999);
    expect(provider.connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(provider.connect).toHaveBeenCalledTimes(1);
    void facades[1]!.connect();
    expect(provider.connect).toHaveBeenCalledTimes(1);
  });

  it("counts each editor once: a double disconnect or connect of one facade does not move the count", () => {
    const { provider, facades, shared } = setUp(2);
    void facades[0]!.connect();
    void facades[0]!.connect();
    expect(shared.holders).toBe(1);
    void facades[1]!.connect();
    expect(provider.connect).toHaveBeenCalledTimes(1);
    // CollaborationPlugin disconnects twice on unmount (provider hook + its own cleanup).
    facades[0]!.disconnect();
    facades[0]!.disconnect();
    expect(shared.holders).toBe(1);
    vi.runAllTimers();
    expect(provider.disconnect).not.toHaveBeenCalled();
    facades[1]!.disconnect();
    vi.runAllTimers();
    expect(provider.disconnect).toHaveBeenCalledTimes(1);
    expect(shared.connected).toBe(false);
  });

  it("keeps the socket through an immediate disconnect-and-reconnect (StrictMode)", () => {
    const { provider, facades } = setUp(2);
    for (const facade of facades) void facade.connect();
    for (const facade of facades) facade.disconnect();
    for (const facade of facades) void facade.connect();
    vi.runAllTimers();
    expect(provider.disconnect).not.toHaveBeenCalled();
    expect(provider.connect).toHaveBeenCalledTimes(1);
  });

  it("passes listeners through, so off() removes what on() added", () => {
    const { facades, listeners } = setUp(1);
    const onSync = () => undefined;
    facades[0]!.on("sync", onSync);
    expect(listeners.get("sync")?.has(onSync)).toBe(true);
    facades[0]!.off("sync", onSync);
    expect(listeners.get("sync")?.has(onSync)).toBe(false);
  });

  it("disconnects at once when disposed", () => {
    const { provider, facades, shared } = setUp(1);
    void facades[0]!.connect();
    shared.dispose();
    expect(provider.disconnect).toHaveBeenCalledTimes(1);
  });
});
