/**
 * The billing screen's scrolling banner (docs/product.md, "Screens"). The moving copy is decorative (aria-hidden, twice for a seamless
 * loop); screen readers get the sentence once. It pauses under the pointer or keyboard focus and
 * stands still for anyone who asks the system for reduced motion.
 */
export function ScrollingBanner({ message }: { message: string }) {
  return (
    <section
      aria-label="Plan reminder"
      className="group relative overflow-hidden rounded-lg border border-accent-500/50 bg-brand-900 text-white shadow-sm"
    >
      <style>{`
        @keyframes owed-billing-marquee { from { transform: translateX(0); } to { transform: translateX(-50%); } }
        .owed-marquee { animation: owed-billing-marquee 28s linear infinite; }
        .group:hover .owed-marquee, .group:focus-within .owed-marquee { animation-play-state: paused; }
        @media (prefers-reduced-motion: reduce) { .owed-marquee { animation: none; } }
      `}</style>
      <p className="sr-only">{message}</p>
      <div aria-hidden="true" className="flex py-2.5 motion-reduce:hidden">
        <div className="owed-marquee flex shrink-0 whitespace-nowrap">
          {[0, 1].map((copy) => (
            <span key={copy} className="flex shrink-0 items-center gap-16 pr-16 text-sm">
              <span>
                <span className="mr-3 text-accent-400">●</span>
                {message}
              </span>
              <span>
                <span className="mr-3 text-accent-400">●</span>
                {message}
              </span>
            </span>
          ))}
        </div>
      </div>
      <p aria-hidden="true" className="hidden px-4 py-2.5 text-sm motion-reduce:block">
        <span className="mr-3 text-accent-400">●</span>
        {message}
      </p>
    </section>
  );
}
