import type { IncomingMessage, ServerResponse } from 'node:http'
export declare const COMPRESSIBLE: RegExp
export declare const MIN_BYTES: number
export declare function precompressAssets(outDir: string): Promise<string[]>
export declare function precompressedAssets(
  outDir: string,
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void
