import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ERROR_MESSAGE, ERROR_TITLE, ErrorScreen, errorReference } from "@/components/layout/error-screen";
import NotFound from "@/app/not-found";
import { notFound, redirect } from "next/navigation";
import { RouteErrorBoundary } from "@/components/layout/error-boundary";

const render = (error: unknown) => renderToStaticMarkup(createElement(ErrorScreen, { error, retry: () => {} }));

describe("error boundary screen", () => {
  it("offers a retry and the way home, with the server's digest as a reference", () => {
    const html = render(Object.assign(new Error("An error occurred in the Server Components render."), { digest: "2950421937" }));
    expect(html).toContain(`<h1 class="-mt-2 font-display text-4xl sm:text-5xl">${ERROR_TITLE}</h1>`);
    expect(html).toContain(ERROR_MESSAGE);
    expect(html).toMatch(/<button type="button"[^>]*>Try again<\/button>/);
    // A plain link: after a failure, home is a full page load that starts the app afresh.
    expect(html).toMatch(/<a href="\/" class="[^"]*">Return to Homepage<\/a>/);
    expect(html).toContain("Reference: 2950421937");
  });

  it("never shows the thrown message itself, and no reference without a digest", () => {
    const html = render(new Error("SQLITE_BUSY: database is locked at /srv/data/app.db"));
    expect(html).not.toContain("SQLITE_BUSY");
    expect(html).not.toContain("Reference:");
    expect(render("a thrown string")).not.toContain("Reference:");
  });

  it("reads a digest only when it is a non-empty string", () => {
    expect(errorReference(Object.assign(new Error("x"), { digest: "abc" }))).toBe("abc");
    expect(errorReference(Object.assign(new Error("x"), { digest: "" }))).toBeNull();
    expect(errorReference({ digest: 42 })).toBeNull();
    expect(errorReference(null)).toBeNull();
    expect(errorReference("boom")).toBeNull();
  });

  it("shares its layout with the 404 page, which keeps its exact strings", () => {
    const html = renderToStaticMarkup(createElement(NotFound));
    expect(html).toContain(">404 - Page Not Found</h1>");
    expect(html).toContain("The page you&#x27;re looking for doesn&#x27;t exist or has been moved.");
    expect(html).toMatch(/<a href="\/" class="[^"]*">Return to Homepage<\/a>/);
  });

  const thrown = (fn: () => never): unknown => {
    try {
      fn();
    } catch (error) {
      return error;
    }
    throw new Error("expected a throw");
  };

  it("the home and content pages' boundary shows the same screen once its children throw, and Try again fetches the page again and renders it afresh", () => {
    const refresh = jest.fn();
    const boundary = new RouteErrorBoundary({ children: createElement("p", null, "the concierge"), pathname: "/", refresh });
    expect(renderToStaticMarkup(boundary.render() as ReactElement)).toBe("<p>the concierge</p>");
    boundary.state = {
      ...boundary.state,
      ...RouteErrorBoundary.getDerivedStateFromError(Object.assign(new Error("ChunkLoadError: /_next/static/chunks/x.js"), { digest: "77" })),
    };
    const html = renderToStaticMarkup(boundary.render() as ReactElement);
    expect(html).toContain(`>${ERROR_TITLE}</h1>`);
    expect(html).toContain("Reference: 77");
    expect(html).not.toContain("ChunkLoadError");
    const setState = jest.spyOn(boundary, "setState").mockImplementation(() => undefined);
    boundary.retry();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(setState).toHaveBeenCalledWith({ error: null, failed: false });
  });

  it("clears the error screen when the visitor navigates, and keeps it on the same page", () => {
    const failed = { error: new Error("boom"), failed: true, pathname: "/about" };
    const props = (pathname: string) => ({ children: null, pathname, refresh: () => {} });
    expect(RouteErrorBoundary.getDerivedStateFromProps(props("/about"), failed)).toBeNull();
    expect(RouteErrorBoundary.getDerivedStateFromProps(props("/services"), failed)).toEqual({ error: null, failed: false, pathname: "/services" });
  });

  it("lets Next's notFound() and redirect() through to the boundaries that handle them", () => {
    const missing = thrown(() => notFound());
    const moved = thrown(() => redirect("/contact"));
    expect(() => RouteErrorBoundary.getDerivedStateFromError(missing)).toThrow(missing as Error);
    expect(() => RouteErrorBoundary.getDerivedStateFromError(moved)).toThrow(moved as Error);
    expect(RouteErrorBoundary.getDerivedStateFromError(new Error("a bug"))).toMatchObject({ failed: true });
  });
});
