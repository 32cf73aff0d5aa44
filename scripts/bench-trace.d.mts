export declare const WINDOW_MS: number
export declare const PHONE: {
  viewport: { width: number; height: number }
  deviceScaleFactor: number
  isMobile: boolean
  hasTouch: boolean
}
export declare const TRACE_CATEGORIES: string[]
export interface MainThreadCpu {
  cpuMs: number
  wallMs: number
  /** Lighthouse's blocking time counted by thread time, from the page's first paint on. */
  blockingMs: number
  tasks: number
}
export declare function mainThreadCpu(traceEvents: readonly object[], url: string, windowMs?: number): MainThreadCpu
export declare function traceFirstScreen(options: {
  executablePath: string
  url: string
  tracePath: string
  windowMs?: number
}): Promise<MainThreadCpu & { shown: boolean }>
export declare function median(values: readonly number[]): number
export declare function ratioText(a: number, b: number, target?: number): string
export declare function textTable(headers: Record<string, string>, rows: readonly Record<string, string>[]): string
