"use client";

import { useCallback, useEffect, useState } from "react";
import { hasSession, signOut } from "./auth-client";
import { Dashboard } from "./dashboard";
import { LoginScreen } from "./login-screen";
import { clearAdminQueries } from "./use-admin-query";

// The admin page: loading while the session is checked, then logged out (the login screen) or
// logged in (the dashboard). The session lives in an HttpOnly cookie, so a reload keeps it and only
// the server can tell whether it is valid.

type State = "loading" | "logged-out" | "logged-in";

export function AdminApp() {
  const [state, setState] = useState<State>("loading");
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    hasSession()
      .catch(() => false)
      .then((ok) => {
        if (live) setState(ok ? "logged-in" : "logged-out");
      });
    return () => {
      live = false;
    };
  }, []);

  const logout = useCallback(async (message: string | null = null) => {
    await signOut().catch(() => undefined);
    clearAdminQueries();
    setNotice(message);
    setState("logged-out");
  }, []);

  if (state === "loading") {
    return (
      <p role="status" className="py-32 text-center text-sm uppercase tracking-[0.3em] text-muted">
        Loading...
      </p>
    );
  }
  if (state === "logged-out") {
    return (
      <LoginScreen
        notice={notice}
        onSignedIn={() => {
          setNotice(null);
          setState("logged-in");
        }}
      />
    );
  }
  return <Dashboard onLogout={() => logout()} onSessionLost={() => logout("Your session has ended. Please sign in again.")} />;
}
