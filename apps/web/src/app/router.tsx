import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { FullPageSpinner } from "../components/ui/spinner.tsx";
import { LandingPage } from "../features/landing/components/landing-page.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { ProtectedRoute } from "./routes/protected-route.tsx";
import { RootLayout } from "./routes/root-layout.tsx";

// Only the landing page ships in the first load; every other screen is its own chunk, fetched
// when its route is first visited (see apps/web/bench/bundle-size.bench.mjs).
const InterestRatePage = lazy(() =>
  import("../features/interest-rates/components/interest-rate-page.tsx").then((m) => ({
    default: m.InterestRatePage,
  })),
);
const LoginPage = lazy(() =>
  import("../features/auth/components/login-page.tsx").then((m) => ({ default: m.LoginPage })),
);
const AuthenticatedLayout = lazy(() =>
  import("./layouts/authenticated-layout.tsx").then((m) => ({ default: m.AuthenticatedLayout })),
);
const HomePage = lazy(() =>
  import("./routes/home-page.tsx").then((m) => ({ default: m.HomePage })),
);
const BillingPage = lazy(() =>
  import("../features/billing/components/billing-page.tsx").then((m) => ({
    default: m.BillingPage,
  })),
);
const DeadlinesPage = lazy(() =>
  import("../features/deadlines/components/deadlines-page.tsx").then((m) => ({
    default: m.DeadlinesPage,
  })),
);
const RemittancePage = lazy(() =>
  import("../features/remittance/components/remittance-page.tsx").then((m) => ({
    default: m.RemittancePage,
  })),
);
const PortfolioPage = lazy(() =>
  import("../features/portfolio/components/portfolio-page.tsx").then((m) => ({
    default: m.PortfolioPage,
  })),
);
const PortfolioCasesPage = lazy(() =>
  import("../features/portfolio/components/portfolio-cases-page.tsx").then((m) => ({
    default: m.PortfolioCasesPage,
  })),
);
const ClientsPage = lazy(() =>
  import("../features/clients/components/clients-page.tsx").then((m) => ({
    default: m.ClientsPage,
  })),
);
const ProfilePage = lazy(() =>
  import("../features/profile/components/profile-page.tsx").then((m) => ({
    default: m.ProfilePage,
  })),
);

const WorkspaceSettingsPage = lazy(() =>
  import("../features/workspaces/components/workspace-settings-page.tsx").then((m) => ({
    default: m.WorkspaceSettingsPage,
  })),
);
const InvitationPage = lazy(() =>
  import("../features/workspaces/components/invitation-page.tsx").then((m) => ({
    default: m.InvitationPage,
  })),
);

const InvitationPreviewPage = lazy(() =>
  import("../features/workspaces/components/invitation-preview-page.tsx").then((m) => ({
    default: m.InvitationPreviewPage,
  })),
);

function load(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Page />
    </Suspense>
  );
}

/**
 * The app's screens (docs/product.md ("Screens")). Declarative routes rather than a data router: no
 * screen uses loaders or actions, and the data router's machinery would double the router's weight
 * in the landing page's first load.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<LandingPage />} />
        <Route path="/interest-rate" element={load(InterestRatePage)} />
        <Route path="/login" element={load(LoginPage)} />
        <Route element={<ProtectedRoute />}>
          <Route element={load(AuthenticatedLayout)}>
            <Route path="/home" element={load(HomePage)} />
            <Route path="/deadlines" element={load(DeadlinesPage)} />
            <Route path="/remittance" element={load(RemittancePage)} />
            <Route path="/portfolio" element={load(PortfolioPage)} />
            <Route path="/portfolio/cases" element={load(PortfolioCasesPage)} />
            <Route path="/clients" element={load(ClientsPage)} />
            <Route path="/billing" element={load(BillingPage)} />
            <Route path="/profile" element={load(ProfilePage)} />
            <Route path="/workspace" element={load(WorkspaceSettingsPage)} />
          </Route>
        </Route>
        {/* The invitation e-mail's link: signed out, it says what it is first; after signing in
            the visitor comes back here to accept it. */}
        <Route element={<ProtectedRoute signedOut={load(InvitationPreviewPage)} />}>
          <Route element={load(AuthenticatedLayout)}>
            <Route path="/invitations/:token" element={load(InvitationPage)} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
