import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { ContentPage, CtaCard, PageHeader, Prose } from "@/components/content/page-parts";
import { JsonLdScript } from "@/components/ui/json-ld";
import { siteConfig } from "@/lib/content/site";
import { articleJsonLd, breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

// A static editorial article: the page's own copy, not database content. Its figures are the
// Keyward case study's (id "keyward-password-manager") as they stood on the publish date.

const PATH = "/password-manager-content-marketing";
const HEADLINE = "Content Marketing for Password Managers: How to Earn Trust Before the Download";
const DESCRIPTION =
  "People don't search for a password manager; they search after a breach. How to earn their trust first, and how it grew Keyward's organic traffic 212%.";
const PUBLISHED = "2025-03-18";
const KEYWORDS = [
  "password manager marketing",
  "password manager content marketing",
  "cybersecurity content marketing",
  "SaaS content marketing",
  "security software SEO",
];

export const metadata: Metadata = pageMetadata({
  title: `Content Marketing for Password Managers | ${siteConfig.name}`,
  description: DESCRIPTION,
  path: PATH,
  type: "article",
  keywords: KEYWORDS,
});

/**
 * An article section: an h2 with an anchor id, styled to sit inside Prose. Like Section's, from the
 * third on they skip layout and paint until they come near the viewport (`.offscreen-section`).
 */
function ArticleSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="offscreen-section space-y-5 [--offscreen-height:40rem]">
      <h2 id={id} className="scroll-mt-24 pt-8 font-display text-3xl leading-tight text-fg md:text-4xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function PasswordManagerContentMarketingPage() {
  return (
    <ContentPage>
      <JsonLdScript
        data={[
          articleJsonLd({ path: PATH, headline: HEADLINE, description: DESCRIPTION, image: "/og-default.jpg", datePublished: PUBLISHED, keywords: KEYWORDS }),
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Content Marketing for Password Managers", path: PATH },
          ]),
        ]}
      />

      <article className="space-y-12">
        <PageHeader
          eyebrow="Insights"
          title={HEADLINE}
          lead={
            <p>
              Nobody wakes up wanting a password manager. They wake up to a breach notice or a locked account, and that moment is where the marketing has to be.
            </p>
          }
        >
          <p className="mt-8 text-sm text-muted">
            By <span className="text-fg">{siteConfig.name}</span>
            <span aria-hidden="true" className="mx-2">
              ·
            </span>
            Published <time dateTime={PUBLISHED}>March 18, 2025</time>
          </p>
        </PageHeader>

        <Prose>
          <ArticleSection id="why-its-hard" title="Why password managers are hard to market">
            <p>
              Password managers have an awkward problem for a product category: the people who need them most never go looking for one. Searches for
              &ldquo;password manager&rdquo; exist, but they come mostly from people comparing brands they already know, and the ads on those terms are priced
              accordingly. That is the auction where most of the category fights, and it gets more expensive every quarter.
            </p>
            <p>
              The far larger audience arrives sideways. They type &ldquo;what to do after a data breach&rdquo;, &ldquo;someone logged into my email&rdquo; or
              &ldquo;how to get back into a hacked account&rdquo;. They are worried, often a little embarrassed, and in no mood for a sales pitch. Yet this is
              exactly when they are most willing to change how they handle passwords, because the cost of not changing has just become personal.
            </p>
            <p>
              Keyward, a password manager we worked with, saw the problem in its own numbers. It had a well-reviewed product and almost no organic reach. Eighty
              percent of its sign-ups came through paid search, where cost per acquisition had doubled in 18 months. It was paying more every quarter to reach
              people who had already decided, and it was missing from the answers the undecided were reading.
            </p>
          </ArticleSection>

          <ArticleSection id="moment-of-worry" title="Answer the moment of worry, not the product category">
            <p>
              The shift is easy to say and hard to hold to: write for the moment of worry. Every piece starts from a specific situation, a breach email, a
              lockout, a sign-in alert from a city you have never visited, and answers the question the reader actually typed, completely, before anything is
              for sale.
            </p>
            <ul>
              <li>
                <strong>Answer first.</strong> If someone has just been locked out of their bank account, the first screen tells them what to do in the next ten
                minutes. Background and explanation come after.
              </li>
              <li>
                <strong>Use plain language.</strong> &ldquo;Credential stuffing&rdquo; means nothing to most readers; &ldquo;criminals try your leaked password
                on hundreds of other sites&rdquo; means everything. Define each term once, in a sentence a busy parent could follow.
              </li>
              <li>
                <strong>Make the product the next step, not the headline.</strong> Once the immediate problem is solved, the reader&apos;s next question is how
                to stop it happening again. That is where the password manager belongs: the practical answer to a problem they now understand.
              </li>
            </ul>
            <p>
              Security brands are tempted to lead with fear. Resist it. The reader is already frightened; what earns trust is calm, specific help. Content that
              adds to the panic may win the click, but it rarely wins the customer.
            </p>
          </ArticleSection>

          <ArticleSection id="what-to-make" title="What to make">
            <p>A content program for a password manager needs several formats working together, each doing a different job on the way from worry to sign-up.</p>
            <h3>Long-form answers to high-intent questions</h3>
            <p>
              The backbone is a library of guides, each mapped to a query people type under stress: breaches, passkeys, account recovery, two-factor codes. For
              Keyward we wrote 40 of them. The goal for each is to be the most useful answer on the results page, not the longest.
            </p>
            <h3>Explainers people will actually watch</h3>
            <p>
              Some ideas are easier to show than to tell. Eight 90-second animated explainers broke down phishing, credential stuffing and two-factor codes,
              then went out again as vertical cutdowns on YouTube Shorts, TikTok and LinkedIn, where a lot of people first meet the subject.
            </p>
            <h3>Stories from the people who lived them</h3>
            <p>
              &lsquo;Locked Out&rsquo;, a six-part video series, told real account-recovery stories in the words of the people who went through them. Stories do
              what guides can&apos;t: they make the risk feel close without anyone having to exaggerate it.
            </p>
            <h3>A breach-response checklist and an onboarding sequence</h3>
            <p>
              The bridge from reader to customer should be a useful tool, not a gated white paper. A breach-response checklist, what to change, what to check
              and what to turn on, is exactly what someone wants after a breach notice, and it is a fair trade for an email address. That address starts a
              five-part onboarding sequence that walks the reader through securing their most important accounts, with the password manager introduced when it
              is plainly the easiest way to finish the job.
            </p>
          </ArticleSection>

          <ArticleSection id="measurement" title="How to measure it">
            <p>
              Content marketing for a subscription product lives or dies on whether the finance team believes the numbers. Agree on them before the first
              article goes live:
            </p>
            <ul>
              <li>
                <strong>Organic sessions</strong> to the content library, tracked monthly, as the leading indicator.
              </li>
              <li>
                <strong>Rankings for target queries:</strong> whether each article reaches the first page for the question it was written to answer.
              </li>
              <li>
                <strong>Share of sign-ups from organic and content,</strong> which shows whether the program is changing the acquisition mix rather than just
                adding traffic.
              </li>
              <li>
                <strong>Blended cost per acquisition</strong> across paid and organic: the number that says whether growth has actually become cheaper.
              </li>
              <li>
                <strong>Video completion rates,</strong> which show whether people are watching the explainers or leaving after three seconds.
              </li>
            </ul>
            <p>
              Be patient with the curve. Search content compounds: the first weeks look quiet, then articles start ranking and traffic builds on itself. Judge
              the program at six months, not six weeks.
            </p>
          </ArticleSection>

          <ArticleSection id="keyward-results" title="What it did for Keyward">
            <p>Over six months, the program changed how Keyward grows:</p>
            <ul>
              <li>Organic traffic rose 212%, to 480K monthly sessions.</li>
              <li>The share of sign-ups from organic and content went from 20% to 46%.</li>
              <li>Blended cost per acquisition fell 34%.</li>
              <li>31 articles reached the first page of Google for their target queries.</li>
              <li>&lsquo;Locked Out&rsquo; reached 2.3M views with a 54% average completion rate.</li>
            </ul>
            <figure className="border-l-2 border-accent py-1 pl-6">
              <blockquote>
                <p className="font-display text-2xl leading-snug text-fg md:text-3xl">
                  &ldquo;We were paying more every quarter to reach people who already knew they wanted us. {siteConfig.name} found the much larger group who
                  didn&apos;t know yet, and gave them something useful first.&rdquo;
                </p>
              </blockquote>
              <figcaption className="mt-4 text-sm text-muted">Priya Raman, Head of Growth, Keyward</figcaption>
            </figure>
            <p>
              The full story, with the explainers and the &lsquo;Locked Out&rsquo; series, is in the{" "}
              <Link href="/case-studies/keyward-password-manager">Keyward password manager case study</Link>. For the rest of our work, from IMAX to Pacific
              Crest Outfitters, <Link href="/case-studies">browse all our case studies</Link>.
            </p>
          </ArticleSection>

          <ArticleSection id="takeaway" title="The takeaway">
            <p>
              If you market a password manager, or any security product people only think about after something goes wrong, stop competing only for the people
              who already know they want you. Find the much larger group searching for help, give them a complete answer in plain language, and let the product
              be the obvious next step. Trust earned before the download costs less than any click you can buy, and it keeps paying back long after the campaign
              budget is spent.
            </p>
          </ArticleSection>
        </Prose>
      </article>

      <CtaCard
        title="Selling something people only think about after a breach?"
        text={`${siteConfig.name} plans and makes content programs for security and subscription software: research, writing, explainers and the measurement to prove they work.`}
        primary={{ href: "/contact", label: "Talk to Our Digital Team" }}
        secondary={{ href: "/case-studies", label: "See Our Case Studies" }}
      />
    </ContentPage>
  );
}
