import { moveItem } from "@/lib/admin/move";

describe("moveItem", () => {
  const list = ["a", "b", "c", "d"] as const;

  it("moves an item earlier or later and leaves the input alone", () => {
    expect(moveItem(list, 2, 1)).toEqual(["a", "c", "b", "d"]);
    expect(moveItem(list, 0, 3)).toEqual(["b", "c", "d", "a"]);
    expect(moveItem(list, 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(list).toEqual(["a", "b", "c", "d"]);
  });

  it("clamps the target to the list", () => {
    expect(moveItem(list, 1, -5)).toEqual(["b", "a", "c", "d"]);
    expect(moveItem(list, 1, 99)).toEqual(["a", "c", "d", "b"]);
  });

  it("keeps the order for a source outside the list or in place", () => {
    expect(moveItem(list, 4, 0)).toEqual([...list]);
    expect(moveItem(list, -1, 0)).toEqual([...list]);
    expect(moveItem(list, 1.5, 0)).toEqual([...list]);
    expect(moveItem(list, 2, 2)).toEqual([...list]);
    expect(moveItem([], 0, 0)).toEqual([]);
  });
});
