"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { buttonStyles, type ButtonVariant } from "@/components/ui/button";

// The modal's code loads only when it is first opened, so it never weighs on the first paint.
const PortfolioModal = dynamic(() => import("./portfolio-modal").then((module) => module.PortfolioModal), { ssr: false });

type PortfolioLauncherProps = {
  label: string;
  variant?: ButtonVariant;
  /** Where 'Get in Touch' leads when the host has no contact form of its own. */
  contactHref: string;
};

export function PortfolioLauncher({ label, variant = "secondary", contactHref }: PortfolioLauncherProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonStyles(variant)}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        {label}
      </button>
      {loaded ? (
        <PortfolioModal
          open={open}
          onOpenChange={setOpen}
          onGetInTouch={() => {
            setOpen(false);
            window.location.assign(contactHref);
          }}
        />
      ) : null}
    </>
  );
}
