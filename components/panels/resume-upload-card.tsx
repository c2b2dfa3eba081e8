"use client";

import { track } from "@vercel/analytics";
import { useEffect, useId, useRef, useState } from "react";
import { RESUME_WRONG_TYPE, resumeUploadResponseSchema, type ResumeUpload } from "@/lib/contracts/resume";
import { formatFileSize } from "@/lib/file-size";
import { apiJson, HttpError } from "@/lib/api-client/client";
import { ensureVisitor } from "@/lib/api-client/visitor";

const ACCEPTED = ["application/pdf", "text/plain"];

type Phase =
  | { kind: "idle" }
  | { kind: "selected"; file: File }
  | { kind: "processing"; file: File }
  | { kind: "success"; result: ResumeUpload }
  | { kind: "error"; message: string; file: File | null; detail?: string | null };

/**
 * 'Upload Resume': PDF or plain text only; idle, file selected, processing, then what was read, or
 * the error in red. On success the host sends the résumé-derived message so the conversation
 * carries on.
 */
export function ResumeUploadCard({ onUploaded, conversationId }: { onUploaded: (result: ResumeUpload) => void; conversationId: string | null }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const root = useRef<HTMLElement>(null);

  // It opens in answer to a click just above it: scroll the conversation (never the page) to it.
  useEffect(() => {
    const card = root.current;
    const log = card?.closest<HTMLElement>('[role="log"]');
    if (!card || !log) return;
    const overflow = card.getBoundingClientRect().bottom - log.getBoundingClientRect().bottom;
    if (overflow > 0) log.scrollTop += overflow + 8;
  }, []);
  const file = phase.kind === "selected" || phase.kind === "processing" ? phase.file : phase.kind === "error" ? phase.file : null;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!ACCEPTED.includes(chosen.type)) {
      if (input.current) input.current.value = "";
      setPhase({ kind: "error", message: RESUME_WRONG_TYPE, file: null });
      return;
    }
    setPhase({ kind: "selected", file: chosen });
  };

  const upload = async () => {
    if (!file || phase.kind === "processing") return;
    setPhase({ kind: "processing", file });
    try {
      const form = new FormData();
      form.append("resume", file);
      if (conversationId) form.append("conversationId", conversationId);
      await ensureVisitor();
      const result = await apiJson("POST", "/api/upload-resume", resumeUploadResponseSchema, form);
      track("file_uploaded", { value: file.size });
      setPhase({ kind: "success", result });
      onUploaded(result);
    } catch (error) {
      if (error instanceof HttpError) {
        // "Upload failed", and under it what the server said was wrong ("The file must be 5MB or smaller.").
        setPhase({ kind: "error", message: "Upload failed", file, detail: error.detail });
        return;
      }
      setPhase({ kind: "error", message: error instanceof Error && error.message ? error.message : "Upload failed", file });
    }
  };

  return (
    <section
      ref={root}
      aria-labelledby={`${id}-title`}
      className="rounded-3xl border border-white/12 bg-ink/75 p-5 backdrop-blur-xl"
      data-testid="resume-card"
      data-phase={phase.kind}
    >
      <h3 id={`${id}-title`} className="font-display text-2xl leading-none">
        Upload Resume
      </h3>
      {phase.kind === "success" ? (
        <div className="mt-4 space-y-2 text-sm" aria-live="polite">
          <p className="text-success">Got it. Here is what we read:</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-fg/90">
            <dt className="text-muted">Name</dt>
            <dd>{phase.result.extractedContact.name ?? "Not found"}</dd>
            <dt className="text-muted">Email</dt>
            <dd className="break-all">{phase.result.extractedContact.email ?? "Not found"}</dd>
            <dt className="text-muted">Top skills</dt>
            <dd>{phase.result.resumeData.skills.slice(0, 5).join(", ") || "None recognised"}</dd>
          </dl>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm leading-relaxed text-muted">PDF or plain text. We read it for your contact details and skills.</p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <label
              htmlFor={`${id}-file`}
              className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line bg-white/5 px-5 text-sm text-fg transition-colors hover:bg-white/10 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
            >
              {file ? "Choose another file" : "Choose file"}
              <input
                id={`${id}-file`}
                ref={input}
                type="file"
                accept=".pdf,.txt,application/pdf,text/plain"
                className="sr-only"
                disabled={phase.kind === "processing"}
                onChange={(event) => choose(event.target.files?.[0])}
              />
            </label>
            <button
              type="button"
              onClick={upload}
              disabled={!file || phase.kind === "processing"}
              className="inline-flex min-h-11 items-center rounded-full bg-accent px-5 text-sm font-medium text-ink transition-colors hover:bg-accent-strong disabled:bg-white/10 disabled:text-subtle"
            >
              {phase.kind === "processing" ? "Processing..." : "Upload"}
            </button>
          </div>
          {file ? (
            <p className="mt-3 truncate text-sm text-fg/85" data-testid="resume-file">
              {file.name} · {formatFileSize(file.size)}
            </p>
          ) : null}
          {phase.kind === "error" ? (
            <div role="alert" className="mt-3 text-sm text-danger">
              <p>{phase.message}</p>
              {phase.detail ? <p className="mt-1 text-fg/85">{phase.detail}</p> : null}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
