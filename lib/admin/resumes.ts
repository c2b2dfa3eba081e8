// Pure helpers for the admin Resume Management tab.

const SKILLS_SHOWN = 5;

/** At most five skills, then '+n more' for the rest. */
export function skillSummary(skills: string[]): { shown: string[]; more: string | null } {
  const shown = skills.slice(0, SKILLS_SHOWN);
  const rest = skills.length - shown.length;
  return { shown, more: rest > 0 ? `+${rest} more` : null };
}

export const resumeFileUrl = (id: string, mode: "view" | "download") => `/api/admin/resume/${encodeURIComponent(id)}/${mode}`;

export const resumeDetailUrl = (id: string) => `/api/admin/resumes/${encodeURIComponent(id)}`;
