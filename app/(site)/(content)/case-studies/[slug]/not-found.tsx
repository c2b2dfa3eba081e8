import { ButtonLink } from "@/components/ui/button";

export default function CaseStudyNotFound() {
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="font-display text-4xl sm:text-5xl">Case Study Not Found</h1>
      <p className="mt-5 text-lg leading-relaxed text-muted">{"The case study you're looking for doesn't exist or may have been moved."}</p>
      <ButtonLink href="/" className="mt-10">
        Return to Home
      </ButtonLink>
    </main>
  );
}
