// A visitor at a link from a mail: opening it, pressing the button of the page it opens, and
// what the list then says of the address.
import { request } from "./http";
import { form, type SignupServer } from "./signup-server";

/** Opens a link, as a browser or a mail scanner does. */
export const openLink = (server: SignupServer, url: URL) =>
  request(server.port, url.pathname + url.search);

/** Presses the button of the page a mail link opens: a same-site form post to the link. */
export const pressLink = (server: SignupServer, url: URL, body = "") =>
  request(server.port, url.pathname + url.search, {
    method: "POST",
    headers: {
      "Content-Type": form,
      Origin: `http://127.0.0.1:${server.port}`,
    },
    body,
  });

/** The address's status on the list, or undefined once it is gone. */
export const statusOf = async (server: SignupServer, email: string) =>
  (await server.store.findSignup({ email }))?.status;
