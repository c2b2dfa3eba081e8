import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { ContentPage, PageHeader, Prose, Section } from "@/components/content/page-parts";
import { Today } from "@/components/content/today";
import { JsonLdScript } from "@/components/ui/json-ld";
import { dayInLosAngeles } from "@/lib/content/dates";
import { formattedAddress, siteConfig } from "@/lib/content/site";
import { breadcrumbJsonLd, webPageJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

// Re-rendered once a day; "Last updated" shows the current date in Los Angeles (the <Today>
// component brings a page rendered before midnight up to date in the browser).
export const revalidate = 86400;

const description = `How ${siteConfig.name} collects, uses and protects information from its chat concierge, contact form and uploads, and the privacy rights you have.`;

export const metadata: Metadata = pageMetadata({
  title: `Privacy Policy | ${siteConfig.name}`,
  description,
  path: "/privacy-policy",
});

const sections = [
  { id: "information-we-collect", title: "Information We Collect" },
  { id: "how-we-use-information", title: "How We Use Information" },
  { id: "how-we-share-information", title: "How We Share Information" },
  { id: "security", title: "Security" },
  { id: "your-rights", title: "Your Rights" },
  { id: "california-privacy-rights", title: "Your California Privacy Rights" },
  { id: "cookies", title: "Cookies and Similar Technologies" },
  { id: "data-retention", title: "Data Retention" },
  { id: "contact-us", title: "Contact Us" },
  { id: "changes", title: "Changes to This Policy" },
] as const;

type SectionId = (typeof sections)[number]["id"];
const heading = (id: SectionId) => sections.find((section) => section.id === id)?.title ?? id;

export default function PrivacyPolicyPage() {
  const { name, legalName, email, phone, phoneHref } = siteConfig;
  const updated = dayInLosAngeles();
  const emailLink = <a href={`mailto:${email}`}>{email}</a>;

  return (
    <ContentPage>
      <JsonLdScript
        data={[
          webPageJsonLd({ path: "/privacy-policy", name: "Privacy Policy", description }),
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Privacy Policy", path: "/privacy-policy" },
          ]),
        ]}
      />

      <PageHeader
        eyebrow="Legal"
        title="Privacy Policy"
        lead={
          <p>
            This policy explains what information {legalName} (&ldquo;{name},&rdquo; &ldquo;we&rdquo; or &ldquo;us&rdquo;) collects through this website, how we
            use it, who we share it with and the choices you have.
          </p>
        }
      >
        <p className="mt-6 text-sm text-muted">
          Last updated: <Today rendered={updated} />
        </p>
      </PageHeader>

      <nav aria-label="Privacy policy contents" className="max-w-3xl rounded-card border border-line bg-surface p-6 md:p-8">
        <p className="text-xs uppercase tracking-[0.3em] text-muted">On this page</p>
        <ol className="mt-4 grid gap-x-8 gap-y-2 text-fg/85 sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="underline-offset-4 hover:text-accent hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <Section id="information-we-collect" title={heading("information-we-collect")}>
        <Prose>
          <p>We collect what you choose to give us and what the site needs to work. Depending on how you use it, that includes:</p>
          <h3>The chat concierge</h3>
          <p>When you use the chat concierge on the home page, we store each message you send and the reply it receives in our database, together with:</p>
          <ul>
            <li>a conversation id;</li>
            <li>a random session id created in your browser;</li>
            <li>the time of the message;</li>
            <li>an automatic classification of the message, such as project inquiry, job inquiry, vendor or general;</li>
            <li>your IP address, when our hosting is configured to pass it to us through a trusted proxy header;</li>
            <li>usage counts (tokens), when an AI model writes the reply.</li>
          </ul>
          <p>
            If you give us your name, email, subject or company, in the chat&apos;s contact form or in a résumé you upload, we store those details with the
            conversation.
          </p>
          <h3>The contact form</h3>
          <p>
            The form on our <Link href="/contact">contact page</Link> asks for your name, email, company and message, and lets you attach an optional PDF of up
            to 20 MB.
          </p>
          <h3>Files you upload</h3>
          <p>
            You can send us a PDF deck or brief on the contact page or in the chat, and a résumé as a PDF or plain text file. We store these files privately, on
            our server&apos;s disk or in Vercel Blob storage, and only authorized staff can open them.
          </p>
          <p>
            When you upload a résumé, we read its text automatically to pull out your name, email, phone, LinkedIn and portfolio links, years of experience and
            skills.
          </p>
          <h3>Information collected automatically</h3>
          <ul>
            <li>
              <strong>Rate limiting.</strong> To prevent abuse, we keep a counter keyed by your IP address and/or session id in our database for about a minute.
            </li>
            <li>
              <strong>Analytics.</strong> When analytics are enabled, Vercel Web Analytics records page views and two events: a file upload, with the
              file&apos;s size, and a contact-form submission, with whether a PDF was attached. It does not use cookies and does not track you across sites.
            </li>
          </ul>
          <h3>Children</h3>
          <p>
            This site is not directed at children under 16, and we do not knowingly collect their information. If you believe a child has sent us information,
            contact us and we will delete it.
          </p>
        </Prose>
      </Section>

      <Section id="how-we-use-information" title={heading("how-we-use-information")}>
        <Prose>
          <p>We use the information we collect to:</p>
          <ul>
            <li>answer your questions in the chat and reply to your messages;</li>
            <li>respond to project inquiries and work together;</li>
            <li>consider job applications and the résumés sent with them;</li>
            <li>sort incoming messages by type, such as project, job, vendor or general;</li>
            <li>keep the site running and protect it from abuse;</li>
            <li>understand, in aggregate, how the site is used;</li>
            <li>meet our legal obligations.</li>
          </ul>
          <h3>How the chat writes its replies</h3>
          <p>
            By default, the concierge writes its replies on our own servers from the content of this site. When we enable an optional AI provider, your chat
            messages and recent conversation history are sent to an OpenAI-compatible language-model provider to generate the reply.
          </p>
        </Prose>
      </Section>

      <Section id="how-we-share-information" title={heading("how-we-share-information")}>
        <Prose>
          <p>
            <strong>We do not sell your personal information.</strong> We share it only:
          </p>
          <ul>
            <li>
              with service providers that host and run the site for us: hosting, our database (such as Turso/libSQL), file storage (such as Vercel Blob), the
              optional AI provider described above and Vercel Web Analytics. They work under contract and only to operate the site;
            </li>
            <li>when the law requires it;</li>
            <li>as part of a business transfer, such as a merger, acquisition or sale of assets.</li>
          </ul>
        </Prose>
      </Section>

      <Section id="security" title={heading("security")}>
        <Prose>
          <p>We protect your information with:</p>
          <ul>
            <li>encrypted connections (HTTPS) between your browser and the site;</li>
            <li>private storage for uploaded files, open only to authorized staff;</li>
            <li>an admin area that only staff can reach, with an access token;</li>
            <li>security headers that tell browsers to apply extra protections.</li>
          </ul>
          <p>No method of sending or storing information is 100% secure, so we cannot guarantee absolute security.</p>
        </Prose>
      </Section>

      <Section id="your-rights" title={heading("your-rights")}>
        <Prose>
          <p>Wherever you live, you can ask us to:</p>
          <ul>
            <li>tell you what personal information we hold about you and send you a copy;</li>
            <li>correct information that is wrong or incomplete;</li>
            <li>delete your information.</li>
          </ul>
          <p>To make a request, email {emailLink}. Depending on where you live, local law may give you further rights; we will honor them.</p>
        </Prose>
      </Section>

      <Section id="california-privacy-rights" title={heading("california-privacy-rights")}>
        <Prose>
          <p>
            If you live in California, the California Consumer Privacy Act, as amended by the California Privacy Rights Act (CCPA/CPRA), gives you the following
            rights.
          </p>
          <ul>
            <li>
              <strong>Right to know.</strong> You can ask what personal information we have collected about you, where it came from, why we use it and who we
              disclose it to, and ask for a copy.
            </li>
            <li>
              <strong>Right to delete.</strong> You can ask us to delete the personal information we have collected from you.
            </li>
            <li>
              <strong>Right to correct.</strong> You can ask us to correct inaccurate personal information.
            </li>
            <li>
              <strong>Right to opt out of sale or sharing.</strong> We do not sell your personal information, and we do not share it for cross-context
              behavioral advertising.
            </li>
            <li>
              <strong>Right to limit use of sensitive personal information.</strong> If you include sensitive information in a message or a résumé, we use it
              only to respond to you and to consider your application, never to infer characteristics about you.
            </li>
            <li>
              <strong>Right to non-discrimination.</strong> We will not deny you service, charge you a different price or give you a different quality of
              service because you used any of these rights.
            </li>
          </ul>
          <p>
            The categories of personal information we collect are the ones described in <a href="#information-we-collect">Information We Collect</a>:
            identifiers (such as name, email, phone, IP address and session id), professional information (such as the contents of a résumé), the messages and
            files you send us, and site usage (page views and the analytics events described above).
          </p>
          <h3>How to submit a request</h3>
          <p>
            Email {emailLink} or call <a href={phoneHref}>{phone}</a>, tell us which right you want to use, and give us the name and email address you used with
            us.
          </p>
          <p>
            To protect your information, we verify your identity before acting on a request by matching the details you give us with what we hold, for example
            by confirming a message sent to the email address you used. We respond within the time the CCPA allows.
          </p>
          <h3>Authorized agents</h3>
          <p>
            You can have an authorized agent make a request for you. We will ask the agent for your signed permission, and we may ask you to verify your
            identity with us directly, unless the agent holds a valid power of attorney under California law.
          </p>
        </Prose>
      </Section>

      <Section id="cookies" title={heading("cookies")}>
        <Prose>
          <p>We do not set advertising or tracking cookies. The site keeps three things in your browser:</p>
          <ul>
            <li>
              <strong>Your conversation.</strong> The chat keeps your conversation in your browser&apos;s sessionStorage, so refreshing the page keeps it. It is
              cleared when you close the tab.
            </li>
            <li>
              <strong>A visitor id.</strong> A random id in a cookie keeps your chat apart from other visitors&apos; for a year.
            </li>
            <li>
              <strong>Staff sign-in.</strong> The admin area uses strictly necessary cookies that protect its sign-in form and keep staff signed in for up to
              eight hours. They are used for nothing else.
            </li>
          </ul>
          <p>
            Vercel Web Analytics, when enabled, works without cookies and does not track you across sites. You can clear your browser&apos;s storage at any time
            in its settings.
          </p>
        </Prose>
      </Section>

      <Section id="data-retention" title={heading("data-retention")}>
        <Prose>
          <p>
            We keep personal information for as long as we need it to respond to you, work together and meet our legal obligations. Our staff review what we
            hold and delete what is no longer needed.
          </p>
          <p>You can ask us to delete your information at any time by emailing {emailLink}. Rate-limiting counters are kept for about a minute.</p>
        </Prose>
      </Section>

      <Section id="contact-us" title={heading("contact-us")}>
        <Prose>
          <p>Questions about this policy or your information? Contact {legalName}:</p>
          <ul>
            <li>Email: {emailLink}</li>
            <li>
              Phone: <a href={phoneHref}>{phone}</a>
            </li>
            <li>
              Mail: <address className="inline not-italic">{formattedAddress}</address>
            </li>
          </ul>
        </Prose>
      </Section>

      <Section id="changes" title={heading("changes")}>
        <Prose>
          <p>
            We may update this policy as the site and the law change. When we do, we will post the new version on this page, and the &ldquo;Last updated&rdquo;
            date at the top shows the version you are reading.
          </p>
        </Prose>
      </Section>
    </ContentPage>
  );
}
