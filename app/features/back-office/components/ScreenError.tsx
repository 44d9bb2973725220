import { useRouteError } from "react-router";
import { apiErrorMessage } from "../api";
import { tBackOffice } from "~/lib/i18n/areas/back-office";

/** A screen whose data could not be loaded: why, in the owner's words, and a way to try again. */
export function ScreenError() {
  const error = useRouteError();
  return (
    <div role="alert" className="bo-card">
      <p>{apiErrorMessage(error)}</p>
      <p className="mt-3">
        <a href="" className="bo-button-secondary">
          {tBackOffice("frame.retry")}
        </a>
      </p>
    </div>
  );
}
