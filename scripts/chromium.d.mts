export declare const CHROMIUM_FLAGS: string[]
export declare function findChromium(): string | null
export declare function findTestBrowser(): string | null
export declare function testBrowserPath(): string
