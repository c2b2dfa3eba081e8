"use client";

import { Component, type ReactNode } from "react";
import { ErrorScreen } from "./error-screen";

type State = { error: unknown; failed: boolean };

/**
 * The home page's error boundary: what a route's error.tsx gives the other pages (the same screen,
 * "Try again" renders the page afresh), but inside the home page's own script. The home page is
 * prerendered, so what can fail there is its client code.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  retry = () => this.setState({ error: null, failed: false });

  render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} retry={this.retry} /> : this.props.children;
  }
}
