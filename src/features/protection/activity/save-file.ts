/**
 * Hands a text file to the browser's download (the statement's CSV): a Blob URL on a temporary link with
 * `download`, revoked once the click has started it.
 */
export function saveTextFile(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the click's task: Chromium reads the URL when the download starts, not on click().
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
