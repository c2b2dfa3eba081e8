"use client";

export function ResumesTab() {
  return <p>ResumesTab</p>;
}
