import { Link } from "@/components/ui/link";
import type { ComponentProps } from "react";
import { buttonStyles, type ButtonVariant } from "./button-base";

export { Button, buttonStyles, type ButtonVariant } from "./button-base";

export function ButtonLink({ variant = "primary", className, ...props }: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link className={buttonStyles(variant, className)} {...props} />;
}
