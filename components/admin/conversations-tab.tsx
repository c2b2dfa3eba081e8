"use client";

export function ConversationsTab() {
  return <p>ConversationsTab</p>;
}
