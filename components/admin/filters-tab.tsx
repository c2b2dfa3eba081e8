"use client";

export function FiltersTab() {
  return <p>FiltersTab</p>;
}
