"use client";

export function CaseStudiesTab() {
  return <p>CaseStudiesTab</p>;
}
