// How the audit log names an erased subscriber: enough to match a request to erase ("was it
// j…@mail.test?"), too little to keep the address the erasure removed.

/** "jamie@mail.test" -> "j…@mail.test"; the domain stays, the mailbox keeps its first letter. */
export function maskAddress(email: string) {
  const at = email.lastIndexOf("@");
  if (at < 1) return "…";
  return `${email.slice(0, 1)}…${email.slice(at)}`;
}
