import type { EmploymentType } from "@/lib/contracts/enums";
import type { ResumeUpload } from "@/lib/contracts/resume";

// What the concierge's client says on its own: the product's exact error replies, and the lines
// the chat writes for a deck or a résumé.

export const MESSAGES = {
  sendFailure: "I understand you're looking for more specific information. How can I help you with your project?",
  contactFailure: "I'm experiencing some technical difficulties. Please try again.",
  employmentFailure: "Sorry, there was an error processing your message. Please try again.",
  missingReply: "I'm here to help with your creative needs!",
  pdfWrongType: "I can only process PDF files. Could you convert your deck to PDF and try again?",
  pdfTooLarge: "That file is a bit too large. Could you compress it to under 20MB and try again?",
  pdfFailure: (email: string) => `I had trouble processing that file. Could you try uploading it again or reach out directly at ${email}?`,
} as const;

/** The line the chat shows when a résumé is with the team (the message it sends for it is not shown as theirs). */
export const resumeNote = (upload: ResumeUpload) => `Resume uploaded: ${upload.resumeData.originalName}`;

/** The message the résumé path sends so the conversation carries on. */
export function resumeMessage(upload: ResumeUpload, employmentType: EmploymentType | null): string {
  const { extractedContact: contact, resumeData: data } = upload;
  const role =
    employmentType === "full-time"
      ? "a full-time role"
      : employmentType === "internship"
        ? "an internship"
        : employmentType === "freelancer"
          ? "freelance work"
          : "a role";
  const parts = [`I just uploaded my resume for ${role}.`];
  if (contact.name) parts.push(`My name is ${contact.name}.`);
  if (data.experience) parts.push(`I have ${data.experience} of experience.`);
  if (data.skills.length) parts.push(`My skills include ${data.skills.slice(0, 8).join(", ")}.`);
  if (contact.portfolio) parts.push(`Portfolio: ${contact.portfolio}`);
  return parts.join(" ");
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The visitor's bubble for a deck they attached. */
export const deckBubble = (file: File) => `📎 ${file.name} (${megabytes(file.size)})`;

/**
 * The thanks once a deck is with the team: by name when the contact is known, else a question
 * (none when the visitor skipped the contact form in this conversation).
 */
export function deckReceived(fileName: string, contact: { name: string; email: string } | null, { ask = true }: { ask?: boolean } = {}): string {
  if (!contact) return ask ? `Thanks, ${fileName} is with the team. Who should they follow up with?` : `Thanks, ${fileName} is with the team.`;
  const first = contact.name.split(" ")[0];
  return `Thanks, ${first}. ${fileName} is with the team, and a strategist will read it and follow up at ${contact.email}. Anything you'd like them to look at first?`;
}

/** The note a deck sent without contact details holds, to go with the contact once it is given. */
export const deckNote = (fileName: string) => `I've shared ${fileName} with the team.`;

/** The one line that confirms the contact form's details, between the visitor's message and the reply. */
export function contactConfirmation(contact: { name: string; email: string }): string {
  const first = contact.name.split(/\s+/)[0];
  return `Thanks, ${first}. The team will follow up at ${contact.email}.`;
}
