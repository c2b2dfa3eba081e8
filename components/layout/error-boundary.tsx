"use client";

import { Component, startTransition, type ReactNode } from "react";
import { unstable_rethrow, usePathname, useRouter } from "next/navigation";
import { ErrorScreen } from "./error-screen";

type BoundaryProps = { children: ReactNode; pathname: string | null; refresh: () => void };
type State = { error: unknown; failed: boolean; pathname: string | null };

/**
 * What a route's error.tsx does, as a component: the site's error screen in place of its children
 * when they throw, cleared when the visitor navigates, and "Try again" fetches the page from the
 * server again and renders it afresh. Next's own signals (notFound(), redirect()) pass through to
 * the boundaries that handle them.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, State> {
  state: State = { error: null, failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    unstable_rethrow(error);
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: null, failed: false, pathname: props.pathname };
  }

  retry = () => {
    startTransition(() => {
      this.props.refresh();
      this.setState({ error: null, failed: false });
    });
  };

  render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} retry={this.retry} /> : this.props.children;
  }
}

/**
 * The home page's and the content pages' error boundary. Not an error.tsx: Next loads a route's
 * error.tsx as a script of its own on every page under it, and over HTTP/1.1 (six connections per
 * host) that one more request was the one left for a third round of connections; inside the
 * layout's or the page's own script it costs no request. The admin keeps its error.tsx.
 */
export function ErrorBoundary({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const router = useRouter();
  return (
    <RouteErrorBoundary pathname={pathname} refresh={() => router.refresh()}>
      {children}
    </RouteErrorBoundary>
  );
}
