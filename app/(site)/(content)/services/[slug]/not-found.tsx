import { BackButton } from "@/components/case-studies/back-button";

export default function ServiceNotFound() {
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="font-display text-4xl sm:text-5xl">Service Not Found</h1>
      <p className="mt-5 text-lg leading-relaxed text-muted">{"The service you're looking for doesn't exist."}</p>
      <div className="mt-10">
        <BackButton fallbackHref="/services" label="Go Back" variant="primary" />
      </div>
    </main>
  );
}
