import { Link } from "react-router";
import { buttonClasses } from "../components/ui/button.tsx";

export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <title>Page not found · Owed</title>
      <h1 className="font-serif text-3xl font-bold text-brand-800">Page not found</h1>
      <p className="text-ink-600">There is nothing at this address.</p>
      <Link className={buttonClasses()} to="/">
        Go to the home page
      </Link>
    </main>
  );
}
