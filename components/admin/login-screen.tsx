"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { signInWithToken } from "./auth-client";
import { CARD, FIELD, LABEL } from "./shared/ui";
import { cn } from "@/components/ui/cn";

export function LoginScreen({ onSignedIn, notice }: { onSignedIn: () => void; notice?: string | null }) {
  const id = useId();
  const [token, setToken] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ message: string; detail?: string } | null>(null);
  // The server's HTML shows the form; it takes input once hydrated, and the token field then has
  // the focus (autoFocus cannot: the field is still disabled when the HTML is parsed).
  const hydrated = useHydrated();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (hydrated) field.current?.focus();
  }, [hydrated]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    const result = await signInWithToken(token);
    setPending(false);
    if (result.ok) {
      setToken("");
      onSignedIn();
    } else {
      setError({ message: result.message, detail: result.detail });
    }
  };

  return (
    <div className="flex min-h-[75dvh] items-center justify-center px-6 py-16">
      <form onSubmit={submit} noValidate className={cn(CARD, "w-full max-w-md p-8 md:p-10")} aria-describedby={error ? `${id}-error` : undefined}>
        <p className="text-xs uppercase tracking-[0.35em] text-accent">Staff only</p>
        <h1 className="mt-3 font-display text-4xl">Admin Access</h1>
        <p className="mt-3 text-sm text-muted">Enter your admin token to open the dashboard.</p>
        {notice ? <p className="mt-4 text-sm text-muted">{notice}</p> : null}
        <label htmlFor={`${id}-token`} className={cn(LABEL, "mt-8")}>
          Admin token
        </label>
        <input
          id={`${id}-token`}
          name="token"
          type="password"
          autoComplete="current-password"
          ref={field}
          value={token}
          onChange={(event) => setToken(event.target.value)}
          disabled={pending || !hydrated}
          aria-invalid={error ? true : undefined}
          className={FIELD}
        />
        {error ? (
          <div id={`${id}-error`} role="alert" className="mt-3 text-sm text-danger">
            <p>{error.message}</p>
            {error.detail ? <p className="mt-1 text-muted">{error.detail}</p> : null}
          </div>
        ) : null}
        <Button type="submit" disabled={pending || !hydrated} className="mt-6 w-full">
          {pending ? "Signing in..." : "Sign in"}
        </Button>
      </form>
    </div>
  );
}
