import { Navigate, useLocation } from 'react-router-dom';

/** A route redirect that keeps the query (app_immersion, lang...) and the hash. */
export default function Redirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate replace to={{ pathname: to, search, hash }} />;
}
