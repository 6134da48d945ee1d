export function LandingPage() {
  return (
    <main>
      <section id="hero" className="bg-brand-800 px-6 py-24 text-white">
        <div className="mx-auto max-w-4xl">
          <p className="font-semibold uppercase tracking-widest text-accent-400">Owed</p>
          <h1 className="mt-4 font-serif text-5xl font-bold">Know What They Owe</h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100">
            Track every money judgment, see up-to-date accrued interest, enter and edit payments and
            costs, and get an instant payoff for any date. Works in any state, with no
            client-identifying details needed.
          </p>
        </div>
      </section>
    </main>
  );
}
