// The Element Timing attribute (https://w3c.github.io/element-timing/): the browser reports when an
// element that carries it is first painted. A page marks its hero image with it, and the page's
// scripts start once it is on screen (lib/http/first-paint-boot.mjs).
import "react";

declare module "react" {
  interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
    elementtiming?: string;
  }
}
