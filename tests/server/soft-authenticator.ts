// A passkey authenticator in software, for testing the owners' API over HTTP without a
// browser: it answers WebAuthn options the way a platform authenticator does (attestation
// "none", ES256), and can be told to skip user verification. The browser tests use Chromium's
// own virtual authenticator instead.
import {
  createHash,
  generateKeyPairSync,
  randomBytes,
  sign,
} from "node:crypto";

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

/** The little CBOR WebAuthn needs: small integers, text, bytes and maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(length, 1);
    return b;
  };
  if (typeof value === "number")
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array)
    return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([
    head(5, value.size),
    ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)]),
  ]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) =>
  createHash("sha256").update(data).digest();

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

/** One authenticator holding one passkey once `register` has run. */
export function softAuthenticator(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", {
    namedCurve: "P-256",
  });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle = "";

  const clientData = (type: string, challenge: string) =>
    Buffer.from(
      JSON.stringify({ type, challenge, origin, crossOrigin: false }),
    );
  const flags = ({ userVerified }: { userVerified: boolean }) =>
    0x01 | (userVerified ? 0x04 : 0);

  return {
    id: b64url(credentialId),

    /** A registration response to `navigator.credentials.create` options. */
    register(options: CreationOptions, { userVerified = true } = {}) {
      userHandle = options.user.id;
      const coseKey = new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(String(jwk.x), "base64url")],
        [-3, Buffer.from(String(jwk.y), "base64url")],
      ]);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(options.rp.id ?? new URL(origin).hostname),
        Buffer.from([flags({ userVerified }) | 0x40]),
        Buffer.alloc(4),
        Buffer.alloc(16),
        length,
        credentialId,
        cbor(coseKey),
      ]);
      const attestation = new Map<string, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(
            clientData("webauthn.create", options.challenge),
          ),
          attestationObject: b64url(cbor(attestation)),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },

    /** A sign-in response to `navigator.credentials.get` options. */
    signIn(
      options: RequestOptions,
      { userVerified = true }: { userVerified?: boolean } = {},
    ) {
      counter += 1;
      const count = Buffer.alloc(4);
      count.writeUInt32BE(counter);
      const authData = Buffer.concat([
        sha256(options.rpId ?? new URL(origin).hostname),
        Buffer.from([flags({ userVerified })]),
        count,
      ]);
      const data = clientData("webauthn.get", options.challenge);
      const signature = sign(
        "sha256",
        Buffer.concat([authData, sha256(data)]),
        privateKey,
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
}
