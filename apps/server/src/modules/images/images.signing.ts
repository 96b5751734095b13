import { urlSigner } from '../../lib/signed-url';

/**
 * Upload addresses are signed like S3's presigned URLs (lib/signed-url.ts): over the method, the storage key and the
 * expiry. The signature names one key: any other key, or a later expiry, does not verify.
 */
const signer = urlSigner('comptoir/images/upload-url/v1');

export function signUpload(secret: Uint8Array, key: string, expiresAt: number): string {
  return signer.sign(secret, `PUT\n${key}\n${expiresAt}`);
}

export function verifyUpload(secret: Uint8Array, key: string, expiresAt: number, signature: string): boolean {
  return signer.verify(secret, `PUT\n${key}\n${expiresAt}`, signature);
}
