import { type MouseEvent, useRef } from "react";
import { PublicHeader } from "../../../components/layouts/public-header.tsx";
import { SkipLink } from "../../../components/ui/skip-link.tsx";
import { scrollToSection } from "../utils/scroll-geometry.ts";
import { CallToAction } from "./call-to-action.tsx";
import { FaqSection } from "./faq-section.tsx";
import { FeaturesSection } from "./features-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { PricingSection } from "./pricing-section.tsx";
import { ScrollToTopButton } from "./scroll-to-top-button.tsx";
import { SiteFooter } from "./site-footer.tsx";

const NAV_LINKS = [
  { label: "Feature", href: "#features" },
  { label: "Pricing", href: "#pricing" },
  { label: "FAQ", href: "#faq" },
] as const;

function onSectionLink(event: MouseEvent<HTMLAnchorElement>, href: string) {
  if (!href.startsWith("#")) return;
  event.preventDefault();
  // The drawer closes first on small screens; scroll once it has released the page.
  requestAnimationFrame(() => scrollToSection(href.slice(1)));
}

export function LandingPage() {
  const heroRef = useRef<HTMLElement>(null);

  return (
    <>
      <title>Owed: post-judgment interest and payoff, to the cent</title>
      <SkipLink />
      <PublicHeader links={NAV_LINKS} onSectionLink={onSectionLink} />
      <main id="main" tabIndex={-1} className="outline-none">
        <HeroSection ref={heroRef} />
        <FeaturesSection />
        <PricingSection />
        <FaqSection />
        <CallToAction />
      </main>
      <SiteFooter />
      <ScrollToTopButton heroRef={heroRef} />
    </>
  );
}
