// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { usePagedFilter } from "./usePagedFilter";

describe("usePagedFilter", () => {
  it("starts from the loaded filter, saves every filter and goes back to the first page on a new one", () => {
    const save = vi.fn();
    const { result } = renderHook(() => usePagedFilter(() => ({ search: "saved" }), 25, save));
    expect(result.current.filter).toEqual({ search: "saved" });
    expect(result.current.pagination).toEqual({ page: 0, pageSize: 25 });
    expect(save).toHaveBeenLastCalledWith({ search: "saved" });

    act(() => result.current.setPagination({ page: 3, pageSize: 25 }));
    act(() => result.current.changeFilter({ search: "new" }));
    expect(result.current.filter).toEqual({ search: "new" });
    expect(result.current.pagination).toEqual({ page: 0, pageSize: 25 });
    expect(save).toHaveBeenLastCalledWith({ search: "new" });
  });
});
