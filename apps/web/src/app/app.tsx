import { createBrowserRouter, RouterProvider } from "react-router";
import { LandingPage } from "../features/landing/components/landing-page.tsx";
import { NotFoundPage } from "./not-found-page.tsx";

const router = createBrowserRouter([
  { path: "/", element: <LandingPage /> },
  { path: "*", element: <NotFoundPage /> },
]);

export function App() {
  return <RouterProvider router={router} />;
}
