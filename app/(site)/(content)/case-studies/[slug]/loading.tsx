// Shown while a case study loads on client-side navigation.
export default function LoadingCaseStudy() {
  return (
    <main className="mx-auto max-w-7xl animate-pulse px-6 pb-24 pt-8 md:px-10" aria-busy="true" aria-label="Loading case study">
      <div className="h-11 w-48 rounded-full bg-white/5" />
      <div className="mt-10 h-6 w-40 rounded-full bg-white/5" />
      <div className="mt-6 h-16 max-w-2xl rounded-2xl bg-white/5" />
      <div className="mt-10 aspect-video rounded-card bg-white/5" />
      <div className="mt-12 grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="space-y-6">
          <div className="h-40 rounded-card bg-white/5" />
          <div className="h-40 rounded-card bg-white/5" />
        </div>
        <div className="h-64 rounded-card bg-white/5" />
      </div>
    </main>
  );
}
