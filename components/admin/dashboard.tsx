"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { Tabs } from "@/components/ui/tabs";
import { createAdminQueryClient } from "./queries";
import { AdminNavigationContext, AdminSessionContext, SkeletonRows } from "./shared/ui";

// The dashboard, and the one query cache its tabs share: made with it and gone with it, so a
// logout forgets every read. The six tabs load on demand, each in its own chunk (heavy panels
// load with next/dynamic, so the first screen's bundle stays small; the Knowledge tab's chart
// library comes only with it).
const loading = () => <SkeletonRows count={5} />;
const ConversationsTab = dynamic(() => import("./conversations/conversations-tab").then((m) => m.ConversationsTab), { loading });
const ResumesTab = dynamic(() => import("./resumes/resumes-tab").then((m) => m.ResumesTab), { loading });
const CaseStudiesTab = dynamic(() => import("./case-studies/case-studies-tab").then((m) => m.CaseStudiesTab), { loading });
const FiltersTab = dynamic(() => import("./filters/filters-tab").then((m) => m.FiltersTab), { loading });
const LeadsTab = dynamic(() => import("./leads/leads-tab").then((m) => m.LeadsTab), { loading });
const KnowledgeTab = dynamic(() => import("./knowledge/knowledge-tab").then((m) => m.KnowledgeTab), { loading });

type TabKey = "conversations" | "resumes" | "case-studies" | "filters" | "leads" | "knowledge";

const TABS: { key: TabKey; label: string }[] = [
  { key: "conversations", label: "Conversations" },
  { key: "resumes", label: "Resumes" },
  { key: "case-studies", label: "Case Studies" },
  { key: "filters", label: "Portfolio Filters" },
  { key: "leads", label: "Leads" },
  { key: "knowledge", label: "Knowledge" },
];

/** The tab named in the URL's hash (#resumes, …), so a reload or a shared link keeps the tab. */
function tabFromHash(): TabKey {
  const key = window.location.hash.slice(1);
  return TABS.some((tab) => tab.key === key) ? (key as TabKey) : "conversations";
}

const onHashChange = (listener: () => void) => {
  window.addEventListener("hashchange", listener);
  return () => window.removeEventListener("hashchange", listener);
};

export function Dashboard({ onLogout, onSessionLost }: { onLogout: () => void; onSessionLost: () => void }) {
  const [queryClient] = useState(createAdminQueryClient);
  // The server renders the default tab (it never sees the hash); the browser then shows the hash's.
  const hashTab = useSyncExternalStore(onHashChange, tabFromHash, () => "conversations" as const);
  const [chosen, setChosen] = useState<TabKey | null>(null);
  // A résumé, a conversation or a lead another tab asked its own tab to open.
  const [opened, setOpened] = useState<{ resume?: string; conversation?: string; lead?: string }>({});
  const tab = chosen ?? hashTab;
  const setTab = useCallback((key: TabKey, open: { resume?: string; conversation?: string; lead?: string } = {}) => {
    setChosen(key);
    setOpened(open);
    window.history.replaceState(null, "", key === "conversations" ? window.location.pathname : `#${key}`);
  }, []);
  const session = useMemo(() => ({ sessionLost: onSessionLost }), [onSessionLost]);
  const navigation = useMemo(
    () => ({
      openResume: (id: string) => setTab("resumes", { resume: id }),
      openConversation: (id: string) => setTab("conversations", { conversation: id }),
      openLead: (id: string) => setTab("leads", { lead: id }),
    }),
    [setTab],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <AdminSessionContext.Provider value={session}>
        <AdminNavigationContext.Provider value={navigation}>
          <div className="mx-auto max-w-7xl px-5 pb-24 pt-10 md:px-10 md:pt-14">
            <header className="flex flex-wrap items-start justify-between gap-6 border-b border-line pb-8">
              <div>
                <h1 className="font-display text-headline">Admin Dashboard</h1>
                <p className="mt-3 text-muted">Monitor conversations and manage content</p>
              </div>
              <Button variant="secondary" onClick={onLogout}>
                Logout
              </Button>
            </header>
            <Tabs label="Admin sections" tabs={TABS} value={tab} onChange={(key) => setTab(key)} className="mt-8">
              {tab === "conversations" ? <ConversationsTab key={opened.conversation ?? "list"} openId={opened.conversation} /> : null}
              {tab === "resumes" ? <ResumesTab key={opened.resume ?? "list"} openId={opened.resume} /> : null}
              {tab === "case-studies" ? <CaseStudiesTab /> : null}
              {tab === "filters" ? <FiltersTab /> : null}
              {tab === "leads" ? <LeadsTab key={opened.lead ?? "list"} openId={opened.lead} /> : null}
              {tab === "knowledge" ? <KnowledgeTab /> : null}
            </Tabs>
          </div>
        </AdminNavigationContext.Provider>
      </AdminSessionContext.Provider>
    </QueryClientProvider>
  );
}
