export interface LanternRequest {
  url: string
  priority: string
  bytes: number
  start: number
  end: number
}
export interface LcpGraphSummary {
  requests: number
  last: LanternRequest | undefined
  entry: LanternRequest | undefined
  bytesBeforeEntry: number
}
export declare function lanternRequests(traceEvents: readonly object[]): LanternRequest[]
export declare function lcpGraphSummary(traceEvents: readonly object[]): LcpGraphSummary
export declare function lcpGraphText(summary: LcpGraphSummary): string
