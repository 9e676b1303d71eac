import { createContext, useContext } from "react";

/** What any section may tell the dashboard. */
export interface OwnerEvents {
  /** the session is over: back to sign-in */
  signedOut(): void;
  /** an owner action went through: the audit log has a new entry */
  acted(): void;
}

export const OwnerEventsContext = createContext<OwnerEvents>({
  signedOut: () => undefined,
  acted: () => undefined,
});

export const useOwnerEvents = () => useContext(OwnerEventsContext);
