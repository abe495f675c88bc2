/**
 * JSON in localStorage that never throws: private windows, full quotas and hand-edited values
 * must not break a page, they only lose the saved state.
 */
export function readStored(key: string, storage: Storage | undefined = globalThis.localStorage): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // quota or privacy mode: the filter simply is not remembered
  }
}
