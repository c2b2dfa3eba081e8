"use client";

import dynamic from "next/dynamic";
import { useCallback, useState } from "react";
import { signOut } from "./auth-client";
import { LoginScreen } from "./login-screen";

// The admin page: logged out (the login screen) or logged in (the dashboard). The session lives in
// an HttpOnly cookie, so only the server can tell whether it is valid: the page reads it before it
// renders and passes the answer here, and the first HTML already holds the dashboard or the login.
// The dashboard's code (and its data library) is a chunk of its own, loaded only for a signed-in
// admin; after a sign-in on this page, "Loading..." shows while it arrives.

const Dashboard = dynamic(() => import("./dashboard").then((module) => module.Dashboard), {
  loading: () => (
    <p role="status" className="py-32 text-center text-sm uppercase tracking-[0.3em] text-muted">
      Loading...
    </p>
  ),
});

export function AdminApp({ signedIn: signedInOnServer }: { signedIn: boolean }) {
  const [signedIn, setSignedIn] = useState(signedInOnServer);
  const [notice, setNotice] = useState<string | null>(null);

  const logout = useCallback(async (message: string | null = null) => {
    await signOut().catch(() => undefined);
    setNotice(message);
    setSignedIn(false);
  }, []);

  if (!signedIn) {
    return (
      <LoginScreen
        notice={notice}
        onSignedIn={() => {
          setNotice(null);
          setSignedIn(true);
        }}
      />
    );
  }
  return <Dashboard onLogout={() => logout()} onSessionLost={() => logout("Your session has ended. Please sign in again.")} />;
}
