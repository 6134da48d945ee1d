import { Link } from "react-router";

export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="font-serif text-3xl font-bold text-brand-800">Page not found</h1>
      <p className="text-slate-600">There is nothing at this address.</p>
      <Link
        className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
        to="/"
      >
        Go to the home page
      </Link>
    </main>
  );
}
